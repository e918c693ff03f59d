// Quality of the PDF text: every PDF of the corpus (../shared/corpus when it is there, fixtures/ and
// test/fixtures/) read by extractText, page by page, beside poppler's pdftotext on the same page:
// - mots : the words of the page as a bag (lower case, letters and digits), shared words over all
//   words of either side (1 = the same words, as many times each);
// - lignes : the lines of `pdftotext -layout` (spaces collapsed) found as lines of ours (tabs read as
//   spaces, and the spaces around a table of contents' dot leaders ignored: readers differ there by a
//   fraction of a point): the reading order of table rows and of blocks side by side;
// pages where pdftotext finds no word (scans, read by our OCR) are counted apart. A file that the
// shared corpus and fixtures/ both hold is measured once.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pdfFiles } from '../bench/corpus-pdfs';
import { closeTextWorkers, extractText } from '../src/text';

const FOLDERS = ['../../../../shared/corpus/', '../../../fixtures/', '../test/fixtures/']
  .map((folder) => fileURLToPath(new URL(folder, import.meta.url)))
  .filter((folder) => existsSync(folder));

function poppler(path: string, page: number, layout: boolean): string {
  const args = ['-enc', 'UTF-8', '-f', String(page), '-l', String(page), ...(layout ? ['-layout'] : [])];
  return execFileSync('pdftotext', [...args, path, '-'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

function bag(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** Shared and total words of two bags (multiset intersection and union). */
function overlap(ours: Map<string, number>, theirs: Map<string, number>): { shared: number; all: number } {
  let shared = 0;
  let all = 0;
  for (const word of new Set([...ours.keys(), ...theirs.keys()])) {
    const a = ours.get(word) ?? 0;
    const b = theirs.get(word) ?? 0;
    shared += Math.min(a, b);
    all += Math.max(a, b);
  }
  return { shared, all };
}

const lineOf = (line: string) =>
  line
    .replace(/\s*\.{4,}\s*/g, ' … ')
    .replace(/\s+/g, ' ')
    .trim();

interface Tally {
  shared: number;
  all: number;
  lines: number;
  linesFound: number;
  pages: number;
  blank: number;
  worst: number;
}

const tally = (): Tally => ({ shared: 0, all: 0, lines: 0, linesFound: 0, pages: 0, blank: 0, worst: 1 });
const ratio = (part: number, whole: number) => (whole > 0 ? (part / whole).toFixed(4) : '—');

async function measure(path: string, bytes: Uint8Array): Promise<Tally> {
  const result = await extractText({ path: 'document.pdf', bytes });
  if (result.error) throw new Error(`${path} : ${result.error}`);
  const file = tally();
  for (const page of result.pages) {
    file.pages += 1;
    const theirs = bag(poppler(path, page.page, false));
    if (theirs.size === 0) {
      file.blank += 1;
      continue;
    }
    const { shared, all } = overlap(bag(page.text), theirs);
    file.shared += shared;
    file.all += all;
    file.worst = Math.min(file.worst, shared / all);
    const ours = new Set(page.text.split('\n').map(lineOf));
    const layout = poppler(path, page.page, true).split('\n').map(lineOf).filter(Boolean);
    file.lines += layout.length;
    file.linesFound += layout.filter((line) => ours.has(line)).length;
  }
  return file;
}

async function main(): Promise<void> {
  const total = tally();
  const seen = new Set<string>();
  try {
    for (const folder of FOLDERS) {
      for (const path of pdfFiles(folder)) {
        const bytes = readFileSync(path);
        const hash = createHash('sha256').update(bytes).digest('hex');
        if (seen.has(hash)) continue;
        seen.add(hash);
        const file = await measure(path, bytes);
        for (const key of ['shared', 'all', 'lines', 'linesFound', 'pages', 'blank'] as const)
          total[key] += file[key];
        total.worst = Math.min(total.worst, file.worst);
        const name = relative(fileURLToPath(new URL('../../../../', import.meta.url)), path);
        console.log(
          `${name} : ${file.pages} pages, mots ${ratio(file.shared, file.all)} (pire page ${file.worst.toFixed(4)}), lignes ${ratio(file.linesFound, file.lines)}${file.blank > 0 ? `, ${file.blank} sans texte pour pdftotext` : ''}`,
        );
      }
    }
  } finally {
    await closeTextWorkers();
  }
  console.log(
    `== Total : ${total.pages} pages, mots ${ratio(total.shared, total.all)} (pire page ${total.worst.toFixed(4)}), lignes ${ratio(total.linesFound, total.lines)}, ${total.blank} pages sans texte pour pdftotext`,
  );
}

await main();
