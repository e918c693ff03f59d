import { ANALYSIS_ERROR_TITLE, analysisErrorMessage } from '@mieux-disant/domain';
import type { AnalysisError } from '@mieux-disant/domain';
import { ErrorBox } from '../ErrorBox';
import { StyledErrorList } from './AnalysisErrorPanel.styles';

export interface AnalysisErrorPanelProps {
  /** The error of phase 1 or phase 2, with its code of SPEC.md §8. Required. */
  error: AnalysisError;
}

/**
 * 'Erreur lors du traitement' with the French message of the error's code. MULTIPLE_ERRORS shows its
 * introduction, then each sub-error as an item of a list (rather than as dashes in one paragraph).
 */
export function AnalysisErrorPanel({ error }: AnalysisErrorPanelProps) {
  const subErrors = error.code === 'MULTIPLE_ERRORS' ? (error.errors ?? []) : [];
  return (
    <ErrorBox title={ANALYSIS_ERROR_TITLE}>
      {analysisErrorMessage(subErrors.length > 0 ? { code: error.code } : error)}
      {subErrors.length > 0 ? (
        <StyledErrorList>
          {subErrors.map((sub, index) => (
            <li key={index}>{analysisErrorMessage(sub)}</li>
          ))}
        </StyledErrorList>
      ) : null}
    </ErrorBox>
  );
}
