import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { companies, users } from '../db/schema';
import { normaliseEmail } from './accounts';
import { hashSecret, newPassword } from './crypto';

export const DEFAULT_ADMIN_EMAIL = 'admin@mieux-disant.local';

/**
 * First start: creates the platform administrator from ADMIN_EMAIL / ADMIN_PASSWORD, or with a
 * generated password printed once. Does nothing when an administrator exists.
 */
export async function ensureAdministrator(
  ctx: AppContext,
  print: (line: string) => void = console.log,
): Promise<{ created: boolean; email: string }> {
  const [existing] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  if (existing) return { created: false, email: existing.email };
  const email = normaliseEmail(ctx.config.adminEmail ?? DEFAULT_ADMIN_EMAIL);
  const password = ctx.config.adminPassword ?? newPassword();
  const passwordHash = await hashSecret(password, ctx.config.scryptN);
  const created = await ctx.db.transaction(async (tx) => {
    const [company] = await tx.insert(companies).values({ name: 'Administration Mieux-Disant' }).returning();
    const rows = await tx
      .insert(users)
      .values({
        companyId: company!.id,
        email,
        firstname: 'Administrateur',
        lastname: 'Mieux-Disant',
        passwordHash,
        role: 'admin',
        emailConfirmed: true,
        adminValidated: true,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (rows.length === 0) {
      // Another process won the race, or the address belongs to an existing account.
      await tx.delete(companies).where(eq(companies.id, company!.id));
      return false;
    }
    return true;
  });
  if (created && !ctx.config.adminPassword) {
    print(`[admin] Administrateur créé : ${email} / mot de passe : ${password} (affiché une seule fois)`);
  } else if (created) {
    print(`[admin] Administrateur créé : ${email}`);
  }
  return { created, email };
}
