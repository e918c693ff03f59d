import { useState } from 'react';
import {
  criterionNote,
  NOT_AVAILABLE,
  overallNoteText,
  subCriterionNote,
  weightLabel,
} from '@mieux-disant/domain';
import type { CompanyAnalysis, CriterionNote, ResultCriterion } from '@mieux-disant/domain';
import { Tooltip } from '../Tooltip';
import {
  StyledColumnHead,
  StyledExpand,
  StyledNote,
  StyledTable,
  StyledTableScroll,
  StyledWeight,
} from './Results.styles';

export interface ComparisonMatrixProps {
  /** The ranked analyses, one row each. Required. */
  analyses: readonly CompanyAnalysis[];
  /** The confirmed criteria (domain `resultCriteria`), one column each. Required. */
  criteria: readonly ResultCriterion[];
}

interface Column {
  criterion: ResultCriterion;
  parent: ResultCriterion | null;
}

function noteOf(analysis: CompanyAnalysis, { criterion, parent }: Column): CriterionNote {
  return parent ? subCriterionNote(analysis, parent, criterion) : criterionNote(analysis, criterion);
}

function NoteCell({ note }: { note: { text: string; detail: string } }) {
  return (
    <td>
      <Tooltip content={note.detail || 'Détail non disponible'}>
        <StyledNote tabIndex={0} $missing={note.text === NOT_AVAILABLE}>
          {note.text}
        </StyledNote>
      </Tooltip>
    </td>
  );
}

/**
 * 'Matrice de comparaison': one row per company, one column per confirmed criterion with its label and
 * weight, its note on that weight ('18,6/40'), and the overall note on 100 last. A criterion with
 * sub-criteria opens their columns beside it. Each note shows its détail in a tooltip.
 */
export function ComparisonMatrix({ analyses, criteria }: ComparisonMatrixProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const columns: Column[] = criteria.flatMap((criterion) => [
    { criterion, parent: null },
    ...(open.has(criterion.key)
      ? criterion.subCriteria.map((sub) => ({ criterion: sub, parent: criterion }))
      : []),
  ]);
  return (
    <StyledTableScroll role="region" aria-label="Matrice de comparaison" tabIndex={0}>
      <StyledTable>
        <thead>
          <tr>
            <th scope="col">Entreprise</th>
            {columns.map(({ criterion, parent }) => (
              <th
                key={`${parent?.key ?? ''}/${criterion.key}`}
                scope="col"
                data-sub={parent ? '' : undefined}
              >
                <StyledColumnHead>
                  <span>{criterion.label}</span>
                  {criterion.weight === null ? null : (
                    <StyledWeight>{weightLabel(criterion.weight)}</StyledWeight>
                  )}
                  {parent === null && criterion.subCriteria.length > 0 ? (
                    <StyledExpand
                      type="button"
                      aria-expanded={open.has(criterion.key)}
                      aria-label={`${open.has(criterion.key) ? 'Masquer' : 'Afficher'} les sous-critères de ${criterion.label}`}
                      onClick={() => toggle(criterion.key)}
                    >
                      {open.has(criterion.key) ? 'Masquer' : 'Afficher'} les sous-critères
                    </StyledExpand>
                  ) : null}
                </StyledColumnHead>
              </th>
            ))}
            <th scope="col">
              <StyledColumnHead>
                <span>Note globale</span>
                <StyledWeight>sur 100</StyledWeight>
              </StyledColumnHead>
            </th>
          </tr>
        </thead>
        <tbody>
          {analyses.map((analysis) => (
            <tr key={analysis.id}>
              <th scope="row" title={analysis.compagnie}>
                {analysis.compagnie}
              </th>
              {columns.map((column) => (
                <NoteCell
                  key={`${column.parent?.key ?? ''}/${column.criterion.key}`}
                  note={noteOf(analysis, column)}
                />
              ))}
              <NoteCell note={{ text: overallNoteText(analysis), detail: 'Somme des notes pondérées' }} />
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledTableScroll>
  );
}
