import Decimal from 'decimal.js';
import { formatEuro } from '../money/format';
import { matchPriceLines } from '../money/matching';
import type { FinancialOffer } from '../money/offers';
import { parseAmount } from '../shared/amount';
import { mean, median } from './stats';
import { assertNever } from '../shared/assertNever';

/** The detection methods in use, shown side by side because they disagree. */
export const OAB_METHODS = ['mean-minus-sd', 'double-mean', 'directive-proposal', 'estimate'] as const;
export type OabMethod = (typeof OAB_METHODS)[number];

export const OAB_METHOD_LABELS: Readonly<Record<OabMethod, string>> = {
  'mean-minus-sd': 'Moyenne moins un écart type',
  'double-mean': 'Double moyenne (0,9 × M2)',
  'directive-proposal': 'Proposition de directive (50 % / 20 %)',
  estimate: 'Estimation de l’acheteur',
};

export interface PricedCandidate {
  name: string;
  price: Decimal.Value;
}

export interface OabMethodResult {
  method: OabMethod;
  /** Below this total (exclusive) an offer is suspect, to the cent; null when the method does not apply. */
  threshold: string | null;
  suspects: string[];
  /** Why the method does not apply (French), when it does not. */
  skipped?: string;
}

export interface OabInput {
  offers: readonly PricedCandidate[];
  estimate?: Decimal.Value | null;
  /** s in `price < (1 − s) × estimate`; 0.2 by default. */
  estimateMargin?: Decimal.Value;
}

export type OabResult = { ok: true; methods: OabMethodResult[] } | { ok: false; message: string };

export const DEFAULT_ESTIMATE_MARGIN = '0.2';
const DIRECTIVE_MIN_OFFERS = 5;

interface Offer {
  name: string;
  price: Decimal;
}

function cents(value: Decimal): string {
  return value.toFixed(2, Decimal.ROUND_HALF_UP);
}

function below(offers: readonly Offer[], threshold: Decimal): string[] {
  return offers.filter((o) => o.price.lessThan(threshold)).map((o) => o.name);
}

function skipped(method: OabMethod, reason: string): OabMethodResult {
  return { method, threshold: null, suspects: [], skipped: `Méthode non applicable : ${reason}` };
}

function tooFew(method: OabMethod, needed: number, offers: readonly Offer[]): OabMethodResult {
  return skipped(
    method,
    `elle suppose au moins ${needed} offres (${offers.length} reçue${offers.length > 1 ? 's' : ''}).`,
  );
}

/** price < mean − σ, σ the population standard deviation of all the offers. */
function meanMinusSd(offers: readonly Offer[]): OabMethodResult {
  if (offers.length < 2) return tooFew('mean-minus-sd', 2, offers);
  const prices = offers.map((o) => o.price);
  const m = mean(prices);
  const sd = mean(prices.map((p) => p.minus(m).pow(2))).sqrt();
  const threshold = m.minus(sd);
  return { method: 'mean-minus-sd', threshold: cents(threshold), suspects: below(offers, threshold) };
}

/** M1 the mean of all; M2 the mean of the offers ≤ 1.2 × M1; suspect below 0.9 × M2. */
function doubleMean(offers: readonly Offer[]): OabMethodResult {
  if (offers.length < 2) return tooFew('double-mean', 2, offers);
  const m1 = mean(offers.map((o) => o.price));
  const m2 = mean(offers.filter((o) => o.price.lessThanOrEqualTo(m1.times('1.2'))).map((o) => o.price));
  const threshold = m2.times('0.9');
  return { method: 'double-mean', threshold: cents(threshold), suspects: below(offers, threshold) };
}

/** The threshold an offer must stay above: 0.5 × the mean of the others and 0.8 × the lowest of the others. */
function directiveThreshold(offers: readonly Offer[], index: number): Decimal {
  const others = offers.filter((_, i) => i !== index).map((o) => o.price);
  return Decimal.min(mean(others).times('0.5'), Decimal.min(...others).times('0.8'));
}

/**
 * The 2011 proposal for the procurement directive (art. 69): at least 5 offers, price more than 50 %
 * below the mean of the other offers and more than 20 % below the second lowest offer.
 */
function directiveProposal(offers: readonly Offer[]): OabMethodResult {
  if (offers.length < DIRECTIVE_MIN_OFFERS) return tooFew('directive-proposal', DIRECTIVE_MIN_OFFERS, offers);
  const lowest = offers.reduce(
    (best, o, i) => (o.price.lessThan((offers[best] as Offer).price) ? i : best),
    0,
  );
  const suspects = offers
    .filter((o, i) => o.price.lessThan(directiveThreshold(offers, i)))
    .map((o) => o.name);
  return { method: 'directive-proposal', threshold: cents(directiveThreshold(offers, lowest)), suspects };
}

/** price < (1 − s) × the buyer's estimate. */
function estimateMethod(
  offers: readonly Offer[],
  estimate: Decimal | null,
  margin: Decimal,
): OabMethodResult {
  if (estimate === null) return skipped('estimate', 'aucune estimation de l’acheteur n’a été saisie.');
  const threshold = estimate.times(new Decimal(1).minus(margin));
  return { method: 'estimate', threshold: cents(threshold), suspects: below(offers, threshold) };
}

function methodResult(
  method: OabMethod,
  offers: readonly Offer[],
  estimate: Decimal | null,
  margin: Decimal,
) {
  switch (method) {
    case 'mean-minus-sd':
      return meanMinusSd(offers);
    case 'double-mean':
      return doubleMean(offers);
    case 'directive-proposal':
      return directiveProposal(offers);
    case 'estimate':
      return estimateMethod(offers, estimate, margin);
    default:
      return assertNever(method);
  }
}

function readOffers(candidates: readonly PricedCandidate[]): Offer[] | string {
  const offers: Offer[] = [];
  for (const candidate of candidates) {
    const name = candidate.name.trim();
    if (name === '') return 'Chaque offre doit porter le nom de son candidat.';
    if (offers.some((o) => o.name === name)) return `Deux offres portent le même nom : ${name}.`;
    const price = parseAmount(candidate.price);
    if (price === null || price.lessThanOrEqualTo(0))
      return `Le prix de l’offre ${name} n’est pas un montant positif : ${String(candidate.price)}.`;
    offers.push({ name, price });
  }
  return offers;
}

function readEstimate(input: OabInput): { estimate: Decimal | null; margin: Decimal } | string {
  const estimate = input.estimate == null ? null : parseAmount(input.estimate);
  if (input.estimate != null && (estimate === null || estimate.lessThanOrEqualTo(0)))
    return `L’estimation de l’acheteur n’est pas un montant positif : ${String(input.estimate)}.`;
  const margin = parseAmount(input.estimateMargin ?? DEFAULT_ESTIMATE_MARGIN);
  if (margin === null || margin.lessThan(0) || margin.greaterThanOrEqualTo(1))
    return 'L’écart toléré sous l’estimation doit être compris entre 0 et 100 %.';
  return { estimate, margin };
}

/**
 * Abnormally low offers on their total prices, every method side by side with its threshold and its
 * suspects. A suspect is never rejected here: the buyer must first ask for justification (R2152-3).
 */
export function abnormallyLowOffers(input: OabInput): OabResult {
  const offers = readOffers(input.offers);
  if (typeof offers === 'string') return { ok: false, message: offers };
  const settings = readEstimate(input);
  if (typeof settings === 'string') return { ok: false, message: settings };
  return {
    ok: true,
    methods: OAB_METHODS.map((method) => methodResult(method, offers, settings.estimate, settings.margin)),
  };
}

/** A DQE line whose unit price is below half the median of the other candidates' prices of the same line. */
export interface LowUnitPrice {
  priceNumber: string;
  description: string;
  unitPrice: string;
  median: string;
  message: string;
}

function lineLabel(priceNumber: string, description: string): string {
  return priceNumber.trim() === '' ? `« ${description} »` : `${priceNumber} (« ${description} »)`;
}

/** For each offer (same order), its lines priced below half the median of the other candidates' unit prices. */
export function lowUnitPrices(offers: readonly FinancialOffer[]): LowUnitPrice[][] {
  const lines = matchPriceLines(offers);
  return offers.map((_, index) =>
    lines.flatMap((line) => {
      const own = parseAmount(line.unitPrices[index]);
      const others = line.unitPrices
        .filter((_, i) => i !== index)
        .map((p) => parseAmount(p))
        .filter((p): p is Decimal => p !== null);
      if (own === null || others.length === 0) return [];
      const middle = median(others);
      if (!own.lessThan(middle.dividedBy(2))) return [];
      return [
        {
          priceNumber: line.priceNumber,
          description: line.description,
          unitPrice: own.toString(),
          median: middle.toString(),
          message: `Ligne ${lineLabel(line.priceNumber, line.description)} : prix unitaire de ${formatEuro(own)}, moins de la moitié de la médiane des autres candidats (${formatEuro(middle)}).`,
        },
      ];
    }),
  );
}
