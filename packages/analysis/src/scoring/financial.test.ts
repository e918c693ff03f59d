import type { FinancialOffer, PonderationCriterion } from '@mieux-disant/domain';
import { describe, expect, it } from 'vitest';
import { comparablePrices, financialEvaluations } from './financial';

const offer = (name: string, global: string | null, unitPrices: (string | null)[] = []): FinancialOffer => ({
  name,
  global_price: global,
  items: unitPrices.map((unitPrice, i) => ({
    priceNumber: `${i + 1}`,
    description: `Ligne ${i + 1}`,
    unit: 'u',
    estimatedQuantity: null,
    unitPrice,
    totalPrice: null,
  })),
});

const criterion = (expression: string, weight = 40): PonderationCriterion => ({
  Détails: 'Prix',
  Pondération: weight,
  Évaluation: { Formule: { Expression: expression, Variables: {} } },
});

describe('financialEvaluations', () => {
  it('applies the RC formula exactly and brings it to 20', () => {
    const [a, b] = financialEvaluations(
      criterion('Note = 40 x Pmin / P'),
      [offer('A', '1000.00'), offer('B', '1500.00')],
      [[], []],
    );
    expect(a?.note).toBe('20/20');
    expect(b?.note).toBe('13.33/20');
    expect(b?.['détail']).toMatch(/^Formule du RC appliquée : 40 \* Pmin \/ P/);
  });

  it('reads a formula on its own scale (on 10 for a weight of 40)', () => {
    const [, b] = financialEvaluations(
      criterion('10 * Pmin / P'),
      [offer('A', '900.00'), offer('B', '1200.00')],
      [[], []],
    );
    expect(b?.note).toBe('15/20');
  });

  it('falls back to weight x Pmin / P and says so when the RC gives no formula', () => {
    const [, b] = financialEvaluations(
      criterion(''),
      [offer('A', '800.00'), offer('B', '1000.00')],
      [[], []],
    );
    expect(b?.note).toBe('16/20');
    expect(b?.['détail']).toMatch(
      /Le RC ne donne pas de formule de prix ; note proportionnelle appliquée : 40 \* Pmin \/ P/,
    );
  });

  it('gives 0/20 to an offer without a price and reports its bill problems', () => {
    const checks = [
      [],
      [{ priceNumber: '1', description: 'x', kind: 'missing_price' as const, message: 'm' }],
    ];
    const [, b] = financialEvaluations(
      criterion(''),
      [offer('A', '800.00'), offer('B', null, ['1.00'])],
      checks,
    );
    expect(b?.note).toBe('0/20');
    expect(b?.['points_négatifs']).toContain('1 ligne(s) sans prix dans le DQE.');
  });
});

describe('comparablePrices', () => {
  it('compares unit prices of the lines every BPU prices when no offer has a global price', () => {
    const { priced, basket } = comparablePrices([
      offer('A', null, ['10.00', '5.00', null]),
      offer('B', null, ['12.00', '4.00', '7.00']),
    ]);
    expect(basket).toBe(true);
    expect(priced.map((p) => p.price?.toString())).toEqual(['15', '16']);
  });
});
