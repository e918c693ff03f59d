import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PdfSummary } from '@mieux-disant/domain';
import { eq } from 'drizzle-orm';
import OpenAI, { APIError } from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from './harness';
import { aiUsage } from '../src/db/schema';
import { buildApp } from '../src/app';
import { databaseKinds, setupServer, testConfig } from './harness';

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
          usage: { prompt_tokens: 1200, completion_tokens: 300, total_tokens: 1500 },
        }),
      );
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    process.env.LLM_BASE_URL = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`;
    process.env.LLM_API_KEY = 'provider-secret';
    process.env.LLM_MODEL = 'modele-du-fournisseur';
    process.env.AI_MAX_TOKENS = '500';
    process.env.AI_DAILY_TOKENS = '4000';
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
    delete process.env.AI_MAX_TOKENS;
    delete process.env.AI_DAILY_TOKENS;
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

describe('AI proxy contract, usage and quota', () => {
  const seen: Record<string, unknown>[] = [];
  const provider = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      seen.push(JSON.parse(raw) as Record<string, unknown>);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-provider',
          object: 'chat.completion',
          created: 1,
          model: 'm',
          choices: [{ index: 0, message: { role: 'assistant', content: '{}' }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 1200, completion_tokens: 300, total_tokens: 1500 },
        }),
      );
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    process.env.LLM_BASE_URL = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`;
    process.env.LLM_MODEL = 'modele-configure';
    process.env.AI_MAX_TOKENS = '500';
    process.env.AI_DAILY_TOKENS = '4000';
    process.env.AI_RATE_LIMIT = '3';
  });
  const server = setupServer('pglite');
  let user: TestUser;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    user = await server.createUser({ plan: 'Standard' });
    // A second instance on the same database, as behind a load balancer.
    second = await buildApp(testConfig(server.dataDir), {
      database: server.database.handle,
      now: server.clock.now,
    });
    for (const name of ['LLM_BASE_URL', 'LLM_MODEL', 'AI_MAX_TOKENS', 'AI_DAILY_TOKENS', 'AI_RATE_LIMIT'])
      delete process.env[name];
  });
  afterAll(async () => {
    await second.close();
    await new Promise<void>((resolve) => provider.close(() => resolve()));
  });

  const ask = (body: Record<string, unknown>, token = user.token, app = server.app) =>
    app.inject({
      method: 'POST',
      url: '/api/ai/v1/chat/completions',
      headers: { authorization: token },
      payload: { model: 'gpt-4o', messages: [{ role: 'user', content: TEXT }], ...body },
    });

  it('refuses any field outside the contract, n other than 1 and a temperature out of range, in French', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ logit_bias: { '1': 100 } }, /logit_bias/],
      [{ tools: [] }, /tools/],
      [{ n: 5 }, /n = 1/],
      [{ temperature: 1.7 }, /temperature/],
      [{ messages: [{ role: 'tool', content: 'x' }] }, /messages\.0\.role/],
    ];
    for (const [body, field] of cases) {
      const reply = await ask(body);
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json().message).toMatch(/^Données invalides/);
      expect(reply.json().message).toMatch(field);
    }
    expect(seen).toHaveLength(0);
  });

  it('sends the provider the configured model, n = 1 and max_tokens capped, nothing else', async () => {
    const reply = await ask({
      max_tokens: 100_000,
      temperature: 0.3,
      response_format: { type: 'json_object' },
    });
    expect(reply.statusCode).toBe(200);
    expect(seen.at(-1)).toEqual({
      model: 'modele-configure',
      messages: [{ role: 'user', content: TEXT }],
      temperature: 0.3,
      response_format: { type: 'json_object' },
      n: 1,
      max_tokens: 500,
    });
  });

  it('counts tokens per company per day in the database and answers 429 with the reset time over quota', async () => {
    const owner = await server.createUser({ plan: 'Standard' });
    const colleague = await server.createUser({ role: 'user', companyId: owner.companyId });
    // 1500 tokens a request: 4000 a day lets three through (the third crosses the line).
    expect((await ask({}, owner.token)).statusCode).toBe(200);
    expect((await ask({}, colleague.token, second)).statusCode).toBe(200);
    expect((await ask({}, owner.token)).statusCode).toBe(200);
    const [row] = await server.ctx.db.select().from(aiUsage).where(eq(aiUsage.companyId, owner.companyId));
    expect(row).toMatchObject({ promptTokens: 3600, completionTokens: 900, requests: 3 });
    expect(row?.day).toBe(server.clock.now().toISOString().slice(0, 10));
    const over = await ask({}, colleague.token);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('insufficient_quota');
    expect(over.json().error.message).toMatch(
      /^Le quota quotidien d’IA de votre entreprise est atteint \(4\u202f000 jetons\)\. Il sera rétabli le \d\d\/\d\d\/\d{4} à 0[12]:00 \(heure de Paris\)\.$/,
    );
    const wait = Number(over.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(24 * 3600);
    // Another company is not affected; the next UTC day starts afresh.
    expect((await ask({})).statusCode).toBe(200);
    server.clock.advance(wait * 1000);
    expect((await ask({}, owner.token)).statusCode).toBe(200);
  });

  it('shares the per-user rate limit between instances and across a restart', async () => {
    const busy = await server.createUser({ plan: 'Premium' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await ask({}, busy.token, i % 2 ? second : server.app)).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
    // A restarted instance (a new process on the same database) still counts them.
    process.env.AI_RATE_LIMIT = '3';
    const third = await buildApp(testConfig(server.dataDir), {
      database: server.database.handle,
      now: server.clock.now,
    });
    delete process.env.AI_RATE_LIMIT;
    try {
      const blocked = await ask({}, busy.token, third);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('rate_limit_exceeded');
    } finally {
      await third.close();
    }
  });
});
