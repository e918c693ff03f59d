// The work behind each command, with the libraries it needs (PDF workers, exceljs, openai...):
// main.ts loads this module on first use, so `--help` and usage errors answer without loading them.
// The bill reader (exceljs) and the phase 2 scoring load in the commands that use them: `criteria`
// reads a 400-page RC in about the time they would take to load.
import { basename, join } from 'node:path';
import { coverageSummary } from '@mieux-disant/domain';
import { SingleBar } from 'cli-progress';
import { engineFromEnv } from '../engine';
import type { Progress } from '../engine/types';
import { DocumentError, InputError, LlmError } from '../errors';
import { extractText, type SourceDocument } from '../text';
import { MissingFileError, readCompanies, readFolder, readSource } from './files';
import { criteriaControls } from '../criteria/legal';
import { formatControls, formatOffer, formatPonderation, formatResult } from './format';
import type { Io } from './main';
import { safeguardsText } from './safeguards';

export { closeTextWorkers } from '../text';
export { formula, oab } from './safeguards';
export type { FormulaOptions } from './safeguards';

/** A progress bar on stderr while long work runs (only on a terminal). */
function progressBar(): { progress: Progress; stop: () => void } {
  if (!process.stderr.isTTY) return { progress: () => {}, stop: () => {} };
  const bar = new SingleBar({
    format: '{bar} {value}/{total} {step}',
    stream: process.stderr,
    hideCursor: true,
  });
  let started = false;
  return {
    progress: (step, done, total) => {
      if (!started) bar.start(total, done, { step });
      started = true;
      bar.setTotal(total);
      bar.update(done, { step });
    },
    stop: () => started && bar.stop(),
  };
}

/** The RC of a tender folder: the named one, else a file called RC/règlement, else one whose text says so. */
async function findRc(documents: readonly SourceDocument[], named?: string): Promise<string> {
  if (named) {
    const match = documents.find((d) => d.path === named || basename(d.path) === basename(named));
    if (!match) throw new MissingFileError(`Fichier introuvable : ${named}`);
    return match.path;
  }
  const byName = documents.find((d) =>
    /(^|[^a-z])(rc|reglement|règlement)([^a-z]|$)/i.test(basename(d.path)),
  );
  if (byName) return byName.path;
  for (const doc of documents) {
    const text = await extractText(doc);
    if (
      /règlement\s+de\s+(la\s+)?consultation/i.test(
        text.pages
          .slice(0, 2)
          .map((p) => p.text)
          .join(' '),
      )
    )
      return doc.path;
  }
  throw new DocumentError(
    'Règlement de consultation introuvable parmi les documents : précisez-le avec --rc <fichier>.',
  );
}

function print(io: Io, json: boolean, value: unknown, readable: () => string): void {
  io.out(json ? JSON.stringify(value, null, 2) : readable());
}

export async function criteria(
  io: Io,
  files: string[],
  opts: { json?: boolean; rc?: string; date?: string; defence?: boolean },
) {
  const documents = await Promise.all(files.map((f) => readSource(f)));
  const rcPath = opts.rc ? basename(opts.rc) : (documents[0]?.path ?? '');
  const bar = progressBar();
  const ponderation = await engineFromEnv()
    .analyseTender({ documents, rcPath }, bar.progress)
    .finally(bar.stop);
  const controls = criteriaControls(ponderation, { date: opts.date, defenceOrSecurity: opts.defence });
  print(io, Boolean(opts.json), { ...ponderation, Contrôles: controls }, () =>
    [formatPonderation(ponderation), '', formatControls(controls)].join('\n'),
  );
}

export async function dqe(io: Io, file: string, opts: { json?: boolean; name?: string }) {
  const source = await readSource(file);
  const { readDqe } = await import('../dqe');
  const result = await readDqe(source.bytes, opts.name ?? basename(file).replace(/\.xlsx$/i, ''));
  print(io, Boolean(opts.json), result, () => formatOffer(result.offer, result.checks));
}

export async function analyse(
  io: Io,
  folder: string,
  opts: { json?: boolean; rc?: string; estimate?: string },
) {
  const documents = await readFolder(join(folder, 'tender'));
  const companies = await readCompanies(folder);
  const rcPath = await findRc(documents, opts.rc);
  const engine = engineFromEnv();
  const bar = progressBar();
  try {
    const ponderation = await engine.analyseTender({ documents, rcPath }, bar.progress);
    const result = await engine.analyseCompanies({ ponderation, companies, tender: documents }, bar.progress);
    const ranking = result.analyses.map((a) => ({
      rang: a.rang,
      compagnie: a.compagnie,
      note: a.Evaluation_globale.note,
    }));
    const { priceSafeguards, rcTextOf } = await import('../scoring/safeguards');
    const rcText = await rcTextOf(documents.find((d) => d.path === rcPath));
    const safeguards = priceSafeguards(ponderation, result, rcText, opts.estimate);
    const requirement_coverage = result.analyses.map(coverageSummary);
    print(
      io,
      Boolean(opts.json),
      { ponderation, ...result, ranking, requirement_coverage, ...safeguards },
      () => [formatResult(ponderation, result), '', safeguardsText(safeguards)].join('\n'),
    );
  } finally {
    bar.stop();
  }
}

const KNOWN_ERRORS = [DocumentError, MissingFileError, LlmError, InputError];

/** A document, file or language-model error, whose French message is shown as is. */
export function isKnownError(error: unknown): error is Error {
  return KNOWN_ERRORS.some((kind) => error instanceof kind);
}
