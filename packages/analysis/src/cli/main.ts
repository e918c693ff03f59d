import { isIsoDay } from '@mieux-disant/domain';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { readByPdfWorkers } from '../text/formats';
import type * as Commands from './commands';

// The commands and their libraries load on first use: `--help` and usage errors answer at once.
let loaded: Promise<typeof Commands> | null = null;
const commands = () => (loaded ??= import('./commands'));

/** Starts the PDF workers when `files` name a PDF or an image, while the commands load and read them. */
function startPdfWorkersFor(files: string[]): void {
  if (files.some(readByPdfWorkers)) void import('../text/pdf-pool').then((pool) => pool.startPdfWorkers());
}

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

const defaultIo: Io = {
  out: (t) => process.stdout.write(`${t}\n`),
  err: (t) => process.stderr.write(`${t}\n`),
};

/** --date: a real calendar day written YYYY-MM-DD. */
function isoDayOption(value: string): string {
  if (!isIsoDay(value)) throw new InvalidArgumentError(`date invalide « ${value} » : attendu AAAA-MM-JJ.`);
  return value;
}

export function program(io: Io = defaultIo): Command {
  const cli = new Command('mieux-disant')
    .description('Analyse des appels d’offres publics : critères, DQE, notation des candidats.')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s.trimEnd()), writeErr: (s) => io.err(s.trimEnd()) });

  cli
    .command('criteria')
    .description(
      'Critères d’attribution et pondération du RC (PDF, y compris scanné, DOC, DOCX, ODT, RTF, TXT, MD)',
    )
    .argument('<files...>', 'le RC en premier, puis les autres documents de la consultation')
    .option('--json', 'sortie JSON (Ponderation)')
    .option('--rc <file>', 'le règlement de consultation, s’il n’est pas le premier fichier')
    .option(
      '--date <YYYY-MM-DD>',
      'date de lancement de la consultation pour les contrôles (par défaut, lue dans les documents)',
      isoDayOption,
    )
    .option(
      '--defence',
      'marché de défense ou de sécurité : exclu de l’obligation de critère environnemental',
    )
    .action((files: string[], opts: { json?: boolean; rc?: string; date?: string; defence?: boolean }) => {
      startPdfWorkersFor(files);
      return commands().then((c) => c.criteria(io, files, opts));
    });

  cli
    .command('dqe')
    .description('Offre financière et contrôles d’un DQE / BPU / DPGF (.xlsx)')
    .argument('<file>', 'le fichier .xlsx')
    .option('--json', 'sortie JSON ({ offer, checks })')
    .option('--name <company>', 'nom de l’entreprise (par défaut, le nom du fichier)')
    .action((file: string, opts: { json?: boolean; name?: string }) =>
      commands().then((c) => c.dqe(io, file, opts)),
    );

  cli
    .command('analyse')
    .description(
      'Analyse complète : <dossier>/tender/ (documents de la consultation) et <dossier>/companies/<entreprise>/',
    )
    .argument('<folder>', 'le dossier de l’analyse')
    .option('--json', 'sortie JSON')
    .option('--rc <file>', 'le règlement de consultation dans tender/')
    .option('--estimate <amount>', 'estimation de l’acheteur (offres anormalement basses)')
    .action((folder: string, opts: { json?: boolean; rc?: string; estimate?: string }) =>
      commands().then((c) => c.analyse(io, folder, opts)),
    );

  cli
    .command('formula')
    .description('Contrôle d’une formule de notation du prix (CE, 3 novembre 2014, n° 373362)')
    .argument('<expression>', 'la formule, ex. "40 * Pmin / P"')
    .requiredOption('--weight <N>', 'pondération du critère prix (note maximale)')
    .option('--prices <p1,p2,...>', 'prix des offres reçues, séparés par des virgules')
    .option('--estimate <amount>', 'estimation de l’acheteur (variable E)')
    .option('--json', 'sortie JSON ({ findings, notes })')
    .action((expression: string, opts: Commands.FormulaOptions) =>
      commands().then((c) => c.formula(io, expression, opts)),
    );

  cli
    .command('oab')
    .description('Offres anormalement basses : chaque méthode, son seuil et ses offres suspectes')
    .argument('<offers.json>', 'les offres : [ { "name": "…", "price": "123456.78" } ]')
    .option('--estimate <amount>', 'estimation de l’acheteur')
    .option('--json', 'sortie JSON ({ methods })')
    .action((file: string, opts: { estimate?: string; json?: boolean }) =>
      commands().then((c) => c.oab(io, file, opts)),
    );
  return cli;
}

/** Runs the command line; the exit code: 0, 1 for a document or file error, 2 for a usage error. */
export async function main(argv: readonly string[], io: Io = defaultIo): Promise<number> {
  try {
    await program(io).parseAsync([...argv]);
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    if (loaded && (await loaded).isKnownError(error)) {
      io.err(`Erreur : ${error.message}`);
      return 1;
    }
    io.err(`Erreur inattendue : ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    if (loaded) await (await loaded).closeTextWorkers();
  }
}
