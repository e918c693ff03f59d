import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { parseAmount } from './amount';

describe('parseAmount', () => {
  it.each([
    ['1234.50', '1234.5'],
    ['1234,50', '1234.5'],
    ['1 234,50 €', '1234.5'],
    ['1\u202f234,50\u00a0€', '1234.5'],
    ['-12,3', '-12.3'],
    ['+7', '7'],
    ['.5', '0.5'],
    ['12.', '12'],
    ['1.234,56', '1234.56'],
    ['1,234.56', '1234.56'],
    ['1.234.567', '1234567'],
    ['1,234,567.5', '1234567.5'],
    ['12,345', '12.345'],
  ])('reads "%s" as %s', (input, value) => {
    expect(parseAmount(input)?.toString()).toBe(value);
  });

  it.each(['', 'abc', '12,3,4', '1.2.3', '€', '--1', '1,23.4', '12.34,5,6', '1.234,5.6'])(
    'refuses "%s"',
    (input) => {
      expect(parseAmount(input)).toBeNull();
    },
  );

  it('takes Decimals and numbers as they are, null and undefined as absent', () => {
    expect(parseAmount(new Decimal('0.1'))?.toString()).toBe('0.1');
    expect(parseAmount(42)?.toString()).toBe('42');
    expect(parseAmount(Number.NaN)).toBeNull();
    expect(parseAmount(null)).toBeNull();
    expect(parseAmount(undefined)).toBeNull();
  });
});
