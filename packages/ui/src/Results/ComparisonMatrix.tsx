import { GLOBAL_CATEGORY, matrixCell, matrixColumns } from '@mieux-disant/domain';
import type { CompanyAnalysis } from '@mieux-disant/domain';
import { Tooltip } from '../Tooltip';
import { StyledNote, StyledTable, StyledTableScroll } from './Results.styles';

export interface ComparisonMatrixProps {
  /** The ranked analyses, one row each. Required. */
  analyses: readonly CompanyAnalysis[];
}

/** Column heading of a category: the overall evaluation reads as French, other keys are already French. */
export function categoryLabel(category: string): string {
  return category === GLOBAL_CATEGORY ? 'Évaluation globale' : category;
}

/**
 * 'Matrice de comparaison': one row per company, one column per category that has a note in any company
 * (the domain decides which and in what order). Each note shows its détail in a tooltip on hover or focus.
 */
export function ComparisonMatrix({ analyses }: ComparisonMatrixProps) {
  const columns = matrixColumns(analyses);
  return (
    <StyledTableScroll role="region" aria-label="Matrice de comparaison" tabIndex={0}>
      <StyledTable>
        <thead>
          <tr>
            <th scope="col">Entreprise</th>
            {columns.map((category) => (
              <th key={category} scope="col">
                {categoryLabel(category)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {analyses.map((analysis) => (
            <tr key={analysis.id}>
              <th scope="row" title={analysis.compagnie}>
                {analysis.compagnie}
              </th>
              {columns.map((category) => {
                const cell = matrixCell(analysis, category);
                return (
                  <td key={category}>
                    <Tooltip content={cell.detail}>
                      <StyledNote tabIndex={0} $missing={cell.note === 'N/A'}>
                        {cell.note}
                      </StyledNote>
                    </Tooltip>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledTableScroll>
  );
}
