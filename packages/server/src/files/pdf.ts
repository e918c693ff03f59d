import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api';

import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

type PdfJs = typeof PdfJsModule;
let pdfjs: Promise<PdfJs> | null = null;

function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
}

/**
 * The page count of a PDF, read by pdf.js without extracting any text (cheap even at 400 pages), or
 * null when pdf.js cannot open it: the upload is then refused as corrupt before anything is stored.
 *
 * Why the server opens pdf.js itself although ARCHITECTURE.md puts document reading in
 * @mieux-disant/analysis: analysis only exports `extractText`, which reads the text of every page.
 * Upload limits (500 pages per tender, 240 per company) must be checked inside the request, and the
 * text is not kept (phase 1 reads it again in its job), so calling `extractText` here would extract a
 * 400-page tender twice and hold the request for it. Once analysis exports a page count without
 * text, this module goes and the server drops its pdfjs-dist dependency.
 */
export async function pdfPageCount(bytes: Uint8Array): Promise<number | null> {
  const { getDocument, VerbosityLevel } = await loadPdfJs();
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    stopAtErrors: true,
    verbosity: VerbosityLevel.ERRORS,
  });
  let doc: PDFDocumentProxy | null = null;
  try {
    doc = await task.promise;
    return doc.numPages;
  } catch {
    return null;
  } finally {
    await task.destroy();
  }
}
