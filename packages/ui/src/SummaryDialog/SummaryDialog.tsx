import { formatDateFr } from '@mieux-disant/domain';
import type { PdfSummary } from '@mieux-disant/domain';
import { Dialog } from '../Dialog';
import { Spinner } from '../Spinner';
import {
  StyledBody,
  StyledError,
  StyledHeading,
  StyledList,
  StyledMeta,
  StyledSection,
  StyledState,
  StyledText,
} from './SummaryDialog.styles';

/** Where the summary of a PDF stands: being generated, failed, done, or nothing to show. */
export type SummaryState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; summary: PdfSummary }
  | { status: 'empty' };

export interface SummaryDialogProps {
  /** Whether the dialog is shown. Required. */
  open: boolean;
  /** Called with `false` when the user closes it. Required. */
  onOpenChange: (open: boolean) => void;
  /** Name of the PDF, the dialog's title. Required. */
  fileName: string;
  /** The summary's state. Required. */
  state: SummaryState;
}

/** The model writes the date as it likes: an ISO date is shown DD/MM/YYYY, anything else as written. */
function displayDate(date: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(date) ? formatDateFr(date) : date;
}

function SummaryContent({ state }: { state: SummaryState }) {
  switch (state.status) {
    case 'loading':
      return (
        <StyledState>
          <Spinner label="Génération du résumé" />
          Génération du résumé en cours...
        </StyledState>
      );
    case 'error':
      return <StyledError role="alert">Impossible de générer le résumé</StyledError>;
    case 'empty':
      return <StyledState>Aucun résumé disponible</StyledState>;
    case 'ready': {
      const { summary } = state;
      return (
        <StyledBody>
          <StyledSection aria-labelledby="summary-dialog-summary">
            <StyledHeading id="summary-dialog-summary">Résumé</StyledHeading>
            <StyledText>{summary.summary}</StyledText>
          </StyledSection>
          {summary.keyPoints.length > 0 ? (
            <StyledSection aria-labelledby="summary-dialog-points">
              <StyledHeading id="summary-dialog-points">Points clés</StyledHeading>
              <StyledList>
                {summary.keyPoints.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </StyledList>
            </StyledSection>
          ) : null}
          <StyledMeta>
            <dt>Titre</dt>
            <dd>{summary.title}</dd>
            {summary.metadata.type ? (
              <>
                <dt>Type</dt>
                <dd>{summary.metadata.type}</dd>
              </>
            ) : null}
            {summary.metadata.date ? (
              <>
                <dt>Date</dt>
                <dd>{displayDate(summary.metadata.date)}</dd>
              </>
            ) : null}
            {summary.metadata.author ? (
              <>
                <dt>Auteur</dt>
                <dd>{summary.metadata.author}</dd>
              </>
            ) : null}
          </StyledMeta>
        </StyledBody>
      );
    }
    default: {
      const unreachable: never = state;
      return unreachable;
    }
  }
}

/** The AI summary of a PDF of the file tree: 'Résumé', 'Points clés' and the document's metadata. */
export function SummaryDialog({ open, onOpenChange, fileName, state }: SummaryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={fileName}>
      <SummaryContent state={state} />
    </Dialog>
  );
}
