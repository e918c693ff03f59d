import { basename, join } from 'node:path';
import { Command, CommanderError } from 'commander';
import { SingleBar } from 'cli-progress';
import { readDqe } from '../dqe';
import { engineFromEnv } from '../engine';
import type { Progress } from '../engine/types';
import { DocumentError } from '../errors';
import { LlmError } from '../llm/client';
import { closeTextWorkers, extractText, type SourceDocument } from '../text';
import { MissingFileError, readCompanies, readFolder, readSource } from './files';
import { formatOffer, formatPonderation, formatResult } from './format';

interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

const defaultIo: Io = {
  out: (t) => process.stdout.write(`${t}\n`),
  err: (t) => process.stderr.write(`${t}\n`),
};

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

export function program(io: Io = defaultIo): Command {
  const cli = new Command('mieux-disant')
    .description('Analyse des appels d’offres publics : critères, DQE, notation des candidats.')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s.trimEnd()), writeErr: (s) => io.err(s.trimEnd()) });

  cli
    .command('criteria')
    .description('Critères d’attribution et pondération du RC (PDF, DOCX, ODT, TXT, MD)')
    .argument('<files...>', 'le RC en premier, puis les autres documents de la consultation')
    .option('--json', 'sortie JSON (Ponderation)')
    .option('--rc <file>', 'le règlement de consultation, s’il n’est pas le premier fichier')
    .action(async (files: string[], opts: { json?: boolean; rc?: string }) => {
      const documents = await Promise.all(files.map((f) => readSource(f)));
      const rcPath = opts.rc ? basename(opts.rc) : (documents[0]?.path ?? '');
      const bar = progressBar();
      const ponderation = await engineFromEnv()
        .analyseTender({ documents, rcPath }, bar.progress)
        .finally(bar.stop);
      print(io, Boolean(opts.json), ponderation, () => formatPonderation(ponderation));
    });

  cli
    .command('dqe')
    .description('Offre financière et contrôles d’un DQE / BPU / DPGF (.xlsx)')
    .argument('<file>', 'le fichier .xlsx')
    .option('--json', 'sortie JSON ({ offer, checks })')
    .option('--name <company>', 'nom de l’entreprise (par défaut, le nom du fichier)')
    .action(async (file: string, opts: { json?: boolean; name?: string }) => {
      const source = await readSource(file);
      const result = await readDqe(source.bytes, opts.name ?? basename(file).replace(/\.xlsx$/i, ''));
      print(io, Boolean(opts.json), result, () => formatOffer(result.offer, result.checks));
    });

  cli
    .command('analyse')
    .description(
      'Analyse complète : <dossier>/tender/ (documents de la consultation) et <dossier>/companies/<entreprise>/',
    )
    .argument('<folder>', 'le dossier de l’analyse')
    .option('--json', 'sortie JSON')
    .option('--rc <file>', 'le règlement de consultation dans tender/')
    .action(async (folder: string, opts: { json?: boolean; rc?: string }) => {
      const documents = await readFolder(join(folder, 'tender'));
      const companies = await readCompanies(folder);
      const rcPath = await findRc(documents, opts.rc);
      const engine = engineFromEnv();
      const bar = progressBar();
      try {
        const ponderation = await engine.analyseTender({ documents, rcPath }, bar.progress);
        const result = await engine.analyseCompanies({ ponderation, companies }, bar.progress);
        const ranking = result.analyses.map((a) => ({
          rang: a.rang,
          compagnie: a.compagnie,
          note: a.Evaluation_globale.note,
        }));
        print(io, Boolean(opts.json), { ponderation, ...result, ranking }, () =>
          formatResult(ponderation, result),
        );
      } finally {
        bar.stop();
      }
    });
  return cli;
}

const KNOWN_ERRORS = [DocumentError, MissingFileError, LlmError];

/** Runs the command line; the exit code: 0, 1 for a document or file error, 2 for a usage error. */
export async function main(argv: readonly string[], io: Io = defaultIo): Promise<number> {
  try {
    await program(io).parseAsync([...argv]);
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    if (KNOWN_ERRORS.some((kind) => error instanceof kind)) {
      io.err(`Erreur : ${(error as Error).message}`);
      return 1;
    }
    io.err(`Erreur inattendue : ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await closeTextWorkers();
  }
}
