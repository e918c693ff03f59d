import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sweep } from '../src/jobs/index';
import { PHASE2_QUEUE, jobQueue } from '../src/jobs/queue';
import { companies, tenders } from '../src/db/schema';
import { databaseKinds, setupServer } from './harness';
import { VALID_PONDERATION } from './tender-support';

describe.each(databaseKinds)('job sweep (%s)', (kind) => {
  const server = setupServer(kind);

  async function tender(companyId: string, status: string, updatedAt: Date) {
    const [row] = await server.ctx.db
      .insert(tenders)
      .values({ companyId, title: status, status, ponderation: VALID_PONDERATION, updatedAt })
      .returning();
    return row!.id;
  }
  const statusOf = async (id: string) =>
    (await server.ctx.db.select().from(tenders).where(eq(tenders.id, id)))[0]!;

  it('fails dead jobs for retry and ends stranded tenders, leaving live ones alone', async () => {
    const user = await server.createUser({ plan: 'Standard', credits: 600 });
    const hourAgo = new Date(Date.now() - 3600_000);
    const stranded1 = await tender(user.companyId, 'phase1_ongoing', hourAgo);
    const stranded2 = await tender(user.companyId, 'phase2_ongoing', hourAgo);
    const fresh = await tender(user.companyId, 'phase2_ongoing', new Date());
    const dead = await tender(user.companyId, 'phase2_ongoing', hourAgo);
    const queue = await jobQueue(server.ctx);
    const jobId = await queue.sendPhase2({ tenderId: dead, companyIds: [] });
    // A worker took the job, then died: the job is active and its tender's heartbeat is an hour old.
    const [taken] = await queue.boss.fetch(PHASE2_QUEUE);
    expect(taken?.id).toBe(jobId);

    await sweep(server.ctx, queue);

    const one = await statusOf(stranded1);
    expect(one.status).toBe('phase1_error');
    expect(one.errorReason).toBe(
      "Une erreur inattendue est survenue : l'analyse a été interrompue. Vous pouvez la relancer.",
    );
    const [company] = await server.ctx.db.select().from(companies).where(eq(companies.id, user.companyId));
    expect(company!.credits).toBe(700);
    expect((await statusOf(stranded2)).status).toBe('phase2_company_anlysis_error');
    expect((await statusOf(fresh)).status).toBe('phase2_ongoing');
    expect((await statusOf(dead)).status).toBe('phase2_ongoing');
    const job = await queue.boss.getJobById(PHASE2_QUEUE, jobId);
    expect(job?.state).toBe('retry');
    const detail = await server.call('GET', `/api/tender/tender/${stranded2}`, { token: user.token });
    expect(detail.body.error).toMatch(/interrompue/);
  });
});
