import { isExists } from 'date-fns';

/** The time zone of the product's users; dates are stored in UTC and shown as a French calendar reads them. */
export const DISPLAY_TIME_ZONE = 'Europe/Paris';

type Fields = { year: number; month: number; day: number; hour: number; minute: number };

/** The wall-clock fields of an instant in a time zone, whatever the machine's own zone. */
function wallClock(instant: Date, timeZone: string): Fields {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
  };
}

function parseIso(iso: string): Date | null {
  const date = new Date(iso);
  return iso.trim() === '' || Number.isNaN(date.getTime()) ? null : date;
}

const pad = (value: number, digits = 2) => String(value).padStart(digits, '0');

/**
 * The day as DD/MM/YYYY from the wall-clock fields. Digits only, so no locale data is needed (date-fns'
 * `format` with its `fr` locale cost a host 7 KB gzipped for the same text).
 */
const dayText = ({ year, month, day }: Fields) => `${pad(day)}/${pad(month)}/${pad(year, 4)}`;

/**
 * An ISO date or date-time as DD/MM/YYYY, the day it is in `timeZone` (Paris by default, whatever the
 * machine's zone); '' when the text is not a date. A date without time ('2026-12-31', UTC midnight) keeps
 * its day in Paris.
 */
export function formatDateFr(iso: string, timeZone: string = DISPLAY_TIME_ZONE): string {
  const date = parseIso(iso);
  return date === null ? '' : dayText(wallClock(date, timeZone));
}

/** DD/MM/YYYY HH:mm in `timeZone` (UTC by default, as the payment summary's 'Date (UTC)'). */
export function formatDateTimeFr(iso: string, timeZone = 'UTC'): string {
  const date = parseIso(iso);
  if (date === null) return '';
  const fields = wallClock(date, timeZone);
  return `${dayText(fields)} ${pad(fields.hour)}:${pad(fields.minute)}`;
}

const DAY_FR = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** A day the user writes DD/MM/YYYY, as an ISO day; or the French message saying why it is refused. */
export function parseDateFr(text: string): { ok: true; iso: string } | { ok: false; message: string } {
  const written = text.trim();
  const match = DAY_FR.exec(written);
  if (!match) return { ok: false, message: 'Date attendue au format JJ/MM/AAAA (par exemple 15/12/2026).' };
  const [, day = '', month = '', year = ''] = match;
  // date-fns' isExists, rather than its parse: the same calendar check without the format parsers' weight.
  if (!isExists(Number(year), Number(month) - 1, Number(day))) {
    return { ok: false, message: `Le ${written} n'existe pas dans le calendrier.` };
  }
  return { ok: true, iso: `${year}-${month}-${day}` };
}
