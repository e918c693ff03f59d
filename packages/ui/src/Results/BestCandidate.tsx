import { bestCompany, formatPercent, overallNoteText, overallScorePercent } from '@mieux-disant/domain';
import type { CompanyAnalysis } from '@mieux-disant/domain';
import { Button } from '../Button';
import { StyledBest, StyledBestScore, StyledBestTitle } from './Results.styles';

export interface BestCandidateProps {
  /** Every analysis; the domain picks the highest overall score. Required. */
  analyses: readonly CompanyAnalysis[];
  /** 'Voir l'analyse détaillée' (the host goes to /analysis/detailed/technical/{tender_id}). */
  onOpenDetailed: () => void;
}

/** 'Le candidat le mieux disant - {company}', with its overall score. Nothing when no company has a score. */
export function BestCandidate({ analyses, onOpenDetailed }: BestCandidateProps) {
  const best = bestCompany(analyses);
  if (!best) return null;
  const score = overallScorePercent(best);
  return (
    <StyledBest aria-labelledby="best-candidate-title">
      <div>
        <StyledBestTitle id="best-candidate-title">
          Le candidat le mieux disant - {best.compagnie}
        </StyledBestTitle>
        {score === null ? null : (
          <StyledBestScore>
            Note globale : {overallNoteText(best)} ({formatPercent(score, 1)})
          </StyledBestScore>
        )}
      </div>
      <Button onClick={onOpenDetailed}>Voir l&apos;analyse détaillée</Button>
    </StyledBest>
  );
}
