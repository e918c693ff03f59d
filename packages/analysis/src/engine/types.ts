import type {
  CompanyAnalysis,
  FinancialOffer,
  PdfSummary,
  Ponderation,
  PriceLineCheck,
} from '@mieux-disant/domain';
import type { SourceDocument } from '../text';

export interface TenderInput {
  documents: SourceDocument[];
  rcPath: string;
}
export interface CompanyInput {
  name: string;
  documents: SourceDocument[];
  dqePath: string;
}
export interface CompaniesInput {
  ponderation: Ponderation;
  companies: CompanyInput[];
  /** The tender's documents (RC, CCTP…): the buyer's requirements are read from them. */
  tender?: SourceDocument[];
}
export interface CompaniesResult {
  /** ranked, best first, `rang` set */
  analyses: CompanyAnalysis[];
  offers: FinancialOffer[];
  /** by company name */
  checks: Record<string, PriceLineCheck[]>;
}
/** `step` is French, shown to the user. */
export type Progress = (step: string, done: number, total: number) => void;

export interface AnalysisEngine {
  readonly name: 'built-in' | 'llm';
  analyseTender(input: TenderInput, progress?: Progress): Promise<Ponderation>;
  analyseCompanies(input: CompaniesInput, progress?: Progress): Promise<CompaniesResult>;
  summarise(text: string): Promise<PdfSummary>;
}

export interface LlmConfig {
  baseURL: string;
  apiKey: string;
  model: string;
}
