import { randomUUID } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatCompletion,
  completionBody,
  errorBody,
  openAiError as openAiErrorBody,
  type CompletionBody,
} from '@mieux-disant/domain';
import { z } from 'zod';
import { currentUser } from '../auth/access';
import { analysisEngine } from '../jobs/engine';
import { hitWindow } from '../limits/throttle';
import type { Usage } from '../limits/aiUsage';
import { estimateTokens, quotaLeft, recordUsage } from '../limits/aiUsage';
import { jsonReply } from './replies';

export const BUILT_IN_MODEL = 'mieux-disant-built-in';
export const RATE_LIMIT_MESSAGE = 'Trop de requêtes. Veuillez réessayer dans quelques instants.';

export interface AiOptions {
  /** Requests per user per window (env AI_RATE_LIMIT, default 60 a minute), shared by all instances. */
  maxRequests: number;
  windowMs: number;
  /** Longest answer asked of the provider, in tokens (env AI_MAX_TOKENS, default 2000). */
  maxTokens: number;
  /** Tokens (sent + received) per company per UTC day (env AI_DAILY_TOKENS, default 2 000 000). */
  dailyTokens: number;
  provider: { baseURL: string; apiKey: string; model: string } | null;
}

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function aiOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): AiOptions {
  return {
    maxRequests: positive(env.AI_RATE_LIMIT, 60),
    windowMs: 60_000,
    maxTokens: positive(env.AI_MAX_TOKENS, 2000),
    dailyTokens: positive(env.AI_DAILY_TOKENS, 2_000_000),
    provider: env.LLM_BASE_URL
      ? {
          baseURL: env.LLM_BASE_URL.replace(/\/$/, ''),
          apiKey: env.LLM_API_KEY ?? '',
          model: env.LLM_MODEL ?? 'gpt-4o-mini',
        }
      : null,
  };
}

/** OpenAI's error shape, which the SDK reads (`error.code`, the `retry-after` header). */
function openAiError(reply: FastifyReply, status: number, code: string, message: string, type: string) {
  return reply.code(status).send({ error: { message, type, param: null, code } });
}

/** The text to summarise: the user messages' text, in order. */
export function userText(body: CompletionBody): string {
  return body.messages
    .filter((m) => m.role === 'user')
    .map((m) =>
      typeof m.content === 'string'
        ? m.content
        : (m.content ?? [])
            .map((p) => (p.type === 'text' && typeof p.text === 'string' ? p.text : ''))
            .join('\n'),
    )
    .join('\n\n')
    .trim();
}

function completion(content: string, prompt: string) {
  const promptTokens = estimateTokens(prompt);
  const completionTokens = estimateTokens(content);
  return {
    id: `chatcmpl-${randomUUID()}`,
    object: 'chat.completion' as const,
    created: Math.floor(Date.now() / 1000),
    model: BUILT_IN_MODEL,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
    },
  };
}

function streamed(content: string): string {
  const id = `chatcmpl-${randomUUID()}`;
  const created = Math.floor(Date.now() / 1000);
  const chunk = (delta: object, finish: string | null) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: BUILT_IN_MODEL, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;
  return chunk({ role: 'assistant', content }, null) + chunk({}, 'stop') + 'data: [DONE]\n\n';
}

/**
 * `POST /api/ai/v1/chat/completions`: the browser's OpenAI-compatible endpoint, authenticated by the
 * session token (the SDK's API key). Forwards to the configured provider, whose key never leaves the
 * server, or answers with the analysis engine's built-in French summariser in the same format.
 */
export const aiRoutes: FastifyPluginAsyncZod<{ ai?: Partial<AiOptions> }> = async (app, opts) => {
  const options: AiOptions = { ...aiOptionsFromEnv(), ...opts.ai };
  const ctx = app.ctx;

  app.post(
    '/v1/chat/completions',
    {
      config: { access: 'validated' },
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        body: completionBody,
        response: {
          200: {
            description: 'La réponse, ou avec stream: true un flux server-sent events de morceaux.',
            content: {
              'application/json': { schema: chatCompletion },
              'text/event-stream': { schema: z.string() },
            },
          },
          400: jsonReply('Requête refusée, ou aucun texte à résumer.', z.union([errorBody, openAiErrorBody])),
          429: jsonReply(
            'Limite de requêtes ou quota du jour atteint (en-tête retry-after).',
            openAiErrorBody,
          ),
          502: jsonReply('Le fournisseur configuré est injoignable.', openAiErrorBody),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const rule = { max: options.maxRequests, windowMs: options.windowMs };
      const wait = await hitWindow(ctx.db, `ai:user:${user.id}`, rule, ctx.now());
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        return openAiError(reply, 429, 'rate_limit_exceeded', RATE_LIMIT_MESSAGE, 'requests');
      }
      const quota = await quotaLeft(ctx, user.companyId, options.dailyTokens);
      if (quota.left <= 0) {
        reply.header('retry-after', String(quota.resetInSeconds));
        return openAiError(reply, 429, 'insufficient_quota', quota.message, 'insufficient_quota');
      }
      const body = request.body;
      const record = (usage: Usage) =>
        recordUsage(ctx, user.companyId, usage).catch((err: unknown) =>
          request.log.error({ err }, 'AI usage not recorded'),
        );
      if (options.provider) return forward(reply, body, options, request.log, record);
      const text = userText(body);
      if (text === '') {
        return openAiError(reply, 400, 'invalid_request', 'Aucun texte à résumer.', 'invalid_request_error');
      }
      const summary = await analysisEngine().summarise(text);
      const content = JSON.stringify(summary);
      await record({ prompt: estimateTokens(text), completion: estimateTokens(content) });
      if (body.stream) {
        return reply.type('text/event-stream').header('cache-control', 'no-cache').send(streamed(content));
      }
      return completion(content, text);
    },
  );
};

/** The body sent to the provider: the contract's fields only, with the server's model, n and cap. */
export function upstreamBody(body: CompletionBody, options: AiOptions) {
  const asked = body.max_completion_tokens ?? body.max_tokens ?? options.maxTokens;
  return {
    model: options.provider?.model,
    messages: body.messages,
    ...(body.temperature !== undefined ? { temperature: body.temperature } : {}),
    ...(body.response_format ? { response_format: body.response_format } : {}),
    n: 1,
    max_tokens: Math.min(asked, options.maxTokens),
    ...(body.stream ? { stream: true, stream_options: { include_usage: true } } : {}),
  };
}

async function forward(
  reply: FastifyReply,
  body: CompletionBody,
  options: AiOptions,
  log: FastifyBaseLogger,
  record: (usage: Usage) => Promise<unknown>,
) {
  const provider = options.provider!;
  const sent = upstreamBody(body, options);
  const prompt = estimateTokens(userText(body));
  let upstream: Response;
  try {
    upstream = await fetch(`${provider.baseURL}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${provider.apiKey}` },
      body: JSON.stringify(sent),
      signal: AbortSignal.timeout(600_000),
    });
  } catch (err) {
    log.warn({ err }, 'AI provider unreachable');
    return openAiError(reply, 502, 'provider_unavailable', 'Le service d’IA est indisponible.', 'api_error');
  }
  const retryAfter = upstream.headers.get('retry-after');
  if (retryAfter) reply.header('retry-after', retryAfter);
  reply.code(upstream.status).type(upstream.headers.get('content-type') ?? 'application/json');
  if (!upstream.body) return reply.send('');
  if (!upstream.ok) return reply.send(Readable.fromWeb(upstream.body as WebReadableStream));
  if (!body.stream) {
    const text = await upstream.text();
    await record(usageOf(text, prompt));
    return reply.send(text);
  }
  return reply.send(Readable.fromWeb(upstream.body as WebReadableStream).pipe(usageTap(prompt, record)));
}

/** The provider's `usage`, or an estimate when it gives none. */
function usageOf(json: string, prompt: number): Usage {
  try {
    const usage = (JSON.parse(json) as { usage?: { prompt_tokens?: number; completion_tokens?: number } })
      .usage;
    if (usage) return { prompt: usage.prompt_tokens ?? prompt, completion: usage.completion_tokens ?? 0 };
  } catch {
    // Not JSON: estimated below.
  }
  return { prompt, completion: estimateTokens(json) };
}

/** Passes a server-sent-event stream through unchanged and records the usage of its last chunk. */
function usageTap(prompt: number, record: (usage: Usage) => Promise<unknown>): Transform {
  let pending = '';
  let usage: Usage | null = null;
  let streamed = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('data: {')) continue;
        streamed += line.length;
        const found = usageOf(line.slice(6), prompt);
        if (line.includes('"usage":{')) usage = found;
      }
      done(null, chunk);
    },
    flush(done) {
      void record(usage ?? { prompt, completion: estimateTokens(streamed) }).finally(() => done());
    },
  });
}
