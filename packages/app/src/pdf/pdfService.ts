// Lazy entry to pdf.js: the first call loads the pdf.js chunk (and its worker), never before.
import type { Extraction } from './pdfPool';

export type { Extraction, ExtractedPage } from './pdfPool';

const loadPool = () => import('./pdfPool');

export async function countPdfPages(file: Blob): Promise<number> {
  return (await loadPool()).countPages(file);
}

export async function extractPdfText(
  file: Blob,
  name: string,
  onPages?: (done: number, total: number) => void,
): Promise<Extraction> {
  return (await loadPool()).extractPdf(file, name, onPages);
}

export async function releasePdf(): Promise<void> {
  (await loadPool()).releasePdfWorkers();
}

/** Summary of a PDF through the server's AI endpoint (the openai SDK is loaded on demand too). */
export async function summarisePdf(token: string, file: Blob, name: string) {
  const extraction = await extractPdfText(file, name);
  if (extraction.error) throw new Error(extraction.error);
  const text = extraction.pages.map((p) => p.text).join('\n\n');
  const { summariseText } = await import('../ai/summarise');
  return summariseText(token, text);
}
