import { z } from 'zod';
import { email, personName } from './common';
import { userRole } from './auth';

/** Which accounts the administrators' search lists. */
export const adminFilter = z.enum(['all', 'validated', 'not_validated']);

export const adminSearchQuery = z.object({
  term: z.string().max(200).optional().default(''),
  filter: adminFilter.optional().default('all'),
});

/** One account as the administration screen lists it (SPEC.md §3, with its role). */
export const adminUser = z
  .object({
    id: z.uuid(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    company: z.string(),
    admin_validated: z.boolean(),
    role: userRole,
  })
  .meta({ id: 'AdminUser' });

export const adminUserList = z.array(adminUser);

/** PUT /admin/updateUser/{id}: the fields to change; a new e-mail waits for its owner's code. */
export const adminUserUpdate = z
  .object({
    firstname: personName,
    lastname: personName,
    email,
    role: userRole,
    admin_validated: z.boolean(),
  })
  .partial();

export const adminUserAnswer = z.object({ message: z.string(), data: adminUser });

export type AdminFilter = z.infer<typeof adminFilter>;
export type AdminUser = z.infer<typeof adminUser>;
export type AdminUserUpdate = z.infer<typeof adminUserUpdate>;
export type AdminUserAnswer = z.infer<typeof adminUserAnswer>;
