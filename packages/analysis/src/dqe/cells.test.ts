import { describe, expect, it } from 'vitest';
import { decimalFromNumber, normalise, parseFrenchNumber } from './cells';

describe('parseFrenchNumber', () => {
  it.each([
    ['1 234,56 €', '1234.56'],
    ['1\u202f234,56\u00a0€', '1234.56'],
    ['1.234,56', '1234.56'],
    ['1,234.56', '1234.56'],
    ['12,5', '12.5'],
    ['-3,10', '-3.1'],
    ['(0,00€)', '0'],
    ['1.234.567', '1234567'],
    ['20 %', '20'],
    ['42', '42'],
  ])('reads %s as %s', (input, expected) => {
    expect(parseFrenchNumber(input)?.toString()).toBe(expected);
  });

  it.each(['', 'PM', 'Forfait', '#REF!', '1,2,3', 'DN 40'])('gives null for %s', (input) => {
    expect(parseFrenchNumber(input)).toBeNull();
  });
});

describe('decimalFromNumber', () => {
  it('drops binary float noise', () => {
    expect(decimalFromNumber(0.1 + 0.2)?.toString()).toBe('0.3');
    expect(decimalFromNumber(Number.NaN)).toBeNull();
  });
});

describe('normalise', () => {
  it('strips accents and punctuation', () => {
    expect(normalise('P.U. € HT')).toBe('p u ht');
    expect(normalise('DÉSIGNATION')).toBe('designation');
  });
});
