import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CRITERIA_LOCKED_MESSAGE, UNLOCK_REASON_MESSAGE } from '../src/audit/lock';
import { analyses, auditEvents, tenders } from '../src/db/schema';
import { INVALID_DEFENCE_OR_SECURITY, INVALID_LAUNCH_DATE } from '../src/routes/tenders/tender';
import { seedScoredTender } from './audit-support';
import { databaseKinds, setupServer } from './harness';
import { VALID_PONDERATION, criterion } from './tender-support';

const REWEIGHTED = {
  ...VALID_PONDERATION,
  Critères: {
    Technique: { ...criterion(50), Libellé: 'Valeur technique' },
    Financier: { ...criterion(50, 'Note * Pmin / P'), Libellé: 'Prix' },
  },
};

describe.each(databaseKinds)('criteria locking and audit trail on %s', (kind) => {
  const server = setupServer(kind);

  const trail = async (token: string, id: string) =>
    (await server.call('GET', `/api/tender/audit/${id}`, { token })).body.events as {
      who: string;
      action: string;
      actionLabel: string;
      subject: string;
      before: unknown;
      after: unknown;
      reason: string | null;
    }[];

  it('refuses criteria changes once phase 2 has started: 409 with the French reason, nothing changed', async () => {
    const user = await server.createUser({ plan: 'Standard', credits: 0 });
    for (const status of ['phase2_ongoing', 'phase2_company_anlysis_error', 'phase2_done']) {
      const tender = await seedScoredTender(server, user, status);
      const reply = await server.call('PUT', `/api/tender/ponderation/${tender.id}`, {
        token: user.token,
        body: { ponderation: REWEIGHTED },
      });
      expect(reply.status, status).toBe(409);
      expect(reply.body).toEqual({ message: CRITERIA_LOCKED_MESSAGE, code: 'CRITERIA_LOCKED' });
      const [row] = await server.ctx.db.select().from(tenders).where(eq(tenders.id, tender.id));
      expect(row!.status).toBe(status);
      expect(row!.ponderation).toEqual(VALID_PONDERATION);
      expect(await trail(user.token, tender.id)).toEqual([]);
    }
  });

  it('unlocks only with a reason and after scoring, drops the scores and records who and why', async () => {
    const user = await server.createUser({
      plan: 'Standard',
      credits: 0,
      firstname: 'Alice',
      lastname: 'Martin',
    });
    const running = await seedScoredTender(server, user, 'phase2_ongoing');
    const busy = await server.call('POST', `/api/tender/unlock_criteria/${running.id}`, {
      token: user.token,
      body: { motif: 'Erreur de pondération' },
    });
    expect(busy.status).toBe(409);
    expect(busy.body.message).toMatch(/^L'analyse des candidats est en cours/);

    const tender = await seedScoredTender(server, user);
    const url = `/api/tender/unlock_criteria/${tender.id}`;
    const blank = await server.call('POST', url, { token: user.token, body: { motif: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ message: UNLOCK_REASON_MESSAGE, code: 'UNLOCK_REASON_MISSING' });
    expect(await trail(user.token, tender.id)).toEqual([]);

    const unlocked = await server.call('POST', url, {
      token: user.token,
      body: { motif: 'Le RC pondère le prix à 50 %, pas à 40 %.' },
    });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body).toEqual({ id: tender.id, status: 'phase1_done' });
    expect(await server.ctx.db.select().from(analyses).where(eq(analyses.tenderId, tender.id))).toEqual([]);
    const again = await server.call('POST', url, { token: user.token, body: { motif: 'Encore' } });
    expect(again.status).toBe(409);

    const confirmed = await server.call('PUT', `/api/tender/ponderation/${tender.id}`, {
      token: user.token,
      body: { ponderation: REWEIGHTED },
    });
    expect(confirmed.status).toBe(200);
    const events = await trail(user.token, tender.id);
    expect(events.map((e) => [e.action, e.reason])).toEqual([
      ['criteria_unlock', 'Le RC pondère le prix à 50 %, pas à 40 %.'],
      ['criteria', null],
    ]);
    expect(events[0]!.who).toBe(`Alice Martin <${user.email}>`);
    // jsonb keeps keys in its own order, so the lines are compared as sets.
    expect(events[1]!.actionLabel).toBe('Critères confirmés');
    expect([...(events[1]!.before as string[])].sort()).toEqual([
      'Financier « Prix » : 40 ; formule Note * Pmin / P',
      'Technique « Valeur technique » : 60',
    ]);
    expect([...(events[1]!.after as string[])].sort()).toEqual([
      'Financier « Prix » : 50 ; formule Note * Pmin / P',
      'Technique « Valeur technique » : 50',
    ]);
  });

  it('keeps the launch date the evaluator confirmed, and refuses one that is not a day', async () => {
    const user = await server.createUser({ plan: 'Standard', credits: 0 });
    const tender = await seedScoredTender(server, user, 'phase1_done');
    const put = (launch: string) =>
      server.call('PUT', `/api/tender/ponderation/${tender.id}`, {
        token: user.token,
        body: { ponderation: { ...VALID_PONDERATION, Constantes: { 'Date de lancement': launch } } },
      });
    const bad = await put('22/08/2026');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(INVALID_LAUNCH_DATE);
    const good = await put('2026-08-22');
    expect(good.status).toBe(200);
    const [row] = await server.ctx.db.select().from(tenders).where(eq(tenders.id, tender.id));
    expect((row!.ponderation as { Constantes: object }).Constantes).toEqual({
      'Date de lancement': '2026-08-22',
    });
    const [event] = await trail(user.token, tender.id);
    expect(event!.after).toContain('Date de lancement : 2026-08-22');
  });

  it('keeps a defence or security contract marked « oui », records it in the trail, and refuses any other value', async () => {
    const user = await server.createUser({ plan: 'Standard', credits: 0 });
    const tender = await seedScoredTender(server, user, 'phase1_done');
    const put = (flag: string) =>
      server.call('PUT', `/api/tender/ponderation/${tender.id}`, {
        token: user.token,
        body: {
          ponderation: { ...VALID_PONDERATION, Constantes: { 'Marché de défense ou de sécurité': flag } },
        },
      });
    const bad = await put('non');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(INVALID_DEFENCE_OR_SECURITY);
    const good = await put('oui');
    expect(good.status).toBe(200);
    const [row] = await server.ctx.db.select().from(tenders).where(eq(tenders.id, tender.id));
    expect((row!.ponderation as { Constantes: object }).Constantes).toEqual({
      'Marché de défense ou de sécurité': 'oui',
    });
    const [event] = await trail(user.token, tender.id);
    expect(event!.after).toContain('Marché de défense ou de sécurité : oui');
  });

  it("records an evaluator's note change with the note before, after and the reason", async () => {
    const user = await server.createUser({ plan: 'Standard', credits: 0 });
    const tender = await seedScoredTender(server, user);
    const saved = await server.call('PUT', `/api/tender/analysis_results/${tender.id}`, {
      token: user.token,
      body: {
        edits: [
          {
            id: tender.analysisIds[1],
            category: 'Technique',
            note: '15/20',
            détail: 'Planning détaillé page 12',
            motif: 'Planning sous-évalué',
          },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const [event] = await trail(user.token, tender.id);
    expect(event).toMatchObject({
      action: 'note',
      subject: 'Beta — Technique',
      before: '12/20 — Mémoire technique de Beta : méthodologie détaillée (mémoire, page 4).',
      after: '15/20 — Planning détaillé page 12',
      reason: 'Planning sous-évalué',
    });
  });

  it("records a document status the evaluator corrects, and refuses another tender's analysis", async () => {
    const user = await server.createUser({ plan: 'Standard', credits: 0 });
    const tender = await seedScoredTender(server, user);
    const other = await seedScoredTender(server, user);
    const url = `/api/tender/document_status/${tender.id}`;
    const foreign = await server.call('PUT', url, {
      token: user.token,
      body: { id: other.analysisIds[0], document: 'DC1', présent: false },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("Analyse d'entreprise introuvable.");
    const saved = await server.call('PUT', url, {
      token: user.token,
      body: { id: tender.analysisIds[0], document: 'DC1', présent: false, motif: 'DC1 non signé' },
    });
    expect(saved.status).toBe(200);
    const alpha = saved.body.find((a: { compagnie: string }) => a.compagnie === 'Alpha');
    expect(alpha.Administratif.documents.DC1).toEqual({ présent: false, détail: 'DC1.pdf' });
    const [event] = await trail(user.token, tender.id);
    expect(event).toMatchObject({
      action: 'document',
      subject: 'Alpha — DC1',
      before: 'Présent',
      after: 'Absent',
      reason: 'DC1 non signé',
    });
    expect(await trail(user.token, other.id)).toEqual([]);
  });

  it('keeps the trail append-only: the database refuses UPDATE, DELETE and TRUNCATE, the API has no write route', async () => {
    const user = await server.createUser({ plan: 'Standard', credits: 0 });
    const tender = await seedScoredTender(server, user);
    await server.call('POST', `/api/tender/unlock_criteria/${tender.id}`, {
      token: user.token,
      body: { motif: 'Correction' },
    });
    const sql = (text: string) => server.ctx.database.executeSql(text);
    await expect(sql(`UPDATE audit_events SET reason = 'effacé'`)).rejects.toThrow(/append-only/);
    await expect(sql('DELETE FROM audit_events')).rejects.toThrow(/append-only/);
    await expect(sql('TRUNCATE audit_events')).rejects.toThrow(/append-only/);
    await expect(
      server.ctx.db.update(auditEvents).set({ reason: 'effacé' }).where(eq(auditEvents.tenderId, tender.id)),
    ).rejects.toThrow();
    for (const method of ['PUT', 'DELETE', 'PATCH', 'POST'] as const) {
      const reply = await server.call(method, `/api/tender/audit/${tender.id}`, {
        token: user.token,
        body: {},
      });
      expect([404, 405], method).toContain(reply.status);
    }
    // The trail outlives the tender it is about.
    await server.call('DELETE', `/api/tender/tender/${tender.id}`, { token: user.token });
    const rows = await server.ctx.db.select().from(auditEvents).where(eq(auditEvents.tenderId, tender.id));
    expect(rows.map((r) => r.reason)).toEqual(['Correction']);
  });

  it('exports the trail as CSV for a French spreadsheet, and only to the tender company', async () => {
    const user = await server.createUser({ plan: 'Standard', credits: 0 });
    const stranger = await server.createUser({ plan: 'Standard', credits: 0 });
    const tender = await seedScoredTender(server, user);
    await server.call('POST', `/api/tender/unlock_criteria/${tender.id}`, {
      token: user.token,
      body: { motif: 'Erreur; de "saisie"' },
    });
    const csv = await server.call('GET', `/api/tender/audit/${tender.id}?format=csv`, { token: user.token });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.raw
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date (UTC);Qui;Action;Objet;Avant;Après;Motif');
    expect(lines[1]).toContain(';Critères déverrouillés;Verrouillage des critères;Verrouillés;');
    expect(lines[1]!.endsWith(';"Erreur; de ""saisie"""')).toBe(true);
    const hidden = await server.call('GET', `/api/tender/audit/${tender.id}`, { token: stranger.token });
    expect(hidden.status).toBe(404);
  });
});
