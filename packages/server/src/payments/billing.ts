import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { subscriptions } from '../db/schema';

/** The company's subscription while its period runs, else null. */
export async function subscriptionOf(ctx: AppContext, companyId: string) {
  const [row] = await ctx.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId))
    .limit(1);
  if (!row || row.periodEnd.getTime() <= ctx.now().getTime()) return null;
  return row;
}
