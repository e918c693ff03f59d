import OpenAI from 'openai';
import { RATE_LIMIT_CODE, withRetry } from '@mieux-disant/domain';
import type { z } from 'zod';
import { LlmError } from '../errors';
import { SYSTEM_PROMPT } from './prompts';

export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LlmClientConfig {
  baseURL: string;
  apiKey: string;
  model: string;
  timeoutMs?: number;
  sleep?: Sleep;
}

/** An answer that is not the JSON asked for: retried like a failed call. */
class InvalidAnswer extends Error {}

interface Failure {
  code: string | null;
  retryAfter: string | null;
  message: string;
}

function failureOf(error: unknown): Failure {
  if (error instanceof InvalidAnswer)
    return { code: 'invalid_answer', retryAfter: null, message: error.message };
  if (error instanceof OpenAI.APIError) {
    const rateLimited = error.status === 429 || error.code === RATE_LIMIT_CODE;
    return {
      code: rateLimited ? RATE_LIMIT_CODE : (error.code ?? null),
      retryAfter: error.headers?.get('retry-after') ?? null,
      message: `le fournisseur a répondu ${error.status ?? '?'} (${error.message})`,
    };
  }
  return { code: null, retryAfter: null, message: error instanceof Error ? error.message : String(error) };
}

function refusesJsonMode(error: unknown): boolean {
  return (
    error instanceof OpenAI.APIError &&
    error.status === 400 &&
    /response_format|json_object|json mode/i.test(error.message)
  );
}

/** The JSON object of an answer, even fenced in ```json or wrapped in prose. */
export function jsonOf(raw: string): unknown {
  const start = raw.indexOf('{');
  const end = raw.lastIndexOf('}');
  if (start < 0 || end < start)
    throw new InvalidAnswer('réponse invalide (la réponse ne contient pas d’objet JSON)');
  try {
    return JSON.parse(raw.slice(start, end + 1));
  } catch (error) {
    throw new InvalidAnswer(`réponse invalide (JSON illisible : ${(error as Error).message})`);
  }
}

/** Chat completions answering JSON checked against a schema, with the domain's retry policy. */
export class LlmClient {
  private readonly openai: OpenAI;
  private readonly sleep: Sleep;
  /** JSON mode (`response_format`) until the provider says it does not support it. */
  private jsonMode = true;

  constructor(private readonly config: LlmClientConfig) {
    this.openai = new OpenAI({
      baseURL: config.baseURL,
      apiKey: config.apiKey,
      maxRetries: 0,
      timeout: config.timeoutMs ?? 120_000,
    });
    this.sleep = config.sleep ?? realSleep;
  }

  async json<T>(prompt: string, schema: z.ZodType<T>, task: string): Promise<T> {
    let attempts = 0;
    try {
      return await withRetry(
        (n) => {
          attempts = n;
          return this.attempt(prompt, schema);
        },
        { failureOf, sleep: this.sleep },
      );
    } catch (error) {
      throw new LlmError(
        `Échec du modèle de langage pour ${task} après ${attempts} tentatives : ${failureOf(error).message}.`,
      );
    }
  }

  /** One call; a provider that refuses JSON mode is asked again without it, in the same attempt. */
  private async attempt<T>(prompt: string, schema: z.ZodType<T>): Promise<T> {
    try {
      const completion = await this.openai.chat.completions.create({
        model: this.config.model,
        ...(this.jsonMode ? { response_format: { type: 'json_object' as const } } : {}),
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: prompt },
        ],
      });
      const parsed = schema.safeParse(jsonOf(completion.choices[0]?.message?.content ?? ''));
      if (parsed.success) return parsed.data;
      throw new InvalidAnswer(`réponse non conforme (${parsed.error.issues[0]?.message ?? 'schéma'})`);
    } catch (error) {
      if (!this.jsonMode || !refusesJsonMode(error)) throw error;
      this.jsonMode = false; // the prompt asks for JSON anyway; the schema still checks the answer
      return this.attempt(prompt, schema);
    }
  }
}
