import { existsSync } from 'node:fs';

/**
 * Real documents for the tests, by their path in the corpus: the repository's fixtures/ first, then the
 * fuller corpus beside the repository (../shared/corpus) when it is there. Tests of a file found in
 * neither are skipped, their name saying why. (The analysis package's test/corpus.ts does the same for
 * its tests; the domain package imports nothing of ours.)
 */
const roots = [
  new URL('../../../fixtures/', import.meta.url),
  new URL('../../../../shared/corpus/', import.meta.url),
];

/** The file's (or folder's, ending in '/') location, or null when neither root has it. */
export function corpusUrl(relative: string): URL | null {
  for (const root of roots) {
    const url = new URL(relative, root);
    if (existsSync(url)) return url;
  }
  return null;
}

/** True when every file (or folder) is found. */
export const inCorpus = (...relatives: string[]): boolean => relatives.every((r) => corpusUrl(r) !== null);

/** Why a test is skipped: put in its name, so the report says it. */
export const NEEDS_SHARED_CORPUS = '(skipped without ../shared/corpus)';
