// Who may call what: every /api route, called as each kind of caller. The expected level of each route
// is written out here, so a route added without an entry, or declared with another level, fails.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Access } from '../src/auth/access';
import { issueSession } from '../src/auth/sessions';
import { checkoutSessions, files, tenders } from '../src/db/schema';
import { FileStore } from '../src/files/store';
import { databaseKinds, setupServer } from './harness';
import type { TestUser } from './harness';
import type { Caller } from './callers';
import { CALLERS, RANK, REACH } from './callers';

const EXPECTED: Record<string, Access> = {
  'POST /api/auth/login': 'anonymous',
  'POST /api/auth/signup': 'anonymous',
  'POST /api/auth/logout': 'authenticated',
  'PUT /api/auth/confirm_mail': 'authenticated',
  'PUT /api/auth/resend_email_confirmation': 'authenticated',
  'PUT /api/auth/confirm_mail_update': 'authenticated',
  'PUT /api/auth/password_reset_request': 'anonymous',
  'PUT /api/auth/password_reset': 'anonymous',
  'PUT /api/auth/password_change': 'authenticated',
  'GET /api/auth/seats': 'validated',
  'GET /api/auth/remaining_tokens': 'validated',
  'POST /api/auth/invite': 'user_admin',
  'PUT /api/auth/delete_account': 'authenticated',
  'GET /api/admin/search': 'admin',
  'PUT /api/admin/validate/:id': 'admin',
  'PUT /api/admin/updateUser/:id': 'admin',
  'GET /api/subscription': 'user_admin',
  'PUT /api/subscription': 'user_admin',
  'DELETE /api/subscription': 'user_admin',
  'POST /api/subscription/checkout': 'user_admin',
  'GET /api/subscription/checkout/info': 'user_admin',
  'GET /api/subscription/test-checkout/:session': 'anonymous',
  'POST /api/subscription/test-checkout/:session/pay': 'anonymous',
  'POST /api/subscription/test-checkout/:session/cancel': 'anonymous',
  'GET /api/tender/tenders': 'validated',
  'GET /api/tender/tender/:id': 'validated',
  'POST /api/tender/tender_creation': 'validated',
  'PUT /api/tender/ponderation/:id': 'validated',
  'DELETE /api/tender/tender/:id': 'validated',
  'GET /api/tender/settings': 'validated',
  'GET /api/tender/max_company_analysis': 'validated',
  'POST /api/tender/company_files/:tender_id': 'validated',
  'PUT /api/tender/launch_dqe_analysis/:tender_id': 'validated',
  'GET /api/tender/dqe_analysis/:id': 'validated',
  'GET /api/tender/analysis_results/:tender_id': 'validated',
  'PUT /api/tender/analysis_results/:tender_id': 'validated',
  'GET /api/tender/financial_offers/:tender_id': 'validated',
  'GET /api/tender/report/:tender_id': 'validated',
  'GET /api/tender/audit/:tender_id': 'validated',
  'POST /api/tender/unlock_criteria/:tender_id': 'validated',
  'GET /api/tender/analysis_report/:tender_id': 'validated',
  'GET /api/tender/analysis_report_texts/:tender_id': 'validated',
  'PUT /api/tender/analysis_report_texts/:tender_id': 'validated',
  'PUT /api/tender/document_status/:tender_id': 'validated',
  'GET /api/tender/oab/:tender_id': 'validated',
  'PUT /api/tender/oab/:tender_id/estimate': 'validated',
  'PUT /api/tender/oab/:tender_id/outcome': 'validated',
  'GET /api/tender/oab/:tender_id/letter': 'validated',
  'GET /api/tender/files/:tender_id': 'validated',
  'GET /api/tender/file/:file_id': 'validated',
  'POST /api/ai/v1/chat/completions': 'validated',
  'GET /api/openapi.json': 'anonymous',
};

const PERSONAS: Caller[] = ['other_company', ...CALLERS.filter((caller) => caller !== 'other_company')];

function refusal(persona: Caller, access: Access): { status: number; code: string } {
  if (persona === 'anonymous') return { status: 401, code: 'UNAUTHENTICATED' };
  if (persona === 'unconfirmed') return { status: 403, code: 'EMAIL_NOT_CONFIRMED' };
  if (persona === 'unvalidated') return { status: 403, code: 'NOT_VALIDATED' };
  void access;
  return { status: 403, code: 'FORBIDDEN_ROLE' };
}

/** Routes about one company's resources: another company gets 404, as if they did not exist. */
const companyScoped = (url: string) =>
  /:tender_id|\/tender\/tender\/:id|:file_id|\/dqe_analysis\/:id|\/ponderation\/:id|checkout\/info/.test(url);

describe.each(databaseKinds)('access matrix on %s', (kind) => {
  const server = setupServer(kind);

  it('lists every /api route with its expected level', () => {
    const declared = Object.fromEntries(
      server.app.declaredRoutes.map((r) => [`${r.method} ${r.url}`, r.access]),
    );
    expect(declared).toEqual(EXPECTED);
  });

  it('answers each route as each kind of caller', async () => {
    const ctx = server.ctx;
    const owner = await server.createUser({ role: 'user_admin', plan: 'Standard', credits: 700 });
    const colleague = await server.createUser({ role: 'user', companyId: owner.companyId });
    const personas: Record<Exclude<Caller, 'anonymous'>, TestUser> = {
      unconfirmed: await server.createUser({
        confirmed: false,
        validated: false,
        companyId: owner.companyId,
      }),
      unvalidated: await server.createUser({ confirmed: true, validated: false, companyId: owner.companyId }),
      user: colleague,
      user_admin: owner,
      admin: await server.createUser({ role: 'admin' }),
      other_company: await server.createUser({ role: 'user_admin', plan: 'Premium', credits: 1500 }),
    };
    const [tender] = await ctx.db
      .insert(tenders)
      .values({ companyId: owner.companyId, title: 'Marché de la company A', status: 'phase2_done' })
      .returning();
    const blob = await new FileStore(server.dataDir).put(new TextEncoder().encode('%PDF-1.4 factice'));
    const sha = blob.hash;
    const [file] = await ctx.db
      .insert(files)
      .values({
        tenderId: tender!.id,
        path: 'RC.pdf',
        sha256: sha,
        size: 10,
        pages: 1,
        mime: 'application/pdf',
      })
      .returning();
    const sessionId = `cs_${randomBytes(24).toString('base64url')}`;
    await ctx.db.insert(checkoutSessions).values({
      id: sessionId,
      companyId: owner.companyId,
      userId: owner.id,
      plan: 'Standard',
      price: '1300.00',
      provider: 'test',
    });

    const urlOf = (route: string) =>
      route
        .replace(':tender_id', tender!.id)
        .replace(':file_id', file!.id)
        .replace(':session', sessionId)
        .replace(/\/admin\/(validate|updateUser)\/:id/, `/admin/$1/${colleague.id}`)
        .replace(':id', tender!.id)
        .replace(/checkout\/info$/, `checkout/info?sessionId=${sessionId}`)
        .replace(/\/report\/([^/?]+)$/, '/report/$1?format=xlsx');

    const failures: string[] = [];
    for (const persona of PERSONAS) {
      for (const [key, access] of Object.entries(EXPECTED)) {
        const [method, route] = key.split(' ') as [string, string];
        // Destructive calls by the owner's company would remove what the other personas need.
        if (persona !== 'other_company' && method === 'DELETE' && route.includes('/tender/')) continue;
        const user = persona === 'anonymous' ? null : personas[persona];
        // A fresh session per call, so a logout or a password change does not end the persona.
        const token = user ? await issueSession(ctx, ctx.db, user.id) : undefined;
        const reply = await server.call(method as 'GET', urlOf(route), {
          token,
          ...(method === 'GET' ? {} : { body: {} }),
        });
        const allowed = REACH[persona] >= RANK[access];
        const label = `${persona} ${key} -> ${reply.status} ${reply.body?.code ?? ''}`;
        if (!allowed) {
          const expected = refusal(persona, access);
          if (reply.status !== expected.status || reply.body?.code !== expected.code) failures.push(label);
        } else if (persona === 'other_company' && companyScoped(route)) {
          // Reads and deletions must not find the resource; writes may stop earlier at the schema (400).
          const acceptable = method === 'GET' || method === 'DELETE' ? [404] : [400, 404];
          if (!acceptable.includes(reply.status)) failures.push(label);
        } else if (reply.status === 401 || reply.status === 403 || reply.status >= 500) {
          failures.push(label);
        }
      }
    }
    expect(failures).toEqual([]);

    // Company A's tender survived the other company's DELETE.
    const own = await server.call('GET', `/api/tender/tender/${tender!.id}`, { token: owner.token });
    expect(own.status).toBe(200);
    // The other company sees nothing of company A in its lists either.
    const list = await server.call('GET', '/api/tender/tenders', { token: personas.other_company.token });
    expect(list.body.tenders).toEqual([]);
    const seats = await server.call('GET', '/api/auth/seats', { token: personas.other_company.token });
    expect(seats.body.usedSeats).toBe(1);
  });
});
