// Public API of @mieux-disant/analysis (see the team contract): every export is named.
export { closeTextWorkers, extractText } from './text';
export type { PageText, SourceDocument } from './text';
export { readDqe } from './dqe';
export type { DqeResult } from './dqe';
export { DocumentError } from './errors';
export type {
  AnalysisEngine,
  CompaniesInput,
  CompaniesResult,
  CompanyInput,
  LlmConfig,
  Progress,
  TenderInput,
} from './engine/types';
