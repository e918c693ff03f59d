/** Calendar arithmetic on ISO days (YYYY-MM-DD), in whole days, with no clock and no time zone. */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Day {
  year: number;
  month: number;
  day: number;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function parseDay(iso: string): Day | null {
  const match = ISO_DAY.exec(iso.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function isoOf({ year, month, day }: Day): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whether the text is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDay(text: string): boolean {
  return parseDay(text) !== null;
}

/**
 * The same day `months` later (or earlier when negative), as the civil code counts months: to the day,
 * and to the last day of the month when that month is shorter (31 August + 6 months = 28 February).
 */
export function addMonths(iso: string, months: number): string {
  const day = parseDay(iso);
  if (!day) throw new Error(`not an ISO day: ${iso}`);
  const index = day.year * 12 + (day.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return isoOf({ year, month, day: Math.min(day.day, daysInMonth(year, month)) });
}

/** The day `days` later (earlier when negative). */
export function addDays(iso: string, days: number): string {
  const day = parseDay(iso);
  if (!day) throw new Error(`not an ISO day: ${iso}`);
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return isoOf({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

/** The ISO day as DD/MM/YYYY, for messages. */
export function dayFr(iso: string): string {
  const day = parseDay(iso);
  return day ? `${String(day.day).padStart(2, '0')}/${String(day.month).padStart(2, '0')}/${day.year}` : iso;
}
