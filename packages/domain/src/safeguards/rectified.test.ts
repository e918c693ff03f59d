import { describe, expect, it } from 'vitest';
import { rectificationRuleOf, rectifiedRanking } from './rectified';

describe('rectificationRuleOf', () => {
  it('defaults to unit prices when the RC says nothing', () => {
    expect(rectificationRuleOf('Le marché est conclu pour un an.')).toEqual({
      rule: 'unit_price',
      quote: null,
    });
  });

  it('reads the usual clause: the BPU prevails and the DQE is rectified', () => {
    const text =
      'Article 6. En cas de discordance constatée dans une offre, les indications portées en lettres sur le bordereau des prix unitaires prévaudront sur toutes autres indications de l’offre et le montant du détail estimatif sera rectifié en conséquence. Suite.';
    expect(rectificationRuleOf(text)).toEqual({
      rule: 'unit_price',
      quote:
        'En cas de discordance constatée dans une offre, les indications portées en lettres sur le bordereau des prix unitaires prévaudront sur toutes autres indications de l’offre et le montant du détail estimatif sera rectifié en conséquence.',
    });
  });

  it('reads a clause where the total amount prevails', () => {
    const text =
      'En cas de contradiction entre le prix unitaire et le montant de la ligne, le montant total de la DPGF fait foi.';
    expect(rectificationRuleOf(text).rule).toBe('amount');
  });
});

describe('rectifiedRanking', () => {
  it('says when the rectified totals change the order, naming the lines', () => {
    const ranking = rectifiedRanking([
      { name: 'A', stated: '100000', rectified: '103000', lines: ['2.1', '3.4'] },
      { name: 'B', stated: '101000', rectified: '101000', lines: [] },
    ]);
    expect(ranking).toEqual({
      stated: ['A', 'B'],
      rectified: ['B', 'A'],
      changed: true,
      message:
        'La rectification des erreurs de calcul change le classement par prix : A, B avec les montants indiqués, B, A avec les montants rectifiés. Lignes rectifiées : A (lignes 2.1, 3.4).',
    });
  });

  it('says when it does not', () => {
    const ranking = rectifiedRanking([
      { name: 'A', stated: '100000', rectified: '100500', lines: ['1'] },
      { name: 'B', stated: '101000', rectified: null, lines: [] },
    ]);
    expect(ranking.changed).toBe(false);
    expect(ranking.message).toBe(
      'La rectification des erreurs de calcul ne change pas le classement par prix (A, B). Lignes rectifiées : A (ligne 1).',
    );
  });

  it('keeps equal totals in their order and puts offers without a total last', () => {
    const ranking = rectifiedRanking([
      { name: 'X', stated: null, rectified: null, lines: [] },
      { name: 'A', stated: '5', rectified: '5', lines: [] },
      { name: 'B', stated: '5', rectified: '5', lines: [] },
    ]);
    expect(ranking).toMatchObject({ stated: ['A', 'B', 'X'], changed: false });
    expect(ranking.message).toBe('Aucune erreur de calcul à rectifier dans les bordereaux.');
  });
});

describe('rectificationRuleOf on text extracted line by line', () => {
  it('takes a line starting with a capital as a new sentence', () => {
    const text =
      'Article 5 - Jugement\nNote prix = 60 x Pmin / P\nEn cas de discordance, les prix unitaires\nprévaudront.';
    expect(rectificationRuleOf(text).quote).toBe('En cas de discordance, les prix unitaires prévaudront.');
  });
});
