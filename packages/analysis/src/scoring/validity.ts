import type { DocumentValidity, Ponderation, Verdict } from '@mieux-disant/domain';
import {
  companySirenOf,
  coverageVerdict,
  datedDocumentVerdict,
  identifierVerdict,
  signatureVerdict,
} from '@mieux-disant/domain';
import type { PageText } from '../text';
import { datesIn } from '../text/dates';

export interface ValidityDocument {
  path: string;
  pages: readonly PageText[];
}

type Kind = 'urssaf' | 'kbis' | 'fiscal' | 'assurance' | 'dc1' | 'dc2' | 'dume' | 'ae';

/** How each administrative document is recognised (file name, then its own wording) and named. */
const KINDS: readonly { kind: Kind; name: string; file: RegExp; content: RegExp }[] = [
  {
    kind: 'urssaf',
    name: 'Attestation de vigilance URSSAF',
    file: /urssaf|vigilance/,
    content: /attestation de vigilance/,
  },
  {
    kind: 'kbis',
    name: 'Extrait Kbis',
    file: /k ?bis/,
    content: /extrait k ?bis|extrait d.immatriculation principale/,
  },
  {
    kind: 'fiscal',
    name: 'Attestation de régularité fiscale',
    file: /fiscal|impots|dgfip/,
    content: /attestation de regularite fiscale/,
  },
  {
    kind: 'assurance',
    name: 'Attestation d’assurance',
    file: /assurance|rc ?pro|decennale/,
    content: /attestation d.assurance/,
  },
  { kind: 'dc1', name: 'DC1 (lettre de candidature)', file: /\bdc ?1\b/, content: /lettre de candidature/ },
  {
    kind: 'dc2',
    name: 'DC2 (déclaration du candidat)',
    file: /\bdc ?2\b/,
    content: /declaration du candidat/,
  },
  { kind: 'dume', name: 'DUME', file: /\bdume\b/, content: /document unique de marche europeen/ },
  {
    kind: 'ae',
    name: 'Acte d’engagement',
    file: /\bae\b|acte d.engagement/,
    content: /^\s*acte d.engagement/m,
  },
];

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function kindOf(doc: ValidityDocument): (typeof KINDS)[number] | null {
  const name = fold(doc.path.split('/').pop() ?? doc.path).replace(/[_\-.]+/g, ' ');
  const opening = fold(
    doc.pages
      .slice(0, 1)
      .map((p) => p.text)
      .join('\n'),
  ).slice(0, 1500);
  return KINDS.find((k) => k.file.test(name)) ?? KINDS.find((k) => k.content.test(opening)) ?? null;
}

interface Found<T> {
  value: T;
  page: number;
}

/** The first page whose text, after `label`, yields a value. */
function findAfter<T>(
  doc: ValidityDocument,
  label: RegExp,
  read: (after: string) => T | null,
): Found<T> | null {
  for (const page of doc.pages) {
    for (const match of page.text.matchAll(label)) {
      const start = (match.index ?? 0) + match[0].length;
      const value = read(page.text.slice(start, start + 120));
      if (value !== null) return { value, page: page.page };
    }
  }
  return null;
}

const ISSUED =
  /(?:d[ée]livr[ée]e?|[ée]tabli[e]?|[ée]dit[ée]e?|g[ée]n[ée]r[ée]e?|fait)(?:\s+[àa]\s+[^\n,]{1,40},?)?\s+le|en date du|date de (?:d[ée]livrance|l.attestation|[ée]dition)|[àa] jour au/gi;
const PERIOD = /(?:valable|validit[ée]|p[ée]riode|garantie|couverture|effet)[^\n\d]{0,60}/gi;
const IDENTIFIER = /(?:siret|siren|rcs(?:\s+[a-zà-ÿ' -]{2,30})?|n°\s*d.identification)\s*(?:n°|:|\s)*/gi;
const NUMBER = /^\s*((?:\d[\s\u00a0.]?){8}\d(?:[\s\u00a0.]?\d){0,5})/;

function issuedOn(doc: ValidityDocument): Found<string> | null {
  return findAfter(doc, ISSUED, (after) => datesIn(after.slice(0, 40))[0] ?? null);
}

function periodOf(doc: ValidityDocument): Found<{ from: string; to: string }> | null {
  return findAfter(doc, PERIOD, (after) => {
    const [from, to] = datesIn(after);
    return from && to ? { from, to } : null;
  });
}

// An acte d'engagement or a DC form also carries the buyer's identification: a number written under
// the buyer's heading, with no candidate heading after it, is the buyer's, not the company's.
const BUYER =
  /pouvoir adjudicateur|acheteur|entit[ée] adjudicatrice|ma[îi]tre d.ouvrage|ordonnateur|comptable assignataire/gi;
const CANDIDATE = /titulaire|candidat|soumissionnaire|cocontractant|mandataire|entreprise|soci[ée]t[ée]/gi;

function lastIndex(pattern: RegExp, text: string): number {
  let last = -1;
  for (const match of text.matchAll(pattern)) last = match.index ?? last;
  return last;
}

function isBuyers(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 600), at);
  return lastIndex(BUYER, before) > lastIndex(CANDIDATE, before);
}

/** The company's SIRET (14 digits) or SIREN (9) numbers written after their label, as written. */
function identifiersOf(doc: ValidityDocument): Found<string>[] {
  const found: Found<string>[] = [];
  for (const page of doc.pages) {
    for (const match of page.text.matchAll(IDENTIFIER)) {
      if (isBuyers(page.text, match.index ?? 0)) continue;
      const start = (match.index ?? 0) + match[0].length;
      const number = NUMBER.exec(page.text.slice(start, start + 40))?.[1]?.trim();
      const digits = number?.replace(/\D/g, '') ?? '';
      if (number && (digits.length === 9 || digits.length === 14))
        found.push({ value: number, page: page.page });
    }
  }
  return found;
}

const SIGNED =
  /sign[ée] (?:[ée]lectroniquement|num[ée]riquement|par\s*:)|signature [ée]lectronique (?:qualifi[ée]e|avanc[ée]e|valide)/i;

function signatureOf(doc: ValidityDocument): Found<boolean> | null {
  const page = doc.pages.find((p) => SIGNED.test(p.text));
  return page ? { value: true, page: page.page } : null;
}

function item(
  name: string,
  doc: ValidityDocument,
  found: Found<unknown> | null,
  valeur: string,
  verdict: Verdict,
): DocumentValidity {
  return {
    document: name,
    statut: verdict.statut,
    valeur,
    fichier: doc.path,
    page: found?.page ?? null,
    détail: verdict.détail,
  };
}

function dayText(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

function documentItem(
  kind: (typeof KINDS)[number],
  doc: ValidityDocument,
  deadline: string | null,
  signedRequired: boolean,
): DocumentValidity {
  switch (kind.kind) {
    case 'urssaf':
    case 'kbis':
    case 'fiscal': {
      const issued = issuedOn(doc);
      const verdict = datedDocumentVerdict(kind.kind, issued?.value ?? null, deadline);
      return item(kind.name, doc, issued, issued ? dayText(issued.value) : '', verdict);
    }
    case 'assurance': {
      const period = periodOf(doc);
      const value = period ? `${dayText(period.value.from)} – ${dayText(period.value.to)}` : '';
      return item(kind.name, doc, period, value, coverageVerdict(period?.value ?? null, deadline));
    }
    case 'ae': {
      const signed = signatureOf(doc);
      return item(
        kind.name,
        doc,
        signed,
        signed ? 'signé' : '',
        signatureVerdict(signed !== null, signedRequired),
      );
    }
    case 'dc1':
    case 'dc2':
    case 'dume':
      return item(kind.name, doc, null, '', { statut: 'présent', détail: 'Document fourni.' });
  }
}

/** The deadline for offers as an ISO day, from the ponderation's 'Date limite'. */
function deadlineOf(ponderation: Ponderation): string | null {
  const text = ponderation.Constantes['Date limite'];
  return typeof text === 'string' ? (datesIn(text)[0] ?? null) : null;
}

/** Whether the RC asks for a signed acte d'engagement with the offer. */
function signedEngagementRequired(ponderation: Ponderation): boolean {
  const pieces = ponderation.Constantes['Pièces à fournir'];
  const text = [ponderation.Résumé, ...(Array.isArray(pieces) ? pieces : [])].join('\n');
  return /acte d.engagement[^.\n]{0,40}sign[ée]/i.test(text);
}

/**
 * The validity of a candidate's administrative documents at the deadline for offers: each certificate
 * with its date or period, each SIRET/SIREN with its Luhn key and whether it is the company's, the
 * signature of the acte d'engagement; with the file and page where each was read.
 */
export function documentValidity(
  documents: readonly ValidityDocument[],
  ponderation: Ponderation,
): DocumentValidity[] {
  const deadline = deadlineOf(ponderation);
  const required = signedEngagementRequired(ponderation);
  const items: DocumentValidity[] = [];
  const identifiers: { doc: ValidityDocument; found: Found<string> }[] = [];
  for (const doc of documents) {
    const kind = kindOf(doc);
    if (kind) items.push(documentItem(kind, doc, deadline, required));
    for (const found of identifiersOf(doc)) identifiers.push({ doc, found });
  }
  const siren = companySirenOf(identifiers.map((i) => i.found.value));
  const seen = new Set<string>();
  for (const { doc, found } of identifiers) {
    const key = `${doc.path}|${found.value.replace(/\D/g, '')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const kind = found.value.replace(/\D/g, '').length === 14 ? 'SIRET' : 'SIREN';
    items.push(item(kind, doc, found, found.value, identifierVerdict(found.value, siren)));
  }
  return items;
}
