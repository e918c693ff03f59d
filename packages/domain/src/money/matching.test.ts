import { describe, expect, it } from 'vitest';
import { item, offer } from './fixtures';
import { matchPriceLines, normaliseDescription } from './matching';

describe('matchPriceLines', () => {
  it('matches lines by price number, in order of first appearance', () => {
    const a = offer('A', null, [
      item('1.1', 'Terrassement', '10', '100', '1000'),
      item('1.2', 'Béton', '5', '80', '400'),
    ]);
    const b = offer('B', null, [
      item('1.2', 'Béton armé', '5', '90', '450'),
      item(' 1.1 ', 'Terrassements', '10', '110', '1100'),
      item('1.3', 'Enduit', '2', '5', '10'),
    ]);
    const lines = matchPriceLines([a, b]);
    expect(lines.map((line) => [line.key, line.description, line.unitPrices, line.presentIn])).toEqual([
      ['n:1.1', 'Terrassement', ['100', '110'], [true, true]],
      ['n:1.2', 'Béton', ['80', '90'], [true, true]],
      ['n:1.3', 'Enduit', [null, '5'], [false, true]],
    ]);
  });

  it('matches lines without number by their normalised description', () => {
    const a = offer('A', null, [item('', 'Installation de chantier', '1', '500', '500')]);
    const b = offer('B', null, [item('', 'INSTALLATION  DE  CHANTIER.', '1', '700', '700')]);
    expect(matchPriceLines([a, b]).map((line) => line.unitPrices)).toEqual([['500', '700']]);
  });

  it('joins a line without number to a numbered line of the same description', () => {
    const a = offer('A', null, [item('3', 'Nettoyage', '1', '50', '50')]);
    const b = offer('B', null, [item('', 'nettoyage', '1', '60', '60')]);
    expect(matchPriceLines([a, b]).map((line) => [line.key, line.unitPrices])).toEqual([
      ['n:3', ['50', '60']],
    ]);
  });

  it('pairs repeated numbers in order, the second with the second', () => {
    const a = offer('A', null, [
      item('1', 'Lot 1 dépose', '1', '10', '10'),
      item('1', 'Lot 2 dépose', '1', '20', '20'),
    ]);
    const b = offer('B', null, [
      item('1', 'Lot 1 dépose', '1', '11', '11'),
      item('1', 'Lot 2 dépose', '1', '21', '21'),
    ]);
    expect(matchPriceLines([a, b]).map((line) => [line.key, line.unitPrices])).toEqual([
      ['n:1', ['10', '11']],
      ['n:1#2', ['20', '21']],
    ]);
  });

  it('keeps a missing price null and takes the first known quantity', () => {
    const a = offer('A', null, [item('1', 'X', null, null, null)]);
    const b = offer('B', null, [item('1', 'X', '4', '10', '40')]);
    expect(matchPriceLines([a, b])[0]).toMatchObject({
      quantity: '4',
      unitPrices: [null, '10'],
      presentIn: [true, true],
    });
  });

  it('gives no line for no offer', () => {
    expect(matchPriceLines([])).toEqual([]);
  });
});

describe('normaliseDescription', () => {
  it('ignores accents, case, punctuation and repeated spaces', () => {
    expect(normaliseDescription('  Béton  armé, C25/30. ')).toBe('beton arme c25 30');
  });
});
