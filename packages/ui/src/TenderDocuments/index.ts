export { TenderDocuments, EXTRACTION_ERROR_MESSAGE } from './TenderDocuments';
export type { TenderDocumentsProps, TenderAnalysisState } from './TenderDocuments';
