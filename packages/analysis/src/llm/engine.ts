import {
  chunkText,
  mergeSummaries,
  SUMMARY_CHUNK_INTERVAL_MS,
  type PdfSummary,
  type Ponderation,
} from '@mieux-disant/domain';
import type { AnalysisEngine, LlmConfig, Progress, TenderInput } from '../engine/types';
import { readTender } from '../engine/tender';
import { analyseCompanies, type QualitativeScorer } from '../scoring/phase2';
import type { Passage } from '../scoring/passages';
import { topicsIn, topicsOf } from '../scoring/topics';
import { LlmClient, type Sleep } from './client';
import { categoryPrompt, ponderationPrompt, quoted, summaryPrompt } from './prompts';
import { categorySchema, ponderationSchema, summarySchema } from './schemas';

/** How much document text one request carries (characters). */
const RC_BUDGET = 60_000;
const EXCERPT_BUDGET = 24_000;

export interface LlmEngineOptions {
  sleep?: Sleep;
  summaryIntervalMs?: number;
  timeoutMs?: number;
}

/** The passages of a company most related to a criterion, within the request budget. */
function excerptsFor(text: string, passages: readonly Passage[]): string {
  const topics = topicsOf(text, 20);
  const ranked = passages
    .map((p) => ({ p, score: topicsIn(p.words, topics).length }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score);
  const out: string[] = [];
  let size = 0;
  for (const { p } of ranked) {
    const block = quoted(`${p.file}, p. ${p.page}`, p.text);
    if (size + block.length > EXCERPT_BUDGET) break;
    out.push(block);
    size += block.length;
  }
  return out.length ? out.join('\n') : '(aucun passage des documents du candidat ne traite de ce critère)';
}

/** A weight the model gives that the RC text never writes is invented: it goes (phase 1 never invents one). */
export function dropUnstatedWeights<T extends { Pondération?: number; 'Sous-critères'?: Record<string, T> }>(
  criteria: Record<string, T>,
  text: string,
): Record<string, T> {
  const stated = (w: number) => {
    const written = String(w);
    const pattern = `(^|[^\\d,.])(${written.replace('.', '[.,]')})([^\\d]|[.,](?!\\d)|$)`;
    return new RegExp(pattern).test(text);
  };
  return Object.fromEntries(
    Object.entries(criteria).map(([key, c]) => {
      const { Pondération: weight, 'Sous-critères': subs, ...rest } = c;
      const kept = weight !== undefined && stated(weight) ? { Pondération: weight } : {};
      const children = subs ? { 'Sous-critères': dropUnstatedWeights(subs, text) } : {};
      return [key, { ...rest, ...kept, ...children } as T];
    }),
  );
}

/** The engine backed by an OpenAI-compatible provider; prices and ranking still come from the DQE. */
export function createLlmEngine(config: LlmConfig, options: LlmEngineOptions = {}): AnalysisEngine {
  const client = new LlmClient({ ...config, sleep: options.sleep, timeoutMs: options.timeoutMs });
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const interval = options.summaryIntervalMs ?? SUMMARY_CHUNK_INTERVAL_MS;

  const scorer: QualitativeScorer = async (key, criterion, passages, company) => {
    const wording = `${key} ${criterion['Libellé'] ?? ''} ${criterion['Détails']} ${Object.keys(criterion['Sous-critères'] ?? {}).join(' ')}`;
    const prompt = categoryPrompt(key, criterion, company, excerptsFor(wording, passages));
    const answer = await client.json(prompt, categorySchema, `le critère ${key} de ${company}`);
    return { ...answer, note: answer.note.replace(/\s+/g, '').replace(',', '.') };
  };

  return {
    name: 'llm',
    async analyseTender(input: TenderInput, progress?: Progress): Promise<Ponderation> {
      const documents = await readTender(input, progress);
      const rc = documents.find((d) => d.path === input.rcPath) ?? documents[0];
      const text = (rc?.pages ?? [])
        .map((p) => `[page ${p.page}]\n${p.text}`)
        .join('\n')
        .slice(0, RC_BUDGET);
      progress?.('Extraction des critères par le modèle de langage', documents.length, documents.length + 1);
      const answer = await client.json(
        ponderationPrompt(text, input.rcPath),
        ponderationSchema,
        'les critères du RC',
      );
      const ponderation: Ponderation = {
        ...answer,
        Critères: dropUnstatedWeights(answer['Critères'], text),
        ...(answer.Lots
          ? {
              Lots: answer.Lots.map((lot) => ({
                ...lot,
                Critères: dropUnstatedWeights(lot['Critères'], text),
              })),
            }
          : {}),
      };
      progress?.('Critères extraits', documents.length + 1, documents.length + 1);
      return ponderation;
    },
    analyseCompanies: (input, progress) => analyseCompanies(input, progress, scorer),
    async summarise(text: string): Promise<PdfSummary> {
      const chunks = chunkText(text);
      const parts: PdfSummary[] = [];
      for (const [i, chunk] of chunks.entries()) {
        if (i > 0) await sleep(interval);
        parts.push(await client.json(summaryPrompt(chunk, i + 1, chunks.length), summarySchema, 'le résumé'));
      }
      return mergeSummaries(parts);
    },
  };
}
