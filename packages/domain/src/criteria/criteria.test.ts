import { describe, expect, it } from 'vitest';
import { blankCriterion, parseWeight, validateCriteria, weightTotal } from './criteria';
import type { EditorCriterion } from './criteria';
import type { CriterionName } from './names';

function criterion(
  name: CriterionName,
  weight: number,
  subCriteria: EditorCriterion[] = [],
): EditorCriterion {
  return { ...blankCriterion(`${name}-${weight}`), name, weight, subCriteria };
}

describe('parseWeight', () => {
  it.each([
    ['40', 40],
    [' 7 ', 7],
    ['0', 0],
    ['12.5', 12],
    ['12abc', 12],
    ['abc', 0],
    ['', 0],
    ['-5', 0],
  ])('reads "%s" as %i', (input, weight) => {
    expect(parseWeight(input)).toBe(weight);
  });
});

describe('weightTotal', () => {
  it('adds the top-level weights only', () => {
    expect(
      weightTotal([criterion('Technique', 60, [criterion('Technique', 99)]), criterion('Financier', 40)]),
    ).toBe(100);
    expect(weightTotal([])).toBe(0);
  });
});

describe('validateCriteria', () => {
  it('refuses an empty list', () => {
    expect(validateCriteria([])).toEqual({
      ok: false,
      message: "Veuillez ajouter au moins un critère d'évaluation.",
    });
  });

  it.each([99, 101])('refuses a total of %i', (second) => {
    expect(validateCriteria([criterion('Technique', 50), criterion('Financier', second - 50)])).toEqual({
      ok: false,
      message: 'La somme des pondérations doit être égale à 100%.',
    });
  });

  it('accepts a total of exactly 100', () => {
    expect(validateCriteria([criterion('Technique', 60), criterion('Financier', 40)])).toEqual({ ok: true });
  });

  it('adds weights to the hundredth: 1,07 + 64,57 + 34,36 is 100, sub-criteria as well', () => {
    const technique = criterion('Technique', 64.57, [
      criterion('Technique', 30.21),
      criterion('Qualité', 34.36),
    ]);
    expect(64.57 + 1.07 + 34.36).not.toBe(100);
    expect(validateCriteria([criterion('Financier', 1.07), technique, criterion('Délais', 34.36)])).toEqual({
      ok: true,
    });
  });

  it('refuses sub-criteria that do not sum to their parent, naming it and its weight', () => {
    const technique = criterion('Technique', 60, [criterion('Technique', 30), criterion('Qualité', 20)]);
    expect(validateCriteria([technique, criterion('Financier', 40)])).toEqual({
      ok: false,
      message: 'La somme des pondérations des sous-critères de "Technique" doit être égale à 60%.',
    });
  });

  it('accepts sub-criteria summing to their parent', () => {
    const technique = criterion('Technique', 60, [criterion('Technique', 30), criterion('Qualité', 30)]);
    expect(validateCriteria([technique, criterion('Financier', 40)])).toEqual({ ok: true });
  });

  it('checks sub-criteria of sub-criteria too', () => {
    const nested = criterion('Technique', 60, [criterion('Qualité', 60, [criterion('Qualité', 10)])]);
    expect(validateCriteria([nested, criterion('Financier', 40)])).toEqual({
      ok: false,
      message: 'La somme des pondérations des sous-critères de "Qualité" doit être égale à 60%.',
    });
  });

  it('checks the total before the sub-criteria', () => {
    const technique = criterion('Technique', 60, [criterion('Technique', 1)]);
    expect(validateCriteria([technique])).toMatchObject({
      message: 'La somme des pondérations doit être égale à 100%.',
    });
  });
});

describe('blankCriterion', () => {
  it('is an open Technique criterion with nothing set', () => {
    expect(blankCriterion('c1')).toEqual({
      id: 'c1',
      name: 'Technique',
      label: '',
      weight: 0,
      formula: '',
      variables: [],
      text: '',
      subCriteria: [],
      expanded: true,
    });
  });
});
