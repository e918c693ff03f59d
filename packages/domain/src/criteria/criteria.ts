import { leadingInteger } from '../shared/text';
import type { CriterionName } from './names';

export interface FormulaVariable {
  name: string;
  description: string;
}

/** A criterion as the criteria editor holds it (SPEC.md §3). */
export interface EditorCriterion {
  id: string;
  name: CriterionName;
  /** The tender's own wording (`Libellé`), '' if none. */
  label: string;
  weight: number;
  formula: string;
  variables: FormulaVariable[];
  text: string;
  subCriteria: EditorCriterion[];
  expanded: boolean;
}

export type Check = { ok: true } | { ok: false; message: string };

export const OK: Check = { ok: true };

export function fail(message: string): Check {
  return { ok: false, message };
}

/**
 * A weight input as an integer: the leading integer of the text, 0 when there is none.
 * A weight is never negative, so a negative input becomes 0 too.
 */
export function parseWeight(input: string): number {
  const parsed = leadingInteger(input);
  return parsed === null || parsed < 0 ? 0 : parsed;
}

/**
 * A sum of weights to the hundredth, the precision weights are given in: 1,07 + 64,57 + 34,36 is 100,
 * not the 99,99999999999999 that binary floating point makes of it.
 */
export function weightSum(weights: readonly number[]): number {
  return Math.round(weights.reduce((sum, weight) => sum + weight, 0) * 100) / 100;
}

export function weightTotal(criteria: readonly EditorCriterion[]): number {
  return weightSum(criteria.map((criterion) => criterion.weight));
}

export const NO_CRITERION_MESSAGE = "Veuillez ajouter au moins un critère d'évaluation.";
export const TOTAL_NOT_100_MESSAGE = 'La somme des pondérations doit être égale à 100%.';

export function subCriteriaTotalMessage(name: string, weight: number): string {
  return `La somme des pondérations des sous-critères de "${name}" doit être égale à ${weight}%.`;
}

function checkSubCriteria(criteria: readonly EditorCriterion[]): Check {
  for (const criterion of criteria) {
    const subs = criterion.subCriteria;
    if (subs.length === 0) continue;
    if (weightTotal(subs) !== criterion.weight) {
      return fail(subCriteriaTotalMessage(criterion.name, criterion.weight));
    }
    const nested = checkSubCriteria(subs);
    if (!nested.ok) return nested;
  }
  return OK;
}

/** The checks of the criteria editor's 'Continuer', in SPEC.md §5's order. */
export function validateCriteria(criteria: readonly EditorCriterion[]): Check {
  if (criteria.length === 0) return fail(NO_CRITERION_MESSAGE);
  if (weightTotal(criteria) !== 100) return fail(TOTAL_NOT_100_MESSAGE);
  return checkSubCriteria(criteria);
}

/** What 'Ajouter un critère' adds: the first name of the list, no weight, open for editing. */
export function blankCriterion(id: string): EditorCriterion {
  return {
    id,
    name: 'Technique',
    label: '',
    weight: 0,
    formula: '',
    variables: [],
    text: '',
    subCriteria: [],
    expanded: true,
  };
}
