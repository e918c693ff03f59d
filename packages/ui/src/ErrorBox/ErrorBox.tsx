import type { ReactNode } from 'react';
import { StyledErrorBox, StyledErrorTitle } from './ErrorBox.styles';

/** The message shown when the server gives none (SPEC.md §8). */
export const FALLBACK_ERROR_MESSAGE = "Une erreur interne s'est produite.";

export interface ErrorBoxProps {
  /** The message; an empty one shows the fallback 'Une erreur interne s'est produite.'. Required. */
  children: ReactNode;
  /** Bold first line, e.g. 'Erreur lors du traitement'. Default: none. */
  title?: string;
}

/** A red box announcing an error (role `alert`). */
export function ErrorBox({ children, title }: ErrorBoxProps) {
  const empty = children === null || children === undefined || children === '' || children === false;
  return (
    <StyledErrorBox role="alert">
      {title ? <StyledErrorTitle>{title}</StyledErrorTitle> : null}
      <div>{empty ? FALLBACK_ERROR_MESSAGE : children}</div>
    </StyledErrorBox>
  );
}
