import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PdfSummary } from '@mieux-disant/domain';
import OpenAI, { APIError } from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from './harness';
import { databaseKinds, setupServer } from './harness';

const TEXT =
  "Règlement de la consultation. Objet du marché : fourniture d'un moteur agricole pour le lycée. " +
  'Le pouvoir adjudicateur est IFPRA Normandie. Date limite de remise des offres : 12 mars 2026. ' +
  'Les offres seront jugées sur le prix (40 %) et la valeur technique (60 %).';

/** The app on a real port: the openai SDK talks to it as to any provider. */
async function listen(server: ReturnType<typeof setupServer>) {
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return `${address}/api/ai/v1`;
}

const client = (baseURL: string, apiKey: string) =>
  new OpenAI({ baseURL, apiKey, maxRetries: 0, timeout: 30_000 });

describe.each(databaseKinds)('AI endpoint with the built-in summariser (%s)', (kind) => {
  beforeAll(() => {
    process.env.AI_RATE_LIMIT = '4';
  });
  const server = setupServer(kind);
  let baseURL: string;
  let user: TestUser;
  beforeAll(async () => {
    baseURL = await listen(server);
    user = await server.createUser({ plan: 'Standard' });
    delete process.env.AI_RATE_LIMIT;
  });

  it('answers a chat completion whose content is the JSON summary', async () => {
    const answer = await client(baseURL, user.token).chat.completions.create({
      model: 'gpt-4o-mini',
      temperature: 0.3,
      messages: [
        { role: 'system', content: 'Réponds en JSON.' },
        { role: 'user', content: TEXT },
      ],
    });
    expect(answer.object).toBe('chat.completion');
    expect(answer.choices[0]?.finish_reason).toBe('stop');
    const summary = JSON.parse(answer.choices[0]?.message.content ?? '') as PdfSummary;
    expect(typeof summary.title).toBe('string');
    expect(summary.summary.length).toBeGreaterThan(0);
    expect(Array.isArray(summary.keyPoints)).toBe(true);
    expect(Object.keys(summary.metadata).sort()).toEqual(['author', 'date', 'type']);
  });

  it('streams the same answer when asked to', async () => {
    const stream = await client(baseURL, user.token).chat.completions.create({
      model: 'x',
      stream: true,
      messages: [{ role: 'user', content: TEXT }],
    });
    let content = '';
    for await (const chunk of stream) content += chunk.choices[0]?.delta.content ?? '';
    expect(JSON.parse(content)).toHaveProperty('keyPoints');
  });

  it('refuses a missing or wrong token, and an account not validated', async () => {
    const wrong = client(baseURL, 'not-a-token').chat.completions.create({
      model: 'x',
      messages: [{ role: 'user', content: TEXT }],
    });
    await expect(wrong).rejects.toMatchObject({ status: 401 });
    const pending = await server.createUser({ validated: false });
    await expect(
      client(baseURL, pending.token).chat.completions.create({
        model: 'x',
        messages: [{ role: 'user', content: TEXT }],
      }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('rate-limits per user with 429, rate_limit_exceeded and retry-after', async () => {
    const busy = await server.createUser({ plan: 'Standard' });
    const other = await server.createUser({ plan: 'Standard' });
    const ask = (token: string) =>
      client(baseURL, token).chat.completions.create({
        model: 'x',
        messages: [{ role: 'user', content: TEXT }],
      });
    for (let i = 0; i < 4; i += 1) await ask(busy.token);
    const error = await ask(busy.token).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIError);
    const apiError = error as APIError;
    expect(apiError.status).toBe(429);
    expect(apiError.code).toBe('rate_limit_exceeded');
    expect(Number(apiError.headers?.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((apiError.error as { message: string }).message).toBe(
      'Trop de requêtes. Veuillez réessayer dans quelques instants.',
    );
    // Another user is not affected.
    await expect(ask(other.token)).resolves.toHaveProperty('choices');
  });
});

describe('AI endpoint forwarding to a configured provider', () => {
  const seen: { authorization?: string; body: Record<string, unknown> }[] = [];
  const provider = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      seen.push({ authorization: request.headers.authorization, body });
      if (request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      if (seen.length === 2) {
        response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '7' });
        response.end(
          JSON.stringify({ error: { message: 'slow down', type: 'requests', code: 'rate_limit_exceeded' } }),
        );
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-provider',
          object: 'chat.completion',
          created: 1,
          model: body.model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: '{"title":"Du fournisseur"}' },
              finish_reason: 'stop',
            },
          ],
        }),
      );
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    process.env.LLM_BASE_URL = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`;
    process.env.LLM_API_KEY = 'provider-secret';
    process.env.LLM_MODEL = 'modele-du-fournisseur';
  });
  const server = setupServer('pglite');
  let baseURL: string;
  let user: TestUser;
  beforeAll(async () => {
    baseURL = await listen(server);
    user = await server.createUser({ plan: 'Standard' });
    delete process.env.LLM_BASE_URL;
    delete process.env.LLM_API_KEY;
    delete process.env.LLM_MODEL;
  });
  afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

  it('forwards with the provider key and model, never the session token, and relays its 429', async () => {
    const answer = await client(baseURL, user.token).chat.completions.create({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: TEXT }],
    });
    expect(answer.choices[0]?.message.content).toBe('{"title":"Du fournisseur"}');
    expect(seen[0]?.authorization).toBe('Bearer provider-secret');
    expect(seen[0]?.body.model).toBe('modele-du-fournisseur');
    expect(JSON.stringify(seen)).not.toContain(user.token);
    const error = (await client(baseURL, user.token)
      .chat.completions.create({ model: 'x', messages: [{ role: 'user', content: TEXT }] })
      .catch((e: unknown) => e)) as APIError;
    expect(error.status).toBe(429);
    expect(error.code).toBe('rate_limit_exceeded');
    expect(error.headers?.get('retry-after')).toBe('7');
  });
});
