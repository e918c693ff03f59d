import Decimal from 'decimal.js';

export function mean(values: readonly Decimal[]): Decimal {
  return Decimal.sum(...values).dividedBy(values.length);
}

/** The middle value; the mean of the two middle values for an even count. */
export function median(values: readonly Decimal[]): Decimal {
  const sorted = [...values].sort((a, b) => a.comparedTo(b));
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as Decimal)
    : (sorted[middle - 1] as Decimal).plus(sorted[middle] as Decimal).dividedBy(2);
}
