import { describe, expect, it } from 'vitest';
import { ANALYSIS_CREDIT_COST, isPlanType, PLANS, planPriceLabel } from './plans';

describe('PLANS', () => {
  it('gives Standard its figures', () => {
    expect(PLANS.Standard).toMatchObject({
      type: 'Standard',
      priceEurosPerMonth: 1300,
      analysesPerMonth: 7,
      creditsPerMonth: 700,
      bonusCredits: 100,
      companies: 7,
      seats: 2,
    });
  });

  it('gives Premium its figures', () => {
    expect(PLANS.Premium).toMatchObject({
      type: 'Premium',
      priceEurosPerMonth: 2200,
      analysesPerMonth: 15,
      creditsPerMonth: 1500,
      bonusCredits: 200,
      companies: 15,
      seats: 5,
    });
  });

  it('lists export, support and training as features', () => {
    expect(PLANS.Standard.features).toEqual(
      expect.arrayContaining(['Export PDF', 'Support par e-mail', 'Sans formation personnalisée']),
    );
    expect(PLANS.Premium.features).toEqual(
      expect.arrayContaining(['Export PDF', 'Support prioritaire 24/7', 'Formation personnalisée incluse']),
    );
  });

  it('charges 100 credits an analysis, so the monthly credits buy the promised analyses', () => {
    expect(ANALYSIS_CREDIT_COST).toBe(100);
    for (const plan of Object.values(PLANS))
      expect(plan.creditsPerMonth / ANALYSIS_CREDIT_COST).toBe(plan.analysesPerMonth);
  });

  it('writes the price of a card per month', () => {
    expect(planPriceLabel(PLANS.Standard)).toBe('1300 €/mois');
    expect(planPriceLabel(PLANS.Premium)).toBe('2200 €/mois');
  });
});

describe('isPlanType', () => {
  it('knows only Standard and Premium', () => {
    expect(isPlanType('Premium')).toBe(true);
    expect(isPlanType('premium')).toBe(false);
    expect(isPlanType(null)).toBe(false);
  });
});
