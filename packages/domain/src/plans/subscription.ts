import { formatDateFr } from '../dates/dates';
import type { PlanType } from './plans';

/** What GET /api/subscription answers. */
export interface SubscriptionInfo {
  type: PlanType | null;
  nextSubscription: PlanType | null;
  cancellationDate: string | null;
  changeDate: string | null;
}

export type PlanAction = 'subscribe' | 'cancel' | 'switch';
export type PlanButtonLabel = 'Souscrire' | 'Annuler' | 'Basculer vers cette formule';

export const NO_SUBSCRIPTION_HEADING = 'Choisissez votre abonnement';
/** Why an analysis cannot start: said by the server's refusal and by the upload screen beforehand. */
export const NO_SUBSCRIPTION_MESSAGE = 'Un abonnement actif est nécessaire pour lancer une analyse.';
export const CANCELLATION_PENDING_TOOLTIP = 'Désabonnement déjà pris en compte';
export const SWITCH_BLOCKED_BY_CANCELLATION_TOOLTIP =
  'Désabonnement en attente. Vous ne pouvez pas changer de formule';
export const CHANGE_PENDING_TOOLTIP = 'Changement de formule déjà pris en compte';

export function subscriptionHeading(s: SubscriptionInfo | null): string {
  return s?.type ? `Votre formule d'abonnement : ${s.type}` : NO_SUBSCRIPTION_HEADING;
}

/**
 * The button of a plan's card (SPEC.md §4): 'Souscrire' without subscription; 'Annuler' on the current
 * plan and 'Basculer vers cette formule' on the other, disabled with a tooltip while a cancellation
 * or a change to that plan is pending.
 */
export function planButton(
  plan: PlanType,
  s: SubscriptionInfo | null,
): { action: PlanAction; label: PlanButtonLabel; disabled: boolean; tooltip: string | null } {
  if (!s?.type) return { action: 'subscribe', label: 'Souscrire', disabled: false, tooltip: null };
  const cancelling = Boolean(s.cancellationDate);
  if (plan === s.type) {
    return {
      action: 'cancel',
      label: 'Annuler',
      disabled: cancelling,
      tooltip: cancelling ? CANCELLATION_PENDING_TOOLTIP : null,
    };
  }
  const switching = s.nextSubscription === plan && Boolean(s.changeDate);
  const tooltip = cancelling
    ? SWITCH_BLOCKED_BY_CANCELLATION_TOOLTIP
    : switching
      ? CHANGE_PENDING_TOOLTIP
      : null;
  return { action: 'switch', label: 'Basculer vers cette formule', disabled: tooltip !== null, tooltip };
}

/** The notice under the heading: a pending cancellation first, else a pending plan change; dates DD/MM/YYYY. */
export function subscriptionNotice(s: SubscriptionInfo | null): string | null {
  const cancellation = s?.cancellationDate ? formatDateFr(s.cancellationDate) : '';
  if (cancellation !== '') return `Votre abonnement sera annulé le ${cancellation}`;
  const change = s?.changeDate ? formatDateFr(s.changeDate) : '';
  if (s?.nextSubscription && change !== '')
    return `Votre abonnement évoluera vers la version ${s.nextSubscription} le ${change}`;
  return null;
}
