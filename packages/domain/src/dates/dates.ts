import { format } from 'date-fns';
import { fr } from 'date-fns/locale';

/** The time zone of the product's users; dates are stored in UTC and shown as a French calendar reads them. */
export const DISPLAY_TIME_ZONE = 'Europe/Paris';

/** The wall-clock fields of an instant in a time zone, as a Date in no particular zone (for date-fns). */
function wallClock(instant: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  return new Date(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
}

function parseIso(iso: string): Date | null {
  const date = new Date(iso);
  return iso.trim() === '' || Number.isNaN(date.getTime()) ? null : date;
}

/**
 * An ISO date or date-time as DD/MM/YYYY, the day it is in `timeZone` (Paris by default, whatever
 * the machine's zone); '' when the text is not a date. A date without time ('2026-12-31', UTC
 * midnight) keeps its day in Paris.
 */
export function formatDateFr(iso: string, timeZone: string = DISPLAY_TIME_ZONE): string {
  const date = parseIso(iso);
  return date === null ? '' : format(wallClock(date, timeZone), 'dd/MM/yyyy', { locale: fr });
}

/** DD/MM/YYYY HH:mm in `timeZone` (UTC by default, as the payment summary's 'Date (UTC)'). */
export function formatDateTimeFr(iso: string, timeZone = 'UTC'): string {
  const date = parseIso(iso);
  return date === null ? '' : format(wallClock(date, timeZone), 'dd/MM/yyyy HH:mm', { locale: fr });
}
