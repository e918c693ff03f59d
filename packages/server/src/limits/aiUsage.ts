import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { aiUsage } from '../db/schema';

/** Tokens in and out of one request. */
export interface Usage {
  prompt: number;
  completion: number;
}

/** About four characters a token, for the built-in engine and providers that report no usage. */
export const estimateTokens = (text: string | number): number =>
  Math.ceil((typeof text === 'number' ? text : text.length) / 4);

/** The UTC day of `now`, 'YYYY-MM-DD'. */
export const usageDay = (now: Date): string => now.toISOString().slice(0, 10);

/** Adds one request's tokens to the company's count of the day (one statement, safe across instances). */
export async function recordUsage(ctx: AppContext, companyId: string, usage: Usage): Promise<void> {
  await ctx.db
    .insert(aiUsage)
    .values({
      companyId,
      day: usageDay(ctx.now()),
      promptTokens: usage.prompt,
      completionTokens: usage.completion,
      requests: 1,
    })
    .onConflictDoUpdate({
      target: [aiUsage.companyId, aiUsage.day],
      set: {
        promptTokens: sql`${aiUsage.promptTokens} + ${usage.prompt}`,
        completionTokens: sql`${aiUsage.completionTokens} + ${usage.completion}`,
        requests: sql`${aiUsage.requests} + 1`,
      },
    });
}

const PARIS_TIME = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Tokens the company may still use today, when the count resets and the French message for 429. */
export async function quotaLeft(ctx: AppContext, companyId: string, dailyTokens: number) {
  const now = ctx.now();
  const [row] = await ctx.db
    .select({ used: sql<string>`${aiUsage.promptTokens} + ${aiUsage.completionTokens}` })
    .from(aiUsage)
    .where(and(eq(aiUsage.companyId, companyId), eq(aiUsage.day, usageDay(now))));
  const reset = new Date(`${usageDay(now)}T00:00:00Z`);
  reset.setUTCDate(reset.getUTCDate() + 1);
  const resetAt = PARIS_TIME.format(reset).replace(' ', ' à ');
  return {
    left: dailyTokens - Number(row?.used ?? 0),
    resetInSeconds: Math.max(1, Math.ceil((reset.getTime() - now.getTime()) / 1000)),
    message: `Le quota quotidien d’IA de votre entreprise est atteint (${dailyTokens.toLocaleString('fr-FR')} jetons). Il sera rétabli le ${resetAt} (heure de Paris).`,
  };
}
