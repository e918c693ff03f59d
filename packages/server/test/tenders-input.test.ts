import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config';
import { companies, tenders } from '../src/db/schema';
import type { TestUser } from './harness';
import { databaseKinds, setupServer } from './harness';
import {
  VALID_PONDERATION,
  corpusPath,
  expectFrench,
  ifpraTender,
  storedBlobs,
  tenderRowCounts,
  upload,
} from './tender-support';

describe.each(databaseKinds)('bad input on the tender routes (%s)', (kind) => {
  const server = setupServer(kind, { config: { bodyLimit: 64 * 1024 * 1024 } });
  let user: TestUser;
  let rc: Buffer;

  beforeAll(async () => {
    user = await server.createUser({ plan: 'Standard', credits: 800 });
    rc = await readFile(corpusPath('rc/ifpra-2026-moteur-agri/RC.pdf'));
  });

  /** Posts a creation, checks a French 4xx and that no row, no blob and no credit moved. */
  async function refused(body: unknown, status = 400, headers?: Record<string, string>) {
    const rows = await tenderRowCounts(server);
    const blobs = await storedBlobs(server.dataDir);
    const reply = await server.call('POST', '/api/tender/tender_creation', {
      token: user.token,
      body,
      headers,
    });
    expect(reply.status, reply.raw).toBe(status);
    expectFrench(reply.body);
    expect(await tenderRowCounts(server)).toEqual(rows);
    expect(await storedBlobs(server.dataDir)).toEqual(blobs);
    const [company] = await server.ctx.db.select().from(companies).where(eq(companies.id, user.companyId));
    expect(company!.credits).toBe(800);
    return reply.body as { message: string; code: string };
  }

  const tender = (files: ReturnType<typeof upload>[], rcName = 'RC.pdf', title = 'Essai') => ({
    title,
    tenderFiles: files,
    selectedReglementFile: { filename: rcName, filetype: 'application/pdf' },
    totalPages: 7,
  });

  it('refuses corrupt base64', async () => {
    const body = tender([
      { filename: 'RC.pdf', filetype: 'application/pdf', filecontent: 'JVBERi0%%%*not base64' },
    ]);
    expect((await refused(body)).message).toBe(
      "Le contenu du fichier « RC.pdf » n'est pas un base64 valide.",
    );
  });

  it('refuses a corrupt PDF (truncated) and a PDF that is not one', async () => {
    expect((await refused(tender([upload('RC.pdf', rc.subarray(0, 20_000))]))).code).toBe('CORRUPT_FILE');
    const fake = await refused(tender([upload('RC.pdf', Buffer.from('bonjour, je ne suis pas un PDF'))]));
    expect(fake.message).toBe('Le fichier « RC.pdf » est illisible ou corrompu.');
  });

  it('refuses a corrupt xlsx among the tender files', async () => {
    const xlsx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(500, 7)]);
    const reply = await refused(tender([upload('RC.pdf', rc), upload('annexes/DQE.xlsx', xlsx)]));
    expect(reply.message).toBe('Le fichier « annexes/DQE.xlsx » est illisible ou corrompu.');
  });

  it('refuses types outside the allowed list and duplicate paths', async () => {
    const exe = await refused(tender([upload('RC.pdf', rc), upload('outil.exe', Buffer.from('MZ'))]));
    expect(exe).toEqual({ message: 'Type de document non autorisé : « outil.exe ».', code: 'FILE_TYPE' });
    const twice = await refused(tender([upload('RC.pdf', rc), upload('./RC.pdf', rc)]));
    expect(twice.code).toBe('DUPLICATE_FILE');
  });

  it('refuses a missing RC, an RC not among the files and an RC that is not a PDF', async () => {
    expect(await refused({ ...tender([upload('RC.pdf', rc)]), selectedReglementFile: null })).toEqual({
      message: 'Veuillez sélectionner un fichier de règlement.',
      code: 'RC_MISSING',
    });
    expect((await refused(tender([upload('RC.pdf', rc)], 'Autre.pdf'))).code).toBe('RC_NOT_IN_FILES');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
    expect((await refused(tender([upload('RC.pdf', rc), upload('rc.png', png)], 'rc.png'))).code).toBe(
      'RC_NOT_PDF',
    );
  });

  it('refuses more than 500 pages, counted by the server whatever totalPages says', async () => {
    const files = Array.from({ length: 72 }, (_, i) => upload(`copies/RC-${i}.pdf`, rc));
    const reply = await refused({ ...tender([upload('RC.pdf', rc), ...files]), totalPages: 3 });
    expect(reply).toEqual({
      message: 'Le dossier compte 511 pages : la limite est de 500 pages.',
      code: 'TOO_MANY_PAGES',
    });
  });

  it('refuses HTML in the title and in file names, and huge strings', async () => {
    expect(
      (await refused(tender([upload('RC.pdf', rc)], 'RC.pdf', '<script>alert(1)</script>'))).message,
    ).toBe('Le titre contient des caractères non autorisés.');
    const html = await refused(
      tender([upload('RC.pdf', rc), upload('<img src=x onerror=alert(1)>.pdf', rc)]),
    );
    expect(html.code).toBe('INVALID_FILE');
    expect(html.message).toMatch(/^Nom de fichier invalide/);
    await refused(tender([upload('RC.pdf', rc)], 'RC.pdf', 'x'.repeat(10_000)));
    await refused(tender([upload('RC.pdf', rc), upload(`${'a'.repeat(5000)}.pdf`, rc)]));
  });

  it('refuses wrong types and missing fields with the field named', async () => {
    const wrong = await refused({
      title: 'Essai',
      tenderFiles: 'RC.pdf',
      selectedReglementFile: { filename: 'RC.pdf' },
    });
    expect(wrong.code).toBe('INVALID_INPUT');
    expect(wrong.message).toMatch(/^Données invalides.*tenderFiles/);
    await refused({ title: 'Essai', selectedReglementFile: { filename: 'RC.pdf' } });
    await refused({ ...tender([upload('RC.pdf', rc)]), totalPages: 'beaucoup' });
    await refused({
      ...tender([{ filename: 'RC.pdf', filetype: 'application/pdf', filecontent: 42 }] as never),
    });
  });

  it('answers 413 in French past the body limit', async () => {
    const big = tender([upload('RC.pdf', rc), upload('plan.png', Buffer.alloc(65 * 1024 * 1024, 1))]);
    const reply = await refused(big, 413);
    expect(reply).toEqual({
      message: 'Les fichiers envoyés sont trop volumineux (limite : 64 Mo).',
      code: 'PAYLOAD_TOO_LARGE',
    });
    // The default limit holds a 400-page tender (the bench sends 100 MB, 133 MB once in base64).
    expect(configFromEnv({}).bodyLimit).toBeGreaterThanOrEqual(150 * 1024 * 1024);
  });

  it('brings path-like names back inside the folder and writes nothing outside DATA_DIR/files', async () => {
    const reply = await server.call('POST', '/api/tender/tender_creation', {
      token: user.token,
      body: tender(
        [upload('../../../etc/RC.pdf', rc), upload('..\\..\\x\\plan.pdf', rc)],
        '../../../etc/RC.pdf',
      ),
    });
    expect(reply.status, reply.raw).toBe(201);
    const files = await server.call('GET', `/api/tender/files/${reply.body.id}`, { token: user.token });
    expect(files.body.map((f: { path: string }) => f.path).sort()).toEqual(['etc/RC.pdf', 'x/plan.pdf']);
    const blobs = await storedBlobs(server.dataDir);
    expect(
      blobs.every((b) => b.startsWith(path.join(server.dataDir, 'files')) && /[0-9a-f]{64}$/.test(b)),
    ).toBe(true);
    await server.ctx.db.delete(tenders).where(eq(tenders.id, reply.body.id));
  });

  describe('companies and DQE', () => {
    let tenderId: string;
    beforeAll(async () => {
      const created = await server.call('POST', '/api/tender/tender_creation', {
        token: user.token,
        body: await ifpraTender(),
      });
      tenderId = created.body.id;
      await server.ctx.db
        .update(tenders)
        .set({ status: 'phase1_confirmation_done', ponderation: VALID_PONDERATION })
        .where(eq(tenders.id, tenderId));
    });

    async function refusedCompany(method: 'POST' | 'PUT', url: string, body: unknown, status = 400) {
      const rows = await tenderRowCounts(server);
      const blobs = await storedBlobs(server.dataDir);
      const reply = await server.call(method, url, { token: user.token, body });
      expect(reply.status, reply.raw).toBe(status);
      expectFrench(reply.body);
      expect(await tenderRowCounts(server)).toEqual(rows);
      expect(await storedBlobs(server.dataDir)).toEqual(blobs);
      return reply.body as { message: string; code: string };
    }

    it('refuses a company with a corrupt xlsx, HTML in its name or over 240 pages', async () => {
      const url = `/api/tender/company_files/${tenderId}`;
      const xlsx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 1)]);
      expect(
        (
          await refusedCompany('POST', url, {
            companyName: 'Alpha',
            companyFiles: [upload('DQE.xlsx', xlsx)],
          })
        ).code,
      ).toBe('CORRUPT_FILE');
      expect(
        (
          await refusedCompany('POST', url, {
            companyName: '<b>Alpha</b>',
            companyFiles: [upload('a.pdf', rc)],
          })
        ).message,
      ).toBe("Le nom de l'entreprise contient des caractères non autorisés.");
      const many = Array.from({ length: 35 }, (_, i) => upload(`m/${i}.pdf`, rc));
      expect((await refusedCompany('POST', url, { companyName: 'Alpha', companyFiles: many })).message).toBe(
        'Les fichiers de « Alpha » comptent 245 pages : la limite est de 240 pages.',
      );
    });

    it('refuses a launch without files, without DQE, with a DQE that is not .xlsx, or with duplicates', async () => {
      const url = `/api/tender/launch_dqe_analysis/${tenderId}`;
      const added = await server.call('POST', `/api/tender/company_files/${tenderId}`, {
        token: user.token,
        body: { companyName: 'Alpha', companyFiles: [upload('company-1/memoire.pdf', rc)] },
      });
      expect(added.status, added.raw).toBe(201);
      expect((await refusedCompany('PUT', url, { dqe: [], companiesName: ['Beta'] })).code).toBe(
        'COMPANY_WITHOUT_FILES',
      );
      expect((await refusedCompany('PUT', url, { dqe: [], companiesName: ['Alpha'] })).message).toBe(
        'Vous devez cocher le fichier DQE (format xlsx) pour chaque entreprise.',
      );
      const pdfDqe = { company_name: 'Alpha', fileBlob: { filename: 'memoire.pdf' } };
      expect((await refusedCompany('PUT', url, { dqe: [pdfDqe], companiesName: ['Alpha'] })).message).toBe(
        "Le fichier DQE sélectionné n'est pas au format .xlsx",
      );
      expect((await refusedCompany('PUT', url, { dqe: [], companiesName: ['Alpha', 'alpha'] })).message).toBe(
        'Le nom de chaque entreprise doit être unique. Merci de corriger les noms en doublons.',
      );
      const corrupt = {
        company_name: 'Alpha',
        fileBlob: {
          filename: 'DQE.xlsx',
          filecontent: Buffer.from('PK\u0003\u0004 broken').toString('base64'),
        },
      };
      expect((await refusedCompany('PUT', url, { dqe: [corrupt], companiesName: ['Alpha'] })).code).toBe(
        'CORRUPT_FILE',
      );
      const detail = await server.call('GET', `/api/tender/tender/${tenderId}`, { token: user.token });
      expect(detail.body.status).toBe('phase1_confirmation_done');
    });

    it('refuses more companies than the plan allows', async () => {
      const names = Array.from({ length: 8 }, (_, i) => `Entreprise ${i}`);
      const reply = await refusedCompany('PUT', `/api/tender/launch_dqe_analysis/${tenderId}`, {
        dqe: [],
        companiesName: names,
      });
      expect(reply).toEqual({
        message: 'Vous ne pouvez pas ajouter plus de 7 entreprises.',
        code: 'TOO_MANY_COMPANIES',
      });
    });
  });
});
