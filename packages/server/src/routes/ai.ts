import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/access';
import { analysisEngine } from '../jobs/engine';

const part = z.looseObject({ type: z.string().max(50), text: z.string().max(500_000).optional() });
const message = z.looseObject({
  role: z.enum(['system', 'developer', 'user', 'assistant', 'tool']),
  content: z.union([z.string().max(500_000), z.array(part).max(100), z.null()]).optional(),
});
const completionBody = z.looseObject({
  model: z.string().max(200).optional(),
  messages: z.array(message).min(1).max(200),
  stream: z.boolean().optional(),
});
type CompletionBody = z.infer<typeof completionBody>;

export const BUILT_IN_MODEL = 'mieux-disant-built-in';
export const RATE_LIMIT_MESSAGE = 'Trop de requêtes. Veuillez réessayer dans quelques instants.';

export interface AiOptions {
  /** Requests per user per window (env AI_RATE_LIMIT, default 60 a minute). */
  maxRequests: number;
  windowMs: number;
  provider: { baseURL: string; apiKey: string; model: string } | null;
}

export function aiOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): AiOptions {
  const max = Number(env.AI_RATE_LIMIT);
  return {
    maxRequests: Number.isInteger(max) && max > 0 ? max : 60,
    windowMs: 60_000,
    provider: env.LLM_BASE_URL
      ? {
          baseURL: env.LLM_BASE_URL.replace(/\/$/, ''),
          apiKey: env.LLM_API_KEY ?? '',
          model: env.LLM_MODEL ?? 'gpt-4o-mini',
        }
      : null,
  };
}

/** A fixed window per user: how many seconds to wait, or 0 when the request may go. */
export function createRateLimiter(maxRequests: number, windowMs: number, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return (key: string): number => {
    const t = now();
    const current = windows.get(key);
    if (!current || t - current.start >= windowMs) {
      if (windows.size > 10_000) windows.clear();
      windows.set(key, { start: t, count: 1 });
      return 0;
    }
    current.count += 1;
    if (current.count <= maxRequests) return 0;
    return Math.max(1, Math.ceil((current.start + windowMs - t) / 1000));
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
  const promptTokens = Math.ceil(prompt.length / 4);
  const completionTokens = Math.ceil(content.length / 4);
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
  const limit = createRateLimiter(options.maxRequests, options.windowMs);

  app.post(
    '/v1/chat/completions',
    { config: { access: 'validated' }, bodyLimit: 4 * 1024 * 1024, schema: { body: completionBody } },
    async (request, reply) => {
      const user = currentUser(request);
      const wait = limit(user.id);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        return openAiError(reply, 429, 'rate_limit_exceeded', RATE_LIMIT_MESSAGE, 'requests');
      }
      const body = request.body;
      if (options.provider) return forward(reply, body, options.provider, request.log);
      const text = userText(body);
      if (text === '') {
        return openAiError(reply, 400, 'invalid_request', 'Aucun texte à résumer.', 'invalid_request_error');
      }
      const summary = await analysisEngine().summarise(text);
      const content = JSON.stringify(summary);
      if (body.stream) {
        return reply.type('text/event-stream').header('cache-control', 'no-cache').send(streamed(content));
      }
      return completion(content, text);
    },
  );
};

async function forward(
  reply: FastifyReply,
  body: CompletionBody,
  provider: NonNullable<AiOptions['provider']>,
  log: FastifyBaseLogger,
) {
  let upstream: Response;
  try {
    upstream = await fetch(`${provider.baseURL}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${provider.apiKey}` },
      body: JSON.stringify({ ...body, model: provider.model }),
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
  return reply.send(Readable.fromWeb(upstream.body as WebReadableStream));
}
