import Decimal from 'decimal.js';
import {
  formatEuro,
  matchPriceLines,
  priceScore,
  type CategoryEvaluation,
  type FinancialOffer,
  type PonderationCriterion,
  type PriceLineCheck,
} from '@mieux-disant/domain';

export interface PricedOffer {
  offer: FinancialOffer;
  price: Decimal | null;
}

/**
 * The price each offer is judged on: its global price; when no offer has one (a BPU without
 * quantities), the sum of the unit prices of the lines every offer prices (a basket of prices).
 */
export function comparablePrices(offers: readonly FinancialOffer[]): {
  priced: PricedOffer[];
  basket: boolean;
} {
  if (offers.some((o) => o.global_price !== null)) {
    return {
      priced: offers.map((offer) => ({
        offer,
        price: offer.global_price ? new Decimal(offer.global_price) : null,
      })),
      basket: false,
    };
  }
  const shared = matchPriceLines(offers).filter((line) => line.unitPrices.every((p) => p !== null));
  const priced = offers.map((offer, i) => ({
    offer,
    price: shared.length
      ? shared.reduce((sum, line) => sum.plus(line.unitPrices[i] ?? 0), new Decimal(0))
      : null,
  }));
  return { priced, basket: true };
}

function checkSummary(checks: readonly PriceLineCheck[]): string[] {
  const count = (kind: PriceLineCheck['kind']) => checks.filter((c) => c.kind === kind).length;
  const out: string[] = [];
  if (count('arithmetic'))
    out.push(`${count('arithmetic')} erreur(s) de calcul dans le DQE (quantité × prix unitaire ≠ montant).`);
  if (count('missing_price')) out.push(`${count('missing_price')} ligne(s) sans prix dans le DQE.`);
  if (count('missing_line'))
    out.push(`${count('missing_line')} ligne(s) présentes chez d’autres candidats mais absentes de ce DQE.`);
  if (count('total_mismatch')) out.push('Le total indiqué diffère de la somme des lignes.');
  return out;
}

/** Notes on 20 for the Financier criterion: the RC's formula with exact decimals, else weight x Pmin / P. */
export function financialEvaluations(
  criterion: PonderationCriterion | undefined,
  offers: readonly FinancialOffer[],
  checks: readonly (readonly PriceLineCheck[])[],
): CategoryEvaluation[] {
  const { priced, basket } = comparablePrices(offers);
  const prices = priced.map((p) => p.price).filter((p): p is Decimal => p !== null && p.greaterThan(0));
  const weight = criterion?.['Pondération'] && criterion['Pondération'] > 0 ? criterion['Pondération'] : 20;
  const formula = criterion?.['Évaluation']?.Formule?.Expression?.trim() || null;
  const min = prices.length ? Decimal.min(...prices) : null;
  const average = prices.length ? Decimal.sum(...prices).dividedBy(prices.length) : null;
  return priced.map(({ price }, i) => {
    const problems = checkSummary(checks[i] ?? []);
    if (!price || price.lessThanOrEqualTo(0) || !min) {
      return {
        note: '0/20',
        détail: 'Aucun prix exploitable dans le DQE de ce candidat : note financière nulle.',
        points_positifs: [],
        points_négatifs: ['Prix global introuvable dans le DQE.', ...problems],
      };
    }
    const score = priceScore(formula, weight, price, prices);
    // The formula's own scale (a note on 10, on 40…) is its value for the lowest price.
    const best = priceScore(formula, weight, min, prices).note;
    const scale = best.greaterThan(0) ? best : new Decimal(weight);
    const on20 = Decimal.min(score.note.times(20).dividedBy(scale), 20).toDecimalPlaces(2);
    const how = score.fallback
      ? `${formula ? `La formule du RC (« ${formula} ») n’a pas pu être appliquée ; ` : 'Le RC ne donne pas de formule de prix ; '}note proportionnelle appliquée : ${score.formulaUsed}`
      : `Formule du RC appliquée : ${score.formulaUsed}`;
    const base = basket
      ? 'somme des prix unitaires des lignes chiffrées par tous les candidats'
      : 'prix global HT du DQE';
    const positives: string[] = [];
    if (price.equals(min)) positives.push('Offre la moins chère.');
    if (average && price.lessThan(average)) {
      positives.push(
        `${average.minus(price).dividedBy(average).times(100).toFixed(1).replace('.', ',')} % sous la moyenne des offres.`,
      );
    }
    return {
      note: `${on20.toString()}/20`,
      détail: `${how}, avec P = ${formatEuro(price)} (${base}) et Pmin = ${formatEuro(min)} ; ${score.note.toDecimalPlaces(2).toString()} sur ${scale.toDecimalPlaces(2).toString()}, soit ${on20.toString()}/20. Montants exacts tirés du DQE.`,
      points_positifs: positives,
      points_négatifs: problems,
    };
  });
}
