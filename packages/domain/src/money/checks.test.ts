import { describe, expect, it } from 'vitest';
import { checkMissingLines, checkOffer, checkOffers, sumOfLines } from './checks';
import { item, offer } from './fixtures';

describe('checkOffer', () => {
  it('finds nothing wrong in a consistent bill', () => {
    const bill = offer('Acme', '1500.00', [
      item('1.1', 'Terrassement', '10', '100.00', '1000.00'),
      item('1.2', 'Béton', '2.5', '200', '500'),
    ]);
    expect(checkOffer(bill)).toEqual([]);
  });

  it('accepts a difference of one cent from rounding', () => {
    expect(checkOffer(offer('Acme', null, [item('1', 'Peinture', '3', '3.333', '10.00')]))).toEqual([]);
  });

  it('reports quantity × unit price that is not the amount, in French', () => {
    const checks = checkOffer(offer('Acme', null, [item('1.1', 'Terrassement', '10', '100', '1100')]));
    expect(checks).toEqual([
      {
        priceNumber: '1.1',
        description: 'Terrassement',
        kind: 'arithmetic',
        message:
          'Erreur de calcul à la ligne 1.1 (« Terrassement ») : 10 × 100,00\u00a0€ = 1\u202f000,00\u00a0€, mais le montant indiqué est 1\u202f100,00\u00a0€.',
      },
    ]);
  });

  it('writes a decimal quantity with a comma', () => {
    const [check] = checkOffer(offer('Acme', null, [item('2', '', '2.5', '10', '30')]));
    expect(check?.message).toBe(
      'Erreur de calcul à la ligne 2 : 2,5 × 10,00\u00a0€ = 25,00\u00a0€, mais le montant indiqué est 30,00\u00a0€.',
    );
  });

  it('reports a priced line without unit price', () => {
    expect(
      checkOffer(offer('Acme', null, [item('', 'Installation de chantier', '1', null, null, 'Ft')])),
    ).toEqual([
      {
        priceNumber: '',
        description: 'Installation de chantier',
        kind: 'missing_price',
        message: 'Prix unitaire manquant à la ligne « Installation de chantier ».',
      },
    ]);
  });

  it('does not ask a title line for a price', () => {
    expect(checkOffer(offer('Acme', null, [item('1', 'LOT 1 - GROS ŒUVRE', null, null, null, '')]))).toEqual(
      [],
    );
  });

  it('skips the arithmetic when quantity or amount is missing', () => {
    expect(
      checkOffer(offer('Acme', null, [item('1', 'A', null, '10', '99'), item('2', 'B', '3', '10', null)])),
    ).toEqual([]);
  });

  it('reports lines whose sum is not the global price', () => {
    const bill = offer('Acme', '1600', [
      item('1', 'A', '1', '1000', '1000'),
      item('2', 'B', '1', '500', '500'),
    ]);
    expect(checkOffer(bill)).toEqual([
      {
        priceNumber: '',
        description: 'Total',
        kind: 'total_mismatch',
        message:
          'Le total des lignes (1\u202f500,00\u00a0€) diffère du montant global indiqué (1\u202f600,00\u00a0€).',
      },
    ]);
  });

  it('compares with the stated total given, or skips the comparison with null', () => {
    const bill = offer('Acme', '1500', [
      item('1', 'A', '1', '1000', '1000'),
      item('2', 'B', '1', '500', '500'),
    ]);
    expect(checkOffer(bill, '1499.99')).toEqual([]);
    expect(checkOffer(bill, '1400').map((check) => check.kind)).toEqual(['total_mismatch']);
    expect(checkOffer({ ...bill, global_price: '1' }, null)).toEqual([]);
  });
});

describe('sumOfLines', () => {
  it('adds the line amounts exactly, or is null without any', () => {
    expect(
      sumOfLines(
        offer('A', null, [item('1', 'A', '1', '0.1', '0.1'), item('2', 'B', '1', '0.2', '0.2')]),
      )?.toString(),
    ).toBe('0.3');
    expect(sumOfLines(offer('A', null, [item('1', 'A', '1', null, null)]))).toBeNull();
  });
});

describe('checkMissingLines', () => {
  it('reports, per offer, the lines other offers have', () => {
    const a = offer('A', null, [
      item('1', 'Terrassement', '1', '10', '10'),
      item('2', 'Béton', '1', '10', '10'),
    ]);
    const b = offer('B', null, [item('1', 'Terrassement', '1', '12', '12')]);
    expect(checkMissingLines([a, b])).toEqual([
      [],
      [
        {
          priceNumber: '2',
          description: 'Béton',
          kind: 'missing_line',
          message: "La ligne 2 (« Béton ») figure dans d'autres offres mais pas dans celle-ci.",
        },
      ],
    ]);
  });
});

describe('checkOffers', () => {
  it('gathers the checks of each bill and its missing lines', () => {
    const a = offer('A', '20', [item('1', 'X', '1', '10', '10'), item('2', 'Y', '1', null, null)]);
    const b = offer('B', null, [item('1', 'X', '2', '10', '25')]);
    expect(checkOffers([a, b]).map((checks) => checks.map((check) => check.kind))).toEqual([
      ['missing_price', 'total_mismatch'],
      ['arithmetic', 'missing_line'],
    ]);
  });
});
