import { isIsoDay } from '@mieux-disant/domain';

/** French dates written in documents: 12/03/2026, 12-03-2026, 1er mars 2026, mars 2026. */
const MONTHS = [
  'janvier',
  'fevrier',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'aout',
  'septembre',
  'octobre',
  'novembre',
  'decembre',
];
const NUMERIC_DATE = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/g;
const WRITTEN_DATE =
  /\b(?:(\d{1,2})(?:er)?\s+)?(janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre)\s+(\d{4})\b/gi;
/** The ISO day, or '' when the calendar has no such day (31/02/2026, 29/02/2027). */
function iso(year: number, month: number, day: number): string {
  const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isIsoDay(text) ? text : '';
}

/** ISO dates (YYYY-MM-DD) written in a passage, in reading order. */
export function datesIn(text: string): string[] {
  const found: { at: number; date: string }[] = [];
  for (const m of text.matchAll(NUMERIC_DATE)) {
    found.push({ at: m.index ?? 0, date: iso(Number(m[3]), Number(m[2]), Number(m[1])) });
  }
  for (const m of text.matchAll(WRITTEN_DATE)) {
    const month =
      MONTHS.indexOf(
        (m[2] ?? '')
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase(),
      ) + 1;
    found.push({ at: m.index ?? 0, date: iso(Number(m[3]), month, Number(m[1] ?? 1)) });
  }
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.date)
    .filter((d) => d !== '');
}
