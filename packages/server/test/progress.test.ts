import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { tenders } from '../src/db/schema';
import { phase2Progress } from '../src/jobs/phases';
import { databaseKinds, setupServer } from './harness';
import { VALID_PONDERATION } from './tender-support';

describe.each(databaseKinds)('phase 2 progress (%s)', (kind) => {
  const server = setupServer(kind);

  async function tender(companyId: string, status: string) {
    const [row] = await server.ctx.db
      .insert(tenders)
      .values({ companyId, title: status, status, ponderation: VALID_PONDERATION })
      .returning();
    return row!.id;
  }

  it('shows the step under way on the tender list and detail while phase 2 runs, never after', async () => {
    const user = await server.createUser({ plan: 'Standard', credits: 600 });
    const done = await tender(user.companyId, 'phase2_done');
    const running = await tender(user.companyId, 'phase2_ongoing');
    phase2Progress(server.ctx, done)('Évaluation de Alpha', 1, 7);
    const report = phase2Progress(server.ctx, running);
    report('Lecture des documents de Alpha', 0, 7);
    report('Évaluation de Bêta', 4, 7);
    await vi.waitFor(async () => {
      const detail = await server.call('GET', `/api/tender/tender/${running}`, { token: user.token });
      expect(detail.body.progress).toEqual({ step: 'Évaluation de Bêta', done: 4, total: 7 });
    });
    const list = await server.call('GET', '/api/tender/tenders', { token: user.token });
    const byId = new Map(
      (list.body.tenders as { id: string; progress?: unknown }[]).map((t) => [t.id, t.progress]),
    );
    expect(byId.get(running)).toEqual({ step: 'Évaluation de Bêta', done: 4, total: 7 });
    expect(byId.get(done)).toBeUndefined();
    const [row] = await server.ctx.db.select().from(tenders).where(eq(tenders.id, done));
    expect(row!.progress).toBeNull();
  });
});
