// The PDFs the benchmarks build their documents from: the shared corpus beside the repository when it
// is there, else the public buyers' documents the repository carries in fixtures/; and the 400-page
// document that the PDF text and command line benchmarks read.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SHARED = fileURLToPath(new URL('../../../../shared/corpus/', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../../../fixtures/', import.meta.url));

/** The PDFs of a folder and its subfolders, in name order. */
export function pdfFiles(folder: string): string[] {
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

/** Corpus PDFs taken in turn until `pages`, the last one cut to the page with pdfseparate, in `dir`. */
export function benchDocument(dir: string, pages: number): string {
  const sources = corpusPdfs();
  const parts: string[] = [];
  let taken = 0;
  for (let i = 0; taken < pages; i += 1) {
    const source = sources[i % sources.length]!;
    const needed = pages - taken;
    if (source.pages <= needed) {
      parts.push(source.path);
      taken += source.pages;
      continue;
    }
    const pattern = join(dir, `cut-${i}-%d.pdf`);
    execFileSync('pdfseparate', ['-f', '1', '-l', String(needed), source.path, pattern]);
    for (let n = 1; n <= needed; n += 1) parts.push(pattern.replace('%d', String(n)));
    taken += needed;
  }
  const output = join(dir, `bench-${pages}.pdf`);
  execFileSync('pdfunite', [...parts, output]);
  return output;
}
