import Decimal from 'decimal.js';
import { parseAmount } from '../shared/amount';
import { leadingInteger } from '../shared/text';
import { formatNumberFr } from './format';
import type { MatchedLine } from './matching';
import type { FinancialOffer } from './offers';
import { sumOfLines } from './checks';

export const DEFAULT_GAP_THRESHOLD = 10;
export const MIN_GAP_THRESHOLD = 1;
export const MAX_GAP_THRESHOLD = 100;

/** An offer's total: its global price, else the sum of its line amounts; null when it has neither. */
export function offerTotal(offer: FinancialOffer): Decimal | null {
  return parseAmount(offer.global_price) ?? sumOfLines(offer);
}

/**
 * The best offer, the lowest total (the first on a tie), with how much cheaper than the average of
 * all totals it is, in % with 1 decimal ('12,3'). Offers without a total take no part; null if none has one.
 */
export function bestOffer(
  offers: readonly FinancialOffer[],
): { offer: FinancialOffer; cheaperThanAveragePercent: string } | null {
  const totals = offers
    .map((offer) => ({ offer, total: offerTotal(offer) }))
    .filter((entry): entry is { offer: FinancialOffer; total: Decimal } => entry.total !== null);
  const best = totals.reduce<(typeof totals)[number] | null>(
    (lowest, entry) => (lowest === null || entry.total.lessThan(lowest.total) ? entry : lowest),
    null,
  );
  if (best === null) return null;
  const average = Decimal.sum(...totals.map((entry) => entry.total)).dividedBy(totals.length);
  const percent = average.isZero() ? new Decimal(0) : average.minus(best.total).dividedBy(average).times(100);
  return { offer: best.offer, cheaperThanAveragePercent: formatNumberFr(percent, 1) };
}

/**
 * Whether a line's unit prices disagree: some candidate's price is more than `thresholdPercent` %
 * away from the line's average, a missing price counting as 0. A line with an average of 0 has no gap.
 */
export function isSignificantGap(line: MatchedLine, thresholdPercent: number): boolean {
  const prices = line.unitPrices.map((price) => parseAmount(price) ?? new Decimal(0));
  if (prices.length === 0) return false;
  const average = Decimal.sum(...prices).dividedBy(prices.length);
  if (average.isZero()) return false;
  return prices.some((price) =>
    price.minus(average).abs().dividedBy(average.abs()).times(100).greaterThan(thresholdPercent),
  );
}

/** The threshold input: its leading integer, clamped to 1..100; 10 when it has none. */
export function parseThreshold(input: string): number {
  const parsed = leadingInteger(input);
  if (parsed === null) return DEFAULT_GAP_THRESHOLD;
  return Math.min(MAX_GAP_THRESHOLD, Math.max(MIN_GAP_THRESHOLD, parsed));
}
