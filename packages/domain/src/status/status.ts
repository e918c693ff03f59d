import { assertNever } from '../shared/assertNever';

/** Every tender status the server sets, in the order of the workflow (SPEC.md §4, DECISIONS.md). */
export const TENDER_STATUSES = [
  'phase1_ongoing',
  'phase1_done',
  'phase1_updating',
  'phase1_update_error',
  'phase1_confirmation_done',
  'phase2_ongoing',
  'phase2_company_anlysis_error',
  'phase2_done',
  'phase1_error',
] as const;

export type TenderStatus = (typeof TENDER_STATUSES)[number];
/** red / green / blue; the ui maps a tone to a theme colour. */
export type StatusTone = 'error' | 'done' | 'progress';
export type TenderActionTarget = 'criteria' | 'companies' | 'results' | 'none';
export type TenderActionLabel = "Poursuivre l'analyse" | 'Consulter le résultat' | 'Analyse en cours...';

export interface TenderStatusView {
  progress: number;
  label: string;
  tone: StatusTone;
  inProgress: boolean;
  actionLabel: TenderActionLabel;
  target: TenderActionTarget;
}

export function isTenderStatus(status: string): status is TenderStatus {
  return (TENDER_STATUSES as readonly string[]).includes(status);
}

function progressAndLabel(status: TenderStatus): { progress: number; label: string } {
  switch (status) {
    case 'phase1_ongoing':
      return { progress: 10, label: 'Analyse AO en cours' };
    case 'phase1_done':
      return { progress: 25, label: 'Analyse AO terminée' };
    case 'phase1_updating':
      return { progress: 35, label: 'Confirmation des résultats en cours' };
    case 'phase1_update_error':
      return { progress: 35, label: 'Erreur à la confirmation des pondérations' };
    case 'phase1_confirmation_done':
      return { progress: 50, label: 'Analyse AO confirmée' };
    case 'phase2_ongoing':
      return { progress: 75, label: 'Analyse des candidats en cours' };
    case 'phase2_company_anlysis_error':
      return { progress: 50, label: "Erreur à l'analyse des candidats" };
    case 'phase2_done':
      return { progress: 100, label: 'Analyse des candidats terminée' };
    case 'phase1_error':
      return { progress: 10, label: "Erreur à l'analyse AO" };
    default:
      return assertNever(status);
  }
}

function targetOf(status: TenderStatus): TenderActionTarget {
  switch (status) {
    case 'phase1_done':
    case 'phase1_update_error':
      return 'criteria';
    case 'phase1_confirmation_done':
    case 'phase2_company_anlysis_error':
      return 'companies';
    case 'phase2_done':
      return 'results';
    case 'phase1_ongoing':
    case 'phase1_updating':
    case 'phase2_ongoing':
    case 'phase1_error':
      return 'none';
    default:
      return assertNever(status);
  }
}

/** The colour rule of SPEC.md §4 works on the text of the status, so it holds for unknown statuses too. */
export function statusTone(status: string): StatusTone {
  if (status.includes('error')) return 'error';
  if (status.includes('done')) return 'done';
  return 'progress';
}

export function isStatusInProgress(status: string): boolean {
  return status.includes('ing');
}

function actionLabelOf(status: string, inProgress: boolean): TenderActionLabel {
  if (inProgress) return 'Analyse en cours...';
  return status === 'phase2_done' ? 'Consulter le résultat' : "Poursuivre l'analyse";
}

/** What a dashboard card shows for a status; an unknown status shows 0 % and an empty label. */
export function tenderStatusView(status: string): TenderStatusView {
  const known = isTenderStatus(status);
  const { progress, label } = known ? progressAndLabel(status) : { progress: 0, label: '' };
  const inProgress = isStatusInProgress(status);
  return {
    progress,
    label,
    tone: statusTone(status),
    inProgress,
    actionLabel: actionLabelOf(status, inProgress),
    target: known ? targetOf(status) : 'none',
  };
}

/** The route the card's action button opens, or null when the status leads nowhere. */
export function tenderActionPath(status: string, tenderId: string): string | null {
  const target = tenderStatusView(status).target;
  switch (target) {
    case 'criteria':
      return `/new-analysis/criteria/${tenderId}`;
    case 'companies':
      return `/new-analysis/companies/${tenderId}`;
    case 'results':
      return `/analysis/${tenderId}`;
    case 'none':
      return null;
    default:
      return assertNever(target);
  }
}

/** The dashboard keeps polling while any tender is in progress. */
export function shouldRefreshDashboard(statuses: readonly string[]): boolean {
  return statuses.some(isStatusInProgress);
}
