import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';
import type { AppContext } from '../context';
import type { DatabaseHandle } from '../db/index';
import { createBoss } from './boss';

export const PHASE1_QUEUE = 'tender-phase1';
export const PHASE2_QUEUE = 'tender-phase2';
export const JOB_QUEUES = [PHASE1_QUEUE, PHASE2_QUEUE] as const;

export interface Phase1Data {
  tenderId: string;
}
export interface Phase2Data {
  tenderId: string;
  /** tender_companies ids launched together. */
  companyIds: string[];
}

/** Timing of durable jobs; every figure can be lowered by environment for crash tests. */
export interface JobTiming {
  /** A running job touches its tender this often. */
  heartbeatMs: number;
  /** An active job whose tender has not been touched for this long is taken as dead (crash) and retried. */
  staleMs: number;
  /** How often the sweep looks for dead jobs and stranded tenders. */
  sweepMs: number;
  /** Upper bound of one run; pg-boss fails (hence retries) a job that runs longer. */
  expireSeconds: number;
  retryLimit: number;
  retryDelaySeconds: number;
  pollingSeconds: number;
}

export function jobTimingFromEnv(env: NodeJS.ProcessEnv = process.env): JobTiming {
  const num = (name: string, fallback: number, min = 0.001) => {
    const raw = env[name];
    const value = raw === undefined || raw === '' ? NaN : Number(raw);
    return Number.isFinite(value) && value >= min ? value : fallback;
  };
  return {
    heartbeatMs: num('JOB_HEARTBEAT_SECONDS', 5) * 1000,
    staleMs: num('JOB_STALE_SECONDS', 120) * 1000,
    sweepMs: num('JOB_SWEEP_SECONDS', 15) * 1000,
    expireSeconds: num('JOB_EXPIRE_SECONDS', 3600),
    retryLimit: Math.floor(num('JOB_RETRY_LIMIT', 2, 0)),
    retryDelaySeconds: Math.floor(num('JOB_RETRY_DELAY_SECONDS', 5, 0)),
    pollingSeconds: num('JOB_POLLING_SECONDS', 1, 0.5),
  };
}

export interface JobQueue {
  boss: PgBoss;
  timing: JobTiming;
  sendPhase1(data: Phase1Data): Promise<string>;
  sendPhase2(data: Phase2Data): Promise<string>;
}

const queues = new WeakMap<AppContext, Promise<JobQueue>>();

const queueOptions = (timing: JobTiming) => ({
  retryLimit: timing.retryLimit,
  retryDelay: timing.retryDelaySeconds,
  expireInSeconds: timing.expireSeconds,
});

/**
 * A started pg-boss on the database (its schema created or migrated), with the product's queues. The
 * restore starts one without maintenance (`supervise: false`) to put the archived jobs back.
 */
export async function startBoss(
  database: DatabaseHandle,
  timing: JobTiming,
  options: Partial<PgBoss.ConstructorOptions>,
  onError: (error: Error) => void,
): Promise<PgBoss> {
  const boss =
    database.kind === 'pglite'
      ? createBoss({ pglite: database.client as PGlite }, options)
      : createBoss({ executeSql: (text, values) => database.executeSql(text, values) }, options);
  boss.on('error', onError);
  await boss.start();
  for (const name of JOB_QUEUES) {
    if (!(await boss.getQueue(name))) {
      await boss.createQueue(name, { name, ...queueOptions(timing) } as PgBoss.Queue);
    }
  }
  return boss;
}

async function openQueue(ctx: AppContext): Promise<JobQueue> {
  const timing = jobTimingFromEnv();
  const boss = await startBoss(ctx.database, timing, {}, (error) =>
    ctx.log.error({ err: error }, 'job queue error'),
  );
  const send = async (name: string, data: object) => {
    const id = await boss.send(name, data, queueOptions(timing));
    if (!id) throw new Error(`job not queued: ${name}`);
    return id;
  };
  return {
    boss,
    timing,
    sendPhase1: (data) => send(PHASE1_QUEUE, data),
    sendPhase2: (data) => send(PHASE2_QUEUE, data),
  };
}

/** The started queue of this context (created once; shared by routes that send and workers that take). */
export function jobQueue(ctx: AppContext): Promise<JobQueue> {
  let queue = queues.get(ctx);
  if (!queue) {
    queue = openQueue(ctx);
    queue.catch(() => queues.delete(ctx));
    queues.set(ctx, queue);
  }
  return queue;
}

/** Stops the queue of this context, if one was opened; running jobs get `graceTimeoutMs` to finish. */
export async function closeJobQueue(ctx: AppContext, graceTimeoutMs = 10_000): Promise<void> {
  const queue = queues.get(ctx);
  if (!queue) return;
  queues.delete(ctx);
  const { boss } = await queue.catch(() => ({ boss: null }));
  if (!boss) return;
  await new Promise<void>((resolve) => {
    boss.once('stopped', () => resolve());
    boss
      .stop({ graceful: true, wait: false, timeout: Math.max(graceTimeoutMs, 1000) })
      .catch(() => resolve());
  });
}
