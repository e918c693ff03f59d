import { z } from 'zod';

// POST /ai/v1/chat/completions, OpenAI's protocol: only what the product's summaries need. The model,
// the number of choices and the answer length are the server's; any other field is refused (400), so
// no caller can multiply the company's cost.
const textPart = z.strictObject({ type: z.literal('text'), text: z.string().max(500_000) });
const chatMessage = z.strictObject({
  role: z.enum(['system', 'user', 'assistant']),
  content: z.union([z.string().max(500_000), z.array(textPart).min(1).max(100)]),
});
const responseFormat = z.union([
  z.strictObject({ type: z.literal('text') }),
  z.strictObject({ type: z.literal('json_object') }),
]);

export const completionBody = z.strictObject({
  /** The SDK always sends one; the server's configuration decides. */
  model: z.string().max(200).optional(),
  messages: z.array(chatMessage).min(1).max(50),
  temperature: z.number().min(0).max(1).optional(),
  response_format: responseFormat.optional(),
  stream: z.boolean().optional(),
  n: z.literal(1, { error: 'Une seule réponse par requête (n = 1).' }).optional(),
  max_tokens: z.number().int().min(1).optional(),
  max_completion_tokens: z.number().int().min(1).optional(),
});

/**
 * A chat completion; a provider's answer is passed on as it comes (its other fields kept). With
 * `stream: true` the answer is a server-sent-event stream of chunks instead.
 */
export const chatCompletion = z.looseObject({
  id: z.string(),
  object: z.literal('chat.completion'),
  created: z.number(),
  model: z.string(),
  choices: z.array(
    z.looseObject({
      index: z.number(),
      message: z.looseObject({ role: z.string(), content: z.string().nullable() }),
      finish_reason: z.string().nullable(),
    }),
  ),
  usage: z
    .looseObject({ prompt_tokens: z.number(), completion_tokens: z.number(), total_tokens: z.number() })
    .optional(),
});

/** OpenAI's error shape, which the SDK reads (`error.code`, with a `retry-after` header on 429). */
export const openAiError = z
  .object({
    error: z.object({
      message: z.string(),
      type: z.string(),
      param: z.string().nullable(),
      code: z.string(),
    }),
  })
  .meta({ id: 'OpenAiError' });

export type CompletionBody = z.infer<typeof completionBody>;
