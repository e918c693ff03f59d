import type { FormulaVariable } from '../criteria/criteria';
import { functionOf, keywordOf } from './keywords';

/** A word: letters (accents included), digits and underscores. */
const WORD = /[\p{L}\p{N}_]+/gu;
const CAPITAL_FIRST = /^\p{Lu}/u;

function isFunctionCall(formula: string, end: number): boolean {
  return /^\s*\(/.test(formula.slice(end));
}

/**
 * The variables of a formula (SPEC.md §5): words starting with a capital letter, accented capitals
 * included, then letters, digits or underscores; keywords and function calls are not variables.
 * Each name appears once, in order of first use, keeping the description it already had.
 */
export function detectVariables(
  formula: string,
  existing: readonly FormulaVariable[] = [],
): FormulaVariable[] {
  const names: string[] = [];
  for (const match of formula.matchAll(WORD)) {
    const word = match[0];
    if (!CAPITAL_FIRST.test(word) || keywordOf(word) !== null) continue;
    if (functionOf(word) !== null && isFunctionCall(formula, match.index + word.length)) continue;
    if (!names.includes(word)) names.push(word);
  }
  return names.map((name) => ({
    name,
    description: existing.find((variable) => variable.name === name)?.description ?? '',
  }));
}
