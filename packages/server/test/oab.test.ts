import { closeTextWorkers, extractText } from '@mieux-disant/analysis';
import type { FinancialOffer, PriceLineCheck } from '@mieux-disant/domain';
import { eq } from 'drizzle-orm';
import mammoth from 'mammoth';
import { afterAll, describe, expect, it } from 'vitest';
import { financialOffers, oabReviews, tenderCompanies, tenders } from '../src/db/schema';
import {
  INVALID_ESTIMATE_MESSAGE,
  NOT_SUSPECT_MESSAGE,
  UNKNOWN_CANDIDATE_MESSAGE,
} from '../src/routes/tenders/oab';
import { databaseKinds, setupServer, type TestServer, type TestUser } from './harness';

afterAll(async () => closeTextWorkers());

function offer(name: string, global: string, rectified: string, unitPrice: string): FinancialOffer {
  return {
    name,
    global_price: global,
    rectified_price: rectified,
    items: [
      {
        priceNumber: '1.1',
        description: 'Enrobé',
        unit: 't',
        estimatedQuantity: '100',
        unitPrice,
        totalPrice: global,
      },
    ],
  };
}

const arithmetic: PriceLineCheck = {
  priceNumber: '1.1',
  description: 'Enrobé',
  kind: 'arithmetic',
  message: 'Erreur de calcul à la ligne 1.1.',
};

/** A tender whose phase 2 stored three offers: Bas Prix is far below the others. */
async function pricedTender(server: TestServer, user: TestUser) {
  const ctx = server.ctx;
  const [tender] = await ctx.db
    .insert(tenders)
    .values({ companyId: user.companyId, title: 'Voirie 2026', status: 'phase2_done' })
    .returning();
  const offers: [FinancialOffer, PriceLineCheck[]][] = [
    [offer('Routes de l’Ouest', '100000.00', '100000.00', '1000'), []],
    [offer('Colas Centre', '105000.00', '99000.00', '1050'), [arithmetic]],
    [offer('Bas Prix Équipements', '50000.00', '50000.00', '400'), []],
  ];
  for (const [stored, checks] of offers) {
    const [company] = await ctx.db
      .insert(tenderCompanies)
      .values({ tenderId: tender!.id, name: stored.name })
      .returning();
    await ctx.db
      .insert(financialOffers)
      .values({ tenderId: tender!.id, tenderCompanyId: company!.id, offer: stored, checks });
  }
  return tender!.id;
}

describe.each(databaseKinds)('price safeguards on %s', (kind) => {
  const server = setupServer(kind);
  const download = (token: string, url: string) =>
    server.app.inject({ method: 'GET', url, headers: { authorization: token } });

  async function setup() {
    const user = await server.createUser({ plan: 'Standard', credits: 0 });
    return { user, tenderId: await pricedTender(server, user) };
  }

  it('answers every method side by side, the low lines and the rectified ranking', async () => {
    const { user, tenderId } = await setup();
    const reply = await server.call('GET', `/api/tender/oab/${tenderId}`, { token: user.token });
    expect(reply.status, reply.raw).toBe(200);
    expect(reply.body.estimate).toBeNull();
    expect(reply.body.methods).toEqual([
      { method: 'mean-minus-sd', threshold: '60167.23', suspects: ['Bas Prix Équipements'] },
      { method: 'double-mean', threshold: '67500.00', suspects: ['Bas Prix Équipements'] },
      {
        method: 'directive-proposal',
        threshold: null,
        suspects: [],
        skipped: 'Méthode non applicable : elle suppose au moins 5 offres (3 reçues).',
      },
      {
        method: 'estimate',
        threshold: null,
        suspects: [],
        skipped: 'Méthode non applicable : aucune estimation de l’acheteur n’a été saisie.',
      },
    ]);
    expect(
      reply.body.lines.find((l: { name: string }) => l.name === 'Bas Prix Équipements').lines,
    ).toHaveLength(1);
    expect(reply.body.rectification).toMatchObject({
      stated: ['Bas Prix Équipements', 'Routes de l’Ouest', 'Colas Centre'],
      rectified: ['Bas Prix Équipements', 'Colas Centre', 'Routes de l’Ouest'],
      changed: true,
    });
  });

  it('keeps the buyer’s estimate, refusing a bad one with a French message and no change', async () => {
    const { user, tenderId } = await setup();
    const url = `/api/tender/oab/${tenderId}/estimate`;
    const bad = await server.call('PUT', url, { token: user.token, body: { estimate: 'beaucoup' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: INVALID_ESTIMATE_MESSAGE, code: 'INVALID_ESTIMATE' });
    const unchanged = await server.call('GET', `/api/tender/oab/${tenderId}`, { token: user.token });
    expect(unchanged.body.estimate).toBeNull();
    const saved = await server.call('PUT', url, { token: user.token, body: { estimate: '80 000,00' } });
    expect(saved.status, saved.raw).toBe(200);
    expect(saved.body.estimate).toBe('80000');
    expect(saved.body.methods[3]).toEqual({
      method: 'estimate',
      threshold: '64000.00',
      suspects: ['Bas Prix Équipements'],
    });
    const again = await server.call('GET', `/api/tender/oab/${tenderId}`, { token: user.token });
    expect(again.body.estimate).toBe('80000');
    const cleared = await server.call('PUT', url, { token: user.token, body: { estimate: null } });
    expect(cleared.body.estimate).toBeNull();
  });

  it('marks the outcome of a suspect, a rejection only with its reason, and records it in the trail', async () => {
    const { user, tenderId } = await setup();
    const url = `/api/tender/oab/${tenderId}/outcome`;
    const call = (body: object) => server.call('PUT', url, { token: user.token, body });
    const noReason = await call({ candidate: 'Bas Prix Équipements', status: 'rejected', reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.code).toBe('REASON_REQUIRED');
    expect(noReason.body.message).toMatch(/^Indiquez le motif du rejet/);
    expect(await server.ctx.db.select().from(oabReviews).where(eq(oabReviews.tenderId, tenderId))).toEqual(
      [],
    );
    expect((await call({ candidate: 'Routes de l’Ouest', status: 'justified' })).body).toEqual({
      message: NOT_SUSPECT_MESSAGE,
      code: 'NOT_SUSPECT',
    });
    expect((await call({ candidate: 'Inconnue', status: 'justified' })).body).toEqual({
      message: UNKNOWN_CANDIDATE_MESSAGE,
      code: 'CANDIDATE_NOT_FOUND',
    });

    expect(
      (await call({ candidate: 'Bas Prix Équipements', status: 'justified', deadline: '31/02/2026' })).body,
    ).toEqual({
      message: "Données invalides (deadline) : Le 31/02/2026 n'existe pas dans le calendrier.",
      code: 'INVALID_INPUT',
    });
    const justified = await call({
      candidate: 'Bas Prix Équipements',
      status: 'justified',
      deadline: '15/12/2026',
    });
    expect(justified.status, justified.raw).toBe(200);
    expect(justified.body.outcomes['Bas Prix Équipements']).toEqual({
      status: 'justified',
      reason: '',
      deadline: '15/12/2026',
    });
    const rejected = await call({
      candidate: 'Bas Prix Équipements',
      status: 'rejected',
      reason: 'Enrobé sous le coût',
    });
    expect(rejected.body.outcomes['Bas Prix Équipements']).toEqual({
      status: 'rejected',
      reason: 'Enrobé sous le coût',
      deadline: '15/12/2026',
    });
    const reread = await server.call('GET', `/api/tender/oab/${tenderId}`, { token: user.token });
    expect(reread.body.outcomes['Bas Prix Équipements'].status).toBe('rejected');

    const trail = await server.call('GET', `/api/tender/audit/${tenderId}`, { token: user.token });
    const oab = (trail.body.events ?? trail.body).filter((e: { action: string }) => e.action === 'oab');
    expect(oab.map((e: { before: unknown; after: unknown }) => [e.before, e.after])).toEqual([
      [null, 'Justifiée'],
      ['Justifiée', 'Rejetée : Enrobé sous le coût'],
    ]);
  });

  it('downloads the request for justification as DOCX naming the lines, amounts and deadline', async () => {
    const { user, tenderId } = await setup();
    const reply = await download(
      user.token,
      `/api/tender/oab/${tenderId}/letter?candidate=${encodeURIComponent('Bas Prix Équipements')}&format=docx&deadline=15%2F12%2F2026`,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(String(reply.headers['content-disposition'])).toMatch(
      /filename="demande-justification-bas-prix-equipements\.docx"/,
    );
    const { value } = await mammoth.extractRawText({ buffer: reply.rawPayload });
    expect(value).toContain('article R2152-3 du code de la commande publique');
    expect(value).toContain(
      'Dans le cadre de la consultation « Voirie 2026 », l’offre de Bas Prix Équipements',
    );
    expect(value).toContain('Double moyenne (0,9 × M2) : seuil de 67\u202f500,00\u00a0€ HT.');
    expect(value).toContain('Ligne 1.1 (« Enrobé ») : prix unitaire de 400,00\u00a0€');
    expect(value).toContain('au plus tard le 15/12/2026.');
  });

  it('downloads the same letter as PDF', async () => {
    const { user, tenderId } = await setup();
    const reply = await download(
      user.token,
      `/api/tender/oab/${tenderId}/letter?candidate=${encodeURIComponent('Bas Prix Équipements')}&format=pdf`,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    const text = await extractText({ path: 'lettre.pdf', bytes: new Uint8Array(reply.rawPayload) });
    const flat = text.pages
      .map((p) => p.text)
      .join(' ')
      .replace(/\s+/g, ' ');
    expect(flat).toContain('Bas Prix Équipements');
    expect(flat).toContain('R2152-3');
    expect(flat).toContain('[date à préciser]');
  });

  it('refuses a letter for a candidate that is not suspect, and another company’s tender', async () => {
    const { user, tenderId } = await setup();
    const fair = await server.call(
      'GET',
      `/api/tender/oab/${tenderId}/letter?candidate=${encodeURIComponent('Routes de l’Ouest')}`,
      { token: user.token },
    );
    expect(fair.status).toBe(400);
    expect(fair.body.code).toBe('NOT_SUSPECT');
    const stranger = await server.createUser({ plan: 'Standard', credits: 0 });
    const hidden = await server.call('GET', `/api/tender/oab/${tenderId}`, { token: stranger.token });
    expect(hidden.status).toBe(404);
  });
});
