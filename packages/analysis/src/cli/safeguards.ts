// The price-safeguard commands: `formula` (is a price-scoring formula sound?) and `oab` (abnormally
// low offers by every method). Their JSON shapes are used by automated checks: keep them as they are.
import { readFile } from 'node:fs/promises';
import {
  abnormallyLowOffers,
  checkFormula,
  formatEuro,
  OAB_METHOD_LABELS,
  type OabMethodResult,
} from '@mieux-disant/domain';
import { InputError } from '../errors';
import type { PriceSafeguards } from '../scoring/safeguards';
import { MissingFileError } from './files';
import type { Io } from './main';

function print(io: Io, json: boolean, value: unknown, readable: () => string): void {
  io.out(json ? JSON.stringify(value, null, 2) : readable());
}

function priceList(text: string | undefined): string[] | undefined {
  if (text === undefined) return undefined;
  const prices = text.split(',').map((p) => p.trim());
  if (prices.some((p) => p === ''))
    throw new InputError(
      `Liste de prix invalide « ${text} » : séparez les prix par des virgules (ex. 98000,120500.50).`,
    );
  return prices;
}

export interface FormulaOptions {
  weight: string;
  prices?: string;
  estimate?: string;
  json?: boolean;
}

/** `formula "<expression>" --weight N [--prices p1,p2] [--estimate E] [--json]` */
export function formula(io: Io, expression: string, opts: FormulaOptions): void {
  const check = checkFormula({
    expression,
    weight: opts.weight,
    ...(opts.prices === undefined ? {} : { prices: priceList(opts.prices) }),
    ...(opts.estimate === undefined ? {} : { estimate: opts.estimate }),
  });
  if (!check.ok) throw new InputError(check.message);
  const value = {
    findings: check.findings.map(({ code, message }) => ({ code, message })),
    notes: check.notes,
  };
  print(io, Boolean(opts.json), value, () =>
    [
      check.findings.length === 0
        ? 'Aucune anomalie relevée dans la formule.'
        : check.findings.map((f) => `• ${f.code} : ${f.message}`).join('\n'),
      ...check.notes.map((n) => `${formatEuro(n.price)} → ${n.note ?? 'non calculable'}`),
    ].join('\n'),
  );
}

async function readOffers(file: string): Promise<{ name: string; price: string }[]> {
  const text = await readFile(file, 'utf8').catch(() => {
    throw new MissingFileError(`Fichier introuvable : ${file}`);
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new InputError(`Le fichier ${file} n’est pas un JSON valide.`);
  }
  const valid =
    Array.isArray(parsed) &&
    parsed.every(
      (o: unknown) =>
        typeof o === 'object' &&
        o !== null &&
        typeof (o as { name?: unknown }).name === 'string' &&
        ['string', 'number'].includes(typeof (o as { price?: unknown }).price),
    );
  if (!valid)
    throw new InputError(
      `Le fichier ${file} doit contenir une liste d’offres : [ { "name": "…", "price": "123456.78" } ].`,
    );
  return (parsed as { name: string; price: string | number }[]).map((o) => ({
    name: o.name,
    price: String(o.price),
  }));
}

function methodLine(m: OabMethodResult): string {
  const label = OAB_METHOD_LABELS[m.method];
  if (m.skipped) return `${label} : ${m.skipped}`;
  const suspects = m.suspects.length ? m.suspects.join(', ') : 'aucune offre suspecte';
  return `${label} : seuil ${formatEuro(m.threshold)} HT — ${suspects}.`;
}

/** `oab <offers.json> [--estimate E] [--json]` */
export async function oab(io: Io, file: string, opts: { estimate?: string; json?: boolean }): Promise<void> {
  const offers = await readOffers(file);
  const result = abnormallyLowOffers({ offers, estimate: opts.estimate ?? null });
  if (!result.ok) throw new InputError(result.message);
  print(io, Boolean(opts.json), { methods: result.methods }, () => result.methods.map(methodLine).join('\n'));
}

/** The readable lines `analyse` adds: the rectification and every OAB method. */
export function safeguardsText(safeguards: PriceSafeguards): string {
  return [
    safeguards.rectification.message,
    'Offres anormalement basses :',
    ...safeguards.oab.methods.map((m) => `  • ${methodLine(m)}`),
  ].join('\n');
}
