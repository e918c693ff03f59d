import type { AnalysisEngine } from '@mieux-disant/analysis';
import { engineFromEnv } from '@mieux-disant/analysis';

let current: AnalysisEngine | null = null;

/** The analysis engine of this process: the LLM one when LLM_* is configured, else the built-in one. */
export function analysisEngine(): AnalysisEngine {
  current ??= engineFromEnv();
  return current;
}
