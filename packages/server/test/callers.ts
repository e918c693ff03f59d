import type { Access } from '../src/auth/access';

/** The seven callers every route is tried as (the access-matrix test and the probe). */
export type Caller =
  'anonymous' | 'unconfirmed' | 'unvalidated' | 'user' | 'user_admin' | 'admin' | 'other_company';

export const CALLERS: Caller[] = [
  'anonymous',
  'unconfirmed',
  'unvalidated',
  'user',
  'user_admin',
  'admin',
  'other_company',
];

/** Each access level, from the lowest. */
export const RANK: Record<Access, number> = {
  anonymous: 0,
  authenticated: 1,
  confirmed: 2,
  validated: 3,
  user_admin: 4,
  admin: 5,
};

/** The highest level each caller reaches. */
export const REACH: Record<Caller, number> = {
  anonymous: 0,
  unconfirmed: 1,
  unvalidated: 2,
  user: 3,
  user_admin: 4,
  other_company: 4,
  admin: 5,
};
