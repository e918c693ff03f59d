import { useState } from 'react';
import type { FormEvent } from 'react';
import { AuthPage, StyledAuthForm } from '../AuthPage';
import { Button } from '../Button';
import { ErrorBox } from '../ErrorBox';
import { AnchorLink } from '../Link';
import type { LinkComponent } from '../Link';
import { TextField } from '../TextField';

export interface ResetRequestFormProps {
  /** Called with the e-mail when it is filled and well formed. Required. */
  onSubmit: (values: { email: string }) => void;
  /** The request is running. Default: `false`. */
  pending?: boolean;
  /** The server's message; `''` shows the fallback. Default: none. */
  error?: string | null;
  /** The host's link component. Default: a plain `<a>`. */
  LinkComponent?: LinkComponent;
}

/** /reset-password (SPEC.md §2): asks for the e-mail that receives the reset link. */
export function ResetRequestForm({
  onSubmit,
  pending = false,
  error,
  LinkComponent = AnchorLink,
}: ResetRequestFormProps) {
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ email: email.trim() });
  };
  return (
    <AuthPage
      title="Mot de passe oublié"
      subtitle="Saisissez votre adresse e-mail&nbsp;: nous vous enverrons un lien pour choisir un nouveau mot de passe."
      footer={
        <>
          <p>
            Pas encore de compte&nbsp;? Vous pouvez aussi{' '}
            <LinkComponent href="/signup">créez un nouveau compte</LinkComponent>
          </p>
          <LinkComponent href="/login">Retour à la connexion</LinkComponent>
        </>
      }
    >
      <StyledAuthForm onSubmit={submit}>
        {error !== undefined && error !== null ? <ErrorBox>{error}</ErrorBox> : null}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" fullWidth loading={pending}>
          Envoyer le lien
        </Button>
      </StyledAuthForm>
    </AuthPage>
  );
}
