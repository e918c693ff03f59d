import { describe, expect, it } from 'vitest';
import { isUserRole } from './roles';

describe('isUserRole', () => {
  it('knows the three roles and nothing else', () => {
    expect(['user', 'user_admin', 'admin'].every(isUserRole)).toBe(true);
    for (const value of ['root', 'Admin', '', null, undefined, 1]) expect(isUserRole(value)).toBe(false);
  });
});
