import type { CompanyAnalysis, FinancialOffer, PriceLineCheck, TenderSummary } from '@mieux-disant/domain';
import { PLANS, rankCompanies } from '@mieux-disant/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/access';
import type { AppContext } from '../../context';
import { BatchedReads } from '../../db/batched';
import { oncePer } from '../../db/prepared';
import { analyses, financialOffers, tenderCompanies, tenders } from '../../db/schema';
import { notFound } from '../../errors';
import { subscriptionOf } from '../../payments/billing';

export type TenderRow = typeof tenders.$inferSelect;

export const TENDER_NOT_FOUND = 'Analyse introuvable.';

const tenderListReads = oncePer((ctx: AppContext) => {
  const builder = ctx.db
    .select({
      id: tenders.id,
      title: tenders.title,
      status: tenders.status,
      createdAt: tenders.createdAt,
      progress: tenders.progress,
    })
    .from(tenders)
    .where(eq(tenders.companyId, sql.placeholder('companyId')))
    .orderBy(desc(tenders.createdAt), desc(tenders.id));
  const { changes } = ctx.database;
  changes?.registerReadOnly(builder.toSQL().sql);
  const query = builder.prepare('tender_list');
  return new BatchedReads(
    async (companyId: string): Promise<TenderSummary[]> =>
      (await query.execute({ companyId })).map((r) => ({
        id: r.id,
        title: r.title,
        status: r.status,
        created_at: r.createdAt.toISOString(),
        ...(r.progress ? { progress: r.progress } : {}),
      })),
    changes && { changes, stillValid: () => true },
  );
});

/**
 * A company's tenders as the list answers them, newest first: small columns only (never the criteria
 * or report JSON), one prepared query on the (company_id, created_at) index, batched. Shaped once per
 * read, which answers many requests: 50 dates written as ISO text took a third of a request's time.
 */
export function tenderList(ctx: AppContext, companyId: string): Promise<TenderSummary[]> {
  return tenderListReads(ctx).read(companyId);
}

/** The caller's company's tender, or 404 (also for another company's tender: no existence leak). */
export async function ownTender(ctx: AppContext, request: FastifyRequest, id: string): Promise<TenderRow> {
  const user = currentUser(request);
  const [row] = await ctx.db
    .select()
    .from(tenders)
    .where(and(eq(tenders.id, id), eq(tenders.companyId, user.companyId)));
  if (!row) throw notFound(TENDER_NOT_FOUND, 'TENDER_NOT_FOUND');
  return row;
}

/** Companies compared per tender, from the plan; no subscription, no comparison. */
export async function maxCompaniesOf(ctx: AppContext, companyId: string): Promise<number> {
  const subscription = await subscriptionOf(ctx, companyId);
  return subscription ? PLANS[subscription.plan].companies : 0;
}

/** The stored company analyses of a tender, ranked (rang set), with their stored ids. */
export async function rankedAnalyses(ctx: AppContext, tenderId: string): Promise<CompanyAnalysis[]> {
  const rows = await ctx.db
    .select({ id: analyses.id, analysis: analyses.analysis })
    .from(analyses)
    .where(eq(analyses.tenderId, tenderId))
    .orderBy(asc(analyses.rank), asc(analyses.createdAt));
  return rankCompanies(rows.map((r) => ({ ...(r.analysis as CompanyAnalysis), id: r.id })));
}

export interface StoredOffer {
  offer: FinancialOffer;
  checks: PriceLineCheck[];
}

/** The financial offers of a tender in the companies' order of creation. */
export async function offersOf(ctx: AppContext, tenderId: string): Promise<StoredOffer[]> {
  const rows = await ctx.db
    .select({ offer: financialOffers.offer, checks: financialOffers.checks })
    .from(financialOffers)
    .leftJoin(tenderCompanies, eq(tenderCompanies.id, financialOffers.tenderCompanyId))
    .where(eq(financialOffers.tenderId, tenderId))
    .orderBy(asc(tenderCompanies.createdAt), asc(financialOffers.createdAt));
  return rows.map((r) => ({ offer: r.offer as FinancialOffer, checks: r.checks as PriceLineCheck[] }));
}
