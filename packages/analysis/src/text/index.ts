export { closeTextWorkers, extractText, odtContentText } from './extract';
export { pdfPageCount } from './pdf-pool';
export type { ExtractedText, PageText, SourceDocument } from './extract';
