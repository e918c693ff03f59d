import { criterionNote, resultCriteria } from '@mieux-disant/domain';
import type { CompanyAnalysis, FlipCandidate, FlipCriterion, Ponderation } from '@mieux-disant/domain';
import { FlipChart } from '@mieux-disant/ui';

/** The confirmed criteria with a weight, and each candidate's note of each on its own scale. */
export function flipData(
  ponderation: Ponderation | null | undefined,
  analyses: readonly CompanyAnalysis[],
): { criteria: FlipCriterion[]; candidates: FlipCandidate[] } {
  const weighted = resultCriteria(ponderation, analyses).filter((c) => c.weight !== null && c.weight > 0);
  const criteria = weighted.map((c) => ({
    name: c.label,
    weight: c.weight as number,
    price: c.name === 'Financier',
  }));
  const candidates = analyses.map((analysis) => ({
    name: analysis.compagnie,
    notes: Object.fromEntries(
      weighted.map((c) => {
        const note = criterionNote(analysis, c);
        return [
          c.label,
          note.value && note.outOf ? `${note.value.toString()}/${note.outOf.toString()}` : undefined,
        ];
      }),
    ),
  }));
  return { criteria, candidates };
}

/** 'Ce qui ferait changer le premier' under the results, once two candidates are ranked. */
export function FlipPanel({
  ponderation,
  analyses,
}: {
  ponderation: Ponderation | null | undefined;
  analyses: readonly CompanyAnalysis[];
}) {
  if (analyses.length < 2) return null;
  const { criteria, candidates } = flipData(ponderation, analyses);
  return criteria.length > 0 ? <FlipChart criteria={criteria} candidates={candidates} /> : null;
}
