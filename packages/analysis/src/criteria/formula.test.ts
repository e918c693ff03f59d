import { evaluateFormula } from '@mieux-disant/domain';
import { describe, expect, it } from 'vitest';
import { findPriceFormula } from './formula';

describe('findPriceFormula', () => {
  it('reads the ratio of the lowest price to the rated price, times the stated factor', () => {
    const formula = findPriceFormula(
      "(montant de l'offre la moins chère / montant de l'offre à noter) x 50",
      40,
    );
    expect(formula).toEqual({
      expression: '50 * Pmin / P',
      variables: { Pmin: "montant de l'offre la moins chère", P: "montant de l'offre à noter" },
      written: "(montant de l'offre la moins chère / montant de l'offre à noter) x 50",
    });
  });

  it('takes the weight of the price criterion when the formula says "pondération"', () => {
    const formula = findPriceFormula(
      '(Prix total le plus bas du lot concerné / prix total analysé) * pondération',
      40,
    );
    expect(formula?.expression).toBe('40 * Pmin / P');
  });

  it('reads symbols through their definitions', () => {
    const formula = findPriceFormula(
      "Note = 20 × (Pm / Pc)\navec Pm = prix de l'offre la moins disante ; Pc = prix de l'offre du candidat",
      40,
    );
    expect(formula?.expression).toBe('20 * Pmin / P');
    expect(formula?.variables['Pmin']).toBe("Pm : prix de l'offre la moins disante");
  });

  it('describes bare symbols with their usual meaning', () => {
    expect(findPriceFormula('Np = 40 x Pmin / Po', 40)?.variables).toEqual({
      Pmin: "Prix de l'offre la moins disante (Pmin)",
      P: "Prix de l'offre notée (Po)",
    });
  });

  it('gives an expression the domain evaluates', () => {
    const formula = findPriceFormula('Note = Pmin / P × 60', 60)!;
    const result = evaluateFormula(formula.expression, { Pmin: '900.00', P: '1200.00' });
    expect(result.ok && result.value.toString()).toBe('45');
  });

  it('finds nothing in a line that is not a price ratio', () => {
    expect(
      findPriceFormula('Dossier sur https://www.marches.fr/consultation/123 ; le prix le plus bas', 40),
    ).toBeNull();
    expect(findPriceFormula('Le prix sera jugé au regard du détail estimatif.', 40)).toBeNull();
  });
});
