import { describe, expect, it } from 'vitest';
import { analysis } from './fixtures';
import { bestCompany, overallScorePercent, rankCompanies } from './ranking';
import type { CompanyAnalysis } from './types';

describe('overallScorePercent', () => {
  it('is the numerator over the denominator times 100', () => {
    expect(overallScorePercent(analysis('A', '72.5/100'))).toBe(72.5);
    expect(overallScorePercent(analysis('A', '15/20'))).toBe(75);
    expect(overallScorePercent(analysis('A', '7,5/10'))).toBe(75);
  });

  it('is null for an unreadable or absent note', () => {
    expect(overallScorePercent(analysis('A', 'excellent'))).toBeNull();
    expect(
      overallScorePercent({
        ...analysis('A', ''),
        Evaluation_globale: undefined,
      } as unknown as CompanyAnalysis),
    ).toBeNull();
  });
});

describe('bestCompany', () => {
  it('is the highest score as a percentage, whatever the denominators', () => {
    const best = bestCompany([analysis('A', '70/100'), analysis('B', '15/20'), analysis('C', '7/10')]);
    expect(best?.compagnie).toBe('B');
  });

  it('keeps the first on a tie', () => {
    expect(bestCompany([analysis('A', '15/20'), analysis('B', '75/100')])?.compagnie).toBe('A');
  });

  it('skips unreadable scores and is null when none is readable', () => {
    expect(bestCompany([analysis('A', '?'), analysis('B', '1/100')])?.compagnie).toBe('B');
    expect(bestCompany([analysis('A', '?')])).toBeNull();
    expect(bestCompany([])).toBeNull();
  });
});

describe('rankCompanies', () => {
  it('orders best first and sets rang from 1', () => {
    const ranked = rankCompanies([analysis('A', '50/100'), analysis('B', '80/100'), analysis('C', '65/100')]);
    expect(ranked.map((a) => [a.compagnie, a.rang])).toEqual([
      ['B', 1],
      ['C', 2],
      ['A', 3],
    ]);
  });

  it('gives equal scores the same rank and skips the next', () => {
    const ranked = rankCompanies([analysis('A', '60/100'), analysis('B', '15/20'), analysis('C', '75/100')]);
    expect(ranked.map((a) => [a.compagnie, a.rang])).toEqual([
      ['B', 1],
      ['C', 1],
      ['A', 3],
    ]);
  });

  it('puts unreadable scores last, sharing their rank', () => {
    const ranked = rankCompanies([analysis('A', '?'), analysis('B', '10/100'), analysis('C', '')]);
    expect(ranked.map((a) => [a.compagnie, a.rang])).toEqual([
      ['B', 1],
      ['A', 2],
      ['C', 2],
    ]);
  });

  it('leaves its input untouched', () => {
    const input = [analysis('A', '50/100'), analysis('B', '80/100')];
    rankCompanies(input);
    expect(input.map((a) => [a.compagnie, a.rang])).toEqual([
      ['A', undefined],
      ['B', undefined],
    ]);
  });
});
