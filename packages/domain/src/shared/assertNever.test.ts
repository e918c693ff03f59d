import { describe, expect, it } from 'vitest';
import { assertNever } from './assertNever';

describe('assertNever', () => {
  it('throws when an unhandled value reaches it at run time', () => {
    expect(() => assertNever('surprise' as never)).toThrow('Unhandled value: surprise');
  });
});
