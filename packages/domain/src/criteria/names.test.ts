import { describe, expect, it } from 'vitest';
import { CRITERION_NAMES, isCriterionName } from './names';

describe('criterion names', () => {
  it('are the ten names of the fixed list, in order', () => {
    expect(CRITERION_NAMES).toEqual([
      'Technique',
      'Administratif',
      'Qualité',
      'Sécurité',
      'Environnement',
      'Financier',
      'Méthodologie',
      'Expérience',
      'Délais',
      'Références',
    ]);
  });

  it('recognise only exact names, accents included', () => {
    expect(isCriterionName('Délais')).toBe(true);
    expect(isCriterionName('Delais')).toBe(false);
    expect(isCriterionName('technique')).toBe(false);
  });
});
