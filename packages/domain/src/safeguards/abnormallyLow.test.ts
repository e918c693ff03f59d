import { describe, expect, it } from 'vitest';
import type { FinancialOffer } from '../money/offers';
import { abnormallyLowOffers, lowUnitPrices, type OabMethod, type OabResult } from './abnormallyLow';

function offers(...prices: string[]) {
  return prices.map((price, i) => ({ name: `C${i + 1}`, price }));
}

function method(result: OabResult, name: OabMethod) {
  if (!result.ok) throw new Error(result.message);
  return result.methods.find((m) => m.method === name);
}

describe('abnormallyLowOffers', () => {
  it('gives every method side by side, in a fixed order', () => {
    const result = abnormallyLowOffers({ offers: offers('100', '200') });
    expect(result.ok && result.methods.map((m) => m.method)).toEqual([
      'mean-minus-sd',
      'double-mean',
      'directive-proposal',
      'estimate',
    ]);
  });

  describe('mean-minus-sd (population standard deviation)', () => {
    it('uses σ over n, not n − 1', () => {
      // mean 100, population σ = 40 (sample σ would be 46.19)
      expect(
        method(abnormallyLowOffers({ offers: offers('60', '140', '60', '140') }), 'mean-minus-sd'),
      ).toEqual({
        method: 'mean-minus-sd',
        threshold: '60.00',
        suspects: [],
      });
    });

    it('is strict: a price exactly at mean − σ is not suspect, one cent below is', () => {
      const at = abnormallyLowOffers({ offers: offers('60', '140', '60', '140') });
      expect(method(at, 'mean-minus-sd')?.suspects).toEqual([]);
      const under = abnormallyLowOffers({ offers: offers('59.99', '140', '100', '100', '100') });
      expect(method(under, 'mean-minus-sd')?.suspects).toEqual(['C1']);
    });

    it('needs two offers', () => {
      expect(method(abnormallyLowOffers({ offers: offers('100') }), 'mean-minus-sd')).toEqual({
        method: 'mean-minus-sd',
        threshold: null,
        suspects: [],
        skipped: 'Méthode non applicable : elle suppose au moins 2 offres (1 reçue).',
      });
    });
  });

  describe('double-mean', () => {
    // M1 = (72 + 100 + 100 + 200) / 4 = 118; offers ≤ 141.6: 72, 100, 100 → M2 = 90.666…; 0.9 × M2 = 81.6
    it('leaves out the offers above 1.2 × M1 from M2 and flags below 0.9 × M2', () => {
      expect(
        method(abnormallyLowOffers({ offers: offers('72', '100', '100', '200') }), 'double-mean'),
      ).toEqual({
        method: 'double-mean',
        threshold: '81.60',
        suspects: ['C1'],
      });
    });

    it('is strict at exactly 0.9 × M2', () => {
      // M1 = 95, all ≤ 114 → M2 = 95 → threshold 85.5
      expect(
        method(abnormallyLowOffers({ offers: offers('85.5', '99.5', '100') }), 'double-mean')?.suspects,
      ).toEqual([]);
      expect(
        method(abnormallyLowOffers({ offers: offers('85.49', '99.51', '100') }), 'double-mean')?.suspects,
      ).toEqual(['C1']);
    });

    it('keeps an offer at exactly 1.2 × M1 in M2', () => {
      // M1 = 100 (50, 130, 120): 120 = 1.2 × M1 stays: M2 = 85 → 76.5; without it M2 = 90 → 81
      expect(
        method(abnormallyLowOffers({ offers: offers('50', '130', '120') }), 'double-mean')?.threshold,
      ).toBe('76.50');
    });
  });

  describe('directive-proposal', () => {
    it('does not apply to 4 offers, and says why', () => {
      expect(
        method(abnormallyLowOffers({ offers: offers('10', '100', '100', '100') }), 'directive-proposal'),
      ).toEqual({
        method: 'directive-proposal',
        threshold: null,
        suspects: [],
        skipped: 'Méthode non applicable : elle suppose au moins 5 offres (4 reçues).',
      });
    });

    it('applies from 5 offers: under half the mean of the others and under 0.8 × the second lowest', () => {
      expect(
        method(
          abnormallyLowOffers({ offers: offers('10', '100', '100', '100', '100') }),
          'directive-proposal',
        ),
      ).toEqual({
        method: 'directive-proposal',
        threshold: '50.00',
        suspects: ['C1'],
      });
    });

    it('needs both conditions: 40 is under half the mean (55) but not under 0.8 × 50', () => {
      const result = abnormallyLowOffers({ offers: offers('40', '50', '50', '60', '60') });
      expect(method(result, 'directive-proposal')).toMatchObject({ threshold: '27.50', suspects: [] });
      const tied = abnormallyLowOffers({ offers: offers('10', '10', '100', '100', '100') });
      expect(method(tied, 'directive-proposal')?.suspects).toEqual([]);
    });
  });

  describe('estimate', () => {
    it('is skipped without an estimate', () => {
      expect(method(abnormallyLowOffers({ offers: offers('100') }), 'estimate')?.skipped).toBe(
        'Méthode non applicable : aucune estimation de l’acheteur n’a été saisie.',
      );
    });

    it('flags below (1 − 20 %) × the estimate by default, strictly', () => {
      const result = abnormallyLowOffers({
        offers: offers('80000', '79999.99', '120000'),
        estimate: '100000',
      });
      expect(method(result, 'estimate')).toEqual({
        method: 'estimate',
        threshold: '80000.00',
        suspects: ['C2'],
      });
    });

    it('takes the evaluator’s margin', () => {
      const result = abnormallyLowOffers({
        offers: offers('80000'),
        estimate: '100 000,00',
        estimateMargin: '0.1',
      });
      expect(method(result, 'estimate')).toEqual({
        method: 'estimate',
        threshold: '90000.00',
        suspects: ['C1'],
      });
    });
  });

  it('refuses bad input with a French message', () => {
    expect(abnormallyLowOffers({ offers: offers('abc') })).toEqual({
      ok: false,
      message: 'Le prix de l’offre C1 n’est pas un montant positif : abc.',
    });
    expect(
      abnormallyLowOffers({
        offers: [
          { name: 'A', price: '1' },
          { name: 'A', price: '2' },
        ],
      }),
    ).toEqual({
      ok: false,
      message: 'Deux offres portent le même nom : A.',
    });
    expect(abnormallyLowOffers({ offers: [{ name: ' ', price: '1' }] })).toMatchObject({ ok: false });
    expect(abnormallyLowOffers({ offers: offers('1'), estimate: '-5' })).toMatchObject({ ok: false });
    expect(abnormallyLowOffers({ offers: offers('1'), estimate: '5', estimateMargin: '1' })).toMatchObject({
      ok: false,
    });
  });
});

function bill(name: string, unitPrices: (string | null)[]): FinancialOffer {
  return {
    name,
    global_price: null,
    items: unitPrices.map((unitPrice, i) => ({
      priceNumber: `${i + 1}`,
      description: `Ligne ${i + 1}`,
      unit: 'u',
      estimatedQuantity: '1',
      unitPrice,
      totalPrice: unitPrice,
    })),
  };
}

describe('lowUnitPrices', () => {
  it('flags a unit price below half the median of the other candidates, strictly', () => {
    const result = lowUnitPrices([
      bill('A', ['49.99', '50']),
      bill('B', ['100', '100']),
      bill('C', ['90', '100']),
      bill('D', ['110', '100']),
    ]);
    expect(result[0]).toEqual([
      {
        priceNumber: '1',
        description: 'Ligne 1',
        unitPrice: '49.99',
        median: '100',
        message:
          'Ligne 1 (« Ligne 1 ») : prix unitaire de 49,99\u00a0€, moins de la moitié de la médiane des autres candidats (100,00\u00a0€).',
      },
    ]);
    expect(result.slice(1)).toEqual([[], [], []]);
  });

  it('takes the mean of the two middle prices for an even count, and skips unpriced lines', () => {
    const result = lowUnitPrices([
      bill('A', ['40', null]),
      bill('B', ['80', '10']),
      bill('C', ['100', null]),
    ]);
    expect(result[0]?.map((l) => l.median)).toEqual(['90']);
    expect(result[1]).toEqual([]);
  });
});
