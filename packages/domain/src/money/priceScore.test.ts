import { describe, expect, it } from 'vitest';
import { normalisePriceFormula, priceScore } from './priceScore';

const prices = ['80000', '100000', '120000'];

describe('priceScore', () => {
  it('applies the RC formula exactly', () => {
    expect(priceScore('40 * Pmin / P', 40, '100000', prices)).toEqual({
      note: expect.objectContaining({}),
      formulaUsed: '40 * Pmin / P',
      fallback: false,
    });
    expect(priceScore('40 * Pmin / P', 40, '100000', prices).note.toString()).toBe('32');
  });

  it('gives the full weight to the lowest price', () => {
    expect(priceScore('40 * Pmin / P', 40, '80000', prices).note.toString()).toBe('40');
  });

  it('reads a formula written as in the RC: "Note = 40 x Pmin / Po"', () => {
    const score = priceScore('Note = 40 x Pmin / Po', 40, '100000', prices);
    expect(score).toMatchObject({ formulaUsed: '40 * Pmin / Po', fallback: false });
    expect(score.note.toString()).toBe('32');
  });

  it('knows the highest and the average price, and the weight as N', () => {
    expect(priceScore('N * (Pmax - P) / (Pmax - Pmin)', 30, '100000', prices).note.toString()).toBe('15');
    expect(priceScore('if P <= Pmoy then N else 0', 30, '100000', prices).note.toString()).toBe('30');
  });

  it('falls back to weight * Pmin / P without a formula', () => {
    const score = priceScore(null, 40, '100000', prices);
    expect(score).toMatchObject({ formulaUsed: '40 * Pmin / P', fallback: true });
    expect(score.note.toString()).toBe('32');
    expect(priceScore('  ', 40, '100000', prices).fallback).toBe(true);
  });

  it('falls back when the RC formula does not read', () => {
    expect(priceScore('40 * Pmin / Prix_candidat_HT', 40, '100000', prices)).toMatchObject({
      fallback: true,
      formulaUsed: '40 * Pmin / P',
    });
    expect(priceScore('40 * (Pmin / P', 40, '100000', prices).fallback).toBe(true);
  });

  it('keeps the note within 0 and the weight', () => {
    expect(
      priceScore('40 * (1 - (P - Pmin) / Pmin)', 40, '200000', ['80000', '200000']).note.toString(),
    ).toBe('0');
    expect(priceScore('50 * Pmin / P', 40, '80000', prices).note.toString()).toBe('40');
  });

  it('ignores zero or unreadable prices when looking for the lowest', () => {
    expect(priceScore(null, 40, '100000', ['0', 'abc', '100000']).note.toString()).toBe('40');
  });

  it('scores 0 for a price of 0 or none', () => {
    expect(priceScore(null, 40, '0', prices)).toMatchObject({ fallback: true });
    expect(priceScore(null, 40, '0', prices).note.toString()).toBe('0');
    expect(priceScore('40 * Pmin / P', 40, 'abc', prices).note.toString()).toBe('0');
  });
});

describe('normalisePriceFormula', () => {
  it('drops a left-hand side and reads x as a multiplication', () => {
    expect(normalisePriceFormula('Note prix = 40 X Pmin / P')).toBe('40 * Pmin / P');
    expect(normalisePriceFormula('if P = Pmin then 40 else 40 * Pmin / P')).toBe(
      'if P = Pmin then 40 else 40 * Pmin / P',
    );
    expect(normalisePriceFormula('Np == 3')).toBe('Np == 3');
  });
});
