// PDF text extraction speed: our worker pool (PDFium in WebAssembly) beside poppler's pdftotext on the
// same 400-page document, built from the corpus PDFs with pdfunite in a temporary folder.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeTextWorkers, extractText } from '../src/text';
import { benchDocument, corpusPdfs, pageCountOf } from './corpus-pdfs';

const TARGET_PAGES = 400;
const RUNS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

interface Timing {
  /** Wall-clock seconds, median of the runs. */
  seconds: number;
  /** CPU seconds (all threads), median of the runs; null when not measurable. */
  cpu: number | null;
}

async function timeOurs(path: string): Promise<Timing & { pages: number }> {
  const bytes = readFileSync(path);
  const seconds: number[] = [];
  const cpu: number[] = [];
  let pages = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    // A fresh copy each run: extractText reads the same bytes once and answers again from memory.
    const result = await extractText({ path: 'bench.pdf', bytes: new Uint8Array(bytes) });
    const used = process.cpuUsage(cpuStart);
    seconds.push((performance.now() - start) / 1000);
    cpu.push((used.user + used.system) / 1e6);
    if (result.error) throw new Error(result.error);
    pages = result.pages.length;
  }
  return { seconds: median(seconds), cpu: median(cpu), pages };
}

/** pdftotext's wall time, and its CPU time through /usr/bin/time when that is installed. */
function timePdftotext(path: string): Timing | null {
  if (spawnSync('pdftotext', ['-v']).error) return null;
  const timed = !spawnSync('/usr/bin/time', ['-f', '%U', 'true']).error;
  const seconds: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    const args = ['-enc', 'UTF-8', path, '-'];
    const child = timed
      ? spawnSync('/usr/bin/time', ['-f', 'cpu %U %S', 'pdftotext', ...args], {
          maxBuffer: 1 << 28,
          encoding: 'utf8',
        })
      : spawnSync('pdftotext', args, { maxBuffer: 1 << 28, encoding: 'utf8' });
    seconds.push((performance.now() - start) / 1000);
    const times = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(child.stderr ?? '');
    if (times) cpu.push(Number(times[1]) + Number(times[2]));
  }
  return { seconds: median(seconds), cpu: cpu.length === RUNS ? median(cpu) : null };
}

const rate = (pages: number, seconds: number) => `${(pages / seconds).toFixed(0)} pages/s`;

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-bench-'));
  try {
    const path = benchDocument(dir, TARGET_PAGES);
    const pageCount = pageCountOf(path);
    const cold = performance.now();
    await extractText({ path: 'warm-up.pdf', bytes: readFileSync(corpusPdfs()[0]!.path) });
    const startUp = (performance.now() - cold) / 1000;
    const ours = await timeOurs(path);
    const poppler = timePdftotext(path);
    const cores = availableParallelism();
    console.log(
      `Document : ${pageCount} pages (${(statSync(path).size / 1e6).toFixed(1)} Mo), ${cores} cœurs, charge moyenne ${loadavg()[0]!.toFixed(1)}`,
    );
    console.log(`Démarrage du pool (1er petit PDF) : ${startUp.toFixed(2)} s`);
    console.log(
      `PDFium (pool de threads) : ${rate(ours.pages, ours.seconds)} (${ours.seconds.toFixed(2)} s, médiane de ${RUNS})`,
    );
    if (poppler === null) {
      console.log('pdftotext : non installé, pas de comparaison');
      return;
    }
    console.log(
      `pdftotext : ${rate(pageCount, poppler.seconds)} (${poppler.seconds.toFixed(2)} s, médiane de ${RUNS})`,
    );
    const ratio = poppler.seconds / ours.seconds;
    console.log(
      `Rapport PDFium / pdftotext : ${ratio.toFixed(2)} (objectif ≥ 0,90 : ${ratio >= 0.9 ? 'atteint' : 'non atteint'})`,
    );
    if (ours.cpu !== null && poppler.cpu !== null) {
      // Per CPU-second, independent of the other work on the machine; x cores is the ratio at rest.
      const perCpu = poppler.cpu / ours.cpu;
      console.log(
        `Par seconde de CPU : PDFium ${rate(ours.pages, ours.cpu)}, pdftotext ${rate(pageCount, poppler.cpu)} ; rapport ${perCpu.toFixed(2)} par cœur, ${Math.min(cores * perCpu, cores).toFixed(2)} attendu sur ${cores} cœurs libres`,
      );
    }
  } finally {
    await closeTextWorkers();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
