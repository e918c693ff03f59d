import Decimal from 'decimal.js';
import { evaluateFormula } from '../formulas/evaluate';
import { keywordOf } from '../formulas/keywords';
import { parseAmount } from '../shared/amount';
import { ROLE_NAMES } from '../safeguards/roles';

const LEFT_HAND_SIDE = /^\s*([\p{L}_][\p{L}\p{N}_ ]*)=(?!=)/u;

/** "Note = 40 × Pmin / P" → "40 * Pmin / P": drop a left-hand side (not an `if` condition), read x between spaces as ×. */
export function normalisePriceFormula(formula: string): string {
  const match = LEFT_HAND_SIDE.exec(formula);
  const isAssignment =
    match !== null && !(match[1] as string).split(/\s+/).some((word) => keywordOf(word) !== null);
  const rightHand = isAssignment ? formula.slice(match[0].length) : formula;
  return rightHand.replace(/\s[xX]\s/g, ' * ').trim();
}

function variables(weight: number, price: Decimal, prices: readonly Decimal[]): Record<string, Decimal> {
  const all = [price, ...prices];
  const values: Record<string, Decimal> = {};
  const assign = (names: readonly string[], value: Decimal) =>
    names.forEach((name) => (values[name] = value));
  assign(ROLE_NAMES.P, price);
  assign(ROLE_NAMES.Pmin, Decimal.min(...all));
  assign(ROLE_NAMES.Pmax, Decimal.max(...all));
  assign(ROLE_NAMES.Pmoy, Decimal.sum(...all).dividedBy(all.length));
  assign(ROLE_NAMES.N, new Decimal(weight));
  return values;
}

function clamp(value: Decimal, weight: number): Decimal {
  return Decimal.min(Decimal.max(value, 0), weight);
}

/**
 * A candidate's price note: the RC's formula when it reads (variables P, Pmin, Pmax, Pmoy and their
 * usual variants, N for the weight), else `weight * Pmin / P`. Exact decimals; kept within 0..weight.
 * Pmin is the lowest positive price of `prices` and `price`; a price of 0 or less scores 0.
 */
export function priceScore(
  formula: string | null,
  weight: number,
  price: Decimal.Value,
  prices: readonly Decimal.Value[],
): { note: Decimal; formulaUsed: string; fallback: boolean } {
  const fallbackFormula = `${weight} * Pmin / P`;
  const own = parseAmount(price);
  if (own === null || own.lessThanOrEqualTo(0))
    return { note: new Decimal(0), formulaUsed: fallbackFormula, fallback: true };
  const others = prices
    .map((value) => parseAmount(value))
    .filter((value): value is Decimal => value !== null && value.greaterThan(0));
  const values = variables(weight, own, others);
  const expression = formula === null ? '' : normalisePriceFormula(formula);
  const result = expression === '' ? null : evaluateFormula(expression, values);
  if (result?.ok) return { note: clamp(result.value, weight), formulaUsed: expression, fallback: false };
  const fallback = evaluateFormula(fallbackFormula, values);
  return {
    note: fallback.ok ? clamp(fallback.value, weight) : new Decimal(0),
    formulaUsed: fallbackFormula,
    fallback: true,
  };
}
