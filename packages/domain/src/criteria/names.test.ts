import { describe, expect, it } from 'vitest';
import { isCriterionName } from './names';

describe('criterion names', () => {
  it('recognise only exact names, accents included', () => {
    expect(isCriterionName('Délais')).toBe(true);
    expect(isCriterionName('Delais')).toBe(false);
    expect(isCriterionName('technique')).toBe(false);
  });
});
