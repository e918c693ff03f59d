// Types of what the tests use from pdfium.mjs (plain JavaScript, run in the PDF worker threads).
export interface PdfiumDocument {
  pageCount: number;
}
/** A PDFium page handle, valid inside `withPage` only. */
export type PdfiumPage = number & { readonly page: unique symbol };

export function openDocument(bytes: Uint8Array): PdfiumDocument;
export function closeDocument(doc: PdfiumDocument): void;
export function withPage<T>(doc: PdfiumDocument, n: number, use: (page: PdfiumPage) => T): T;
export function imageCover(page: PdfiumPage): number;
