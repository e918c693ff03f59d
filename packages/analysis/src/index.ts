// Public API of @mieux-disant/analysis (see the team contract): every export is named.
export { closeTextWorkers, extractText, pdfPageCount } from './text';
export type { ExtractedText, PageText, SourceDocument } from './text';
export { extractPonderation } from './criteria';
export type { TenderDocument } from './criteria';
export { summariseExtractive } from './summary';
export { readDqe } from './dqe';
export { offersUnderRcRule, rcTextOf } from './scoring/safeguards';
export type { DqeResult } from './dqe';
export { DocumentError, LlmError } from './errors';
export { createEngine, engineFromEnv } from './engine';
export type {
  AnalysisEngine,
  CompaniesInput,
  CompaniesResult,
  CompanyInput,
  LlmConfig,
  Progress,
  TenderInput,
} from './engine/types';
