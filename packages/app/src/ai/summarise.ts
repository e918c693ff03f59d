// PDF summaries through the server's OpenAI-compatible endpoint (DECISIONS.md): the `openai` SDK in
// the browser, pointed at /api/ai/v1 with the user's session token as its key, so no provider secret
// ever reaches the browser (which is why `dangerouslyAllowBrowser` is safe here). Loaded lazily.
import {
  SUMMARY_CHUNK_INTERVAL_MS,
  chunkText,
  mergeSummaries,
  parseSummaryAnswer,
  withRetry,
  type PdfSummary,
} from '@mieux-disant/domain';
import OpenAI, { APIError } from 'openai';
import { absoluteApiBase } from '../config';

const MODEL = 'gpt-4o-mini';
const SYSTEM_PROMPT =
  'Tu es un assistant qui résume des documents de marchés publics. Réponds uniquement en JSON, en français, ' +
  'avec les clés "title", "summary", "keyPoints" (tableau de 3 points au plus) et "metadata" ' +
  '(objet avec "type", "date", "author").';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function client(token: string): OpenAI {
  return new OpenAI({
    baseURL: `${absoluteApiBase()}/ai/v1`,
    apiKey: token,
    dangerouslyAllowBrowser: true,
    maxRetries: 0,
    timeout: 600_000,
  });
}

/** The SDK's error as the retry policy reads it: a rate limit waits its retry-after. */
const failureOf = (error: unknown) =>
  error instanceof APIError
    ? { code: error.code ?? null, retryAfter: error.headers?.get('retry-after') ?? null }
    : {};

async function summariseChunk(ai: OpenAI, chunk: string): Promise<PdfSummary> {
  const answer = await withRetry(
    () =>
      ai.chat.completions.create({
        model: MODEL,
        temperature: 0.3,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: chunk },
        ],
      }),
    { failureOf, sleep: pause },
  );
  return parseSummaryAnswer(answer.choices[0]?.message.content ?? '');
}

/** Summarises a document's text: 8000-character chunks sent one second apart, then merged. */
export async function summariseText(token: string, text: string): Promise<PdfSummary | null> {
  const chunks = chunkText(text);
  if (chunks.length === 0) return null;
  const ai = client(token);
  const parts: PdfSummary[] = [];
  for (const [index, chunk] of chunks.entries()) {
    if (index > 0) await pause(SUMMARY_CHUNK_INTERVAL_MS);
    parts.push(await summariseChunk(ai, chunk));
  }
  return mergeSummaries(parts);
}
