import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPricedBill } from '../src/fixtures/priced-bill';
import { BILLS, NEEDS_SHARED_CORPUS, corpusBytes, inCorpus } from './corpus';
import { run } from './run-cli';

const RC = 'rc/ifpra-2026-moteur-agri/RC.pdf';
/** The 6-column DPGF (a firm's template, not a public buyer's) is in the shared corpus only. */
const DPGF = inCorpus(BILLS.sixColumns);
const itWithDpgf = it.skipIf(!DPGF);

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mieux-disant-cli-'));
  const bill = DPGF ? await corpusBytes(BILLS.sixColumns) : null;
  if (bill) {
    await writeFile(
      join(dir, 'alpha.xlsx'),
      await buildPricedBill(bill, { seed: 4, arithmeticError: { line: 1, delta: 50 } }),
    );
  }
  const empty = new ExcelJS.Workbook();
  empty.addWorksheet('Notes').addRow(['Aucun prix ici']);
  await writeFile(join(dir, 'vide.xlsx'), new Uint8Array(await empty.xlsx.writeBuffer()));
  await writeFile(join(dir, 'faux.xlsx'), 'ceci n’est pas un classeur');
  await copyFile(new URL('./fixtures/dqe-excel-97-2003.xls', import.meta.url), join(dir, 'ancien.xls'));
  const tender = join(dir, 'analyse', 'tender');
  await mkdir(tender, { recursive: true });
  await writeFile(join(tender, 'RC.pdf'), await corpusBytes(RC));
  for (const [name, factor, memoire] of [
    [
      'Alpha Agri',
      1,
      'Mémoire technique. Nous nous engageons à livrer le matériel agricole sous 6 semaines, avec une équipe de 2 techniciens et des fiches techniques conformes aux normes environnementales (RSE).',
    ],
    ['Beta Motoculture', 1.2, 'Mémoire technique succinct.'],
  ] as const) {
    const folder = join(dir, 'analyse', 'companies', name);
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'memoire-technique.md'), memoire);
    if (bill) {
      await writeFile(
        join(folder, 'DQE.xlsx'),
        await buildPricedBill(bill, { seed: 4, priceFactor: factor }),
      );
    }
  }
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('mieux-disant dqe', () => {
  itWithDpgf(`prints the offer and its checks as JSON ${NEEDS_SHARED_CORPUS}`, async () => {
    const { code, stdout } = await run(['dqe', 'alpha.xlsx', '--json', '--name', 'Alpha'], dir);
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as {
      offer: { name: string; items: unknown[] };
      checks: { kind: string }[];
    };
    expect(result.offer.name).toBe('Alpha');
    expect(result.offer.items).toHaveLength(23);
    expect(result.checks.map((c) => c.kind)).toEqual(['arithmetic']);
  });

  itWithDpgf(`prints readable French without --json ${NEEDS_SHARED_CORPUS}`, async () => {
    const { code, stdout } = await run(['dqe', 'alpha.xlsx'], dir);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Offre de alpha : 23 ligne\(s\) de prix, prix global .+\s€ HT\./);
    expect(stdout).toMatch(/Erreur de calcul à la ligne/);
  });

  it.each([
    ['absent.xlsx', /Erreur : Fichier introuvable : absent\.xlsx/],
    ['faux.xlsx', /Erreur : Le fichier DQE est illisible/],
    ['vide.xlsx', /Erreur : Le DQE de vide ne contient aucune ligne de prix/],
    [
      'ancien.xls',
      /Erreur : Le fichier DQE est au format Excel 97-2003 \(\.xls\), qui n’est pas lu : enregistrez-le au format \.xlsx/,
    ],
  ])('fails with a French message and exit code 1 on %s', async (file, message) => {
    const { code, stderr, stdout } = await run(['dqe', file, '--json'], dir);
    expect(code).toBe(1);
    expect(stderr).toMatch(message);
    expect(stdout).toBe('');
  });
});

describe('mieux-disant criteria', () => {
  it('gives the ponderation of a real RC as JSON', async () => {
    const { code, stdout } = await run(['criteria', join(dir, 'analyse', 'tender', 'RC.pdf'), '--json'], dir);
    expect(code).toBe(0);
    const ponderation = JSON.parse(stdout) as { Critères: Record<string, { Pondération?: number }> };
    expect(ponderation['Critères'].Financier?.['Pondération']).toBe(50);
  });

  it('reads the weights of a scanned RC through OCR, with a page progress bar on a terminal', async () => {
    await copyFile(new URL('./fixtures/rc-scanne-ifpra.pdf', import.meta.url), join(dir, 'RC-scanne.pdf'));
    // `script` gives the command a terminal, where the bar shows; the JSON goes to a file.
    const bin = fileURLToPath(new URL('../bin/mieux-disant.js', import.meta.url));
    const command = `"${process.execPath}" "${bin}" criteria RC-scanne.pdf --json > scanne.json`;
    const env = { ...process.env, LLM_BASE_URL: '', LLM_API_KEY: '', LLM_MODEL: '' };
    const { stdout: terminal } = await promisify(execFile)('script', ['-qec', command, '/dev/null'], {
      cwd: dir,
      env,
      timeout: 120_000,
    });
    expect(terminal).toMatch(/3\/3 pages de RC-scanne\.pdf lues \(texte reconnu par OCR\)/);
    const ponderation = JSON.parse(await readFile(join(dir, 'scanne.json'), 'utf8')) as {
      Critères: Record<string, { Libellé?: string; Pondération?: number; Détails?: string }>;
      Résumé: string;
    };
    // Each criterion says where it was read, and that the page's text was recognised by OCR.
    expect(ponderation['Critères'].Financier?.['Détails']).toMatch(
      /Source : RC-scanne\.pdf, page \d \(texte reconnu par OCR\)\.$/,
    );
    expect(ponderation['Résumé']).toContain(
      'Règlement de consultation scanné : les pages 1, 2, 3 de RC-scanne.pdf (texte reconnu par OCR)',
    );
    const weights = Object.entries(ponderation['Critères']).map(([name, c]) => [
      name,
      c['Libellé'],
      c['Pondération'],
    ]);
    expect(weights).toEqual([
      ['Financier', 'Prix des prestations', 50],
      ['Technique', 'Critères techniques', 40],
      ['Délais', 'Délais de livraison', 5],
      ['Environnement', 'Normes environnementales - RSE', 5],
    ]);
  }, 120_000);

  it.each(['rc-extrait-ifpra.doc', 'rc-extrait-ifpra.rtf'])(
    'reads the weights of an RC saved as %s',
    async (name) => {
      await copyFile(new URL(`./fixtures/${name}`, import.meta.url), join(dir, name));
      const { code, stdout } = await run(['criteria', name, '--json'], dir);
      expect(code).toBe(0);
      const ponderation = JSON.parse(stdout) as { Critères: Record<string, { Pondération?: number }> };
      const weights = Object.entries(ponderation['Critères']).map(([key, c]) => [key, c['Pondération']]);
      expect(weights).toEqual([
        ['Financier', 50],
        ['Technique', 40],
        ['Délais', 5],
        ['Environnement', 5],
      ]);
    },
  );

  it('fails with a French message on an unreadable RC', async () => {
    await writeFile(join(dir, 'casse.pdf'), '%PDF-1.7 tronqué');
    const { code, stderr } = await run(['criteria', 'casse.pdf', '--json'], dir);
    expect(code).toBe(1);
    expect(stderr).toMatch(/Erreur : Impossible d'extraire le texte du PDF: casse\.pdf/);
  });
});

describe('mieux-disant analyse', () => {
  itWithDpgf(`analyses a tender folder and its companies, ranked ${NEEDS_SHARED_CORPUS}`, async () => {
    const { code, stdout } = await run(['analyse', 'analyse', '--json'], dir);
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as {
      ranking: { rang: number; compagnie: string; note: string }[];
      offers: { name: string; global_price: string }[];
    };
    expect(result.ranking.map((r) => r.compagnie)).toEqual(['Alpha Agri', 'Beta Motoculture']);
    expect(result.ranking[0]?.note).toMatch(/^\d+(\.\d+)?\/100$/);
    expect(result.offers).toHaveLength(2);
  });

  const readable = `prints the criteria, the ranking and each company in French ${NEEDS_SHARED_CORPUS}`;
  itWithDpgf(readable, async () => {
    const { code, stdout } = await run(['analyse', 'analyse', '--rc', 'RC.pdf'], dir);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Critères d’attribution :\n {2}• Financier — .+ \(50\)/);
    expect(stdout).toMatch(
      /Classement :\n {2}1\. Alpha Agri — [\d.]+\/100 \(prix .+ HT\)\n {2}2\. Beta Motoculture/,
    );
    expect(stdout).toMatch(/Technique : [\d.,]+\/20/);
  });

  it('says which folder is missing', async () => {
    const { code, stderr } = await run(['analyse', 'nulle-part'], dir);
    expect(code).toBe(1);
    expect(stderr).toMatch(/Erreur : Dossier introuvable : nulle-part[/\\]tender/);
  });

  it('asks for .xlsx when a company’s only bill is an Excel 97-2003 workbook', async () => {
    await mkdir(join(dir, 'ancien', 'tender'), { recursive: true });
    await mkdir(join(dir, 'ancien', 'companies', 'Gamma'), { recursive: true });
    await writeFile(join(dir, 'ancien', 'tender', 'RC.txt'), 'Règlement de consultation');
    await copyFile(
      new URL('./fixtures/dqe-excel-97-2003.xls', import.meta.url),
      join(dir, 'ancien', 'companies', 'Gamma', 'DQE.xls'),
    );
    const { code, stderr } = await run(['analyse', 'ancien'], dir);
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /Erreur : Le DQE DQE\.xls de l’entreprise « Gamma » est au format Excel 97-2003 \(\.xls\), qui n’est pas lu/,
    );
  });
});
