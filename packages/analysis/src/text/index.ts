export { closeTextWorkers, extractText, odtContentText } from './extract';
export type { ExtractedText, PageText, SourceDocument } from './extract';
