import { foldAccents } from '../shared/text';
import type { FinancialOffer, PriceItem } from './offers';

/** A price line across the offers. */
export interface MatchedLine {
  key: string;
  priceNumber: string;
  description: string;
  unit: string;
  quantity: string | null;
  /** Per offer, in the offers' order; null when the offer has no price for the line (or lacks it). */
  unitPrices: (string | null)[];
  /** Per offer, whether it has the line at all. */
  presentIn: boolean[];
}

/** Price numbers compare without spaces or case ("1.1 " = "1.1"). */
function numberKey(priceNumber: string): string {
  return priceNumber.replace(/\s+/g, '').toLowerCase();
}

/** Descriptions compare without accents, case, punctuation or repeated spaces. */
export function normaliseDescription(description: string): string {
  return foldAccents(description)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function newLine(key: string, item: PriceItem, count: number): MatchedLine {
  return {
    key,
    priceNumber: item.priceNumber,
    description: item.description,
    unit: item.unit,
    quantity: item.estimatedQuantity,
    unitPrices: Array<string | null>(count).fill(null),
    presentIn: Array<boolean>(count).fill(false),
  };
}

/** The nth line of an offer with a given number or description pairs with the nth of the others. */
function keyOf(item: PriceItem, seen: Map<string, number>): string {
  const number = numberKey(item.priceNumber);
  const base = number !== '' ? `n:${number}` : `d:${normaliseDescription(item.description)}`;
  const occurrence = (seen.get(base) ?? 0) + 1;
  seen.set(base, occurrence);
  return occurrence === 1 ? base : `${base}#${occurrence}`;
}

/** A line without number joins a numbered line of the same description the offer has not filled yet. */
function lineFor(
  item: PriceItem,
  key: string,
  lines: Map<string, MatchedLine>,
  offerIndex: number,
): MatchedLine | undefined {
  const exact = lines.get(key);
  if (exact !== undefined || item.priceNumber.trim() !== '') return exact;
  const description = normaliseDescription(item.description);
  return [...lines.values()].find(
    (line) => !line.presentIn[offerIndex] && normaliseDescription(line.description) === description,
  );
}

/**
 * The price lines of all offers side by side, in order of first appearance: matched by price
 * number, or by normalised description for lines without number.
 */
export function matchPriceLines(offers: readonly FinancialOffer[]): MatchedLine[] {
  const lines = new Map<string, MatchedLine>();
  offers.forEach((offer, offerIndex) => {
    const seen = new Map<string, number>();
    for (const item of offer.items) {
      const key = keyOf(item, seen);
      let line = lineFor(item, key, lines, offerIndex);
      if (line === undefined) {
        line = newLine(key, item, offers.length);
        lines.set(key, line);
      }
      line.presentIn[offerIndex] = true;
      line.unitPrices[offerIndex] = item.unitPrice;
      line.quantity ??= item.estimatedQuantity;
    }
  });
  return [...lines.values()];
}
