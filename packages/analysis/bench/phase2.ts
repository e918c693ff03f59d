// Phase 2 speed: 15 companies of 240 PDF pages each (corpus PDFs in turn, each company from another
// starting file), noted against Grand Chambéry's CCTP, beside the time of only extracting their text.
// Objective: phase 2 takes less than twice the text extraction. Needs poppler.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CompanyInput } from '../src/engine/types';
import { corpusPdfs } from './corpus-pdfs';
import { analyseCompanies } from '../src/scoring/phase2';
import { closeTextWorkers, extractText, type SourceDocument } from '../src/text';
import {
  calibrationCompany,
  calibrationPonderation,
  calibrationTender,
} from '../test/fixtures/calibration/ponderation';

const COMPANIES = 15;
const PAGES = 240;

/** A PAGES-page mémoire made of the corpus PDFs in turn from `offset`, the last one cut to the page. */
function memoire(dir: string, sources: { path: string; pages: number }[], offset: number): string {
  const parts: string[] = [];
  let pages = 0;
  for (let i = offset; pages < PAGES; i += 1) {
    const source = sources[i % sources.length]!;
    const needed = PAGES - pages;
    if (source.pages <= needed) {
      parts.push(source.path);
      pages += source.pages;
      continue;
    }
    const pattern = join(dir, `cut-${offset}-${i}-%d.pdf`);
    execFileSync('pdfseparate', ['-f', '1', '-l', String(needed), source.path, pattern], { stdio: 'ignore' });
    for (let n = 1; n <= needed; n += 1) parts.push(pattern.replace('%d', String(n)));
    pages += needed;
  }
  const output = join(dir, `memoire-${offset}.pdf`);
  execFileSync('pdfunite', [...parts, output], { stdio: 'ignore' });
  return output;
}

interface Timing {
  seconds: number;
  cpu: number;
}

async function timed(work: () => Promise<unknown>): Promise<Timing> {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  await work();
  const used = process.cpuUsage(cpuStart);
  return { seconds: (performance.now() - start) / 1000, cpu: (used.user + used.system) / 1e6 };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'phase2-bench-'));
  try {
    const sources = corpusPdfs();
    const base = await calibrationCompany('precise');
    const companies: CompanyInput[] = Array.from({ length: COMPANIES }, (_, i) => {
      const path = memoire(dir, sources, i);
      const memoireDocument: SourceDocument = {
        path: 'memoire-technique.pdf',
        bytes: new Uint8Array(readFileSync(path)),
      };
      return { ...base, name: `Entreprise ${i + 1}`, documents: [memoireDocument, ...base.documents] };
    });
    const tender = await calibrationTender();
    const texts = companies.flatMap((c) => c.documents.filter((d) => d.path !== c.dqePath));
    await extractText({ path: 'warm-up.pdf', bytes: new Uint8Array(readFileSync(sources[0]!.path)) });

    const extraction = await timed(() => Promise.all(texts.map((doc) => extractText(doc))));
    let notes = '';
    const phase2 = await timed(async () => {
      // Fresh copies of the bytes: extractText answers the same bytes again from memory, and phase 2
      // must read its documents itself to be measured.
      const fresh = companies.map((c) => ({
        ...c,
        documents: c.documents.map((d) => ({ ...d, bytes: new Uint8Array(d.bytes) })),
      }));
      const result = await analyseCompanies(
        { ponderation: calibrationPonderation, companies: fresh, tender },
        undefined,
        { log: () => {} },
      );
      notes = result.analyses.map((a) => a.Technique.note).join(', ');
    });
    const ratio = phase2.seconds / extraction.seconds;
    console.log(
      `Phase 2 : ${COMPANIES} entreprises × ${PAGES} pages, ${availableParallelism()} cœurs, charge moyenne ${loadavg()[0]!.toFixed(1)}`,
    );
    console.log(
      `Extraction du texte seule : ${extraction.seconds.toFixed(1)} s (CPU ${extraction.cpu.toFixed(1)} s)`,
    );
    console.log(`Phase 2 complète : ${phase2.seconds.toFixed(1)} s (CPU ${phase2.cpu.toFixed(1)} s)`);
    console.log(
      `Rapport phase 2 / extraction : ${ratio.toFixed(2)} (objectif < 2 : ${ratio < 2 ? 'atteint' : 'non atteint'}) ; CPU ${(phase2.cpu / extraction.cpu).toFixed(2)}`,
    );
    console.log(`Notes Technique : ${notes}`);
  } finally {
    await closeTextWorkers();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
