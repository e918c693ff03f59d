import type { EditorCriterion } from '../criteria/criteria';
import { isCriterionName } from '../criteria/names';
import type { CriterionName } from '../criteria/names';
import { baseOfKey, criterionNameOfKey } from './keys';
import type { Ponderation, PonderationCriterion } from './types';

/** The name used when a free `Critères` key names nothing of the fixed list. */
export const FALLBACK_CRITERION_NAME: CriterionName = 'Technique';

/** How a top-level key and entry read in the editor; shared with the way back so both agree. */
export function topLevelIdentity(
  key: string,
  entry: PonderationCriterion,
): { name: CriterionName; label: string } {
  return {
    name: criterionNameOfKey(key) ?? FALLBACK_CRITERION_NAME,
    label: entry['Libellé'] ?? topLevelLabelOfKey(key),
  };
}

/** A key of the fixed list carries no wording; a free key is the tender's wording itself. */
export function topLevelLabelOfKey(key: string): string {
  return isCriterionName(baseOfKey(key)) ? '' : key;
}

/** Sub-criteria are keyed by their label and take their parent's name unless `Nom` says otherwise. */
export function subIdentity(
  key: string,
  entry: PonderationCriterion,
  parent: CriterionName,
): { name: CriterionName; label: string } {
  const name = entry.Nom !== undefined && isCriterionName(entry.Nom) ? entry.Nom : parent;
  return { name, label: entry['Libellé'] ?? key };
}

function toEditor(
  entry: PonderationCriterion,
  identity: { name: CriterionName; label: string },
  newId: () => string,
): EditorCriterion {
  const formula = entry['Évaluation']?.Formule;
  const subs = Object.entries(entry['Sous-critères'] ?? {});
  return {
    id: newId(),
    name: identity.name,
    label: identity.label,
    weight: entry['Pondération'] ?? 0,
    formula: formula?.Expression ?? '',
    variables: Object.entries(formula?.Variables ?? {}).map(([name, description]) => ({ name, description })),
    text: entry['Détails'] ?? '',
    subCriteria: subs.map(([key, sub]) => toEditor(sub, subIdentity(key, sub, identity.name), newId)),
    expanded: false,
  };
}

/**
 * The editor's criteria for a ponderation, in the order of `Critères`. A weight the tender does not
 * state shows as 0; criteriaToPonderation() gives it back as absent unless the evaluator sets one.
 */
export function ponderationToCriteria(p: Ponderation, newId: () => string): EditorCriterion[] {
  return Object.entries(p['Critères']).map(([key, entry]) =>
    toEditor(entry, topLevelIdentity(key, entry), newId),
  );
}
