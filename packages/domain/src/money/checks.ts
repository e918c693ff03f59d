import Decimal from 'decimal.js';
import { parseAmount } from '../shared/amount';
import { formatEuro } from './format';
import { matchPriceLines } from './matching';
import type { FinancialOffer, PriceItem, PriceLineCheck } from './offers';

/** Rounding of each line to the cent may leave up to one cent between the product and the amount. */
const TOLERANCE = '0.01';
export const TOTAL_DESCRIPTION = 'Total';

function lineName(item: { priceNumber: string; description: string }): string {
  const number = item.priceNumber.trim();
  const description = item.description.trim();
  if (number === '') return `« ${description} »`;
  return description === '' ? number : `${number} (« ${description} »)`;
}

/** A line that is priced at all: a title or comment line has no unit, quantity or amount. */
function isPricedLine(item: PriceItem): boolean {
  return item.unit.trim() !== '' || item.estimatedQuantity !== null || item.totalPrice !== null;
}

function formatQuantity(quantity: Decimal): string {
  return quantity.toString().replace('.', ',');
}

function itemChecks(item: PriceItem): PriceLineCheck[] {
  const where = { priceNumber: item.priceNumber, description: item.description };
  const unitPrice = parseAmount(item.unitPrice);
  if (unitPrice === null) {
    if (!isPricedLine(item)) return [];
    return [
      { ...where, kind: 'missing_price', message: `Prix unitaire manquant à la ligne ${lineName(item)}.` },
    ];
  }
  const quantity = parseAmount(item.estimatedQuantity);
  const total = parseAmount(item.totalPrice);
  if (quantity === null || total === null) return [];
  const expected = quantity.times(unitPrice);
  if (expected.minus(total).abs().lessThanOrEqualTo(TOLERANCE)) return [];
  const message =
    `Erreur de calcul à la ligne ${lineName(item)} : ${formatQuantity(quantity)} × ${formatEuro(unitPrice)} = ` +
    `${formatEuro(expected)}, mais le montant indiqué est ${formatEuro(total)}.`;
  return [{ ...where, kind: 'arithmetic', message }];
}

/** The sum of the line amounts, or null when no line has an amount. */
export function sumOfLines(offer: FinancialOffer): Decimal | null {
  const amounts = offer.items
    .map((item) => parseAmount(item.totalPrice))
    .filter((amount): amount is Decimal => amount !== null);
  return amounts.length === 0 ? null : Decimal.sum(...amounts);
}

function totalCheck(offer: FinancialOffer, statedTotal: string | null): PriceLineCheck[] {
  const stated = parseAmount(statedTotal);
  const sum = sumOfLines(offer);
  if (stated === null || sum === null || sum.minus(stated).abs().lessThanOrEqualTo(TOLERANCE)) return [];
  const message = `Le total des lignes (${formatEuro(sum)}) diffère du montant global indiqué (${formatEuro(stated)}).`;
  return [{ priceNumber: '', description: TOTAL_DESCRIPTION, kind: 'total_mismatch', message }];
}

/**
 * The checks of one bill: quantity × unit price against each line's amount, priced lines without a
 * unit price, and the sum of the lines against the stated total (`statedTotal`, else the offer's
 * global_price; pass null to skip). Lines missing against other offers: see checkMissingLines().
 */
export function checkOffer(offer: FinancialOffer, statedTotal?: string | null): PriceLineCheck[] {
  const stated = statedTotal === undefined ? offer.global_price : statedTotal;
  return [...offer.items.flatMap(itemChecks), ...totalCheck(offer, stated)];
}

/** For each offer (same order), the lines other offers have and it lacks. */
export function checkMissingLines(offers: readonly FinancialOffer[]): PriceLineCheck[][] {
  const lines = matchPriceLines(offers);
  return offers.map((_, index) =>
    lines
      .filter((line) => !line.presentIn[index])
      .map((line) => ({
        priceNumber: line.priceNumber,
        description: line.description,
        kind: 'missing_line' as const,
        message: `La ligne ${lineName(line)} figure dans d'autres offres mais pas dans celle-ci.`,
      })),
  );
}

/** checkOffer() of every offer plus its missing lines, per offer in the same order. */
export function checkOffers(offers: readonly FinancialOffer[]): PriceLineCheck[][] {
  const missing = checkMissingLines(offers);
  return offers.map((offer, index) => [...checkOffer(offer), ...(missing[index] ?? [])]);
}
