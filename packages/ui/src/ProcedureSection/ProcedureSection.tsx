import type { ReactNode } from 'react';
import { useId } from 'react';
import { StyledPage, StyledSectionTitle } from '../analysisLayout/analysisLayout.styles';

export interface ProcedureSectionProps {
  /** The panels: document validity, report, audit trail, unlock. Required. */
  children: ReactNode;
}

export const PROCEDURE_TITLE = 'Procédure et traçabilité';

/** The page-width section under the results that holds what the buyer must be able to justify. */
export function ProcedureSection({ children }: ProcedureSectionProps) {
  const titleId = useId();
  return (
    <StyledPage as="section" aria-labelledby={titleId}>
      <StyledSectionTitle id={titleId}>{PROCEDURE_TITLE}</StyledSectionTitle>
      {children}
    </StyledPage>
  );
}
