// pdf.js in the browser (SPEC.md section 9, DECISIONS.md): 3 web workers, pages read in batches of 5
// with a 50 ms pause between batches and while waiting for a free worker. The worker script is
// bundled by Vite (`?url`), never fetched from a CDN, and `isEvalSupported` is off.
// This module is only reached through dynamic import() from the upload screens, so pdf.js stays
// out of the login page's bundle.
import { GlobalWorkerOptions, PDFWorker, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export const PDF_WORKERS = 3;
export const PAGES_PER_BATCH = 5;
export const PAUSE_MS = 50;

/** An extracted page (SPEC.md section 3). */
export interface ExtractedPage {
  pageNumber: number;
  text: string;
  fileName: string;
}
export interface Extraction {
  fileName: string;
  pageCount: number;
  pages: ExtractedPage[];
  /** 'Impossible d'extraire le texte du PDF: {name}' when the file cannot be opened. */
  error?: string;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

class WorkerPool {
  private readonly workers: PDFWorker[] = [];
  private readonly busy: boolean[] = [];

  private ensure(): void {
    while (this.workers.length < PDF_WORKERS) {
      this.workers.push(new PDFWorker());
      this.busy.push(false);
    }
  }

  async run<T>(task: (worker: PDFWorker) => Promise<T>): Promise<T> {
    this.ensure();
    let index = this.busy.indexOf(false);
    while (index < 0) {
      await pause(PAUSE_MS);
      index = this.busy.indexOf(false);
    }
    this.busy[index] = true;
    try {
      return await task(this.workers[index]!);
    } finally {
      this.busy[index] = false;
    }
  }

  destroy(): void {
    for (const worker of this.workers.splice(0)) worker.destroy();
    this.busy.splice(0);
  }
}

const pool = new WorkerPool();

async function openPdf(file: Blob, worker: PDFWorker): Promise<PDFDocumentProxy> {
  const data = new Uint8Array(await file.arrayBuffer());
  return getDocument({ data, worker, isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
}

/** Number of pages of a PDF, or 0 when it cannot be read. */
export function countPages(file: Blob): Promise<number> {
  return pool.run(async (worker) => {
    try {
      const doc = await openPdf(file, worker);
      const count = doc.numPages;
      await doc.destroy();
      return count;
    } catch (error) {
      console.error(error);
      return 0;
    }
  });
}

async function pageText(doc: PDFDocumentProxy, pageNumber: number): Promise<string> {
  const page = await doc.getPage(pageNumber);
  const content = await page.getTextContent();
  page.cleanup();
  let text = '';
  for (const item of content.items) {
    if (!('str' in item)) continue;
    text += item.str + (item.hasEOL ? '\n' : ' ');
  }
  return text.trim();
}

/**
 * Extracts the text of every page. Empty pages are skipped; a page that fails is logged and
 * skipped (SPEC.md section 8); a file that cannot be opened yields `error`.
 */
export function extractPdf(
  file: Blob,
  fileName: string,
  onPages?: (done: number, total: number) => void,
): Promise<Extraction> {
  return pool.run(async (worker) => {
    let doc: PDFDocumentProxy;
    try {
      doc = await openPdf(file, worker);
    } catch (error) {
      console.error(error);
      return {
        fileName,
        pageCount: 0,
        pages: [],
        error: `Impossible d'extraire le texte du PDF: ${fileName}`,
      };
    }
    const pages: ExtractedPage[] = [];
    const total = doc.numPages;
    for (let first = 1; first <= total; first += PAGES_PER_BATCH) {
      const numbers = Array.from(
        { length: Math.min(PAGES_PER_BATCH, total - first + 1) },
        (_, i) => first + i,
      );
      const texts = await Promise.all(
        numbers.map((n) =>
          pageText(doc, n).catch((error: unknown) => {
            console.error(`Page ${n} of ${fileName}`, error);
            return '';
          }),
        ),
      );
      texts.forEach((text, i) => {
        if (text) pages.push({ pageNumber: numbers[i]!, text, fileName });
      });
      onPages?.(Math.min(first + PAGES_PER_BATCH - 1, total), total);
      if (first + PAGES_PER_BATCH <= total) await pause(PAUSE_MS);
    }
    await doc.destroy();
    return { fileName, pageCount: total, pages };
  });
}

/** Stops the three workers (when leaving the upload screens). */
export function releasePdfWorkers(): void {
  pool.destroy();
}
