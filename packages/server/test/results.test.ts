import { readFile } from 'node:fs/promises';
import type { CompanyAnalysis } from '@mieux-disant/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses, tenders } from '../src/db/schema';
import type { Jobs } from '../src/jobs/index';
import { startJobs } from '../src/jobs/index';
import { databaseKinds, setupServer } from './harness';
import { VALID_PONDERATION, corpusPath, ifpraTender, upload, waitForStatus } from './tender-support';

function analysis(name: string, technique: string, financier: string, global: string): CompanyAnalysis {
  const category = (note: string) => ({
    note,
    détail: 'indicatif',
    points_positifs: [],
    points_négatifs: [],
  });
  return {
    id: '',
    compagnie: name,
    Administratif: { documents: { DC1: { présent: true, détail: 'DC1.pdf' } } },
    Technique: category(technique),
    Financier: category(financier),
    Méthodologie: category('10/20'),
    Délais: { planning: {} },
    Evaluation_globale: { note: global, points_positifs: [], points_négatifs: [] },
    Références: { liste_références: [] },
  };
}

describe.each(databaseKinds)('results and phase 2 failures (%s)', (kind) => {
  beforeAll(() => {
    process.env.JOB_POLLING_SECONDS = '0.5';
  });
  const server = setupServer(kind);
  let jobs: Jobs;
  beforeAll(async () => {
    jobs = await startJobs(server.ctx);
  });
  afterAll(async () => jobs?.stop());

  async function confirmedTender(token: string) {
    const created = await server.call('POST', '/api/tender/tender_creation', {
      token,
      body: await ifpraTender(),
    });
    expect(created.status, created.raw).toBe(201);
    await waitForStatus(server, token, created.body.id, ['phase1_done', 'phase1_error']);
    await server.ctx.db
      .update(tenders)
      .set({ status: 'phase1_confirmation_done', ponderation: VALID_PONDERATION })
      .where(eq(tenders.id, created.body.id));
    return created.body.id as string;
  }

  it(
    'ends phase 2 in phase2_company_anlysis_error with the French reason of a bill without prices',
    { timeout: 300_000 },
    async () => {
      const user = await server.createUser({ plan: 'Standard', credits: 700 });
      const tenderId = await confirmedTender(user.token);
      const workbook = new ExcelJS.Workbook();
      workbook.addWorksheet('Feuil1').addRow(['Bonjour', 'ceci', "n'est", 'pas', 'un', 'DQE']);
      const empty = Buffer.from(await workbook.xlsx.writeBuffer());
      const memoire = await readFile(corpusPath('cctp/guyane-prefecture/CCTP-surveillance-gardiennage.pdf'));
      const added = await server.call('POST', `/api/tender/company_files/${tenderId}`, {
        token: user.token,
        body: {
          companyName: 'Zeta',
          companyFiles: [upload('DQE.xlsx', empty), upload('memoire.pdf', memoire)],
        },
      });
      expect(added.status, added.raw).toBe(201);
      const launch = await server.call('PUT', `/api/tender/launch_dqe_analysis/${tenderId}`, {
        token: user.token,
        body: {
          dqe: [{ company_name: 'Zeta', fileBlob: { filename: 'DQE.xlsx' } }],
          companiesName: ['Zeta'],
        },
      });
      expect(launch.status, launch.raw).toBe(200);
      const failed = await waitForStatus(server, user.token, tenderId, [
        'phase2_company_anlysis_error',
        'phase2_done',
      ]);
      expect(failed.status).toBe('phase2_company_anlysis_error');
      expect(failed.error).toMatch(/^Le DQE de Zeta ne contient aucune ligne de prix/);
      // The evaluator can fix the bill and launch again from the error status.
      const again = await server.call('PUT', `/api/tender/launch_dqe_analysis/${tenderId}`, {
        token: user.token,
        body: {
          dqe: [{ company_name: 'Zeta', fileBlob: { filename: 'DQE.xlsx' } }],
          companiesName: ['Zeta'],
        },
      });
      expect(again.status).toBe(200);
      await waitForStatus(server, user.token, tenderId, ['phase2_company_anlysis_error', 'phase2_done']);
    },
  );

  it('validates evaluator edits: category, note, analysis of this tender', async () => {
    const user = await server.createUser({ plan: 'Standard', credits: 700 });
    const [tender] = await server.ctx.db
      .insert(tenders)
      .values({
        companyId: user.companyId,
        title: 'Notes',
        status: 'phase2_done',
        ponderation: VALID_PONDERATION,
      })
      .returning();
    const rows = await server.ctx.db
      .insert(analyses)
      .values([
        { tenderId: tender!.id, analysis: analysis('Alpha', '18/20', '10/20', '70/100'), rank: 1 },
        {
          tenderId: tender!.id,
          analysis: {
            ...analysis('Beta', '8/20', '20/20', '50/100'),
            Evaluation_globale: {
              note: '50/100',
              points_positifs: ['Financier : 20/20'],
              points_négatifs: ['Technique : 8/20', 'Documents manquants : DC2.'],
            },
          },
          rank: 2,
        },
      ])
      .returning();
    const url = `/api/tender/analysis_results/${tender!.id}`;
    const before = await server.call('GET', url, { token: user.token });
    expect(before.body.map((a: CompanyAnalysis) => [a.compagnie, a.rang])).toEqual([
      ['Alpha', 1],
      ['Beta', 2],
    ]);
    const edit = (over: object) => ({
      id: rows[1]!.id,
      category: 'Technique',
      note: '20/20',
      détail: 'Revu',
      ...over,
    });
    for (const [body, status, code] of [
      [{ edits: [edit({ note: '25/20' })] }, 400, 'INVALID_NOTE'],
      [{ edits: [edit({ note: 'excellent' })] }, 400, 'INVALID_NOTE'],
      [{ edits: [edit({ category: 'Administratif' })] }, 400, 'INVALID_CATEGORY'],
      [{ edits: [edit({ category: '<script>' })] }, 400, 'INVALID_CATEGORY'],
      [{ edits: [edit({ id: crypto.randomUUID() })] }, 404, 'ANALYSIS_NOT_FOUND'],
      [{ edits: [] }, 400, 'INVALID_INPUT'],
    ] as const) {
      const reply = await server.call('PUT', url, { token: user.token, body });
      expect(reply.status, JSON.stringify(body)).toBe(status);
      expect(reply.body.code).toBe(code);
    }
    const unchanged = await server.call('GET', url, { token: user.token });
    expect(unchanged.body).toEqual(before.body);
    // Technique 60 % and Financier 40 %: Beta at 20/20 on both goes first with 100/100.
    const saved = await server.call('PUT', url, { token: user.token, body: { edits: [edit({})] } });
    expect(saved.status).toBe(200);
    expect(saved.body.map((a: CompanyAnalysis) => [a.compagnie, a.rang, a.Evaluation_globale.note])).toEqual([
      ['Beta', 1, '100/100'],
      ['Alpha', 2, '70/100'],
    ]);
    // The global points quote the evaluator's note, not the engine's.
    expect(saved.body[0].Evaluation_globale).toMatchObject({
      points_positifs: ['Financier : 20/20', 'Technique : 20/20'],
      points_négatifs: ['Documents manquants : DC2.'],
    });
    const [row] = await server.ctx.db.select().from(analyses).where(eq(analyses.id, rows[1]!.id));
    expect(row!.edited).toEqual({ Technique: true });
  });
});
