import { z } from 'zod';
import { USER_ROLES } from '../accounts/roles';
import { PLAN_TYPES } from '../plans/plans';
import { email, givenPassword, personName } from './common';

export const userRole = z.enum(USER_ROLES).meta({ id: 'UserRole' });
export const planType = z.enum(PLAN_TYPES).meta({ id: 'PlanType' });

export const loginBody = z.object({ email: z.string().max(254), password: givenPassword });

/** The login and sign-up answer (SPEC.md §7, DECISIONS.md): stored as the session. */
export const authAnswer = z
  .object({
    token: z.string(),
    id: z.uuid(),
    firstname: z.string(),
    lastname: z.string(),
    /** True once the e-mail is confirmed. */
    status: z.boolean(),
    /** 1 once an administrator validated the account, else 0. */
    admin_validated: z.union([z.literal(0), z.literal(1)]),
    subscription: planType.nullable(),
    role: userRole,
    credits: z.number().int(),
  })
  .meta({ id: 'AuthAnswer' });

/** A 6-digit code sent by mail. */
export const codeBody = z.object({ code: z.string().regex(/^\d{6}$/, 'Le code doit comporter 6 chiffres.') });

export const emptyBody = z.object({}).optional();

export const confirmMailAnswer = z.object({ message: z.string(), data: z.object({ status: z.boolean() }) });

export const confirmMailUpdateAnswer = z.object({
  message: z.string(),
  data: z.object({ email: z.string() }),
});

export const resetRequestBody = z.object({ email });

export const passwordChangeAnswer = z.object({
  message: z.string(),
  data: z.object({ changed: z.boolean() }),
});

/** GET /auth/seats. */
export const seatsInfo = z
  .object({
    company: z.string(),
    totalSeats: z.number().int(),
    usedSeats: z.number().int(),
    remainingSeats: z.number().int(),
  })
  .meta({ id: 'SeatsInfo' });

export const remainingTokensAnswer = z.object({ remainingTokens: z.number().int() });

export const inviteBody = z.object({ email, firstname: personName, lastname: personName });

export const inviteAnswer = z.object({
  message: z.string(),
  data: z.object({ id: z.uuid(), email: z.string(), firstname: z.string(), lastname: z.string() }),
});

export const deleteAccountBody = z.object({ password: givenPassword });

export type LoginBody = z.infer<typeof loginBody>;
export type AuthAnswer = z.infer<typeof authAnswer>;
export type SeatsInfo = z.infer<typeof seatsInfo>;
export type InviteBody = z.infer<typeof inviteBody>;
export type InviteAnswer = z.infer<typeof inviteAnswer>;
export type ConfirmMailAnswer = z.infer<typeof confirmMailAnswer>;
export type PasswordChangeAnswer = z.infer<typeof passwordChangeAnswer>;
export type RemainingTokensAnswer = z.infer<typeof remainingTokensAnswer>;
