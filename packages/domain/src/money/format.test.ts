import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { formatDecimalFr, formatEuro, formatNumberFr, formatPercent } from './format';

describe('formatEuro', () => {
  it.each([
    ['1234.56', '1\u202f234,56\u00a0€'],
    ['1234.5', '1\u202f234,50\u00a0€'],
    ['0', '0,00\u00a0€'],
    ['999.999', '1\u202f000,00\u00a0€'],
    ['1234567.891', '1\u202f234\u202f567,89\u00a0€'],
    ['0.005', '0,01\u00a0€'],
    ['-1234.5', '-1\u202f234,50\u00a0€'],
    ['-0.001', '0,00\u00a0€'],
  ])('writes %s as "%s"', (value, text) => {
    expect(formatEuro(value)).toBe(text);
  });

  it('writes exactly what a float would round wrongly', () => {
    expect(formatEuro(new Decimal('1.005'))).toBe('1,01\u00a0€');
    expect(formatEuro(new Decimal(0.1).plus(0.2))).toBe('0,30\u00a0€');
  });

  it("writes '—' for no amount", () => {
    expect(formatEuro(null)).toBe('—');
    expect(formatEuro('pas un prix')).toBe('—');
  });
});

describe('formatPercent', () => {
  it('writes a French percentage with the decimals asked', () => {
    expect(formatPercent('12.345', 1)).toBe('12,3\u00a0%');
    expect(formatPercent(7, 0)).toBe('7\u00a0%');
    expect(formatPercent('1234.5', 1)).toBe('1\u202f234,5\u00a0%');
    expect(formatPercent('x', 1)).toBe('—');
  });
});

describe('formatNumberFr', () => {
  it('groups thousands only in the integer part', () => {
    expect(formatNumberFr(new Decimal('12345.6789'), 3)).toBe('12\u202f345,679');
    expect(formatNumberFr(new Decimal('999'), 0)).toBe('999');
  });
});

describe('formatDecimalFr', () => {
  it.each([
    ['74.45', '74,45'],
    ['18.60', '18,6'],
    ['18.604', '18,6'],
    ['40', '40'],
    ['1250.5', '1\u202f250,5'],
    ['0.001', '0'],
    ['-2.50', '-2,5'],
    ['100.00', '100'],
  ])('writes %s as "%s" with at most 2 decimals', (value, text) => {
    expect(formatDecimalFr(new Decimal(value), 2)).toBe(text);
  });
});
