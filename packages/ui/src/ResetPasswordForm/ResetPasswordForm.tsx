import { useState } from 'react';
import type { FormEvent } from 'react';
import { AuthPage, PASSWORD_MISMATCH_MESSAGE, StyledAuthForm } from '../AuthPage';
import { Button } from '../Button';
import { ErrorBox } from '../ErrorBox';
import { AnchorLink } from '../Link';
import type { LinkComponent } from '../Link';
import { NewPasswordField, isAcceptablePassword } from '../NewPasswordField';
import { PasswordField } from '../PasswordField';

export interface ResetPasswordFormProps {
  /**
   * Called with the new password when both fields match. The host adds the token it read from the
   * last path segment of /reset-password/{token}. Required.
   */
  onSubmit: (values: { password: string }) => void;
  /** The reset call is running. Default: `false`. */
  pending?: boolean;
  /** The server's message; `''` shows the fallback. Default: none. */
  error?: string | null;
  /** The host's link component. Default: a plain `<a>`. */
  LinkComponent?: LinkComponent;
}

/** /reset-password/{token} (SPEC.md §2, §5): new password and its confirmation. */
export function ResetPasswordForm({
  onSubmit,
  pending = false,
  error,
  LinkComponent = AnchorLink,
}: ResetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const mismatch = confirm !== '' && confirm !== password;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (password !== confirm || !(await isAcceptablePassword(password))) return;
    onSubmit({ password });
  };
  return (
    <AuthPage
      title="Réinitialiser le mot de passe"
      subtitle="Choisissez le mot de passe de votre compte."
      footer={<LinkComponent href="/login">Retour à la connexion</LinkComponent>}
    >
      <StyledAuthForm onSubmit={submit}>
        {error !== undefined && error !== null ? <ErrorBox>{error}</ErrorBox> : null}
        <NewPasswordField
          label="Nouveau mot de passe"
          name="password"
          required
          showError={submitted}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField
          label="Confirmer le mot de passe"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirm}
          error={mismatch ? PASSWORD_MISMATCH_MESSAGE : undefined}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <Button type="submit" fullWidth loading={pending} disabled={mismatch}>
          Modifier le mot de passe
        </Button>
      </StyledAuthForm>
    </AuthPage>
  );
}
