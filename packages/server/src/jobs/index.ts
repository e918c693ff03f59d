import type PgBoss from 'pg-boss';
import { and, inArray, lt } from 'drizzle-orm';
import { analysisErrorMessage } from '@mieux-disant/domain';
import type { AppContext } from '../context';
import { tenders } from '../db/schema';
import { failPhase1, failPhase2, runPhase1, runPhase2 } from './phases';
import type { JobRun } from './phases';
import type { JobQueue, Phase1Data, Phase2Data } from './queue';
import { PHASE1_QUEUE, PHASE2_QUEUE, closeJobQueue, jobQueue } from './queue';

export { closeJobQueue, jobQueue, PHASE1_QUEUE, PHASE2_QUEUE } from './queue';
export type { JobQueue, Phase1Data, Phase2Data } from './queue';

export interface Jobs {
  /** Stops taking jobs, lets running ones finish for a while, then closes the queue. */
  stop(): Promise<void>;
  /** One pass of the sweep (also run on a timer). */
  sweep(): Promise<void>;
}

const INTERRUPTED = `${analysisErrorMessage({ code: 'UNKNOWN_ERROR' })} : l'analyse a été interrompue. Vous pouvez la relancer.`;

function toRun<T>(job: PgBoss.JobWithMetadata<T>): JobRun<T> {
  return { id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit };
}

/**
 * Dead jobs and stranded tenders. A job is active in pg-boss but its tender has not been touched by the
 * heartbeat for `staleMs`: its process died (crash, kill, power loss), so the job is failed and pg-boss
 * retries it (or gives up after its retry limit). A tender still "ongoing" with no job left to run
 * (retries exhausted, queue lost) is moved to its error status: no tender stays ongoing forever.
 */
export async function sweep(ctx: AppContext, queue: JobQueue): Promise<void> {
  const staleBefore = new Date(ctx.now().getTime() - queue.timing.staleMs);
  const { rows: dead } = await ctx.database.executeSql(
    `SELECT j.id, j.name FROM pgboss.job j JOIN tenders t ON t.id::text = j.data->>'tenderId'
      WHERE j.name = ANY($1::text[]) AND j.state = 'active' AND t.updated_at < $2`,
    [[PHASE1_QUEUE, PHASE2_QUEUE], staleBefore.toISOString()],
  );
  for (const row of dead) {
    ctx.log.warn({ job: row.id, queue: row.name }, 'job without heartbeat: failed for retry');
    await queue.boss.fail(String(row.name), String(row.id), { message: 'worker lost (no heartbeat)' });
  }
  const stranded = await ctx.db
    .select({ id: tenders.id, status: tenders.status })
    .from(tenders)
    .where(
      and(inArray(tenders.status, ['phase1_ongoing', 'phase2_ongoing']), lt(tenders.updatedAt, staleBefore)),
    );
  for (const tender of stranded) {
    const { rows } = await ctx.database.executeSql(
      `SELECT 1 FROM pgboss.job WHERE name = ANY($1::text[]) AND data->>'tenderId' = $2
        AND state IN ('created', 'retry', 'active') LIMIT 1`,
      [[PHASE1_QUEUE, PHASE2_QUEUE], tender.id],
    );
    if (rows.length > 0) continue;
    ctx.log.warn(
      { tenderId: tender.id, status: tender.status },
      'ongoing tender without a job: marked failed',
    );
    if (tender.status === 'phase1_ongoing') await failPhase1(ctx, tender.id, INTERRUPTED);
    else await failPhase2(ctx, tender.id, INTERRUPTED);
  }
}

/**
 * Takes phase 1 and phase 2 jobs from the queue in this process: in the server by default, or in
 * `npm run worker` processes when scaling out (same database, PGlite or PostgreSQL).
 */
export async function startJobs(ctx: AppContext, options: { concurrency?: number } = {}): Promise<Jobs> {
  const queue = await jobQueue(ctx);
  const { boss, timing } = queue;
  const workOptions = {
    includeMetadata: true as const,
    batchSize: 1,
    pollingIntervalSeconds: timing.pollingSeconds,
  };
  const concurrency = Math.max(1, options.concurrency ?? 1);
  for (let i = 0; i < concurrency; i += 1) {
    await boss.work<Phase1Data>(PHASE1_QUEUE, workOptions, async ([job]) => {
      if (job) await runPhase1(ctx, toRun(job), timing.heartbeatMs);
    });
    await boss.work<Phase2Data>(PHASE2_QUEUE, workOptions, async ([job]) => {
      if (job) await runPhase2(ctx, toRun(job), timing.heartbeatMs);
    });
  }
  let sweeping: Promise<void> | null = null;
  const sweepOnce = () => {
    sweeping ??= sweep(ctx, queue)
      .catch((err: unknown) => ctx.log.error({ err }, 'job sweep failed'))
      .finally(() => {
        sweeping = null;
      });
    return sweeping;
  };
  const timer = setInterval(() => void sweepOnce(), timing.sweepMs);
  timer.unref();
  void sweepOnce();
  return {
    sweep: sweepOnce,
    async stop() {
      clearInterval(timer);
      await sweeping;
      await closeJobQueue(ctx);
    },
  };
}

/**
 * Whether the server process takes jobs itself: yes by default; `JOBS_IN_PROCESS=0` when `npm run worker`
 * processes do it (PostgreSQL only: an embedded PGlite belongs to one process).
 */
export function jobsInProcess(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.JOBS_IN_PROCESS !== '0' || !env.DATABASE_URL;
}
