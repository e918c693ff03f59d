import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { CompanyAnalysis, FinancialOffer, Ponderation } from '@mieux-disant/domain';
import { noteFraction } from '@mieux-disant/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPricedBill } from '../../analysis/src/testing';
import type { Jobs } from '../src/jobs/index';
import { startJobs } from '../src/jobs/index';
import { checkPonderation } from '../src/routes/tenders/tender';
import { codeIn, databaseKinds, setupServer } from './harness';
import {
  NEEDS_SHARED_CORPUS,
  corpusPath,
  inCorpus,
  corpusFile,
  criterion,
  ifpraTender,
  storedBlobs,
  upload,
  waitForStatus,
} from './tender-support';

const BILL = 'bills/dpgf-type-6-colonnes.xlsx';
const MEMOIRES = [
  'cctp/guyane-prefecture/CCTP-surveillance-gardiennage.pdf',
  'cctp/grand-chambery/CCTP-surveillance-equipements-sportifs.pdf',
  'cctp/camp-des-milles/CCP-gardiennage-surveillance.pdf',
];
/** The 6-column DPGF (a firm's template) and the Camp des Milles CCP are in the shared corpus only. */
const itWithSharedCorpus = it.skipIf(!inCorpus(BILL, ...MEMOIRES));
const FULL_RUN = `goes from sign-up to the exported report ${NEEDS_SHARED_CORPUS}`;

/** The engine's criteria when they pass the editor's rules, else the same with weights an evaluator would set. */
function confirmedCriteria(found: Ponderation): Ponderation {
  if (checkPonderation(found).ok) return found;
  return {
    ...found,
    Critères: {
      Technique: { ...criterion(60), Libellé: 'Valeur technique' },
      Financier: { ...criterion(40), Libellé: 'Prix' },
    },
  };
}

describe.each(databaseKinds)('full run through HTTP on %s', (kind) => {
  beforeAll(() => {
    process.env.JOB_POLLING_SECONDS = '0.5';
    process.env.JOB_RETRY_DELAY_SECONDS = '1';
  });
  const server = setupServer(kind);
  let jobs: Jobs;
  beforeAll(async () => {
    jobs = await startJobs(server.ctx);
  });
  afterAll(async () => {
    await jobs?.stop();
  });

  itWithSharedCorpus(FULL_RUN, { timeout: 300_000 }, async () => {
    // Sign-up, confirmation code from the outbox, administrator validation, test-mode payment.
    const email = `acheteuse-${kind}@example.test`;
    const signup = await server.call('POST', '/api/auth/signup', {
      body: {
        firstname: 'Claire',
        lastname: 'Durand',
        company: 'Lycée agricole',
        email,
        password: 'Un-mot-de-passe-solide',
        confirmPassword: 'Un-mot-de-passe-solide',
      },
    });
    expect(signup.status, signup.raw).toBe(200);
    const token = signup.body.token as string;
    const outbox = await readdir(path.join(server.dataDir, 'outbox'));
    expect(outbox.some((f) => f.endsWith('.eml'))).toBe(true);
    const code = codeIn(server.lastMail(email));
    expect(code).toMatch(/^\d{6}$/);
    expect((await server.call('PUT', '/api/auth/confirm_mail', { token, body: { code } })).status).toBe(200);
    const blocked = await server.call('GET', '/api/tender/tenders', { token });
    expect(blocked.status).toBe(403);
    const admin = await server.createUser({ role: 'admin' });
    const validate = await server.call('PUT', `/api/admin/validate/${signup.body.id}`, {
      token: admin.token,
    });
    expect(validate.status, validate.raw).toBe(200);
    const checkout = await server.call('POST', '/api/subscription/checkout', {
      token,
      body: { type: 'Standard' },
    });
    expect(checkout.status, checkout.raw).toBe(200);
    const payUrl = new URL(checkout.body as string);
    const paid = await server.call('POST', `${payUrl.pathname}/pay`);
    expect(paid.status).toBe(303);
    const credits = await server.call('GET', '/api/auth/remaining_tokens', { token });
    const startCredits = Number(credits.body.remainingTokens);
    expect(startCredits).toBeGreaterThanOrEqual(100);

    // Tender creation with the corpus documents; phase 1 runs as a job.
    const created = await server.call('POST', '/api/tender/tender_creation', {
      token,
      body: await ifpraTender(),
    });
    expect(created.status, created.raw).toBe(201);
    const tenderId = created.body.id as string;
    const afterCharge = await server.call('GET', '/api/auth/remaining_tokens', { token });
    expect(Number(afterCharge.body.remainingTokens)).toBe(startCredits - 100);
    const phase1 = await waitForStatus(server, token, tenderId, ['phase1_done', 'phase1_error']);
    expect(phase1.status, JSON.stringify(phase1)).toBe('phase1_done');
    const detail = await server.call('GET', `/api/tender/tender/${tenderId}`, { token });
    const found = detail.body.ponderation as Ponderation;
    expect(Object.keys(found.Critères).length).toBeGreaterThan(0);
    expect(detail.body.summary).toBe(found.Résumé);

    // Criteria confirmed.
    const confirmed = await server.call('PUT', `/api/tender/ponderation/${tenderId}`, {
      token,
      body: { ponderation: confirmedCriteria(found) },
    });
    expect(confirmed.status, confirmed.raw).toBe(200);

    // Three companies with DQEs priced from a corpus bill: a spread, a cheap one, an arithmetic error.
    const bill = await readFile(corpusPath(BILL));
    const companies = [
      { name: 'Alpha Travaux', options: { seed: 1, priceFactor: 1.1 } },
      {
        name: 'Bêta Construction',
        options: { seed: 1, priceFactor: 0.9, arithmeticError: { line: 2, delta: 50 } },
      },
      { name: 'Gamma & Fils', options: { seed: 1, priceFactor: 1.3, missingPrices: [4] } },
    ];
    for (const [i, company] of companies.entries()) {
      const dqe = await buildPricedBill(bill, company.options);
      const reply = await server.call('POST', `/api/tender/company_files/${tenderId}`, {
        token,
        body: {
          companyName: company.name,
          companyFiles: [
            upload(`company-${i}/DQE.xlsx`, dqe),
            await corpusFile(MEMOIRES[i]!, `company-${i}/memoire-technique.pdf`),
          ],
        },
      });
      expect(reply.status, reply.raw).toBe(201);
    }
    const launch = await server.call('PUT', `/api/tender/launch_dqe_analysis/${tenderId}`, {
      token,
      body: {
        dqe: companies.map((c, i) => ({
          company_name: c.name,
          fileBlob: { filename: `company-${i}/DQE.xlsx`, filetype: 'application/vnd.ms-excel' },
        })),
        companiesName: companies.map((c) => c.name),
      },
    });
    expect(launch.status, launch.raw).toBe(200);
    expect(launch.body.status).toBe('phase2_ongoing');
    const phase2 = await waitForStatus(server, token, tenderId, [
      'phase2_done',
      'phase2_company_anlysis_error',
    ]);
    expect(phase2.status, JSON.stringify(phase2)).toBe('phase2_done');

    // Results in SPEC.md's shape, ranked.
    const results = await server.call('GET', `/api/tender/analysis_results/${tenderId}`, { token });
    expect(results.status).toBe(200);
    const analyses = results.body as CompanyAnalysis[];
    expect(analyses.map((a) => a.compagnie).sort()).toEqual(companies.map((c) => c.name).sort());
    expect(analyses.map((a) => a.rang)).toEqual([1, 2, 3]);
    for (const a of analyses) {
      expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(a.Evaluation_globale.note).toMatch(/^\d+([.,]\d+)?\/100$/);
      expect(a.Administratif.documents).toBeTypeOf('object');
      expect(a.Financier.note).toMatch(/\/20$/);
    }
    const score = (a: CompanyAnalysis) => noteFraction(a.Evaluation_globale.note)!.value.toNumber();
    expect(score(analyses[0]!)).toBeGreaterThanOrEqual(score(analyses[1]!));

    // Financial offers and bill checks.
    const offers = (await server.call('GET', `/api/tender/financial_offers/${tenderId}`, { token }))
      .body as FinancialOffer[];
    expect(offers.map((o) => o.name)).toEqual(companies.map((c) => c.name));
    for (const offer of offers) expect(offer.global_price).toMatch(/^\d+\.\d{2}$/);
    const prices = offers.map((o) => Number(o.global_price));
    expect(prices[1]).toBeLessThan(prices[0]!);
    const dqe = await server.call('GET', `/api/tender/dqe_analysis/${tenderId}`, { token });
    expect(dqe.body.status).toBe('phase2_done');
    const beta = dqe.body.companies.find((c: { name: string }) => c.name === 'Bêta Construction');
    expect(beta.checks.some((c: { kind: string }) => c.kind === 'arithmetic')).toBe(true);
    // Its total is stored rectified too (unit prices prevail): it differs from the stated one.
    const betaOffer = offers.find((o) => o.name === 'Bêta Construction')!;
    expect(betaOffer.rectified_price).toMatch(/^\d+\.\d{2}$/);
    expect(betaOffer.rectified_price).not.toBe(betaOffer.global_price);
    const gamma = dqe.body.companies.find((c: { name: string }) => c.name === 'Gamma & Fils');
    expect(gamma.checks.some((c: { kind: string }) => c.kind === 'missing_price')).toBe(true);

    // The evaluator's edit is saved, the global note recomputed and the ranking follows.
    const last = analyses[2]!;
    const edited = await server.call('PUT', `/api/tender/analysis_results/${tenderId}`, {
      token,
      body: {
        edits: [
          {
            id: last.id,
            category: 'Technique',
            note: '20/20',
            détail: 'Revu par l’évaluatrice : mémoire complet.',
            points_positifs: ['Planning détaillé'],
          },
        ],
      },
    });
    expect(edited.status, edited.raw).toBe(200);
    const after = edited.body as CompanyAnalysis[];
    const lastAfter = after.find((a) => a.id === last.id)!;
    expect(lastAfter.Technique.note).toBe('20/20');
    expect(lastAfter.Technique.points_positifs).toEqual(['Planning détaillé']);
    expect(score(lastAfter)).toBeGreaterThanOrEqual(score(last));
    expect(after.map((a) => a.rang)).toEqual([1, 2, 3]);
    const reread = await server.call('GET', `/api/tender/analysis_results/${tenderId}`, { token });
    expect(reread.body).toEqual(after);

    // Export.
    const pdf = await server.app.inject({
      method: 'GET',
      url: `/api/tender/report/${tenderId}?format=pdf`,
      headers: { authorization: token },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await server.app.inject({
      method: 'GET',
      url: `/api/tender/report/${tenderId}?format=xlsx`,
      headers: { authorization: token },
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      'Synthèse',
      'Critères',
      'Notes',
      'Prix',
      'Documents',
      'Exigences',
    ]);
    expect(xlsx.headers['content-disposition']).toMatch(/filename\*=UTF-8''Analyse%20-%20/);
    const ranking = workbook.getWorksheet('Synthèse')!;
    const names: string[] = [];
    ranking.eachRow((row) => names.push(String(row.getCell(2).value ?? '')));
    for (const c of companies) expect(names).toContain(c.name);
  });

  it(
    'runs phase 1 on the Grenoble INP tender (PDFs and the price schedule)',
    { timeout: 120_000 },
    async () => {
      const user = await server.createUser({ plan: 'Premium', credits: 1500 });
      const dir = 'rc/grenoble-inp-2026FCSSA0025';
      const names = [
        'RC_2026FCSSA0025.pdf',
        'CCAP_2026FCSSA0025.pdf',
        'CCTP_2026FCSSA0025.pdf',
        'CRF_2026FCSSA0025.xlsx',
      ];
      const created = await server.call('POST', '/api/tender/tender_creation', {
        token: user.token,
        body: {
          title: 'Machine de prototypage de circuits imprimés',
          tenderFiles: await Promise.all(names.map((n) => corpusFile(`${dir}/${n}`, `DCE/${n}`))),
          selectedReglementFile: { filename: 'DCE/RC_2026FCSSA0025.pdf' },
          totalPages: 0,
        },
      });
      expect(created.status, created.raw).toBe(201);
      const done = await waitForStatus(server, user.token, created.body.id, ['phase1_done', 'phase1_error']);
      expect(done.status, JSON.stringify(done)).toBe('phase1_done');
      const detail = await server.call('GET', `/api/tender/tender/${created.body.id}`, { token: user.token });
      expect(detail.body.summary.length).toBeGreaterThan(0);
    },
  );

  it(
    'ends a phase 1 that cannot run in phase1_error with a reason and gives the credits back',
    { timeout: 240_000 },
    async () => {
      const user = await server.createUser({ plan: 'Standard', credits: 800 });
      // Another tender of the same bytes would keep the blobs: use bytes of its own.
      const rc = await readFile(corpusPath('rc/ifpra-2026-moteur-agri/RC.pdf'));
      const own = Buffer.concat([rc, Buffer.from(`\n% ${kind} ${Date.now()}\n`)]);
      await jobs.stop();
      const created = await server.call('POST', '/api/tender/tender_creation', {
        token: user.token,
        body: {
          title: 'Documents perdus',
          tenderFiles: [upload('RC.pdf', own)],
          selectedReglementFile: { filename: 'RC.pdf' },
        },
      });
      expect(created.status, created.raw).toBe(201);
      // The stored documents disappear before the job runs (a lost disk): every attempt fails.
      const before = new Set(await storedBlobs(server.dataDir));
      const files = await server.call('GET', `/api/tender/files/${created.body.id}`, { token: user.token });
      expect(files.body).toHaveLength(1);
      for (const blob of before) {
        if ((await readFile(blob)).equals(own)) await rm(blob);
      }
      process.env.JOB_RETRY_LIMIT = '0';
      jobs = await startJobs(server.ctx);
      delete process.env.JOB_RETRY_LIMIT;
      const failed = await waitForStatus(server, user.token, created.body.id, [
        'phase1_error',
        'phase1_done',
      ]);
      expect(failed.status).toBe('phase1_error');
      expect(failed.error).toMatch(/^Une erreur inattendue est survenue/);
      const credits = await server.call('GET', '/api/auth/remaining_tokens', { token: user.token });
      expect(Number(credits.body.remainingTokens)).toBe(800);
    },
  );
});
