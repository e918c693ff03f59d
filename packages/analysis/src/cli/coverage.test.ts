import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CompanyAnalysis, CoverageSummary } from '@mieux-disant/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calibrationCompany, calibrationTender } from '../../test/fixtures/calibration/ponderation';
import { closeTextWorkers } from '../text';
import { main } from './main';

const RC = `Règlement de la consultation
Gardiennage des grands équipements de Grand Chambéry
Les offres seront jugées selon les critères pondérés suivants :
1. Prix des prestations : 40 %
2. Valeur technique de l'offre : 60 %
`;

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'md-coverage-'));
  await mkdir(join(dir, 'tender'), { recursive: true });
  await writeFile(join(dir, 'tender', 'RC.txt'), RC);
  for (const doc of await calibrationTender()) await writeFile(join(dir, 'tender', doc.path), doc.bytes);
  for (const which of ['precise', 'generic'] as const) {
    const company = await calibrationCompany(which);
    const folder = join(dir, 'companies', company.name);
    await mkdir(folder, { recursive: true });
    for (const doc of company.documents) await writeFile(join(folder, doc.path), doc.bytes);
  }
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await closeTextWorkers();
});

async function analyse(...args: string[]) {
  const out: string[] = [];
  const code = await main(['node', 'mieux-disant', 'analyse', dir, '--rc', 'RC.txt', ...args], {
    out: (t) => out.push(t),
    err: () => {},
  });
  return { code, out: out.join('\n') };
}

describe('mieux-disant analyse: requirement coverage per company', () => {
  it('keeps the JSON shape and adds requirement_coverage, judged on the CCTP of tender/', async () => {
    const { code, out } = await analyse('--json');
    expect(code).toBe(0);
    const json = JSON.parse(out) as {
      analyses: CompanyAnalysis[];
      requirement_coverage: CoverageSummary[];
    } & Record<string, unknown>;
    for (const key of ['ponderation', 'analyses', 'offers', 'checks', 'ranking'])
      expect(json).toHaveProperty(key);
    const [precise, generic] = ['Sentinelle Alpes Sécurité', 'Omni Sécurité Services'].map((name) =>
      json.requirement_coverage.find((c) => c.compagnie === name)!,
    );
    expect(precise!.exigences).toBeGreaterThan(10);
    expect(precise!.couvert + precise!.partiel + precise!.non_couvert).toBe(precise!.exigences);
    expect(precise!.couvert).toBeGreaterThan(generic!.couvert + 8);
    expect(generic).toMatchObject({ mémoire_générique: true });
    const analysis = json.analyses.find((a) => a.compagnie === precise!.compagnie)!;
    expect(analysis.Exigences?.length).toBe(precise!.exigences);
    expect(
      analysis.Exigences?.some((e) => e.source.startsWith('CCTP-surveillance-equipements-sportifs.txt, p. ')),
    ).toBe(true);
  });

  it('says the coverage of each company in French without --json', async () => {
    const { code, out } = await analyse();
    expect(code).toBe(0);
    expect(out).toMatch(
      /Omni Sécurité Services :[^]*Exigences : 0 couverte\(s\), \d+ partielle\(s\), \d+ non couverte\(s\) sur \d+ ; 0 % du mémoire propre au marché \(mémoire générique\)/,
    );
  });
});
