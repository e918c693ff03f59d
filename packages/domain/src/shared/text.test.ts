import { describe, expect, it } from 'vitest';
import { foldAccents, leadingInteger } from './text';

describe('foldAccents', () => {
  it('drops accents and case, including composed capitals and ligature-free œ', () => {
    expect(foldAccents('Délai ÉLÉMENT Ça')).toBe('delai element ca');
    expect(foldAccents('Œuvre')).toBe('œuvre');
  });
});

describe('leadingInteger', () => {
  it.each([
    ['12', 12],
    [' 12.9 ', 12],
    ['-3x', -3],
    ['x3', null],
    ['', null],
  ])('reads "%s" as %s', (input, value) => {
    expect(leadingInteger(input)).toBe(value);
  });
});
