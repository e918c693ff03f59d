import { readFile } from 'node:fs/promises';
import { criterionNameOfKey, noteFraction, type CompanyAnalysis } from '@mieux-disant/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALIBRATION,
  calibrationCompany,
  calibrationPonderation,
  calibrationTender,
} from '../../test/fixtures/calibration/ponderation';
import type { CompaniesResult } from '../engine/types';
import { closeTextWorkers, type PageText } from '../text';
import { allQuotes, PageIndex, type DroppedQuote } from './citations';
import { analyseCompanies } from './phase2';
import { criterionScore, evaluationOf, partScore } from './qualitative';

const fixtures = new URL('../../test/fixtures/calibration/', import.meta.url);

/** The pages of a fixture file, read here on their own (form feeds separate pages). */
async function pagesOf(file: string): Promise<PageText[]> {
  const text = await readFile(new URL(file, fixtures), 'utf8');
  return text.split('\f').map((t, i) => ({ file, page: i + 1, text: t }));
}

const note = (value: string) => noteFraction(value)!.value.toNumber();

describe('calibration: three mémoires answering Grand Chambéry’s real CCTP', () => {
  let result: CompaniesResult;
  const dropped: DroppedQuote[] = [];
  beforeAll(async () => {
    const companies = [
      await calibrationCompany('generic'),
      await calibrationCompany('precise'),
      await calibrationCompany('average'),
    ];
    result = await analyseCompanies(
      { ponderation: calibrationPonderation, companies, tender: await calibrationTender() },
      undefined,
      { log: (_, quotes) => dropped.push(...quotes) },
    );
  });
  afterAll(() => closeTextWorkers());

  const analysis = (which: keyof typeof CALIBRATION): CompanyAnalysis =>
    result.analyses.find((a) => a.compagnie === CALIBRATION[which].name)!;
  const qualitative = Object.keys(calibrationPonderation['Critères']).filter(
    (key) => criterionNameOfKey(key) !== 'Financier',
  ) as ('Technique' | 'Méthodologie')[];

  it.each(['Technique', 'Méthodologie'] as const)(
    'ranks precise > average > generic on %s, at least 3 points out of 20 apart',
    (criterion) => {
      expect(qualitative).toContain(criterion);
      const [precise, average, generic] = (['precise', 'average', 'generic'] as const).map((w) =>
        note(analysis(w)[criterion].note),
      );
      expect(precise! - average!).toBeGreaterThanOrEqual(3);
      expect(average! - generic!).toBeGreaterThanOrEqual(3);
    },
  );

  it('writes each note detail as a grid: formula, then requirement → offer → file and page', () => {
    const detail = analysis('precise').Technique['détail'].split('\n');
    expect(detail[0]).toMatch(
      /^Moyens humains affectés à la mission \(20 pts\) : 20 × \(C \+ 0\.5 × P\) \/ N = 20 × \((\d+) \+ 0\.5 × (\d+)\) \/ (\d+) = [\d.]+\/20/,
    );
    const nage = detail.find((line) => line.includes('nager 25 mètres en grande profondeur'))!;
    expect(nage).toMatch(
      /^Couvert — .*\[CCTP-surveillance-equipements-sportifs\.txt, p\. 5\] → Répond avec .*« .*25 mètres.* » \(memoire-precis\.txt, p\. 1\)$/,
    );
    expect(detail.some((line) => line.startsWith('Note du critère = (20 × '))).toBe(true);
  });

  it('lets the evaluator redo each sub-criterion note from the counts written in the detail', () => {
    for (const which of ['precise', 'average', 'generic'] as const) {
      const lines = analysis(which).Technique['détail'].split('\n');
      for (const line of lines.filter((l) => l.includes('20 × (C + 0.5 × P) / N'))) {
        const [, c, p, n, written] = /\((\d+) \+ 0\.5 × (\d+)\) \/ (\d+) = ([\d.]+)\/20/.exec(line)!;
        const redone = Math.round(((Number(c) + Number(p) / 2) * 40) / Number(n)) / 2;
        expect(Number(written)).toBe(redone);
      }
    }
  });

  it('records the coverage of every requirement with the same ids for every company', () => {
    const ids = (which: keyof typeof CALIBRATION) => analysis(which).Exigences!.map((e) => e.id);
    expect(ids('precise').length).toBeGreaterThan(20);
    expect(ids('average')).toEqual(ids('precise'));
    expect(ids('generic')).toEqual(ids('precise'));
    const cctp = analysis('precise').Exigences!.filter((e) => e.source.startsWith('CCTP'));
    expect(cctp.length).toBeGreaterThan(10);
    const count = (which: keyof typeof CALIBRATION) =>
      analysis(which).Exigences!.filter((e) => e['statut'] === 'couvert').length;
    expect(count('precise')).toBeGreaterThan(count('average'));
    expect(count('average')).toBeGreaterThan(count('generic'));
  });

  it('flags the generic mémoire « mémoire générique », not the precise one', () => {
    const generic = analysis('generic')['Spécificité']!;
    const precise = analysis('precise')['Spécificité']!;
    expect(generic['mémoire_générique']).toBe(true);
    expect(generic['passages_génériques'].length).toBeGreaterThan(0);
    expect(generic['passages_génériques'].join('\n')).toMatch(/répété|aucun terme propre au marché/);
    expect(precise['mémoire_générique']).toBe(false);
    expect(precise['part_spécifique']).toBeGreaterThan(generic['part_spécifique'] + 50);
    expect(analysis('generic').Evaluation_globale.points_négatifs.join(' ')).toMatch(/Mémoire générique/);
  });

  it('finds every quote of the full analysis verbatim on the page it cites', async () => {
    const cctp = await pagesOf('CCTP-surveillance-equipements-sportifs.txt');
    for (const which of ['precise', 'average', 'generic'] as const) {
      const index = new PageIndex([...(await pagesOf(CALIBRATION[which].file)), ...cctp]);
      const quotes = allQuotes(analysis(which));
      expect(quotes.length).toBeGreaterThan(which === 'generic' ? 3 : 15);
      for (const quote of quotes) expect(index.has(quote), JSON.stringify(quote)).toBe(true);
    }
    expect(dropped).toEqual([]);
  });
});

describe('a sub-criterion without any requirement', () => {
  it('is left out of the formula and said to be noted by the evaluator; alone, the note is N/A', () => {
    const part = (label: string, weight: number) => ({
      key: 'Technique',
      subKey: label,
      label,
      weight,
      requirements: [],
    });
    const covered = partScore({ ...part('Moyens', 20), requirements: [] }, [
      {
        id: 'Technique-1-01',
        critère: 'Technique',
        sous_critère: 'Moyens',
        exigence: 'Effectif',
        source: 'CCTP.pdf, p. 1',
        statut: 'couvert',
        réponse: '',
        preuves: [{ fichier: 'm.pdf', page: 1, texte: '6 agents' }],
      },
    ]);
    const empty = partScore(part('Qualité', 10), []);
    const { evaluation: both, subCriteria } = criterionScore('Valeur technique', [covered, empty]);
    expect(both.note).toBe('20/20');
    // Each noted sub-criterion has its own evaluation; the one without requirement has none.
    expect(Object.keys(subCriteria)).toEqual(['Moyens']);
    expect(subCriteria.Moyens?.note).toBe('20/20');
    expect(both['détail']).toMatch(
      /Qualité \(10 pts\) : aucune exigence identifiée, sous-critère à noter par l’évaluateur \(hors calcul\)\./,
    );
    expect(both['détail']).toMatch(/Note du critère = \(20 × 20\) \/ 20 = 20\/20/);
    const alone = evaluationOf('Qualité', [empty]);
    expect(alone.note).toBe('N/A');
    expect(alone['points_négatifs']).toEqual([
      'Aucune exigence de l’acheteur n’a été trouvée pour « Qualité » : à noter par l’évaluateur.',
    ]);
  });
});
