import { useId } from 'react';
import { COVERAGE_LABELS, isCategoryKey, requirementMatrix } from '@mieux-disant/domain';
import type { CompanyAnalysis, CoverageStatus, RequirementCoverage } from '@mieux-disant/domain';
import { Badge } from '../Badge';
import type { StatusToneName } from '../theme';
import {
  StyledDataTableScroll,
  StyledPanel,
  StyledSectionTitle,
} from '../analysisLayout/analysisLayout.styles';
import { StyledMatrix, StyledSource } from './RequirementMatrix.styles';

export interface RequirementMatrixProps {
  /** The ranked analyses; those made before requirements existed have none and show nothing. Required. */
  analyses: readonly CompanyAnalysis[];
  /** The page's category: its requirements, numbered twins included ('Technique (2)'). Required. */
  category: 'Technique' | 'Méthodologie';
}

const TONES: Record<CoverageStatus, StatusToneName> = {
  couvert: 'done',
  partiel: 'warning',
  'non couvert': 'error',
};

function Cell({ coverage }: { coverage: RequirementCoverage | null }) {
  if (!coverage) return <td>—</td>;
  const evidence = coverage.preuves[0];
  return (
    <td>
      <Badge tone={TONES[coverage.statut]}>{COVERAGE_LABELS[coverage.statut]}</Badge>
      {evidence ? (
        <StyledSource title={`« ${evidence.texte} »`}>
          {evidence.fichier}, p. {evidence.page}
          {evidence.ocr ? ' — texte reconnu par OCR' : ''}
        </StyledSource>
      ) : null}
    </td>
  );
}

/**
 * Every company side by side, requirement by requirement (covered / partly / not covered), with the
 * file and page of each company's evidence (its quote on hover) and the share of its mémoire that is
 * specific to the tender. Nothing when no analysis carries requirements.
 */
export function RequirementMatrix({ analyses, category }: RequirementMatrixProps) {
  const titleId = useId();
  const matrix = requirementMatrix(analyses, isCategoryKey(category));
  if (matrix.rows.length === 0) return null;
  const title = `Couverture des exigences — ${category}`;
  return (
    <StyledPanel aria-labelledby={titleId}>
      <StyledSectionTitle id={titleId}>{title}</StyledSectionTitle>
      <StyledDataTableScroll>
        <StyledMatrix aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">Exigence</th>
              {analyses.map((analysis) => {
                const specificity = analysis['Spécificité'];
                return (
                  <th key={analysis.id} scope="col">
                    {analysis.compagnie}
                    {specificity ? (
                      <StyledSource>{specificity['part_spécifique']} % spécifique</StyledSource>
                    ) : null}
                    {specificity?.['mémoire_générique'] ? (
                      <Badge tone="error">Mémoire générique</Badge>
                    ) : null}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {matrix.rows.map((row) => (
              <tr key={row.id}>
                <td className="requirement">
                  {row.exigence}
                  <StyledSource>{row.source}</StyledSource>
                </td>
                {row.cells.map((coverage, i) => (
                  <Cell key={analyses[i]?.id ?? i} coverage={coverage} />
                ))}
              </tr>
            ))}
          </tbody>
        </StyledMatrix>
      </StyledDataTableScroll>
    </StyledPanel>
  );
}
