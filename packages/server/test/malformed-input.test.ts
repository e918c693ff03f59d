// The kinds of malformed body a black-box probe sends (test/malformed-bodies), on every route that takes
// a body: none may answer 500, every refusal is French JSON, and nothing is written.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from './harness';
import { setupServer } from './harness';
import { ENGLISH_WORDS, MALFORMED, nested, WRITTEN_TABLES } from './malformed-bodies';
import { VALID_PONDERATION, criterion } from './tender-support';

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const NOT_UTF8 = "Données invalides : le texte envoyé n'est pas encodé en UTF-8.";

/** Every route that reads a body, with who calls it. */
const BODY_ROUTES: { method: 'POST' | 'PUT' | 'DELETE'; url: string; as: 'owner' | 'admin' | 'none' }[] = [
  { method: 'POST', url: '/api/auth/login', as: 'none' },
  { method: 'POST', url: '/api/auth/signup', as: 'none' },
  { method: 'PUT', url: '/api/auth/confirm_mail', as: 'owner' },
  { method: 'PUT', url: '/api/auth/resend_email_confirmation', as: 'owner' },
  { method: 'PUT', url: '/api/auth/confirm_mail_update', as: 'owner' },
  { method: 'PUT', url: '/api/auth/password_reset_request', as: 'none' },
  { method: 'PUT', url: '/api/auth/password_reset', as: 'none' },
  { method: 'PUT', url: '/api/auth/password_change', as: 'owner' },
  { method: 'POST', url: '/api/auth/invite', as: 'owner' },
  { method: 'PUT', url: '/api/auth/delete_account', as: 'owner' },
  { method: 'PUT', url: `/api/admin/validate/${SOME_ID}`, as: 'admin' },
  { method: 'PUT', url: `/api/admin/updateUser/${SOME_ID}`, as: 'admin' },
  { method: 'PUT', url: '/api/subscription', as: 'owner' },
  { method: 'POST', url: '/api/subscription/checkout', as: 'owner' },
  { method: 'POST', url: '/api/tender/tender_creation', as: 'owner' },
  { method: 'PUT', url: `/api/tender/ponderation/${SOME_ID}`, as: 'owner' },
  { method: 'POST', url: `/api/tender/company_files/${SOME_ID}`, as: 'owner' },
  { method: 'PUT', url: `/api/tender/launch_dqe_analysis/${SOME_ID}`, as: 'owner' },
  { method: 'PUT', url: `/api/tender/analysis_results/${SOME_ID}`, as: 'owner' },
  { method: 'POST', url: `/api/tender/unlock_criteria/${SOME_ID}`, as: 'owner' },
  { method: 'PUT', url: `/api/tender/analysis_report_texts/${SOME_ID}`, as: 'owner' },
  { method: 'PUT', url: `/api/tender/oab/${SOME_ID}/estimate`, as: 'owner' },
  { method: 'PUT', url: `/api/tender/oab/${SOME_ID}/outcome`, as: 'owner' },
  { method: 'POST', url: '/api/ai/v1/chat/completions', as: 'owner' },
];

describe('malformed bodies on every route that reads one', () => {
  const server = setupServer('pglite');
  const tokens: Record<'owner' | 'admin', string> = { owner: '', admin: '' };
  let owner: TestUser;

  beforeAll(async () => {
    owner = await server.createUser({ plan: 'Premium', credits: 800 });
    tokens.owner = owner.token;
    tokens.admin = (await server.createUser({ role: 'admin' })).token;
  });

  /** Rows of every table a request may write (the throttles' counters aside). */
  async function rowCounts() {
    const tables = [...WRITTEN_TABLES, 'tokens'];
    const { rows } = await server.ctx.database.executeSql(
      `SELECT ${tables.map((t) => `(SELECT count(*) FROM ${t})::int AS ${t}`).join(', ')}`,
    );
    return rows[0];
  }

  it('answers every one with a French 4xx and writes nothing', async () => {
    const before = await rowCounts();
    const answers: string[] = [];
    for (const route of BODY_ROUTES) {
      for (const [kind, payload] of MALFORMED) {
        const reply = await server.app.inject({
          method: route.method,
          url: route.url,
          headers: {
            'content-type': 'application/json',
            ...(route.as === 'none' ? {} : { authorization: tokens[route.as] }),
          },
          payload,
        });
        const where = `${route.method} ${route.url} with ${kind}: ${reply.statusCode} ${reply.body.slice(0, 200)}`;
        answers.push(where);
        expect(reply.statusCode, where).toBeLessThan(500);
        // A route without a body of its own (resend the code) ignores what it is sent.
        if (reply.statusCode < 400) continue;
        const body = reply.json<{ message?: string; error?: { message?: string } }>();
        const message = body.message ?? body.error?.message ?? '';
        expect(message.length, where).toBeGreaterThan(0);
        expect(message, where).not.toMatch(ENGLISH_WORDS);
        if (kind === 'invalid UTF-8') expect(message, where).toBe(NOT_UTF8);
      }
    }
    expect(answers).toHaveLength(BODY_ROUTES.length * MALFORMED.length);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses invalid UTF-8 in an otherwise valid sign-up instead of replacing it', async () => {
    const before = await rowCounts();
    const signup = (company: Buffer) =>
      server.call('POST', '/api/auth/signup', {
        headers: { 'content-type': 'application/json' },
        body: Buffer.concat([
          Buffer.from('{"firstname":"Camille","lastname":"Durand","company":"'),
          company,
          Buffer.from(
            '","email":"utf8@example.test","password":"Bouleau-Granit-Velours-92","confirmPassword":"Bouleau-Granit-Velours-92"}',
          ),
        ]),
      });
    // A lone continuation byte, a truncated sequence, an overlong « / », a UTF-16 surrogate.
    for (const bytes of [[0x80], [0xc3], [0xc0, 0xaf], [0xed, 0xa0, 0x80]]) {
      const reply = await signup(Buffer.concat([Buffer.from('BTP '), Buffer.from(bytes)]));
      expect(reply.status, JSON.stringify(bytes)).toBe(400);
      expect(reply.body.message).toBe(NOT_UTF8);
    }
    expect(await rowCounts()).toEqual(before);
    // The same sign-up in valid UTF-8 (accents included) is taken.
    const valid = await signup(Buffer.from('BTP Durand & Frères'));
    expect(valid.status, valid.raw).toBeLessThan(300);
  });

  it('refuses a NUL character in an otherwise valid sign-up, naming the field', async () => {
    const reply = await server.call('POST', '/api/auth/signup', {
      body: {
        firstname: 'Camille',
        lastname: 'Durand',
        company: 'BTP\u0000Durand',
        email: 'nul@example.test',
        password: 'Bouleau-Granit-Velours-92',
        confirmPassword: 'Bouleau-Granit-Velours-92',
      },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe("Données invalides (company) : le caractère nul n'est pas autorisé.");
  });

  it('refuses criteria nested beyond four levels, and thousands deep, naming the field', async () => {
    const deepCriterion = (levels: number): Record<string, unknown> =>
      levels === 0
        ? criterion(10)
        : { ...criterion(10), 'Sous-critères': { Sous: deepCriterion(levels - 1) } };
    const ponderation = (levels: number) => ({
      ponderation: { ...VALID_PONDERATION, Critères: { Technique: deepCriterion(levels) } },
    });
    const put = (body: unknown) =>
      server.call('PUT', `/api/tender/ponderation/${SOME_ID}`, { token: owner.token, body });
    const five = await put(ponderation(4));
    expect(five.status).toBe(400);
    expect(five.body.message).toContain(
      'ponderation.Critères.Technique.Sous-critères.Sous.Sous-critères.Sous',
    );
    expect(five.body.message).toContain('Trop de niveaux de sous-critères (4 au plus)');
    // Four levels pass validation (the tender does not exist: 404).
    const four = await put(ponderation(3));
    expect(four.status, four.raw).toBe(404);
    // Built as text: the test's own JSON.stringify would overflow on it.
    const level = JSON.stringify(criterion(10)).slice(0, -1);
    const deep = `{"ponderation":${JSON.stringify(VALID_PONDERATION).replace(
      /"Critères":\{.*\}\}$/,
      `"Critères":{"Technique":${nested(3000, `${level},"Sous-critères":{"Sous":`, '}}', JSON.stringify(criterion(10)))}}}`,
    )}}`;
    const thousands = await server.call('PUT', `/api/tender/ponderation/${SOME_ID}`, {
      token: owner.token,
      body: deep,
      headers: { 'content-type': 'application/json' },
    });
    expect(thousands.status).toBe(400);
    expect(thousands.body.message).toContain('structure trop imbriquée (32 niveaux au plus)');
  });

  it('refuses more criteria than a level may hold, naming the field', async () => {
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`Critère ${i}`, criterion(1)]));
    const reply = await server.call('PUT', `/api/tender/ponderation/${SOME_ID}`, {
      token: owner.token,
      body: { ponderation: { ...VALID_PONDERATION, Critères: many } },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(
      /^Données invalides \(ponderation\.Critères\) : 50 éléments au plus\.$/,
    );
  });
});
