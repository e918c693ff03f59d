import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPricedBill } from '../src/fixtures/priced-bill';
import { BILLS, corpusBytes } from './corpus';

const BIN = fileURLToPath(new URL('../bin/mieux-disant.js', import.meta.url));
const RC = 'rc/ifpra-2026-moteur-agri/RC.pdf';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the real binary as a child process, from a folder outside the repository. */
function run(args: string[], cwd: string): Promise<Run> {
  const env = { ...process.env, LLM_BASE_URL: '', LLM_API_KEY: '', LLM_MODEL: '' };
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd, env, timeout: 120_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mieux-disant-cli-'));
  const bill = await corpusBytes(BILLS.sixColumns);
  await writeFile(
    join(dir, 'alpha.xlsx'),
    await buildPricedBill(bill, { seed: 4, arithmeticError: { line: 1, delta: 50 } }),
  );
  const empty = new ExcelJS.Workbook();
  empty.addWorksheet('Notes').addRow(['Aucun prix ici']);
  await writeFile(join(dir, 'vide.xlsx'), new Uint8Array(await empty.xlsx.writeBuffer()));
  await writeFile(join(dir, 'faux.xlsx'), 'ceci n’est pas un classeur');
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
    await writeFile(join(folder, 'DQE.xlsx'), await buildPricedBill(bill, { seed: 4, priceFactor: factor }));
  }
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('mieux-disant dqe', () => {
  it('prints the offer and its checks as JSON', async () => {
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

  it('prints readable French without --json', async () => {
    const { code, stdout } = await run(['dqe', 'alpha.xlsx'], dir);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Offre de alpha : 23 ligne\(s\) de prix, prix global .+\s€ HT\./);
    expect(stdout).toMatch(/Erreur de calcul à la ligne/);
  });

  it.each([
    ['absent.xlsx', /Erreur : Fichier introuvable : absent\.xlsx/],
    ['faux.xlsx', /Erreur : Le fichier DQE est illisible/],
    ['vide.xlsx', /Erreur : Le DQE de vide ne contient aucune ligne de prix/],
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

  it('fails with a French message on an unreadable RC', async () => {
    await writeFile(join(dir, 'casse.pdf'), '%PDF-1.7 tronqué');
    const { code, stderr } = await run(['criteria', 'casse.pdf', '--json'], dir);
    expect(code).toBe(1);
    expect(stderr).toMatch(/Erreur : Impossible d'extraire le texte du PDF: casse\.pdf/);
  });
});

describe('mieux-disant analyse', () => {
  it('analyses a tender folder and its companies, ranked', async () => {
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

  it('prints the criteria, the ranking and each company in French without --json', async () => {
    const { code, stdout } = await run(['analyse', 'analyse', '--rc', 'RC.pdf'], dir);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Critères d’attribution :\n {2}• Financier — .+ \(50\)/);
    expect(stdout).toMatch(
      /Classement :\n {2}1\. Alpha Agri — [\d.]+\/100 \(prix .+ HT\)\n {2}2\. Beta Motoculture/,
    );
    expect(stdout).toMatch(/Technique : [\d.]+\/20/);
  });

  it('says which folder is missing', async () => {
    const { code, stderr } = await run(['analyse', 'nulle-part'], dir);
    expect(code).toBe(1);
    expect(stderr).toMatch(/Erreur : Dossier introuvable : nulle-part[/\\]tender/);
  });
});
