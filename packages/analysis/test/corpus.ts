import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * Real documents for the tests, by their path in the corpus ('rc/ifpra-2026-moteur-agri/RC.pdf'): the
 * public buyers' documents the repository carries in fixtures/ first, then the fuller corpus beside the
 * repository (../shared/corpus) when it is there. Tests of a file found in neither are skipped, their
 * name saying why.
 */
const roots = [
  new URL('../../../fixtures/', import.meta.url),
  new URL('../../../../shared/corpus/', import.meta.url),
];

/** The file's location, or null when neither fixtures/ nor the shared corpus has it. */
export function corpusUrl(relative: string): URL | null {
  for (const root of roots) {
    const url = new URL(relative, root);
    if (existsSync(url)) return url;
  }
  return null;
}

/** True when every file (or folder, ending in '/') is found. */
export const inCorpus = (...relatives: string[]): boolean => relatives.every((r) => corpusUrl(r) !== null);

/** The file's path on disk; throws when it is missing (guard the test with inCorpus). */
export function corpusPath(relative: string): string {
  const url = corpusUrl(relative);
  if (!url) throw new Error(`Corpus file missing: ${relative}`);
  return fileURLToPath(url);
}

export async function corpusBytes(relative: string): Promise<Uint8Array> {
  return new Uint8Array(await readFile(corpusPath(relative)));
}

/** Why a test is skipped: put in its name, so the report says it. */
export const NEEDS_SHARED_CORPUS = '(skipped without ../shared/corpus)';

export const BILLS = {
  sixColumns: 'bills/dpgf-type-6-colonnes.xlsx',
  eightSheets: 'bills/dpgf-cvc-plomberie-8-feuilles.xlsx',
  bpu: 'bills/france-travail-bornes-BPU.xlsx',
  crf: 'rc/grenoble-inp-2026FCSSA0025/CRF_2026FCSSA0025.xlsx',
} as const;
