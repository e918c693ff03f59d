import type Decimal from 'decimal.js';
import { parseAmount } from '../shared/amount';

/** Narrow no-break space between thousands, as French typography (and Intl fr-FR) writes them. */
export const GROUP_SEPARATOR = '\u202f';
/** No-break space before a unit ('€', '%'). */
export const UNIT_SPACE = '\u00a0';
export const NO_AMOUNT = '—';

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR);
}

/** A number in French: grouped thousands, decimal comma, exactly `decimals` decimals (half up). */
export function formatNumberFr(value: Decimal, decimals: number): string {
  const fixed = value.toFixed(decimals);
  const negative = fixed.startsWith('-') && /[1-9]/.test(fixed);
  const [integer = '0', fraction] = fixed.replace('-', '').split('.');
  const body = fraction === undefined ? groupThousands(integer) : `${groupThousands(integer)},${fraction}`;
  return negative ? `-${body}` : body;
}

/** A number in French with at most `maxDecimals` decimals and no trailing zeros: '74,45', '18,6', '1 250'. */
export function formatDecimalFr(value: Decimal, maxDecimals: number): string {
  const text = formatNumberFr(value, maxDecimals);
  return text.includes(',') ? text.replace(/0+$/, '').replace(/,$/, '') : text;
}

/** '1 234,56 €' (narrow group space, no-break space before €), 2 decimals; '—' when there is no amount. */
export function formatEuro(value: Decimal.Value | null): string {
  const amount = parseAmount(value);
  return amount === null ? NO_AMOUNT : `${formatNumberFr(amount, 2)}${UNIT_SPACE}€`;
}

/** '12,3 %' with a no-break space before %. */
export function formatPercent(value: Decimal.Value, decimals: number): string {
  const amount = parseAmount(value);
  return amount === null ? NO_AMOUNT : `${formatNumberFr(amount, decimals)}${UNIT_SPACE}%`;
}
