import Decimal from 'decimal.js';
import type { EditorCriterion } from '../criteria/criteria';
import type { CriterionName } from '../criteria/names';

const FRACTION = /^\s*(\d+(?:[.,]\d+)?)\s*\/\s*(\d+(?:[.,]\d+)?)\s*$/;

/** A note written 'x/y' (dot or comma decimals); null when it is not one or y is 0. */
export function noteFraction(note: string): { value: Decimal; outOf: Decimal } | null {
  const match = FRACTION.exec(note);
  if (!match) return null;
  const value = new Decimal((match[1] as string).replace(',', '.'));
  const outOf = new Decimal((match[2] as string).replace(',', '.'));
  return outOf.isZero() ? null : { value, outOf };
}

/** A note as a share of its maximum, between 0 and 1 (more if the note exceeds its maximum). */
export function noteRatio(note: string | undefined): Decimal | null {
  const fraction = note === undefined ? null : noteFraction(note);
  return fraction === null ? null : fraction.value.dividedBy(fraction.outOf);
}

/** Up to 2 decimals, no trailing zeros, dot separator: "72.5", "80", "66.67". */
export function formatNoteValue(value: Decimal): string {
  return value.toDecimalPlaces(2).toString();
}

/**
 * The overall note 'x/100': each criterion's weight times its category note (written 'x/y', on 20
 * in practice). A category without a readable note earns nothing.
 */
export function globalNote(
  notes: Partial<Record<CriterionName, string>>,
  criteria: readonly EditorCriterion[],
): string {
  const total = criteria.reduce((sum, criterion) => {
    const ratio = noteRatio(notes[criterion.name]);
    return ratio === null ? sum : sum.plus(ratio.times(criterion.weight));
  }, new Decimal(0));
  return `${formatNoteValue(total)}/100`;
}
