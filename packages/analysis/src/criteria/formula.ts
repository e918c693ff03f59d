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

/** A bare symbol ('Pmin', 'Po') says little: the usual meaning is given, with the symbol. */
function withDefault(description: string, usual: string): string {
  return /^\S{1,6}$/.test(description) ? `${usual} (${description})` : description;
}

function described(text: string): string {
  return tidy(text.replace(/^(?:note\s*(?:prix)?\s*=?|formule\s*:?|m[ée]thode de calcul\s*:?)/i, ''));
}

/**
 * What a short symbol stands for when the passage defines it ('avec Pm = prix le plus bas'), so
 * that 'Note = 20 x (Pm / Pc)' is read with its meaning; longer wording describes itself.
 */
function meaning(part: string, passage: string): string {
  const symbol = part.trim();
  if (symbol.length > 6 || !/^[A-Za-z][\w']*$/.test(symbol)) return part;
  const definition = new RegExp(
    String.raw`(?:^|[\s,;(])${symbol}\s*(?:=|:|est|correspond (?:à|a))\s*(?:le |la |l')?([^;\n.=]{3,120})`,
  ).exec(passage);
  return definition ? `${symbol} : ${tidy(definition[1]!)}` : part;
}

/**
 * The price formula of a passage when it is the usual ratio of the lowest price to the price
 * rated, times the weight: '(montant de l'offre la moins chère / montant de l'offre à noter) x 50'
 * becomes '50 * Pmin / P'. A weight written as 'pondération' takes the price criterion's weight.
 */
export function findPriceFormula(text: string, priceWeight: number | undefined): PriceFormula | null {
  for (const line of text.split('\n')) {
    if (!line.includes('/')) continue;
    const leading = LEADING_FACTOR.exec(line);
    const ratio = RATIO.exec(line);
    const found = leading
      ? { lowest: leading[2]!, rated: leading[3]!, factor: leading[1]! }
      : ratio
        ? { lowest: ratio[1]!, rated: ratio[2]!, factor: ratio[3] }
        : null;
    if (!found) continue;
    const parts = { ...found, lowest: meaning(found.lowest, text), rated: meaning(found.rated, text) };
    if (!LOWEST.test(parts.lowest) || LOWEST.test(parts.rated)) continue;
    const factor =
      parts.factor && /\d/.test(parts.factor) && !/point/i.test(fold(parts.factor))
        ? parseDecimal(parts.factor)
        : priceWeight;
    if (factor === undefined) continue;
    const written = tidy(line.slice(line.indexOf(leading?.[0] ?? ratio![0])).replace(/\s+/g, ' '));
    return {
      expression: `${factor} * Pmin / P`,
      variables: {
        Pmin: withDefault(described(parts.lowest), "Prix de l'offre la moins disante"),
        P: withDefault(described(parts.rated), "Prix de l'offre notée"),
      },
      written,
    };
  }
  return null;
}
