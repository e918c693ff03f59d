import type { EditorCriterion } from '../criteria/criteria';
import type { CriterionName } from '../criteria/names';
import { criterionKey } from './keys';
import { subIdentity, topLevelIdentity, topLevelLabelOfKey } from './toCriteria';
import type { Ponderation, PonderationCriterion } from './types';

type Identity = (key: string, entry: PonderationCriterion) => { name: CriterionName; label: string };

interface Level {
  identity: Identity;
  /** The key a criterion gets when no base entry matches it. */
  freshKey: (criterion: EditorCriterion, taken: readonly string[]) => string;
  labelOfKey: (key: string) => string;
  parent: CriterionName | null;
}

interface KeyedEntry {
  key: string;
  baseEntry: PonderationCriterion | undefined;
}

/**
 * Each editor criterion gets back the key of the base entry it came from (same name and label), when
 * there is one; the others get fresh keys. Returns, per criterion, its key and its base entry.
 */
function assignKeys(
  criteria: readonly EditorCriterion[],
  base: Record<string, PonderationCriterion>,
  level: Level,
): KeyedEntry[] {
  const free = Object.keys(base);
  const matched = criteria.map((criterion) => {
    const index = free.findIndex((key) => {
      const identity = level.identity(key, base[key] as PonderationCriterion);
      return identity.name === criterion.name && identity.label === criterion.label;
    });
    return index < 0 ? null : (free.splice(index, 1)[0] as string);
  });
  const taken = matched.filter((key): key is string => key !== null);
  return matched.map((key, index) => {
    if (key !== null) return { key, baseEntry: base[key] };
    const fresh = level.freshKey(criteria[index] as EditorCriterion, taken);
    taken.push(fresh);
    return { key: fresh, baseEntry: undefined };
  });
}

function evaluationOf(
  criterion: EditorCriterion,
  base: PonderationCriterion['Évaluation'] | undefined,
): PonderationCriterion['Évaluation'] {
  const variables = criterion.variables.map((variable) => [variable.name, variable.description]);
  return {
    ...base,
    Formule: { ...base?.Formule, Expression: criterion.formula, Variables: Object.fromEntries(variables) },
  };
}

/** `Libellé` is written when the key does not already say it, or when the base had one. */
function labelField(
  criterion: EditorCriterion,
  key: string,
  base: PonderationCriterion | undefined,
  level: Level,
) {
  const needed = base?.['Libellé'] !== undefined || criterion.label !== level.labelOfKey(key);
  return needed ? { Libellé: criterion.label } : {};
}

/** An unstated weight stays absent while the evaluator leaves it at 0; a new criterion's weight is written. */
function weightField(criterion: EditorCriterion, base: PonderationCriterion | undefined) {
  const unstated = base !== undefined && base['Pondération'] === undefined && criterion.weight === 0;
  return unstated ? {} : { Pondération: criterion.weight };
}

/** A sub-criterion's name is written only when it differs from its parent's (or the base had one). */
function nameField(criterion: EditorCriterion, base: PonderationCriterion | undefined, level: Level) {
  const needed = level.parent !== null && (base?.Nom !== undefined || criterion.name !== level.parent);
  return needed ? { Nom: criterion.name } : {};
}

function subCriteriaField(criterion: EditorCriterion, base: PonderationCriterion | undefined) {
  if (criterion.subCriteria.length === 0 && base?.['Sous-critères'] === undefined) return {};
  return {
    'Sous-critères': toRecord(criterion.subCriteria, base?.['Sous-critères'] ?? {}, subLevel(criterion.name)),
  };
}

/** The JSON entry of an editor criterion, in a fixed key order, then the base's fields the editor does not know. */
function toEntry(
  criterion: EditorCriterion,
  key: string,
  base: PonderationCriterion | undefined,
  level: Level,
): PonderationCriterion {
  const {
    Libellé: _label,
    Détails: _text,
    Pondération: _weight,
    Évaluation: evaluation,
    'Sous-critères': _subCriteria,
    Nom: _name,
    ...unknownFields
  } = base ?? {};
  return {
    ...labelField(criterion, key, base, level),
    Détails: criterion.text,
    ...weightField(criterion, base),
    Évaluation: evaluationOf(criterion, evaluation),
    ...subCriteriaField(criterion, base),
    ...nameField(criterion, base, level),
    ...unknownFields,
  };
}

function toRecord(
  criteria: readonly EditorCriterion[],
  base: Record<string, PonderationCriterion>,
  level: Level,
): Record<string, PonderationCriterion> {
  const keys = assignKeys(criteria, base, level);
  return Object.fromEntries(
    criteria.map((criterion, index) => {
      const { key, baseEntry } = keys[index] as KeyedEntry;
      return [key, toEntry(criterion, key, baseEntry, level)];
    }),
  );
}

const TOP_LEVEL: Level = {
  identity: topLevelIdentity,
  freshKey: (criterion, taken) => criterionKey(criterion.name, taken),
  labelOfKey: topLevelLabelOfKey,
  parent: null,
};

function subLevel(parent: CriterionName): Level {
  return {
    identity: (key, entry) => subIdentity(key, entry, parent),
    freshKey: (criterion, taken) => criterionKey(criterion.label || criterion.name, taken),
    labelOfKey: (key) => key,
    parent,
  };
}

/**
 * The ponderation to save: `base` with its `Critères` rebuilt from the editor, in the editor's order.
 * Constantes, Résumé, Lots and any field the editor does not know are kept from `base`. A criterion
 * keeps the key it was read from; a new one gets criterionKey(name) (a sub-criterion: its label).
 * A weight `base` leaves unstated stays absent while the editor shows it as 0.
 */
export function criteriaToPonderation(criteria: readonly EditorCriterion[], base: Ponderation): Ponderation {
  return { ...base, Critères: toRecord(criteria, base['Critères'], TOP_LEVEL) };
}
