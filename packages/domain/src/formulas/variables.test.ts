import { describe, expect, it } from 'vitest';
import { detectVariables } from './variables';

const names = (formula: string) => detectVariables(formula).map((variable) => variable.name);

describe('detectVariables', () => {
  it('finds words starting with a capital letter', () => {
    expect(names('40 * Pmin / P')).toEqual(['Pmin', 'P']);
  });

  it('accepts accented capitals and accented letters after the first', () => {
    expect(names('Élément + Échéance * Qualité_Note2')).toEqual(['Élément', 'Échéance', 'Qualité_Note2']);
  });

  it('ignores words starting with a lower-case letter, a digit or an underscore', () => {
    expect(names('prix + 2P + _Tmp + éP')).toEqual([]);
  });

  it('keeps digits and underscores after the first letter', () => {
    expect(names('P_1 + Note2 + A')).toEqual(['P_1', 'Note2', 'A']);
  });

  it('excludes if, then, else, and, or in any case', () => {
    expect(names('If A > 1 And B Or C Then D Else E')).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(names('if A then B else C')).toEqual(['A', 'B', 'C']);
  });

  it('excludes Min and Max when they are called, not when they are variables', () => {
    expect(names('Max(P1, Min(P2; P3)) + Min')).toEqual(['P1', 'P2', 'P3', 'Min']);
  });

  it('merges duplicates, keeping the order of first use', () => {
    expect(names('P + Pmin + P * Pmin')).toEqual(['P', 'Pmin']);
  });

  it('keeps the descriptions already given and leaves new ones empty', () => {
    const existing = [
      { name: 'Pmin', description: 'Prix le plus bas' },
      { name: 'Old', description: 'plus utilisée' },
    ];
    expect(detectVariables('40 * Pmin / P', existing)).toEqual([
      { name: 'Pmin', description: 'Prix le plus bas' },
      { name: 'P', description: '' },
    ]);
  });

  it('finds nothing in an empty formula', () => {
    expect(detectVariables('')).toEqual([]);
  });
});
