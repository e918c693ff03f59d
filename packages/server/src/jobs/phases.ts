import { DocumentError, offersUnderRcRule, rcTextOf, type Progress } from '@mieux-disant/analysis';
import type { CompanyAnalysis, Ponderation } from '@mieux-disant/domain';
import { ANALYSIS_CREDIT_COST, analysisErrorMessage } from '@mieux-disant/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../context';
import { refundCredits } from '../db/credits';
import { analyses, files, financialOffers, tenderCompanies, tenders } from '../db/schema';
import { readDocuments } from '../files/index';
import { analysisEngine } from './engine';
import type { Phase1Data, Phase2Data } from './queue';

/** What a handler knows of its pg-boss job. */
export interface JobRun<T> {
  id: string;
  data: T;
  retryCount: number;
  retryLimit: number;
}

/** A failure that another attempt cannot fix (unreadable document, missing data): no retry. */
export class PermanentJobError extends Error {}

const UNKNOWN = analysisErrorMessage({ code: 'UNKNOWN_ERROR' });

/** The French reason a user reads for a failed phase; internal details stay in the logs. */
export function readableReason(error: unknown): string {
  if (error instanceof DocumentError || error instanceof PermanentJobError) return error.message;
  return UNKNOWN;
}

const isPermanent = (error: unknown) => error instanceof DocumentError || error instanceof PermanentJobError;

/** Touches the tender while its job runs, so the sweep can tell a live job from a dead one. */
function heartbeat(ctx: AppContext, tenderId: string, everyMs: number): () => void {
  const timer = setInterval(() => {
    ctx.db
      .update(tenders)
      .set({ updatedAt: ctx.now() })
      .where(eq(tenders.id, tenderId))
      .catch((err: unknown) => ctx.log.warn({ err, tenderId }, 'job heartbeat failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Pause before the work starts; only set by crash tests (JOB_TEST_PAUSE_MS) to kill a job mid-run. */
async function testPause(): Promise<void> {
  const ms = Number(process.env.JOB_TEST_PAUSE_MS ?? 0);
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
}

interface PhaseSpec<T> {
  ongoing: 'phase1_ongoing' | 'phase2_ongoing';
  run(ctx: AppContext, job: JobRun<T>): Promise<void>;
  fail(ctx: AppContext, tenderId: string, reason: string): Promise<void>;
}

async function runPhase<T extends { tenderId: string }>(
  ctx: AppContext,
  job: JobRun<T>,
  spec: PhaseSpec<T>,
  heartbeatMs: number,
): Promise<void> {
  const { tenderId } = job.data;
  const [tender] = await ctx.db
    .select({ status: tenders.status })
    .from(tenders)
    .where(eq(tenders.id, tenderId));
  // Deleted meanwhile, or already settled by an earlier run: nothing to do (jobs are idempotent).
  if (!tender || tender.status !== spec.ongoing) return;
  const stop = heartbeat(ctx, tenderId, heartbeatMs);
  ctx.log.info({ tenderId, job: job.id, attempt: job.retryCount + 1 }, 'analysis job started');
  try {
    await testPause();
    await spec.run(ctx, job);
  } catch (error) {
    const last = isPermanent(error) || job.retryCount >= job.retryLimit;
    ctx.log.warn(
      { err: error, tenderId, job: job.id, attempt: job.retryCount + 1, last },
      'analysis job failed',
    );
    if (!last) throw error;
    await spec.fail(ctx, tenderId, readableReason(error));
  } finally {
    stop();
  }
}

// ---------------------------------------------------------------- phase 1

export async function failPhase1(ctx: AppContext, tenderId: string, reason: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(tenders)
      .set({ status: 'phase1_error', errorReason: reason, updatedAt: ctx.now() })
      .where(and(eq(tenders.id, tenderId), eq(tenders.status, 'phase1_ongoing')))
      .returning({ companyId: tenders.companyId });
    // Given back once: only the run that moved the status out of phase1_ongoing refunds.
    if (row) await refundCredits(tx, row.companyId, ANALYSIS_CREDIT_COST, 'analysis_refund', tenderId);
  });
}

const phase1: PhaseSpec<Phase1Data> = {
  ongoing: 'phase1_ongoing',
  async run(ctx, job) {
    const { tenderId } = job.data;
    const [tender] = await ctx.db.select().from(tenders).where(eq(tenders.id, tenderId));
    if (!tender?.rcPath) throw new PermanentJobError(analysisErrorMessage({ code: 'MISSING_FILE' }));
    const rows = await ctx.db
      .select()
      .from(files)
      .where(and(eq(files.tenderId, tenderId), isNull(files.tenderCompanyId)));
    const documents = await readDocuments(ctx, rows);
    const ponderation = await analysisEngine().analyseTender({ documents, rcPath: tender.rcPath });
    await ctx.db
      .update(tenders)
      .set({ ponderation, status: 'phase1_done', errorReason: null, updatedAt: ctx.now() })
      .where(and(eq(tenders.id, tenderId), eq(tenders.status, 'phase1_ongoing')));
  },
  fail: failPhase1,
};

export function runPhase1(ctx: AppContext, job: JobRun<Phase1Data>, heartbeatMs: number): Promise<void> {
  return runPhase(ctx, job, phase1, heartbeatMs);
}

// ---------------------------------------------------------------- phase 2

export async function failPhase2(ctx: AppContext, tenderId: string, reason: string): Promise<void> {
  await ctx.db
    .update(tenders)
    .set({
      status: 'phase2_company_anlysis_error',
      errorReason: reason,
      progress: null,
      updatedAt: ctx.now(),
    })
    .where(and(eq(tenders.id, tenderId), eq(tenders.status, 'phase2_ongoing')));
}

/** Phase 2's step under way, as the engine reports it, kept on the tender for the screens to show. */
interface Phase2Progress {
  step: string;
  done: number;
  total: number;
}

/**
 * The engine's progress written to the tender (while it is still phase2_ongoing), one write at a time
 * in order; a failed write is only logged, the analysis goes on.
 */
export function phase2Progress(ctx: AppContext, tenderId: string): Progress {
  let queue = Promise.resolve();
  return (step, done, total) => {
    const progress: Phase2Progress = { step, done, total };
    queue = queue
      .then(() =>
        ctx.db
          .update(tenders)
          .set({ progress })
          .where(and(eq(tenders.id, tenderId), eq(tenders.status, 'phase2_ongoing'))),
      )
      .then(
        () => undefined,
        (err: unknown) => ctx.log.warn({ err, tenderId }, 'phase 2 progress not saved'),
      );
  };
}

const phase2: PhaseSpec<Phase2Data> = {
  ongoing: 'phase2_ongoing',
  async run(ctx, job) {
    const { tenderId, companyIds } = job.data;
    const [tender] = await ctx.db.select().from(tenders).where(eq(tenders.id, tenderId));
    if (!tender?.ponderation) throw new PermanentJobError("Les critères de l'appel d'offres sont absents.");
    const companies = await ctx.db
      .select()
      .from(tenderCompanies)
      .where(and(eq(tenderCompanies.tenderId, tenderId), inArray(tenderCompanies.id, companyIds)))
      .orderBy(tenderCompanies.createdAt);
    if (companies.length === 0) throw new PermanentJobError(analysisErrorMessage({ code: 'MISSING_FILE' }));
    const inputs = [];
    for (const company of companies) {
      if (!company.dqePath) throw new PermanentJobError(`Le DQE de « ${company.name} » est manquant.`);
      const rows = await ctx.db.select().from(files).where(eq(files.tenderCompanyId, company.id));
      inputs.push({
        name: company.name,
        dqePath: company.dqePath,
        documents: await readDocuments(ctx, rows),
      });
    }
    const tenderRows = await ctx.db
      .select()
      .from(files)
      .where(and(eq(files.tenderId, tenderId), isNull(files.tenderCompanyId)));
    const tenderDocuments = await readDocuments(ctx, tenderRows);
    const result = await analysisEngine().analyseCompanies(
      {
        ponderation: tender.ponderation as Ponderation,
        companies: inputs,
        tender: tenderDocuments,
      },
      phase2Progress(ctx, tenderId),
    );
    // Rectified totals follow the RC's rule for arithmetic errors (unit prices prevail unless it says otherwise).
    const offers = offersUnderRcRule(
      result.offers,
      await rcTextOf(tenderDocuments.find((d) => d.path === tender.rcPath)),
    );
    const byName = new Map(companies.map((c) => [c.name, c.id]));
    await ctx.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ status: tenders.status })
        .from(tenders)
        .where(eq(tenders.id, tenderId));
      if (current?.status !== 'phase2_ongoing') return;
      await tx.delete(analyses).where(eq(analyses.tenderId, tenderId));
      await tx.delete(financialOffers).where(eq(financialOffers.tenderId, tenderId));
      for (const [index, analysis] of result.analyses.entries()) {
        const id = crypto.randomUUID();
        const stored: CompanyAnalysis = { ...analysis, id };
        await tx.insert(analyses).values({
          id,
          tenderId,
          tenderCompanyId: byName.get(analysis.compagnie) ?? null,
          analysis: stored,
          rank: analysis.rang ?? index + 1,
        });
      }
      for (const offer of offers) {
        await tx.insert(financialOffers).values({
          tenderId,
          tenderCompanyId: byName.get(offer.name) ?? null,
          offer,
          checks: result.checks[offer.name] ?? [],
        });
      }
      await tx
        .update(tenders)
        .set({ status: 'phase2_done', errorReason: null, progress: null, updatedAt: ctx.now() })
        .where(eq(tenders.id, tenderId));
    });
  },
  fail: failPhase2,
};

export function runPhase2(ctx: AppContext, job: JobRun<Phase2Data>, heartbeatMs: number): Promise<void> {
  return runPhase(ctx, job, phase2, heartbeatMs);
}
