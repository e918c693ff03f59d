import type { CompanyAnalysis, FinancialOffer, Ponderation, PriceLineCheck } from '@mieux-disant/domain';
import { describe, expect, it } from 'vitest';
import type { CompaniesResult } from '../engine/types';
import { priceSafeguards, rcTextOf } from './safeguards';

const criterion = (weight: number, expression = '') => ({
  Détails: '',
  Pondération: weight,
  Évaluation: { Formule: { Expression: expression, Variables: {} } },
});
const ponderation: Ponderation = {
  Constantes: {},
  Résumé: '',
  Critères: { Financier: criterion(60, '20 * Pmin / P'), Technique: criterion(40) },
};

function analysis(name: string, technique: string, financier: string, global: string): CompanyAnalysis {
  const category = (note: string) => ({ note, détail: '', points_positifs: [], points_négatifs: [] });
  return {
    id: name,
    compagnie: name,
    Administratif: { documents: {} },
    Technique: category(technique),
    Financier: category(financier),
    Méthodologie: category('0/20'),
    Délais: { planning: {} },
    Evaluation_globale: { note: global, points_positifs: [], points_négatifs: [] },
    Références: { liste_références: [] },
  };
}

const offer = (name: string, stated: string, rectified: string): FinancialOffer => ({
  name,
  global_price: stated,
  rectified_price: rectified,
  items: [],
});
const error: PriceLineCheck = { priceNumber: '2.1', description: 'Enrobé', kind: 'arithmetic', message: '' };

// Alpha is cheaper as stated (100 000 against 104 000) but 110 000 once its line 2.1 is rectified;
// Bêta has the better technical note. Financier notes on 20: Alpha 20, Bêta 19.23.
const result: CompaniesResult = {
  analyses: [
    { ...analysis('Alpha', '14/20', '20/20', '88/100'), rang: 1 },
    { ...analysis('Bêta', '15/20', '19.23/20', '87.69/100'), rang: 2 },
  ],
  offers: [offer('Alpha', '100000.00', '110000.00'), offer('Bêta', '104000.00', '104000.00')],
  checks: { Alpha: [error], Bêta: [] },
};

describe('priceSafeguards', () => {
  it('re-ranks with the Financier note on the rectified totals when unit prices prevail', () => {
    const safeguards = priceSafeguards(ponderation, result, 'Le RC ne dit rien des erreurs.');
    expect(safeguards.offers.map((o) => o.rectified_price)).toEqual(['110000.00', '104000.00']);
    expect(safeguards.rectified_ranking.map((r) => [r.rang, r.compagnie])).toEqual([
      [1, 'Bêta'],
      [2, 'Alpha'],
    ]);
    expect(safeguards.rectification).toMatchObject({
      stated: ['Alpha', 'Bêta'],
      rectified: ['Bêta', 'Alpha'],
      changed: true,
      ranking_changed: true,
      rule: { rule: 'unit_price', quote: null },
    });
    expect(safeguards.rectification.message).toMatch(/Lignes rectifiées : Alpha \(ligne 2\.1\)\.$/);
  });

  it('keeps the stated totals when the RC says the amounts prevail', () => {
    const rc =
      'En cas de discordance entre le prix unitaire et le montant, le montant total de la DPGF fait foi.';
    const safeguards = priceSafeguards(ponderation, result, rc);
    expect(safeguards.offers.map((o) => o.rectified_price)).toEqual(['100000.00', '104000.00']);
    expect(safeguards.rectification).toMatchObject({
      changed: false,
      ranking_changed: false,
      rule: { rule: 'amount' },
    });
    expect(safeguards.rectified_ranking[0]?.compagnie).toBe('Alpha');
  });

  it('applies the OAB methods to the stated totals, with the buyer’s estimate', () => {
    const safeguards = priceSafeguards(ponderation, result, '', '140000');
    expect(safeguards.oab.methods.find((m) => m.method === 'estimate')).toEqual({
      method: 'estimate',
      threshold: '112000.00',
      suspects: ['Alpha', 'Bêta'],
    });
    expect(safeguards.oab.lines).toEqual([
      { name: 'Alpha', lines: [] },
      { name: 'Bêta', lines: [] },
    ]);
  });
});

describe('rcTextOf', () => {
  it('reads the RC’s text, and gives "" without an RC or for an unreadable one', async () => {
    const bytes = new TextEncoder().encode('En cas de discordance, le montant total fait foi.');
    expect(await rcTextOf({ path: 'RC.txt', bytes })).toMatch(/le montant total fait foi/);
    expect(await rcTextOf(undefined)).toBe('');
    expect(await rcTextOf({ path: 'RC.pdf', bytes: new TextEncoder().encode('pas un PDF') })).toBe('');
  });
});
