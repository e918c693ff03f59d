import { describe, expect, it } from 'vitest';
import { functionOf, keywordOf } from './keywords';

describe('formula keywords', () => {
  it('recognises keywords and functions whatever their case', () => {
    expect(keywordOf('THEN')).toBe('then');
    expect(keywordOf('Pmin')).toBeNull();
    expect(functionOf('Max')).toBe('max');
    expect(functionOf('mean')).toBeNull();
  });
});
