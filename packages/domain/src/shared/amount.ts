import Decimal from 'decimal.js';

const PLAIN = /^-?(?:\d+\.?\d*|\.\d+)$/;
/** Thousands grouped by one separator: 1.234.567 or 1,234,567. */
const GROUPED = (separator: string) => new RegExp(`^-?\\d{1,3}(?:\\${separator}\\d{3})+$`);

/**
 * The text with a single dot as decimal separator: with both '.' and ',' the last one is the decimal
 * separator ("1.234,56", "1,234.56"); a separator repeated in groups of three digits groups thousands
 * ("1.234.567"); a single ',' is a French decimal comma. Null when the text reads no other way.
 */
function normaliseSeparators(text: string): string | null {
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const decimalAt = Math.max(lastComma, lastDot);
    const group = lastComma > lastDot ? '.' : ',';
    const integer = text.slice(0, decimalAt);
    return GROUPED(group).test(integer)
      ? `${integer.split(group).join('')}.${text.slice(decimalAt + 1)}`
      : null;
  }
  const separator = lastComma >= 0 ? ',' : '.';
  if (text.split(separator).length > 2)
    return GROUPED(separator).test(text) ? text.split(separator).join('') : null;
  return text.replace(',', '.');
}

/**
 * An amount read leniently: a Decimal or number as is; a string with a dot or a French comma as
 * decimal separator, spaces (ordinary, no-break or narrow), dots or commas as group separators and
 * an optional '€'. Null when it is no amount.
 */
export function parseAmount(value: Decimal.Value | null | undefined): Decimal | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') {
    const decimal = new Decimal(value);
    return decimal.isFinite() ? decimal : null;
  }
  const normalised = normaliseSeparators(value.replace(/[\s\u00a0\u202f€]/g, '').replace(/^\+/, ''));
  return normalised !== null && PLAIN.test(normalised) ? new Decimal(normalised) : null;
}
