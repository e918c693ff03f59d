import type { CriteriaCheck, LaunchDate, Ponderation } from '@mieux-disant/domain';
import {
  LAUNCH_DATE_KEY,
  checkCriteriaLegality,
  launchDateOf,
  legalContextOf,
  storedLaunchDate,
} from '@mieux-disant/domain';
import { datesIn } from '../text/dates';

/** What the launch date is read from: each document's pages of text. */
type TextOnly = { pages: readonly { text: string }[] };

/** Where a notice or an RC states when the consultation was sent out for publication. */
const NOTICE_DATE =
  /date (?:d.envoi|de publication|de mise en ligne) (?:du pr[ée]sent avis|de l.avis|de l.annonce|de la consultation|du dce)\s*:?/gi;

/** The dispatch date of the notice, as the documents state it (ISO), or null. */
export function noticeDateIn(text: string): string | null {
  for (const label of text.matchAll(NOTICE_DATE)) {
    const start = (label.index ?? 0) + label[0].length;
    const date = datesIn(text.slice(start, start + 80))[0];
    if (date) return date;
  }
  return null;
}

/**
 * The launch date of a consultation: the notice's dispatch date in any of its documents, else the
 * deadline for offers the ponderation holds minus the legal delay; null when neither is written.
 */
export function launchDateOfTender(
  documents: readonly TextOnly[],
  ponderation: Ponderation,
): LaunchDate | null {
  const texts = documents.map((doc) => doc.pages.map((p) => p.text).join('\n'));
  const noticeDate = texts.map(noticeDateIn).find((d) => d !== null) ?? null;
  const deadlineText = ponderation.Constantes['Date limite'];
  const deadline = typeof deadlineText === 'string' ? (datesIn(deadlineText)[0] ?? null) : null;
  return launchDateOf({ noticeDate, deadline });
}

/** The ponderation with the launch date read from the documents, unless one is already there. */
export function withLaunchDate(ponderation: Ponderation, documents: readonly TextOnly[]): Ponderation {
  if (storedLaunchDate(ponderation)) return ponderation;
  const launch = launchDateOfTender(documents, ponderation);
  if (!launch) return ponderation;
  return { ...ponderation, Constantes: { ...ponderation.Constantes, [LAUNCH_DATE_KEY]: launch.date } };
}

/**
 * The legal checks of the criteria, against the launch date and the defence or security flag the
 * ponderation holds, or those given on the command line.
 */
export function criteriaControls(
  ponderation: Ponderation,
  given: { date?: string; defenceOrSecurity?: boolean } = {},
): CriteriaCheck[] {
  const stored = legalContextOf(ponderation);
  return checkCriteriaLegality(ponderation, {
    launchDate: given.date ?? stored.launchDate,
    defenceOrSecurity: Boolean(given.defenceOrSecurity) || stored.defenceOrSecurity,
  });
}
