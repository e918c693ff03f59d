import { fold, parseDecimal, tidy } from './text';

export interface PriceFormula {
  /** An expression for the domain's evaluator, e.g. '40 * Pmin / P'. */
  expression: string;
  variables: Record<string, string>;
  /** The formula as the tender writes it. */
  written: string;
}

const LOWEST =
  /moins[- ]disant|moins ch[èe]re?|plus bas(?:se)?|la plus faible|minimum|minimal|\bp\s?min\b|\bmin\b|moins [ée]lev/i;
const RATIO =
  /\(?\s*([^()/\n=]{2,120}?)\s*\/\s*([^()/\n=×*]{2,120}?)\s*(?:\)|(?=\s[x×*]\s)|(?=[×*])|$)\s*(?:[x×*]\s*(\d{1,3}(?:[.,]\d+)?|pond[ée]ration|la pond[ée]ration|note maximale|\d+ points?))?/i;
const LEADING_FACTOR =
  /(\d{1,3}(?:[.,]\d+)?)\s*[x×*]\s*\(?\s*([^()/\n=]{2,120}?)\s*\/\s*([^()/\n=]{2,120}?)\s*\)?/i;

function described(text: string): string {
  return tidy(text.replace(/^(?:note\s*(?:prix)?\s*=?|formule\s*:?|m[ée]thode de calcul\s*:?)/i, ''));
}

/**
 * The price formula of a passage when it is the usual ratio of the lowest price to the price
 * rated, times the weight: '(montant de l'offre la moins chère / montant de l'offre à noter) x 50'
 * becomes '50 * Pmin / P'. A weight written as 'pondération' takes the price criterion's weight.
 */
export function findPriceFormula(text: string, priceWeight: number | undefined): PriceFormula | null {
  for (const line of text.split('\n')) {
    if (!LOWEST.test(line) || !line.includes('/')) continue;
    const leading = LEADING_FACTOR.exec(line);
    const ratio = RATIO.exec(line);
    const parts = leading
      ? { lowest: leading[2]!, rated: leading[3]!, factor: leading[1]! }
      : ratio
        ? { lowest: ratio[1]!, rated: ratio[2]!, factor: ratio[3] }
        : null;
    if (!parts || !LOWEST.test(parts.lowest) || LOWEST.test(parts.rated)) continue;
    const factor =
      parts.factor && /\d/.test(parts.factor) && !/point/i.test(fold(parts.factor))
        ? parseDecimal(parts.factor)
        : priceWeight;
    if (factor === undefined) continue;
    const written = tidy(line.slice(line.indexOf(leading?.[0] ?? ratio![0])).replace(/\s+/g, ' '));
    return {
      expression: `${factor} * Pmin / P`,
      variables: { Pmin: described(parts.lowest), P: described(parts.rated) },
      written,
    };
  }
  return null;
}
