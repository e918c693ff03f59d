import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from './run-cli';

let dir = '';

async function bill(lines: [string, string, number, number, number][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook
    .addWorksheet('DQE')
    .addRows([
      ['N° de prix', 'Désignation', 'U', 'Qté', 'Prix unitaire HT', 'Montant HT'],
      ...lines.map(([n, d, q, u, a]) => [n, d, 'u', q, u, a]),
    ]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const RC = `Règlement de la consultation
Article 5 - Jugement des offres
Les offres sont jugées selon les critères pondérés suivants :
- Prix des prestations : 60 %
- Valeur technique : 40 %
Note prix = 60 x Pmin / P
En cas de discordance constatée dans une offre, les prix unitaires du bordereau prévaudront et le montant du détail estimatif sera rectifié en conséquence.
`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mieux-disant-safeguards-'));
  await writeFile(
    join(dir, 'offres.json'),
    JSON.stringify([
      { name: 'Alpha', price: '100000' },
      { name: 'Bêta', price: '105000' },
      { name: 'Gamma', price: '50000' },
    ]),
  );
  await writeFile(join(dir, 'casse.json'), '[{ "name": "Alpha", ');
  await writeFile(join(dir, 'forme.json'), '{ "Alpha": 100000 }');
  const tender = join(dir, 'analyse', 'tender');
  await mkdir(tender, { recursive: true });
  await writeFile(join(tender, 'RC.md'), RC);
  // Alpha wrote 10 000 for 10 × 1 500: stated 40 000, rectified 45 000, dearer than Bêta (42 000).
  const companies: [string, Uint8Array][] = [
    [
      'Alpha',
      await bill([
        ['1', 'Enrobé', 10, 1500, 10000],
        ['2', 'Bordures', 100, 300, 30000],
      ]),
    ],
    [
      'Bêta',
      await bill([
        ['1', 'Enrobé', 10, 1200, 12000],
        ['2', 'Bordures', 100, 300, 30000],
      ]),
    ],
    [
      'Gamma',
      await bill([
        ['1', 'Enrobé', 10, 500, 5000],
        ['2', 'Bordures', 100, 200, 20000],
      ]),
    ],
  ];
  for (const [name, bytes] of companies) {
    const folder = join(dir, 'analyse', 'companies', name);
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'memoire-technique.md'), `Mémoire technique de ${name}.`);
    await writeFile(join(folder, 'DQE.xlsx'), bytes);
  }
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('mieux-disant formula', () => {
  it('finds nothing wrong with 40 * Pmin / P and gives the exact notes', async () => {
    const { code, stdout } = await run(
      ['formula', '40 * Pmin / P', '--weight', '40', '--prices', '80000,100000', '--json'],
      dir,
    );
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      findings: [],
      notes: [
        { price: '80000', note: '40' },
        { price: '100000', note: '32' },
      ],
    });
  });

  it('reports the findings of a formula where a higher price scores higher, as { code, message }', async () => {
    const { code, stdout } = await run(['formula', 'N * P / Pmax', '--weight', '40', '--json'], dir);
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as { findings: { code: string; message: string }[]; notes: unknown[] };
    expect(result.findings.map((f) => f.code)).toEqual([
      'LOWEST_NOT_BEST',
      'NOT_DECREASING',
      'DEPENDS_ON_ORDER',
    ]);
    expect(Object.keys(result.findings[0] ?? {})).toEqual(['code', 'message']);
    expect(result.findings[0]?.message).toMatch(/n° 373362/);
    expect(result.notes).toEqual([]);
  });

  it('prints readable French without --json', async () => {
    const { code, stdout } = await run(['formula', '40 * Pmin / P', '--weight', '40'], dir);
    expect(code).toBe(0);
    expect(stdout.trim()).toBe('Aucune anomalie relevée dans la formule.');
  });

  it.each([
    [['formula', '40 * (Pmin / P', '--weight', '40'], /^Erreur : Erreur de syntaxe dans la formule/],
    [
      ['formula', '40 * Pmin / P', '--weight', '40', '--prices', '100,,200'],
      /^Erreur : Liste de prix invalide/,
    ],
    [
      ['formula', '40 * Pmin / P', '--weight', 'zéro'],
      /^Erreur : La pondération du critère prix doit être un nombre positif/,
    ],
  ])('refuses bad input with a French message and exit code 1 (%j)', async (args, message) => {
    const { code, stderr, stdout } = await run(args, dir);
    expect(code).toBe(1);
    expect(stderr).toMatch(message);
    expect(stdout).toBe('');
  });

  it('is a usage error (exit code 2) without --weight', async () => {
    expect((await run(['formula', '40 * Pmin / P'], dir)).code).toBe(2);
  });
});

describe('mieux-disant oab', () => {
  it('gives every method with its threshold and suspects, and why a method does not apply', async () => {
    const { code, stdout } = await run(['oab', 'offres.json', '--estimate', '100000', '--json'], dir);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      methods: [
        { method: 'mean-minus-sd', threshold: '60167.23', suspects: ['Gamma'] },
        { method: 'double-mean', threshold: '67500.00', suspects: ['Gamma'] },
        {
          method: 'directive-proposal',
          threshold: null,
          suspects: [],
          skipped: 'Méthode non applicable : elle suppose au moins 5 offres (3 reçues).',
        },
        { method: 'estimate', threshold: '80000.00', suspects: ['Gamma'] },
      ],
    });
  });

  it.each([
    ['absent.json', /^Erreur : Fichier introuvable : absent\.json/],
    ['casse.json', /^Erreur : Le fichier casse\.json n’est pas un JSON valide/],
    ['forme.json', /^Erreur : Le fichier forme\.json doit contenir une liste d’offres/],
  ])('refuses %s with a French message and exit code 1', async (file, message) => {
    const { code, stderr } = await run(['oab', file, '--json'], dir);
    expect(code).toBe(1);
    expect(stderr).toMatch(message);
  });
});

describe('mieux-disant analyse: price safeguards', () => {
  it('adds rectified_price per offer, the ranking with rectified prices and the OAB methods', async () => {
    const { code, stdout, stderr } = await run(['analyse', 'analyse', '--json'], dir);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as {
      offers: { name: string; global_price: string; rectified_price: string }[];
      ranking: { compagnie: string }[];
      rectified_ranking: { rang: number; compagnie: string; note: string }[];
      rectification: {
        stated: string[];
        rectified: string[];
        changed: boolean;
        message: string;
        rule: { rule: string; quote: string };
      };
      oab: {
        methods: { method: string; suspects: string[] }[];
        lines: { name: string; lines: { priceNumber: string }[] }[];
      };
    };
    expect(result.offers.map((o) => [o.name, o.global_price, o.rectified_price])).toEqual([
      ['Alpha', '40000.00', '45000.00'],
      ['Bêta', '42000.00', '42000.00'],
      ['Gamma', '25000.00', '25000.00'],
    ]);
    expect(result.rectification).toMatchObject({
      stated: ['Gamma', 'Alpha', 'Bêta'],
      rectified: ['Gamma', 'Bêta', 'Alpha'],
      changed: true,
      rule: { rule: 'unit_price', quote: expect.stringMatching(/^En cas de discordance/) },
    });
    expect(result.rectification.message).toMatch(/Lignes rectifiées : Alpha \(ligne 1\)/);
    expect(result.rectified_ranking).toHaveLength(3);
    expect(result.rectified_ranking[0]?.note).toMatch(/^\d+(\.\d+)?\/100$/);
    expect(result.oab.methods.find((m) => m.method === 'double-mean')?.suspects).toEqual(['Gamma']);
    expect(result.oab.lines.find((l) => l.name === 'Gamma')?.lines.map((l) => l.priceNumber)).toEqual(['1']);
  });
});
