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

function toEntry(
  criterion: EditorCriterion,
  key: string,
  baseEntry: PonderationCriterion | undefined,
  level: Level,
): PonderationCriterion {
  const entry: PonderationCriterion = {
    ...baseEntry,
    Détails: criterion.text,
    Évaluation: {
      ...baseEntry?.['Évaluation'],
      Formule: {
        ...baseEntry?.['Évaluation']?.Formule,
        Expression: criterion.formula,
        Variables: Object.fromEntries(
          criterion.variables.map((variable) => [variable.name, variable.description]),
        ),
      },
    },
  };
  delete entry['Libellé'];
  delete entry['Pondération'];
  delete entry['Sous-critères'];
  delete entry.Nom;
  if (baseEntry?.['Libellé'] !== undefined || criterion.label !== level.labelOfKey(key))
    entry['Libellé'] = criterion.label;
  const weightUnstated =
    baseEntry !== undefined && baseEntry['Pondération'] === undefined && criterion.weight === 0;
  if (!weightUnstated) entry['Pondération'] = criterion.weight;
  if (level.parent !== null && (baseEntry?.Nom !== undefined || criterion.name !== level.parent))
    entry.Nom = criterion.name;
  if (criterion.subCriteria.length > 0 || baseEntry?.['Sous-critères'] !== undefined) {
    entry['Sous-critères'] = toRecord(
      criterion.subCriteria,
      baseEntry?.['Sous-critères'] ?? {},
      subLevel(criterion.name),
    );
  }
  return entry;
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
