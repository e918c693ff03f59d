import type { CompanyAnalysis } from '@mieux-disant/domain';
import {
  StyledCard,
  StyledCardTitle,
  StyledPageHeader,
  StyledPageTitle,
  StyledSubtitle,
} from '../analysisLayout/analysisLayout.styles';
import { StyledCards, StyledFacts, StyledMuted } from './DetailedAnalysis.styles';
import { StyledCardHeader } from './OtherAnalyses.styles';

export interface ExperienceAnalysisProps {
  /** The ranked analyses; references and teams come from them (the original showed sample data). */
  analyses: readonly CompanyAnalysis[];
}

function List({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <StyledMuted>{empty}</StyledMuted>;
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** "Analyse de l'Expérience": each company's similar projects (références) and proposed teams. */
export function ExperienceAnalysis({ analyses }: ExperienceAnalysisProps) {
  return (
    <>
      <StyledPageHeader>
        <StyledPageTitle>Analyse de l&apos;Expérience</StyledPageTitle>
        <StyledSubtitle>Projets similaires réalisés et équipes proposées par chaque candidat.</StyledSubtitle>
      </StyledPageHeader>
      <StyledCards>
        {analyses.map((analysis) => {
          const experience = analysis['Expérience'];
          const references = analysis['Références'];
          const note = experience?.note || references?.note;
          return (
            <StyledCard key={analysis.id} aria-label={analysis.compagnie}>
              <StyledCardHeader>
                <StyledCardTitle>{analysis.compagnie}</StyledCardTitle>
                {note ? <span>Note : {note}</span> : null}
              </StyledCardHeader>
              <StyledFacts>
                {experience?.['détail'] ? (
                  <div>
                    <dt>Détails:</dt>
                    <dd>{experience['détail']}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>Projets similaires</dt>
                  <dd>
                    <List items={references?.liste_références ?? []} empty="Aucune référence fournie" />
                  </dd>
                </div>
                <div>
                  <dt>Équipes proposées</dt>
                  <dd>
                    <List items={experience?.['équipes'] ?? []} empty="Aucune équipe décrite" />
                  </dd>
                </div>
              </StyledFacts>
            </StyledCard>
          );
        })}
      </StyledCards>
    </>
  );
}
