import type { PdfSummary, Ponderation } from '@mieux-disant/domain';
import { extractPonderation } from '../criteria';
import { withLaunchDate } from '../criteria/legal';
import { summariseExtractive } from '../summary';
import { readTender, withOcrNote } from './tender';
import type { AnalysisEngine, LlmConfig, Progress, TenderInput } from './types';

/** The engine that needs no network and no account: exact prices, indicative qualitative notes. */
export function createBuiltInEngine(): AnalysisEngine {
  return {
    name: 'built-in',
    async analyseTender(input: TenderInput, progress?: Progress): Promise<Ponderation> {
      const documents = await readTender(input, progress);
      progress?.('Extraction des critères', documents.length, documents.length + 1);
      const extracted = withLaunchDate(extractPonderation(documents, input.rcPath), documents);
      const ponderation = withOcrNote(extracted, documents, input.rcPath);
      progress?.('Critères extraits', documents.length + 1, documents.length + 1);
      return ponderation;
    },
    analyseCompanies: async (input, progress) =>
      (await import('../scoring/phase2')).analyseCompanies(input, progress),
    summarise: async (text: string): Promise<PdfSummary> => summariseExtractive(text),
  };
}

/**
 * The language-model engine, created on its first call: the OpenAI SDK and the answer schemas load
 * then, not with every command that never calls a model.
 */
function lazyLlmEngine(config: LlmConfig): AnalysisEngine {
  let engine: Promise<AnalysisEngine> | null = null;
  const loaded = () => (engine ??= import('../llm/engine').then((llm) => llm.createLlmEngine(config)));
  return {
    name: 'llm',
    analyseTender: async (input, progress) => (await loaded()).analyseTender(input, progress),
    analyseCompanies: async (input, progress) => (await loaded()).analyseCompanies(input, progress),
    summarise: async (text) => (await loaded()).summarise(text),
  };
}

/** The language-model engine when a provider is configured, else the built-in one. */
export function createEngine(config?: { llm?: LlmConfig }): AnalysisEngine {
  return config?.llm ? lazyLlmEngine(config.llm) : createBuiltInEngine();
}

/** LLM_BASE_URL, LLM_API_KEY and LLM_MODEL all set: the language-model engine; otherwise built-in. */
export function engineFromEnv(env: NodeJS.ProcessEnv = process.env): AnalysisEngine {
  const baseURL = env.LLM_BASE_URL?.trim();
  const apiKey = env.LLM_API_KEY?.trim();
  const model = env.LLM_MODEL?.trim();
  return baseURL && apiKey && model ? createEngine({ llm: { baseURL, apiKey, model } }) : createEngine();
}
