import type Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { scoresAtPriceWeight, whatFlipsTheWinner } from './flip';

const criteria = [
  { name: 'Financier', weight: 40, price: true },
  { name: 'Technique', weight: 60, price: false },
];
// A: 40 × 1 + 60 × 0.5 = 70; B: 40 × 0.5 + 60 × 0.8 = 68
const candidates = [
  { name: 'A', notes: { Financier: '20/20', Technique: '10/20' } },
  { name: 'B', notes: { Financier: '10/20', Technique: '16/20' } },
];

describe('scoresAtPriceWeight', () => {
  it('gives the overall notes at the current weight and rescales the others', () => {
    expect(scoresAtPriceWeight(criteria, candidates, 40).map((s) => s.score.toString())).toEqual([
      '70',
      '68',
    ]);
    expect(scoresAtPriceWeight(criteria, candidates, 0).map((s) => s.score.toString())).toEqual(['50', '80']);
  });
});

describe('whatFlipsTheWinner', () => {
  const flips = whatFlipsTheWinner(criteria, candidates);

  it('finds the price weight at which the challenger ties the winner', () => {
    // d(w) = w × 0.5 − (100 − w) × 0.3 = 0.8 w − 30 → w = 37.5
    expect(flips.winner).toBe('A');
    expect(flips.priceWeight).toMatchObject({
      criterion: 'Financier',
      from: '40',
      to: '37,5',
      challenger: 'B',
    });
    expect(flips.priceWeight?.at.toString()).toBe('37.5');
    expect(flips.priceWeightMessage).toBe(
      'Si la pondération du critère Financier passait de 40 à 37,5 (les autres critères ajustés en proportion), B égalerait A, et passerait premier au-delà.',
    );
    const at = scoresAtPriceWeight(criteria, candidates, '37.5');
    expect(at[0]?.score.equals(at[1]?.score as Decimal)).toBe(true);
  });

  it('finds the smallest note change that ties the first place', () => {
    // gap 2 points over a weight of 60: 1/30 of the scale, 0.67 on 20
    expect(flips.notes.map((n) => [n.candidate, n.from, n.to])).toEqual([
      ['A', '10/20', '9,33/20'],
      ['B', '16/20', '16,67/20'],
    ]);
    expect(flips.notes[1]?.message).toBe(
      'La note Technique de B passant de 16/20 à 16,67/20 (+0,67) suffirait pour égaler A.',
    );
  });

  it('says when no price weight changes the first place', () => {
    const dominant = [
      { name: 'A', notes: { Financier: '20/20', Technique: '20/20' } },
      { name: 'B', notes: { Financier: '10/20', Technique: '10/20' } },
    ];
    const result = whatFlipsTheWinner(criteria, dominant);
    expect(result.priceWeight).toBeNull();
    expect(result.priceWeightMessage).toBe(
      'Aucune pondération du critère Financier entre 0 et 100 ne change le premier : A reste premier.',
    );
    // B would need more than 20/20 in Technique.
    expect(result.notes.map((n) => n.candidate)).toEqual(['A']);
  });

  it('handles no price criterion and no candidate', () => {
    expect(
      whatFlipsTheWinner([{ name: 'Technique', weight: 100, price: false }], candidates).priceWeightMessage,
    ).toBe('La pondération ne comporte pas de critère prix.');
    expect(whatFlipsTheWinner(criteria, [])).toEqual({
      winner: null,
      priceWeight: null,
      priceWeightMessage: 'Aucun candidat classé.',
      notes: [],
    });
  });
});
