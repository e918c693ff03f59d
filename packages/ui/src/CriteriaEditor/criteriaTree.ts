import type { EditorCriterion } from '@mieux-disant/domain';

/** Applies `change` to the criterion `id`, wherever it sits among criteria and sub-criteria. */
export function updateCriterion(
  criteria: readonly EditorCriterion[],
  id: string,
  change: (criterion: EditorCriterion) => EditorCriterion,
): EditorCriterion[] {
  return criteria.map((criterion) =>
    criterion.id === id
      ? change(criterion)
      : { ...criterion, subCriteria: updateCriterion(criterion.subCriteria, id, change) },
  );
}

/** Removes the criterion `id`, at any depth. */
export function removeCriterion(criteria: readonly EditorCriterion[], id: string): EditorCriterion[] {
  return criteria
    .filter((criterion) => criterion.id !== id)
    .map((criterion) => ({ ...criterion, subCriteria: removeCriterion(criterion.subCriteria, id) }));
}
