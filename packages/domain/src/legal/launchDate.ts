import type { Ponderation } from '../ponderation/types';
import { addDays, isIsoDay } from './calendar';

/**
 * The shortest time the code gives candidates to answer an open call for tenders (R2161-2: 35 days
 * from the dispatch of the notice). When the documents state only the deadline for offers, the
 * consultation was launched at the latest this many days before it.
 */
export const LEGAL_OFFER_DELAY_DAYS = 35;

export type LaunchDateSource = 'avis' | 'date limite' | 'saisie';

export interface LaunchDate {
  /** YYYY-MM-DD */
  date: string;
  source: LaunchDateSource;
  /** French, shown beside the date: where it comes from. */
  explication: string;
}

/** The launch date from what the documents state: the notice's dispatch date, else deadline minus the legal delay. */
export function launchDateOf(found: {
  noticeDate: string | null;
  deadline: string | null;
}): LaunchDate | null {
  if (found.noticeDate) {
    return { date: found.noticeDate, source: 'avis', explication: "Date d'envoi de l'avis de publicité." };
  }
  if (!found.deadline) return null;
  return {
    date: addDays(found.deadline, -LEGAL_OFFER_DELAY_DAYS),
    source: 'date limite',
    explication: `Estimée : date limite de remise des offres moins le délai légal de ${LEGAL_OFFER_DELAY_DAYS} jours (article R2161-2).`,
  };
}

/** Where the ponderation keeps the launch date (YYYY-MM-DD), read from the documents or typed in. */
export const LAUNCH_DATE_KEY = 'Date de lancement';

/** The launch date a ponderation holds, when it is a real day. */
export function storedLaunchDate(ponderation: Pick<Ponderation, 'Constantes'>): string | null {
  const value = ponderation.Constantes[LAUNCH_DATE_KEY];
  return typeof value === 'string' && isIsoDay(value) ? value : null;
}
