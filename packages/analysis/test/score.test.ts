import type { Ponderation, PonderationCriterion } from '@mieux-disant/domain';
import { describe, expect, it } from 'vitest';
import type { AnswerEntry } from '../eval/score';
import { scoreDocument } from '../eval/score';

// The eval's scorer compares weightings, not the whole they are written on: an answer key gives the
// weights as the document writes them (notes on 20, points of the criterion), the extractor on 100.

const entry = (label: string, weight: number): PonderationCriterion => ({
  Libellé: label,
  Détails: '',
  Pondération: weight,
  Évaluation: { Formule: { Expression: '', Variables: {} } },
});

const criterion = (weight: number, subs: number[] = []): PonderationCriterion => ({
  ...entry('Valeur technique', weight),
  ...(subs.length > 0
    ? {
        'Sous-critères': Object.fromEntries(
          subs.map((w, k) => [`Sous-critère ${k + 1}`, entry(`Sous-critère ${k + 1}`, w)]),
        ),
      }
    : {}),
});

const read = (price: number, technical: number, subs: number[] = []): Ponderation => ({
  Constantes: {},
  Résumé: '',
  Critères: {
    Financier: entry('Prix', price),
    Technique: criterion(technical, subs),
  },
});

const key = (price: number, technical: number, subs: number[]): AnswerEntry[] => [
  {
    file: 'rc.txt',
    lot: null,
    criteria: [
      { label: 'Prix', weight: price, category: 'Financier', subcriteria: [] },
      {
        label: 'Valeur technique',
        weight: technical,
        category: 'Technique',
        subcriteria: subs.map((weight, k) => ({ label: `Sous-critère ${k + 1}`, weight })),
      },
    ],
    price_formula: null,
  },
];

describe('eval scorer', () => {
  it('takes notes on 20 and sub-criteria in points of their criterion for the same weighting on 100', () => {
    const score = scoreDocument('rc.txt', key(12, 8, [5, 3]), read(60, 40, [25, 15]));
    expect(score.weightsRight).toBe(true);
    expect(score.subsRight).toBe(1);
  });

  it('takes sub-criteria in percent of their criterion for their shares of its weight', () => {
    const score = scoreDocument('rc.txt', key(60, 40, [50, 50]), read(60, 40, [20, 20]));
    expect(score.subsRight).toBe(1);
  });

  it('counts another weighting as a miss', () => {
    const score = scoreDocument('rc.txt', key(60, 40, [25, 15]), read(50, 50, [30, 20]));
    expect(score.weightsRight).toBe(false);
    expect(score.misses[0]).toContain('pondérations attendues');
  });
});
