import {
  chunkText,
  mergeSummaries,
  SUMMARY_CHUNK_INTERVAL_MS,
  type PdfSummary,
  type Ponderation,
} from '@mieux-disant/domain';
import type { AnalysisEngine, LlmConfig, Progress, TenderInput } from '../engine/types';
import { readTender, withOcrNote } from '../engine/tender';
import type { Citation, RequirementCoverage } from '@mieux-disant/domain';
import { checkRequirement, type DroppedQuote, type QuoteLog } from '../scoring/citations';
import {
  analyseCompanies,
  type CriterionContext,
  type CriterionScore,
  type QualitativeScorer,
} from '../scoring/phase2';
import type { Passage } from '../scoring/passages';
import { criterionScore, partScore } from '../scoring/qualitative';
import type { Part } from '../scoring/requirements';
import { LlmClient, type Sleep } from './client';
import { coveragePrompt, ponderationPrompt, quoted, quoteRetryPrompt, summaryPrompt } from './prompts';
import { coverageSchema, ponderationSchema, summarySchema, type CoverageAnswer } from './schemas';

/** How much document text one request carries (characters). */
const RC_BUDGET = 60_000;
const EXCERPT_BUDGET = 24_000;

/** Requests per sub-criterion when the model's quotes are not found: the first, then one retry. */
const QUOTE_ATTEMPTS = 2;

export interface LlmEngineOptions {
  sleep?: Sleep;
  summaryIntervalMs?: number;
  timeoutMs?: number;
  /** Where quotes the check drops are logged (standard error by default). */
  log?: QuoteLog;
}

/** The company's passages closest to a sub-criterion's requirements, in turn, within the request budget. */
function excerptsFor(part: Part, context: CriterionContext): string {
  const lists = part.requirements.map((r) => context.index.related(r.text, 4).map((h) => h.passage));
  const chosen = new Set<Passage>();
  for (let rank = 0; rank < 4; rank += 1) for (const list of lists) if (list[rank]) chosen.add(list[rank]!);
  const out: string[] = [];
  let size = 0;
  for (const p of chosen) {
    const block = quoted(`${p.file}, p. ${p.page}`, p.text);
    if (size + block.length > EXCERPT_BUDGET) break;
    out.push(block);
    size += block.length;
  }
  return out.length
    ? out.join('\n')
    : '(aucun passage des documents du candidat ne traite de ce sous-critère)';
}

function citationText(c: Citation): string {
  return `« ${c.texte} » (${c.fichier}, p. ${c.page})`;
}

/** The model's answer as coverages of the part's requirements; a requirement it skipped is not covered. */
function coveragesOf(part: Part, answer: CoverageAnswer): RequirementCoverage[] {
  const byId = new Map(answer.exigences.map((e) => [e.id, e]));
  return part.requirements.map((r) => {
    const given = byId.get(r.id);
    const preuves = given?.citations ?? [];
    const statut = given && preuves.length > 0 ? given.statut : 'non couvert';
    return {
      id: r.id,
      critère: part.key,
      sous_critère: part.label,
      exigence: r.text,
      source: r.source,
      statut,
      réponse: statut === 'non couvert' ? '' : (given?.['réponse'] ?? ''),
      preuves,
    };
  });
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

  /**
   * One sub-criterion: the model reads the requirements and the company's closest passages, answers
   * coverage with verbatim quotes; quotes not found on their page get the request retried once, then
   * are dropped (the requirement losing its evidence is not covered) and reported.
   */
  async function scorePart(
    part: Part,
    context: CriterionContext,
  ): Promise<{ coverages: RequirementCoverage[]; dropped: DroppedQuote[] }> {
    if (part.requirements.length === 0) return { coverages: [], dropped: [] };
    const label = context.criterion['Libellé'] ?? context.key;
    const base = coveragePrompt(
      label,
      part.label,
      context.company,
      part.requirements,
      excerptsFor(part, context),
    );
    let prompt = base;
    for (let attempt = 1; ; attempt += 1) {
      const answer = await client.json(
        prompt,
        coverageSchema,
        `le sous-critère « ${part.label} » de ${context.company}`,
      );
      const dropped: DroppedQuote[] = [];
      const coverages = coveragesOf(part, answer).map((c) => checkRequirement(c, context.quotes, dropped));
      if (dropped.length === 0 || attempt >= QUOTE_ATTEMPTS) return { coverages, dropped };
      prompt = quoteRetryPrompt(
        base,
        dropped.map((d) => citationText(d.citation)),
      );
    }
  }

  const scorer: QualitativeScorer = async (context): Promise<CriterionScore> => {
    const results = [];
    for (const part of context.parts) results.push({ part, ...(await scorePart(part, context)) });
    const { evaluation, coverages, subCriteria } = criterionScore(
      context.criterion['Libellé'] ?? context.key,
      results.map((r) => partScore(r.part, r.coverages)),
    );
    const dropped = results.flatMap((r) => r.dropped);
    if (dropped.length > 0)
      evaluation['points_négatifs'] = [
        ...(evaluation['points_négatifs'] ?? []),
        `${dropped.length} citation(s) du modèle de langage introuvable(s) à la page indiquée, retirée(s) après une nouvelle demande : ${dropped.map((d) => `${d.citation.fichier}, p. ${d.citation.page}`).join(' ; ')}.`,
      ];
    return { evaluation, coverages, subCriteria, dropped };
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
      return withOcrNote(ponderation, documents, input.rcPath);
    },
    analyseCompanies: (input, progress) => analyseCompanies(input, progress, { scorer, log: options.log }),
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
