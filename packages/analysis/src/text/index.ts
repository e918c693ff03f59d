export { closeTextWorkers, extractText, OCR_MARK, pageCitation } from './extract';
export { pdfPageCount } from './pdf-pool';
export type { PageProgress } from './pdf-pool';
export type { ExtractedText, PageText, SourceDocument } from './extract';
