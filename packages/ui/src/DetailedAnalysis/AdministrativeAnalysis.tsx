import { ALL_DOCUMENTS_PROVIDED, completenessMessage } from '@mieux-disant/domain';
import type { CompanyAnalysis } from '@mieux-disant/domain';
import { Badge } from '../Badge';
import {
  StyledCard,
  StyledCardTitle,
  StyledPageHeader,
  StyledPageTitle,
  StyledSubtitle,
} from '../analysisLayout/analysisLayout.styles';
import { StyledCards, StyledMuted } from './DetailedAnalysis.styles';
import { StyledCardHeader, StyledDocumentDetail, StyledDocuments } from './OtherAnalyses.styles';

export interface AdministrativeAnalysisProps {
  /** The ranked analyses. Required. */
  analyses: readonly CompanyAnalysis[];
}

/** 'Analyse Administrative': the required documents of each company, present or missing, with détail. */
export function AdministrativeAnalysis({ analyses }: AdministrativeAnalysisProps) {
  return (
    <>
      <StyledPageHeader>
        <StyledPageTitle>Analyse Administrative</StyledPageTitle>
        <StyledSubtitle>
          Pièces administratives exigées par le règlement de consultation, par candidat.
        </StyledSubtitle>
      </StyledPageHeader>
      <StyledCards>
        {analyses.map((analysis) => {
          const documents = Object.entries(analysis.Administratif?.documents ?? {});
          const completeness = completenessMessage(analysis);
          return (
            <StyledCard key={analysis.id} aria-label={analysis.compagnie}>
              <StyledCardHeader>
                <StyledCardTitle>{analysis.compagnie}</StyledCardTitle>
                <Badge tone={completeness === ALL_DOCUMENTS_PROVIDED ? 'done' : 'error'}>
                  {completeness}
                </Badge>
              </StyledCardHeader>
              {documents.length === 0 ? (
                <StyledMuted>Aucune pièce administrative analysée.</StyledMuted>
              ) : (
                <StyledDocuments>
                  {documents.map(([name, document]) => (
                    <li key={name}>
                      <span>{name}</span>
                      <Badge tone={document['présent'] ? 'done' : 'error'}>
                        {document['présent'] ? 'Présent' : 'Manquant'}
                      </Badge>
                      {document['détail'] ? (
                        <StyledDocumentDetail>{document['détail']}</StyledDocumentDetail>
                      ) : null}
                    </li>
                  ))}
                </StyledDocuments>
              )}
            </StyledCard>
          );
        })}
      </StyledCards>
    </>
  );
}
