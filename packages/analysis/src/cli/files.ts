import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { isIgnoredPath } from '@mieux-disant/domain';
import { DocumentError } from '../errors';
import type { SourceDocument } from '../text';
import { xlsMessage } from '../text/formats';

/** A missing file or folder named on the command line; the message is French. */
export class MissingFileError extends Error {
  override readonly name = 'MissingFileError';
}

export async function readSource(path: string, as = basename(path)): Promise<SourceDocument> {
  try {
    return { path: as, bytes: new Uint8Array(await readFile(path)) };
  } catch {
    throw new MissingFileError(`Fichier introuvable : ${path}`);
  }
}

async function isDirectory(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isDirectory(),
    () => false,
  );
}

/** Every file under a folder, with its path relative to the folder; hidden files left out. */
export async function readFolder(folder: string): Promise<SourceDocument[]> {
  if (!(await isDirectory(folder))) throw new MissingFileError(`Dossier introuvable : ${folder}`);
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .map((full) => ({ full, rel: relative(folder, full).split('\\').join('/') }))
    .filter(({ rel }) => !rel.split('/').some((part) => isIgnoredPath(part)))
    .sort((a, b) => a.rel.localeCompare(b.rel));
  return Promise.all(files.map(({ full, rel }) => readSource(full, rel)));
}

/** The companies of an analysis folder: one sub-folder of companies/ each, with its .xlsx bill. */
export async function readCompanies(folder: string) {
  const root = join(folder, 'companies');
  if (!(await isDirectory(root))) throw new MissingFileError(`Dossier introuvable : ${root}`);
  const names = (await readdir(root, { withFileTypes: true }))
    .filter((e) => e.isDirectory() && !isIgnoredPath(e.name))
    .map((e) => e.name)
    .sort((a, b) => a.localeCompare(b));
  const companies = [];
  for (const name of names) {
    const documents = await readFolder(join(root, name));
    const bills = documents.filter((d) => d.path.toLowerCase().endsWith('.xlsx'));
    const dqe = bills.find((d) => /dqe|bpu|dpgf|prix|bordereau/i.test(d.path)) ?? bills[0];
    if (!dqe) {
      const xls = documents.find((d) => d.path.toLowerCase().endsWith('.xls'));
      if (xls) throw new DocumentError(xlsMessage(`Le DQE ${xls.path} de l’entreprise « ${name} »`));
      throw new DocumentError(`Aucun DQE (.xlsx) dans le dossier de l’entreprise « ${name} ».`);
    }
    companies.push({ name, documents, dqePath: dqe.path });
  }
  return companies;
}
