import { ALL_DOCUMENTS_PROVIDED, completenessMessage } from '@mieux-disant/domain';
import type { CompanyAnalysis } from '@mieux-disant/domain';
import { Badge } from '../Badge';
import { StyledCard, StyledCardTitle } from '../analysisLayout/analysisLayout.styles';
import { StyledCardHeader, StyledPoints, StyledScore } from './Results.styles';

export interface CompanyCardProps {
  /** One company's analysis. Required. */
  analysis: CompanyAnalysis;
}

function Points({ title, points }: { title: string; points: readonly string[] }) {
  if (points.length === 0) return null;
  return (
    <StyledPoints>
      <h4>{title}</h4>
      <ul>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </StyledPoints>
  );
}

/** A company's overall evaluation, its strengths and weaknesses, and whether its file is complete. */
export function CompanyCard({ analysis }: CompanyCardProps) {
  const completeness = completenessMessage(analysis);
  const evaluation = analysis.Evaluation_globale;
  return (
    <StyledCard aria-label={analysis.compagnie}>
      <StyledCardHeader>
        <StyledCardTitle as="h3">
          {analysis.rang === undefined ? '' : `${analysis.rang}. `}
          {analysis.compagnie}
        </StyledCardTitle>
        <StyledScore>{evaluation.note}</StyledScore>
      </StyledCardHeader>
      <div>
        <Badge tone={completeness === ALL_DOCUMENTS_PROVIDED ? 'done' : 'error'}>{completeness}</Badge>
      </div>
      <Points title="Points forts" points={evaluation.points_positifs} />
      <Points title="Points faibles" points={evaluation['points_négatifs']} />
    </StyledCard>
  );
}
