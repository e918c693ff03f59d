import { tenderStatusView } from './status';

/** Phase 2's step under way, as the server reports it on the tender ('Évaluation de X', 3 of 7). */
export interface PhaseProgress {
  step: string;
  done: number;
  total: number;
}

/** Where phase 2 starts and ends on a tender's bar (SPEC.md §4: criteria confirmed 50 %, done 100 %). */
const PHASE2_FROM = 50;
const PHASE2_TO = 100;

/**
 * A tender's progress in %: while phase 2 runs with a reported step, between 50 and 99 % as its steps
 * go; otherwise the status's own figure (SPEC.md §4).
 */
export function tenderProgressPercent(status: string, progress?: PhaseProgress | null): number {
  const own = tenderStatusView(status).progress;
  if (status !== 'phase2_ongoing' || !progress || !(progress.total > 0)) return own;
  const share = Math.min(Math.max(progress.done / progress.total, 0), 1);
  return Math.min(PHASE2_TO - 1, Math.floor(PHASE2_FROM + share * (PHASE2_TO - PHASE2_FROM)));
}

/** The step shown under a running phase 2, or null when none is to be shown. */
export function phaseStep(status: string, progress?: PhaseProgress | null): string | null {
  return status === 'phase2_ongoing' && progress?.step ? progress.step : null;
}
