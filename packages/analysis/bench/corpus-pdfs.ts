// The PDFs the benchmarks build their documents from: the shared corpus beside the repository when it
// is there, else the public buyers' documents the repository carries in fixtures/.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SHARED = fileURLToPath(new URL('../../../../shared/corpus/', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../../../fixtures/', import.meta.url));

function pdfFiles(folder: string): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) return pdfFiles(path);
      return name.toLowerCase().endsWith('.pdf') ? [path] : [];
    });
}

/** A PDF's page count, as poppler's pdfinfo reads it. */
export function pageCountOf(path: string): number {
  const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
}

/** Every PDF of the corpus, in name order, with its page count. */
export function corpusPdfs(): { path: string; pages: number }[] {
  return pdfFiles(existsSync(SHARED) ? SHARED : FIXTURES).map((path) => ({ path, pages: pageCountOf(path) }));
}
