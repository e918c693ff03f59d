import {
  ALL_DOCUMENTS_PROVIDED,
  completenessMessage,
  criterionNote,
  overallNoteText,
  subCriterionNote,
  weightLabel,
} from '@mieux-disant/domain';
import type { CompanyAnalysis, ResultCriterion } from '@mieux-disant/domain';
import { Badge } from '../Badge';
import { StyledCard, StyledCardTitle } from '../analysisLayout/analysisLayout.styles';
import { StyledCardHeader, StyledCriteriaNotes, StyledPoints, StyledScore } from './Results.styles';

export interface CompanyCardProps {
  /** One company's analysis. Required. */
  analysis: CompanyAnalysis;
  /** The confirmed criteria (domain `resultCriteria`): the card lists the company's note for each. Required. */
  criteria: readonly ResultCriterion[];
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

function CriteriaNotes({ analysis, criteria }: CompanyCardProps) {
  if (criteria.length === 0) return null;
  const rows = criteria.flatMap((criterion) => [
    { criterion, parent: null, note: criterionNote(analysis, criterion) },
    ...criterion.subCriteria.map((sub) => ({
      criterion: sub,
      parent: criterion,
      note: subCriterionNote(analysis, criterion, sub),
    })),
  ]);
  return (
    <StyledCriteriaNotes aria-label={`Notes de ${analysis.compagnie} par critère`}>
      {rows.map(({ criterion, parent, note }) => (
        <div key={`${parent?.key ?? ''}/${criterion.key}`} data-sub={parent ? '' : undefined}>
          <dt>
            {criterion.label} ({weightLabel(criterion.weight)})
          </dt>
          <dd>{note.text}</dd>
        </div>
      ))}
    </StyledCriteriaNotes>
  );
}

/** A company's overall evaluation, its note per criterion, strengths and weaknesses, and its file's completeness. */
export function CompanyCard({ analysis, criteria }: CompanyCardProps) {
  const completeness = completenessMessage(analysis);
  const evaluation = analysis.Evaluation_globale;
  return (
    <StyledCard aria-label={analysis.compagnie}>
      <StyledCardHeader>
        <StyledCardTitle as="h3">
          {analysis.rang === undefined ? '' : `${analysis.rang}. `}
          {analysis.compagnie}
        </StyledCardTitle>
        <StyledScore>{overallNoteText(analysis)}</StyledScore>
      </StyledCardHeader>
      <div>
        <Badge tone={completeness === ALL_DOCUMENTS_PROVIDED ? 'done' : 'error'}>{completeness}</Badge>
      </div>
      <CriteriaNotes analysis={analysis} criteria={criteria} />
      <Points title="Points forts" points={evaluation.points_positifs} />
      <Points title="Points faibles" points={evaluation['points_négatifs']} />
    </StyledCard>
  );
}
