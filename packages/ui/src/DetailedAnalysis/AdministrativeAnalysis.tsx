import type { DocumentStatusBody } from '@mieux-disant/domain';
import { ALL_DOCUMENTS_PROVIDED, completenessMessage } from '@mieux-disant/domain';
import type { CompanyAnalysis } from '@mieux-disant/domain';
import { Badge } from '../Badge';
import { Button } from '../Button';
import {
  StyledCard,
  StyledCardTitle,
  StyledPageHeader,
  StyledPageTitle,
  StyledSubtitle,
} from '../analysisLayout/analysisLayout.styles';
import { StyledCards, StyledMuted } from './DetailedAnalysis.styles';
import { StyledCardHeader, StyledDocumentTable } from './OtherAnalyses.styles';

/**
 * An evaluator's correction of whether a candidate provided a piece (the company analysis's id, the
 * piece as the RC names it, présent): PUT /api/tender/document_status's body in the API contract.
 */
export type PresenceChange = DocumentStatusBody;

export interface AdministrativeAnalysisProps {
  /** The ranked analyses; each one's `Administratif.documents` holds the pieces the RC lists. Required. */
  analyses: readonly CompanyAnalysis[];
  /**
   * Called when the evaluator marks a piece present or missing (the engine may miss a scan or a badly
   * named file). Without it the table is read-only.
   */
  onSetPresence?: (change: PresenceChange) => void;
}

/** The message when the RC lists no piece to provide. */
export const NO_PIECE_ASKED = 'Le règlement de consultation ne liste aucune pièce à fournir.';

function DocumentTable({
  analysis,
  onSetPresence,
}: {
  analysis: CompanyAnalysis;
  onSetPresence: AdministrativeAnalysisProps['onSetPresence'];
}) {
  const documents = Object.entries(analysis.Administratif?.documents ?? {});
  if (documents.length === 0) return <StyledMuted>{NO_PIECE_ASKED}</StyledMuted>;
  return (
    <StyledDocumentTable aria-label={`Pièces de ${analysis.compagnie}`}>
      <thead>
        <tr>
          <th scope="col">Pièce demandée par le RC</th>
          <th scope="col">Statut</th>
          <th scope="col">Où elle a été trouvée</th>
          {onSetPresence ? <th scope="col">Correction</th> : null}
        </tr>
      </thead>
      <tbody>
        {documents.map(([name, document]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>
              <Badge tone={document['présent'] ? 'done' : 'error'}>
                {document['présent'] ? 'Présent' : 'Manquant'}
              </Badge>
            </td>
            <td>{document['détail'] || 'Détail non disponible'}</td>
            {onSetPresence ? (
              <td>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`${document['présent'] ? 'Marquer manquant' : 'Marquer présent'} : ${name}`}
                  onClick={() =>
                    onSetPresence({ id: analysis.id, document: name, présent: !document['présent'] })
                  }
                >
                  {document['présent'] ? 'Marquer manquant' : 'Marquer présent'}
                </Button>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </StyledDocumentTable>
  );
}

/**
 * 'Analyse Administrative': for each company, the pieces the RC asks candidates to provide (its own list,
 * in its own words), present or missing, with the file and page where each was found; the evaluator
 * corrects a piece's presence when `onSetPresence` is given.
 */
export function AdministrativeAnalysis({ analyses, onSetPresence }: AdministrativeAnalysisProps) {
  return (
    <>
      <StyledPageHeader>
        <StyledPageTitle>Analyse Administrative</StyledPageTitle>
        <StyledSubtitle>
          Pièces exigées des candidats par le règlement de consultation, par candidat.
        </StyledSubtitle>
      </StyledPageHeader>
      <StyledCards>
        {analyses.map((analysis) => {
          const completeness = completenessMessage(analysis);
          return (
            <StyledCard key={analysis.id} aria-label={analysis.compagnie}>
              <StyledCardHeader>
                <StyledCardTitle>{analysis.compagnie}</StyledCardTitle>
                <Badge tone={completeness === ALL_DOCUMENTS_PROVIDED ? 'done' : 'error'}>
                  {completeness}
                </Badge>
              </StyledCardHeader>
              <DocumentTable analysis={analysis} onSetPresence={onSetPresence} />
            </StyledCard>
          );
        })}
      </StyledCards>
    </>
  );
}
