// OCR speed: a 17-page scanned RC (the Grenoble INP RC, 15 pages, then pages 6 and 7 of the IFPRA RC,
// drawn as grey images at 150 dpi without any text layer), read from a cold start of the worker pool.
// Budget: under 60 s on a 2-core machine.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeTextWorkers, extractText } from '../src/text';
import { scannedPdf } from './scanned-pdf';

const BUDGET_SECONDS = 60;
const corpus = fileURLToPath(new URL('../../../../shared/corpus/rc/', import.meta.url));
const SOURCES = ['grenoble-inp-2026FCSSA0025/RC_2026FCSSA0025.pdf', 'ifpra-2026-moteur-agri/RC.pdf'];

function scannedRc(dir: string): Buffer {
  const joined = join(dir, 'rc.pdf');
  const ifpraEnd = join(dir, 'ifpra-%d.pdf');
  const quiet = { stdio: 'ignore' } as const;
  execFileSync('pdfseparate', ['-f', '6', '-l', '7', join(corpus, SOURCES[1]!), ifpraEnd], quiet);
  execFileSync(
    'pdfunite',
    [join(corpus, SOURCES[0]!), ifpraEnd.replace('%d', '6'), ifpraEnd.replace('%d', '7'), joined],
    quiet,
  );
  return scannedPdf(joined);
}

async function main(): Promise<void> {
  if (!existsSync(corpus)) {
    console.log('OCR : corpus absent (../shared/corpus), mesure non faite');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'ocr-bench-'));
  try {
    const bytes = scannedRc(dir);
    let ocrPages = 0;
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const result = await extractText({ path: 'RC-scanne.pdf', bytes }, (p) => {
      if (p.ocr) ocrPages += 1;
    });
    const seconds = (performance.now() - start) / 1000;
    const cpu = process.cpuUsage(cpuStart);
    if (result.error) throw new Error(result.error);
    const letters = result.pages.reduce((sum, p) => sum + (p.text.match(/\p{L}/gu)?.length ?? 0), 0);
    console.log(
      `RC scanné : ${result.pageCount} pages (${(bytes.length / 1e6).toFixed(1)} Mo), ${availableParallelism()} cœurs, charge moyenne ${loadavg()[0]!.toFixed(1)}`,
    );
    console.log(
      `OCR (pool froid, tesseract.js) : ${ocrPages} pages reconnues en ${seconds.toFixed(1)} s, ${(seconds / result.pageCount).toFixed(2)} s par page, ${letters} lettres lues ; CPU (tous les threads) ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`,
    );
    // CPU seconds of every thread of the process, shared among the cores: the time on an idle machine.
    const atRest = (cpu.user + cpu.system) / 1e6 / availableParallelism();
    console.log(
      `Budget ${BUDGET_SECONDS} s pour 17 pages : ${seconds < BUDGET_SECONDS ? 'atteint' : 'non atteint'} (mesuré) ; ${atRest.toFixed(1)} s attendues sur ${availableParallelism()} cœurs libres (CPU / cœurs) : ${atRest < BUDGET_SECONDS ? 'atteint' : 'non atteint'}`,
    );
  } finally {
    await closeTextWorkers();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
