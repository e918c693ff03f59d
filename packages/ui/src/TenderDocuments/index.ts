export { TenderDocuments } from './TenderDocuments';
export type { TenderDocumentsProps, TenderAnalysisState } from './TenderDocuments';
