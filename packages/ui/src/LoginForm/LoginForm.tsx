import { useState } from 'react';
import type { FormEvent } from 'react';
import { AuthPage, StyledAuthForm } from '../AuthPage';
import { StyledInlineLinks } from './LoginForm.styles';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { ErrorBox } from '../ErrorBox';
import { AnchorLink } from '../Link';
import type { LinkComponent } from '../Link';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

export interface LoginFormProps {
  /** Called with the values when the form is valid and submitted. Required. */
  onSubmit: (values: LoginValues) => void;
  /** The login call is running: the button shows a spinner. Default: `false`. */
  pending?: boolean;
  /**
   * The server's message after a failure; `''` shows the fallback 'Une erreur interne s'est produite.'.
   * `null` or absent: no error. Default: none.
   */
  error?: string | null;
  /** Values to start with (e.g. a remembered e-mail). Default: empty, not remembered. */
  defaultValues?: Partial<LoginValues>;
  /** The host's link component. Default: a plain `<a>`. */
  LinkComponent?: LinkComponent;
}

/** /login (SPEC.md §2): e-mail, password, 'Se souvenir de moi', links to reset and sign-up. */
export function LoginForm({
  onSubmit,
  pending = false,
  error,
  defaultValues = {},
  LinkComponent = AnchorLink,
}: LoginFormProps) {
  const [email, setEmail] = useState(defaultValues.email ?? '');
  const [password, setPassword] = useState(defaultValues.password ?? '');
  const [remember, setRemember] = useState(defaultValues.remember ?? false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ email: email.trim(), password, remember });
  };

  return (
    <AuthPage
      title="Connexion"
      subtitle="Accédez à vos analyses d’appels d’offres."
      footer={
        <p>
          Pas encore de compte&nbsp;? <LinkComponent href="/signup">Créer un compte</LinkComponent>
        </p>
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
        <PasswordField
          label="Mot de passe"
          name="password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <StyledInlineLinks>
          <Checkbox
            label="Se souvenir de moi"
            name="remember"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
          />
          <LinkComponent href="/reset-password">Mot de passe oublié&nbsp;?</LinkComponent>
        </StyledInlineLinks>
        <Button type="submit" fullWidth loading={pending}>
          Se connecter
        </Button>
      </StyledAuthForm>
    </AuthPage>
  );
}
