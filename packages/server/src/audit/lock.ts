import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import { analyses, financialOffers, tenders } from '../db/schema';
import { badRequest, conflict } from '../errors';
import type { AuditActor } from './audit';
import { recordAudit } from './audit';

/**
 * Once phase 2 has started, the criteria are those the offers were read against: they are locked, and
 * only an unlock with a reason (recorded in the audit trail) opens them again.
 */
export const CRITERIA_LOCKED_STATUSES = ['phase2_ongoing', 'phase2_company_anlysis_error', 'phase2_done'];

export const CRITERIA_LOCKED_MESSAGE =
  "Les critères sont verrouillés depuis le lancement de l'analyse des candidats. Pour les modifier, déverrouillez-les en indiquant un motif : la notation des candidats sera relancée.";
export const UNLOCK_REASON_MESSAGE = 'Indiquez le motif du déverrouillage des critères.';
export const UNLOCK_WHILE_SCORING_MESSAGE =
  "L'analyse des candidats est en cours : attendez qu'elle se termine pour déverrouiller les critères.";
export const NOT_LOCKED_MESSAGE = 'Les critères ne sont pas verrouillés.';

export function isCriteriaLocked(status: string): boolean {
  return CRITERIA_LOCKED_STATUSES.includes(status);
}

/** 409 with the French reason when the criteria are locked. */
export function assertCriteriaUnlocked(status: string): void {
  if (isCriteriaLocked(status)) throw conflict(CRITERIA_LOCKED_MESSAGE, 'CRITERIA_LOCKED');
}

/** Statuses from which an unlock is possible: phase 2 over, successfully or not. */
const UNLOCKABLE = ['phase2_company_anlysis_error', 'phase2_done'];

/**
 * Unlocks the criteria of a tender: the reason is recorded, the tender goes back to the criteria
 * screen (phase1_done) and the candidates' scores and bills are dropped, so the scoring restarts from
 * the confirmed criteria when the evaluator launches it again (the companies' files are kept).
 */
export async function unlockCriteria(
  ctx: AppContext,
  actor: AuditActor,
  tender: { id: string; status: string },
  reason: string,
): Promise<void> {
  const why = reason.trim();
  if (why === '') throw badRequest(UNLOCK_REASON_MESSAGE, 'UNLOCK_REASON_MISSING');
  if (tender.status === 'phase2_ongoing') throw conflict(UNLOCK_WHILE_SCORING_MESSAGE, 'SCORING_RUNNING');
  if (!UNLOCKABLE.includes(tender.status)) throw conflict(NOT_LOCKED_MESSAGE, 'CRITERIA_NOT_LOCKED');
  await ctx.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(tenders)
      .set({ status: 'phase1_done', errorReason: null, updatedAt: ctx.now() })
      .where(and(eq(tenders.id, tender.id), inArray(tenders.status, UNLOCKABLE)))
      .returning({ id: tenders.id });
    if (!moved) throw conflict(UNLOCK_WHILE_SCORING_MESSAGE, 'SCORING_RUNNING');
    await tx.delete(analyses).where(eq(analyses.tenderId, tender.id));
    await tx.delete(financialOffers).where(eq(financialOffers.tenderId, tender.id));
    await recordAudit(
      tx,
      actor,
      {
        tenderId: tender.id,
        action: 'criteria_unlock',
        subject: 'Verrouillage des critères',
        before: 'Verrouillés',
        after: 'Déverrouillés : notation des candidats à relancer',
        reason: why,
      },
      ctx.now(),
    );
  });
}
