import Decimal from 'decimal.js';
import type { Cell, CellValue } from 'exceljs';

/** What a cell holds once formulas, rich text and errors are resolved. */
export interface CellContent {
  text: string;
  number: Decimal | null;
  error: boolean;
}

const EMPTY: CellContent = { text: '', number: null, error: false };

/** Excel stores binary floats: 15 significant digits drop the noise (0.30000000000000004 -> 0.3). */
export function decimalFromNumber(value: number): Decimal | null {
  return Number.isFinite(value) ? new Decimal(value.toPrecision(15)) : null;
}

const SPACES = /[\s\u00a0\u202f\u2009']/g;

/** A number written by a French hand: '1 234,56 €', '1.234,56', '(0,00€)', '12 %', '-12,5'. */
export function parseFrenchNumber(input: string): Decimal | null {
  let s = input.replace(SPACES, '').replace(/€|eur(os?)?|ht$/gi, '');
  let negative = false;
  const wrapped = /^\((.*)\)$/.exec(s);
  if (wrapped) {
    negative = true;
    s = wrapped[1] ?? '';
  }
  s = s.replace(/%$/, '');
  if (!/^[-+]?[\d.,]*\d[\d.,]*$/.test(s)) return null;
  const comma = s.lastIndexOf(',');
  const dot = s.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) {
    s = comma > dot ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  } else if (comma >= 0) {
    if ((s.match(/,/g) ?? []).length > 1) return null;
    s = s.replace(',', '.');
  } else if (dot >= 0 && /^[-+]?\d{1,3}(\.\d{3}){2,}$/.test(s)) {
    s = s.replace(/\./g, '');
  }
  try {
    const value = new Decimal(s);
    return negative ? value.negated() : value;
  } catch {
    return null;
  }
}

const ERROR_TEXT = /^#(REF!|VALUE!|DIV\/0!|N\/A|NAME\?|NUM!|NULL!)$/;

function fromValue(value: CellValue, numeric: boolean): CellContent {
  if (value === null || value === undefined) return EMPTY;
  if (typeof value === 'number') {
    return { text: String(value), number: numeric ? decimalFromNumber(value) : null, error: false };
  }
  if (typeof value === 'string') {
    const text = value.replace(/\s+/g, ' ').trim();
    const error = text.startsWith('#') && ERROR_TEXT.test(text);
    return { text, number: numeric && /\d/.test(text) ? parseFrenchNumber(text) : null, error };
  }
  if (typeof value === 'boolean') return { text: String(value), number: null, error: false };
  if (value instanceof Date) return { text: value.toISOString().slice(0, 10), number: null, error: false };
  if ('error' in value) return { text: value.error, number: null, error: true };
  if ('richText' in value) return fromValue(value.richText.map((part) => part.text).join(''), numeric);
  if ('result' in value || 'formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: unknown }).result;
    if (result === undefined || result === null) return EMPTY;
    if (typeof result === 'object' && result !== null && 'error' in result) {
      return { text: String((result as { error: unknown }).error), number: null, error: true };
    }
    return fromValue(result as CellValue, numeric);
  }
  if ('text' in value) return fromValue(String((value as { text: unknown }).text), numeric);
  return EMPTY;
}

/** The content of a cell; the slave cells of a merge are empty (their master holds the value). */
export function cellContent(cell: Cell, numeric = true): CellContent {
  if (cell.isMerged && cell.master.address !== cell.address) return EMPTY;
  return fromValue(cell.value, numeric);
}

/** Lower case, no accents, punctuation as single spaces: 'P.U. € HT' -> 'p u ht'. */
export function normalise(text: string): string {
  if (text === '') return '';
  // eslint-disable-next-line no-control-regex
  const ascii = /^[\x00-\x7f]*$/.test(text);
  return (ascii ? text : text.normalize('NFD'))
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
