import type Decimal from 'decimal.js';
import { parseAmount } from '../shared/amount';
import { foldAccents } from '../shared/text';

/** Which figure prevails when a line's quantity × unit price and its amount disagree. */
export type RectificationRule = 'unit_price' | 'amount';

export interface RuleReading {
  rule: RectificationRule;
  /** The RC's sentence that states the rule; null when the RC says nothing (unit prices prevail). */
  quote: string | null;
}

const DISAGREEMENT = /discordance|contradiction|incoherence|difference|erreur/;
const PREVAILS = /prevau|prevale|fait foi|font foi|seul[es]* (pris|retenu)/;
const RECTIFIED = /rectifie/;
const UNIT_WORDS = /prix unitaire|bordereau|bpu|en lettres/g;
const AMOUNT_WORDS = /montant|prix global|total|forfait|dpgf/g;

function lastIndexOf(text: string, words: RegExp): number {
  return Math.max(-1, ...[...text.matchAll(words)].map((m) => m.index));
}

/** The figure named last before the verb that makes it prevail ("… le montant total fait foi"). */
function ruleOfSentence(plain: string): RectificationRule {
  const verb = PREVAILS.exec(plain);
  if (verb === null) return 'unit_price';
  const before = plain.slice(0, verb.index);
  return lastIndexOf(before, AMOUNT_WORDS) > lastIndexOf(before, UNIT_WORDS) ? 'amount' : 'unit_price';
}

function sentences(text: string): string[] {
  // A sentence ends at '.' or ';', or at a line break before a capital or a bullet (titles, lists).
  return text.split(/(?<=[.;])\s+|\n(?=\s*[\p{Lu}•-])/u).map((s) => s.replace(/\s+/g, ' ').trim());
}

/**
 * The RC's rule for arithmetic errors in a bill: unit prices prevail (the usual rule, and the
 * default), unless a sentence about discrepancies says the amount or the total prevails.
 */
export function rectificationRuleOf(rcText: string): RuleReading {
  for (const sentence of sentences(rcText)) {
    const plain = foldAccents(sentence);
    if (!DISAGREEMENT.test(plain) || !(PREVAILS.test(plain) || RECTIFIED.test(plain))) continue;
    return { rule: ruleOfSentence(plain), quote: sentence };
  }
  return { rule: 'unit_price', quote: null };
}

export interface RectifiedOffer {
  name: string;
  stated: Decimal.Value | null;
  rectified: Decimal.Value | null;
  /** The lines whose amount was rectified (price numbers). */
  lines: readonly string[];
}

export interface RectifiedRanking {
  /** Names, lowest total first, with the stated totals. */
  stated: string[];
  /** Names, lowest total first, with the rectified totals. */
  rectified: string[];
  changed: boolean;
  message: string;
}

function byTotal(
  offers: readonly RectifiedOffer[],
  pick: (o: RectifiedOffer) => Decimal.Value | null,
): string[] {
  return offers
    .map((offer, index) => ({ name: offer.name, index, total: parseAmount(pick(offer)) }))
    .sort((a, b) => {
      if (a.total === null || b.total === null)
        return (a.total === null ? 1 : 0) - (b.total === null ? 1 : 0);
      return a.total.comparedTo(b.total) || a.index - b.index;
    })
    .map((entry) => entry.name);
}

function linesInvolved(offers: readonly RectifiedOffer[]): string {
  return offers
    .filter((o) => o.lines.length > 0)
    .map((o) => `${o.name} (ligne${o.lines.length > 1 ? 's' : ''} ${o.lines.join(', ')})`)
    .join(' ; ');
}

/**
 * The offers ranked by price with the totals as stated and as rectified, and whether the order
 * changes, naming the rectified lines.
 */
export function rectifiedRanking(offers: readonly RectifiedOffer[]): RectifiedRanking {
  const stated = byTotal(offers, (o) => o.stated);
  const rectified = byTotal(offers, (o) => o.rectified ?? o.stated);
  const changed = stated.some((name, i) => rectified[i] !== name);
  const lines = linesInvolved(offers);
  let message: string;
  if (lines === '') message = 'Aucune erreur de calcul à rectifier dans les bordereaux.';
  else if (changed)
    message = `La rectification des erreurs de calcul change le classement par prix : ${stated.join(', ')} avec les montants indiqués, ${rectified.join(', ')} avec les montants rectifiés. Lignes rectifiées : ${lines}.`;
  else
    message = `La rectification des erreurs de calcul ne change pas le classement par prix (${rectified.join(', ')}). Lignes rectifiées : ${lines}.`;
  return { stated, rectified, changed, message };
}
