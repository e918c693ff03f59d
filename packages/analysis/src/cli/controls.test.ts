import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from './main';

const RC = `Règlement de la consultation
Objet du marché : entretien des espaces verts de la commune.
Date limite de remise des offres : 30 septembre 2026 à 12h00.

Critères d'attribution
Les offres seront jugées selon les critères pondérés suivants :
1. Prix des prestations : 60 %
2. Valeur technique de l'offre : 40 %
`;

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'md-controls-'));
  await writeFile(join(dir, 'RC.txt'), RC);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function criteria(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(['node', 'mieux-disant', 'criteria', join(dir, 'RC.txt'), ...args], {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('mieux-disant criteria --json --date', () => {
  it('adds « Contrôles »: the environmental criterion is required from a launch on 22 August 2026', async () => {
    const after = await criteria('--json', '--date', '2026-08-22');
    expect(after.code).toBe(0);
    const json = JSON.parse(after.out) as { Contrôles: { code: string; gravité: string; message: string }[] };
    expect(json.Contrôles).toEqual([
      {
        code: 'NO_ENVIRONMENTAL_CRITERION',
        gravité: 'bloquant',
        message: expect.stringContaining('L2152-7'),
      },
    ]);
    const before = await criteria('--json', '--date', '2026-08-21');
    expect(JSON.parse(before.out).Contrôles).toEqual([]);
  });

  it('reads the launch date from the documents when no --date is given', async () => {
    const { out } = await criteria('--json');
    const json = JSON.parse(out) as { Constantes: Record<string, unknown>; Contrôles: { code: string }[] };
    // 30 September 2026 minus the 35 days of R2161-2.
    expect(json.Constantes['Date de lancement']).toBe('2026-08-26');
    expect(json.Contrôles.map((c) => c.code)).toEqual(['NO_ENVIRONMENTAL_CRITERION']);
  });

  it('prints the checks in French without --json', async () => {
    const { out } = await criteria('--date', '2026-08-22');
    expect(out).toMatch(
      /Contrôles :\n {2}\[bloquant\] NO_ENVIRONMENTAL_CRITERION — Aucun critère d'attribution/,
    );
  });

  it('leaves a defence or security contract (--defence) out of the environmental rule', async () => {
    const { code, out } = await criteria('--json', '--date', '2026-08-22', '--defence');
    expect(code).toBe(0);
    expect(JSON.parse(out).Contrôles).toEqual([]);
  });

  it('refuses a date that is not a calendar day, with exit code 2', async () => {
    const { code, err } = await criteria('--json', '--date', '2026-02-30');
    expect(code).toBe(2);
    expect(err).toContain('date invalide « 2026-02-30 » : attendu AAAA-MM-JJ.');
  });
});
