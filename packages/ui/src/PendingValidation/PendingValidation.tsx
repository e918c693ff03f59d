import { AuthPage } from '../AuthPage';
import { AnchorLink } from '../Link';
import type { LinkComponent } from '../Link';
import { StyledPendingIcon, StyledPendingText } from './PendingValidation.styles';

export interface PendingValidationProps {
  /** The host's link component. Default: a plain `<a>`. */
  LinkComponent?: LinkComponent;
}

/** /not_validated (SPEC.md §2): the account waits for an administrator's validation. */
export function PendingValidation({ LinkComponent = AnchorLink }: PendingValidationProps) {
  return (
    <AuthPage
      title="Validation en attente"
      footer={<LinkComponent href="/login">Retour à la connexion</LinkComponent>}
    >
      <StyledPendingIcon aria-hidden="true">⏳</StyledPendingIcon>
      <StyledPendingText>
        Votre compte doit être validé par un administrateur avant de pouvoir être utilisé. Vous serez
        notifié(e) par e-mail dès que votre compte sera validé.
      </StyledPendingText>
    </AuthPage>
  );
}
