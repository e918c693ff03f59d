// PDF text extraction speed: our worker pool (pdf.js) beside poppler's pdftotext on the same
// 400-page document, built from the corpus PDFs with pdfunite in a temporary folder.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeTextWorkers, extractText } from '../src/text';

const TARGET_PAGES = 400;
const RUNS = 3;
const corpus = fileURLToPath(new URL('../../../../shared/corpus/', import.meta.url));

function pdfFiles(folder: string): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) return pdfFiles(path);
      return name.toLowerCase().endsWith('.pdf') ? [path] : [];
    });
}

function pageCountOf(path: string): number {
  const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
}

/** Corpus PDFs taken in turn until TARGET_PAGES; the last one cut to the page with pdfseparate. */
function buildDocument(dir: string): string {
  const sources = pdfFiles(corpus).map((path) => ({ path, pages: pageCountOf(path) }));
  const parts: string[] = [];
  let pages = 0;
  for (let i = 0; pages < TARGET_PAGES; i += 1) {
    const source = sources[i % sources.length]!;
    const needed = TARGET_PAGES - pages;
    if (source.pages <= needed) {
      parts.push(source.path);
      pages += source.pages;
      continue;
    }
    const pattern = join(dir, `cut-${i}-%d.pdf`);
    execFileSync('pdfseparate', ['-f', '1', '-l', String(needed), source.path, pattern]);
    for (let n = 1; n <= needed; n += 1) parts.push(pattern.replace('%d', String(n)));
    pages += needed;
  }
  const output = join(dir, `bench-${TARGET_PAGES}.pdf`);
  execFileSync('pdfunite', [...parts, output]);
  return output;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function timeOurs(path: string): Promise<{ seconds: number; pages: number }> {
  const bytes = readFileSync(path);
  const seconds: number[] = [];
  let pages = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    const result = await extractText({ path: 'bench.pdf', bytes });
    seconds.push((performance.now() - start) / 1000);
    if (result.error) throw new Error(result.error);
    pages = result.pages.length;
  }
  return { seconds: median(seconds), pages };
}

function timePdftotext(path: string): number | null {
  if (spawnSync('pdftotext', ['-v']).error) return null;
  const seconds: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], {
      maxBuffer: 1 << 28,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    seconds.push((performance.now() - start) / 1000);
  }
  return median(seconds);
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-bench-'));
  try {
    const path = buildDocument(dir);
    const pageCount = pageCountOf(path);
    const cold = performance.now();
    await extractText({ path: 'warm-up.pdf', bytes: readFileSync(pdfFiles(corpus)[0]!) });
    const startUp = (performance.now() - cold) / 1000;
    const ours = await timeOurs(path);
    const poppler = timePdftotext(path);
    const oursRate = ours.pages / ours.seconds;
    console.log(
      `Document : ${pageCount} pages (${(statSync(path).size / 1e6).toFixed(1)} Mo), ${availableParallelism()} cœurs`,
    );
    console.log(`Démarrage du pool (1er petit PDF) : ${startUp.toFixed(2)} s`);
    console.log(
      `pdf.js (pool de threads) : ${oursRate.toFixed(0)} pages/s (${ours.seconds.toFixed(2)} s, médiane de ${RUNS})`,
    );
    if (poppler === null) {
      console.log('pdftotext : non installé, pas de comparaison');
      return;
    }
    const popplerRate = pageCount / poppler;
    console.log(
      `pdftotext : ${popplerRate.toFixed(0)} pages/s (${poppler.toFixed(2)} s, médiane de ${RUNS})`,
    );
    const ratio = oursRate / popplerRate;
    console.log(
      `Rapport pdf.js / pdftotext : ${ratio.toFixed(2)} (objectif ≥ 0,50 : ${ratio >= 0.5 ? 'atteint' : 'non atteint'})`,
    );
  } finally {
    await closeTextWorkers();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
