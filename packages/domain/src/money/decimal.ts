import Decimal from 'decimal.js';

/**
 * An amount read leniently: a Decimal or number as is; a string with a dot or a French comma, spaces
 * (ordinary, no-break or narrow) as group separators and an optional '€'. Null when it is no amount.
 */
export function parseAmount(value: Decimal.Value | null | undefined): Decimal | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') {
    const decimal = new Decimal(value);
    return decimal.isFinite() ? decimal : null;
  }
  const cleaned = value
    .replace(/[\s\u00a0\u202f€]/g, '')
    .replace(/^\+/, '')
    .replace(',', '.');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? new Decimal(cleaned) : null;
}
