import { z } from 'zod';
import { passwordStrength } from '../passwords/strength';
import { companyName, email, givenPassword, personName } from './common';

// The bodies that choose a password, apart from the other schemas: they check the password against
// zxcvbn's dictionaries, which a bundle that only parses answers (the app) must not load up front.

/** A password being chosen: the domain's rule, the one the screens show as the user types. */
export const newPassword = z.string().superRefine((password, check) => {
  const strength = passwordStrength(password);
  if (strength.message)
    check.addIssue({ code: 'custom', message: [strength.message, strength.hint].filter(Boolean).join(' ') });
});

export const signupBody = z.object({
  firstname: personName,
  lastname: personName,
  company: companyName,
  email,
  password: newPassword,
  confirmPassword: z.string().max(200),
});

export const passwordResetBody = z.object({
  password: newPassword,
  prToken: z.string().min(1).max(200),
});

export const passwordChangeBody = z.object({ oldPassword: givenPassword, newPassword });

export type SignupBody = z.infer<typeof signupBody>;
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;
