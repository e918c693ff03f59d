import type { ReactNode } from 'react';
import { useId } from 'react';
import {
  StyledAuthCard,
  StyledAuthFooter,
  StyledAuthHeader,
  StyledAuthPage,
  StyledAuthSubtitle,
  StyledAuthTitle,
} from './AuthPage.styles';

/** Shown next to a password confirmation that differs (SPEC.md §5). */
export const PASSWORD_MISMATCH_MESSAGE = 'Les mots de passe ne correspondent pas';

export interface AuthPageProps {
  /** Page heading (h1). Required. */
  title: string;
  /** A sentence under the heading. Default: none. */
  subtitle?: ReactNode;
  /** The form or the message. */
  children?: ReactNode;
  /** Links under the card's content (e.g. to /signup). Default: none. */
  footer?: ReactNode;
}

/** The centred card that holds every account screen (login, sign-up, reset, confirmation). */
export function AuthPage({ title, subtitle, children, footer }: AuthPageProps) {
  const titleId = useId();
  return (
    <StyledAuthPage>
      <StyledAuthCard aria-labelledby={titleId}>
        <StyledAuthHeader>
          <StyledAuthTitle id={titleId}>{title}</StyledAuthTitle>
          {subtitle ? <StyledAuthSubtitle>{subtitle}</StyledAuthSubtitle> : null}
        </StyledAuthHeader>
        {children}
        {footer ? <StyledAuthFooter>{footer}</StyledAuthFooter> : null}
      </StyledAuthCard>
    </StyledAuthPage>
  );
}
