import { readFile } from 'node:fs/promises';
import type { Ponderation } from '@mieux-disant/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, tenders } from '../src/db/schema';
import { FileStore, contentHash } from '../src/files/store';
import type { TestUser } from './harness';
import { databaseKinds, setupServer } from './harness';
import {
  VALID_PONDERATION,
  corpusPath,
  corpusFile,
  criterion,
  expectFrench,
  ifpraTender,
  storedBlobs,
  upload,
} from './tender-support';

describe.each(databaseKinds)('tender routes on %s', (kind) => {
  const server = setupServer(kind);

  async function creditsOf(user: TestUser) {
    const [row] = await server.ctx.db.select().from(companies).where(eq(companies.id, user.companyId));
    return row!.credits;
  }

  async function createTender(user: TestUser, title = 'Moteur agricole IFPRA') {
    const reply = await server.call('POST', '/api/tender/tender_creation', {
      token: user.token,
      body: await ifpraTender(title),
    });
    expect(reply.status, reply.raw).toBe(201);
    return reply.body as { id: string; status: string };
  }

  /** Moves a tender to phase1_done as phase 1 would (the engine is tested by the full run). */
  async function phase1Done(id: string, ponderation: Ponderation = VALID_PONDERATION) {
    await server.ctx.db.update(tenders).set({ status: 'phase1_done', ponderation }).where(eq(tenders.id, id));
  }

  it('creates a tender from base64 files, charges 100 credits and lists it newest first', async () => {
    const user = await server.createUser({ plan: 'Standard', credits: 800 });
    const first = await createTender(user, 'Premier');
    expect(first.status).toBe('phase1_ongoing');
    server.clock.advance(1000);
    const second = await createTender(user, 'Second');
    expect(await creditsOf(user)).toBe(600);
    const list = await server.call('GET', '/api/tender/tenders', { token: user.token });
    expect(list.status).toBe(200);
    expect(list.body.tenders.map((t: { id: string }) => t.id)).toEqual([second.id, first.id]);
    expect(list.body.tenders[0]).toEqual({
      id: second.id,
      title: 'Second',
      status: 'phase1_ongoing',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
  });

  it('lists the files with their pages and serves each one byte for byte', async () => {
    const user = await server.createUser({ plan: 'Standard', credits: 800 });
    const { id } = await createTender(user);
    const files = await server.call('GET', `/api/tender/files/${id}`, { token: user.token });
    expect(files.status).toBe(200);
    const rc = files.body.find((f: { path: string }) => f.path === 'DCE/RC.pdf');
    expect(rc).toMatchObject({ company: null, pages: 7 });
    expect(files.body.map((f: { path: string }) => f.path).sort()).toEqual([
      'DCE/CCAP.pdf',
      'DCE/CCTP.pdf',
      'DCE/RC.pdf',
    ]);
    const download = await server.app.inject({
      method: 'GET',
      url: `/api/tender/file/${rc.id}`,
      headers: { authorization: user.token },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment; filename="RC.pdf"');
    expect(download.rawPayload.equals(await readFile(corpusPath('rc/ifpra-2026-moteur-agri/RC.pdf')))).toBe(
      true,
    );
    const blobs = await storedBlobs(server.dataDir);
    expect(blobs.some((b) => b.endsWith('.part'))).toBe(false);
  });

  it('answers 404, not 500, for a recorded file whose bytes are gone from the disk', async () => {
    const user = await server.createUser({ plan: 'Standard', credits: 800 });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 8, 7, 6, 5]);
    const created = await server.call('POST', '/api/tender/tender_creation', {
      token: user.token,
      body: {
        ...(await ifpraTender('Perdu')),
        tenderFiles: [await corpusFile(IFPRA_RC, 'DCE/RC.pdf'), upload('p.png', png)],
      },
    });
    expect(created.status, created.raw).toBe(201);
    const files = await server.call('GET', `/api/tender/files/${created.body.id}`, { token: user.token });
    const lost = files.body.find((f: { path: string }) => f.path === 'p.png');
    await new FileStore(server.dataDir).remove(contentHash(png));
    const reply = await server.call('GET', `/api/tender/file/${lost.id}`, { token: user.token });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ message: 'Fichier introuvable.', code: 'FILE_NOT_FOUND' });
  });

  it('answers 402 in French without a subscription or without credits, and stores nothing', async () => {
    const before = (await storedBlobs(server.dataDir)).length;
    const none = await server.createUser({});
    const noSub = await server.call('POST', '/api/tender/tender_creation', {
      token: none.token,
      body: await ifpraTender(),
    });
    expect(noSub.status).toBe(402);
    expect(noSub.body).toEqual({ message: expect.stringContaining('abonnement'), code: 'NO_SUBSCRIPTION' });
    const poor = await server.createUser({ plan: 'Standard', credits: 99 });
    const noCredits = await server.call('POST', '/api/tender/tender_creation', {
      token: poor.token,
      body: await ifpraTender(),
    });
    expect(noCredits.status).toBe(402);
    expect(noCredits.body.code).toBe('NO_CREDITS');
    expect(noCredits.body.message).toMatch(/Crédits insuffisants/);
    expect(await creditsOf(poor)).toBe(99);
    expect((await storedBlobs(server.dataDir)).length).toBe(before);
    const list = await server.call('GET', '/api/tender/tenders', { token: poor.token });
    expect(list.body.tenders).toEqual([]);
  });

  it('shows the summary and ponderation, and hides the tender from another company (404)', async () => {
    const user = await server.createUser({ plan: 'Standard', credits: 800 });
    const colleague = await server.createUser({ companyId: user.companyId, role: 'user' });
    const stranger = await server.createUser({ plan: 'Premium', credits: 1500 });
    const { id } = await createTender(user);
    await phase1Done(id);
    const detail = await server.call('GET', `/api/tender/tender/${id}`, { token: colleague.token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      id,
      status: 'phase1_done',
      summary: VALID_PONDERATION.Résumé,
      ponderation: VALID_PONDERATION,
    });
    const files = await server.call('GET', `/api/tender/files/${id}`, { token: user.token });
    const fileId = files.body[0].id as string;
    for (const [method, url] of [
      ['GET', `/api/tender/tender/${id}`],
      ['DELETE', `/api/tender/tender/${id}`],
      ['GET', `/api/tender/files/${id}`],
      ['GET', `/api/tender/file/${fileId}`],
      ['GET', `/api/tender/analysis_results/${id}`],
      ['GET', `/api/tender/financial_offers/${id}`],
      ['GET', `/api/tender/dqe_analysis/${id}`],
      ['GET', `/api/tender/report/${id}?format=pdf`],
    ] as const) {
      const reply = await server.call(method, url, { token: stranger.token });
      expect(reply.status, `${method} ${url}`).toBe(404);
      expectFrench(reply.body);
    }
    const put = await server.call('PUT', `/api/tender/ponderation/${id}`, {
      token: stranger.token,
      body: { ponderation: VALID_PONDERATION },
    });
    expect(put.status).toBe(404);
    const still = await server.call('GET', `/api/tender/tender/${id}`, { token: user.token });
    expect(still.body.status).toBe('phase1_done');
  });

  it('confirms criteria with the domain rules: phase1_update_error with the message, then phase1_confirmation_done', async () => {
    const user = await server.createUser({ plan: 'Standard', credits: 800 });
    const { id } = await createTender(user);
    const early = await server.call('PUT', `/api/tender/ponderation/${id}`, {
      token: user.token,
      body: { ponderation: VALID_PONDERATION },
    });
    expect(early.status).toBe(409);
    await phase1Done(id);
    const wrongSum: Ponderation = {
      ...VALID_PONDERATION,
      Critères: { Technique: criterion(60), Financier: criterion(30) },
    };
    const bad = await server.call('PUT', `/api/tender/ponderation/${id}`, {
      token: user.token,
      body: { ponderation: wrongSum },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      message: 'La somme des pondérations doit être égale à 100%.',
      code: 'INVALID_CRITERIA',
    });
    const afterBad = await server.call('GET', `/api/tender/tender/${id}`, { token: user.token });
    expect(afterBad.body.status).toBe('phase1_update_error');
    const subs: Ponderation = {
      ...VALID_PONDERATION,
      Critères: {
        Technique: {
          ...criterion(60),
          'Sous-critères': { Méthodologie: criterion(30), Délais: criterion(20) },
        },
        Financier: criterion(40),
      },
    };
    const badSubs = await server.call('PUT', `/api/tender/ponderation/${id}`, {
      token: user.token,
      body: { ponderation: subs },
    });
    expect(badSubs.status).toBe(400);
    expect(badSubs.body.message).toBe(
      'La somme des pondérations des sous-critères de "Technique" doit être égale à 60%.',
    );
    const empty = await server.call('PUT', `/api/tender/ponderation/${id}`, {
      token: user.token,
      body: { ponderation: { ...VALID_PONDERATION, Critères: {} } },
    });
    expect(empty.body.message).toBe("Veuillez ajouter au moins un critère d'évaluation.");
    const ok = await server.call('PUT', `/api/tender/ponderation/${id}`, {
      token: user.token,
      body: { ponderation: VALID_PONDERATION },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ id, status: 'phase1_confirmation_done' });
    const detail = await server.call('GET', `/api/tender/tender/${id}`, { token: user.token });
    expect(detail.body.status).toBe('phase1_confirmation_done');
    expect(detail.body.ponderation).toEqual(VALID_PONDERATION);
    expect(detail.body.error).toBeUndefined();
  });

  it('answers maxCompanies from the plan (0 without subscription)', async () => {
    const standard = await server.createUser({ plan: 'Standard', credits: 0 });
    const premium = await server.createUser({ plan: 'Premium', credits: 0 });
    const none = await server.createUser({});
    expect((await server.call('GET', '/api/tender/settings', { token: standard.token })).body).toEqual({
      maxCompanies: 7,
    });
    expect(
      (await server.call('GET', '/api/tender/max_company_analysis', { token: premium.token })).body,
    ).toEqual({
      maxCompanies: 15,
    });
    expect((await server.call('GET', '/api/tender/settings', { token: none.token })).body).toEqual({
      maxCompanies: 0,
    });
  });

  it('deletes a tender with its files; a blob shared with another tender stays until both are gone', async () => {
    const user = await server.createUser({ plan: 'Premium', credits: 1500 });
    const before = await storedBlobs(server.dataDir);
    const a = await createTender(user, 'A');
    const extra = upload(
      'DCE/notes.png',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]),
    );
    const b = await server.call('POST', '/api/tender/tender_creation', {
      token: user.token,
      body: { ...(await ifpraTender('B')), tenderFiles: [await corpusFile(IFPRA_RC, 'DCE/RC.pdf'), extra] },
    });
    expect(b.status).toBe(201);
    const withBoth = await storedBlobs(server.dataDir);
    expect(withBoth.length).toBeGreaterThanOrEqual(before.length + 1);
    const del = await server.call('DELETE', `/api/tender/tender/${b.body.id}`, { token: user.token });
    expect(del.status).toBe(200);
    // The PNG belonged to B only; RC.pdf is still A's.
    const afterB = await storedBlobs(server.dataDir);
    expect(afterB.length).toBe(withBoth.length - 1);
    await server.call('DELETE', `/api/tender/tender/${a.id}`, { token: user.token });
    const gone = await server.call('GET', `/api/tender/tender/${a.id}`, { token: user.token });
    expect(gone.status).toBe(404);
    const list = await server.call('GET', '/api/tender/tenders', { token: user.token });
    expect(list.body.tenders).toEqual([]);
  });
});

const IFPRA_RC = 'rc/ifpra-2026-moteur-agri/RC.pdf';
