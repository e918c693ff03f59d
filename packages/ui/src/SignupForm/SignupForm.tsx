import type { SignupBody } from '@mieux-disant/domain';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { AuthPage, PASSWORD_MISMATCH_MESSAGE, StyledAuthForm } from '../AuthPage';
import { StyledFieldRow } from './SignupForm.styles';
import { Button } from '../Button';
import { ErrorBox } from '../ErrorBox';
import { AnchorLink } from '../Link';
import type { LinkComponent } from '../Link';
import { NewPasswordField, isAcceptablePassword } from '../NewPasswordField';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';

/** The sign-up payload of SPEC.md §7: the API contract's body. */
export type SignupValues = SignupBody;

export interface SignupFormProps {
  /** Called with the values when every field is filled and the passwords match. Required. */
  onSubmit: (values: SignupValues) => void;
  /** The sign-up call is running. Default: `false`. */
  pending?: boolean;
  /** The server's message; `''` shows the fallback. Default: none. */
  error?: string | null;
  /** The host's link component. Default: a plain `<a>`. */
  LinkComponent?: LinkComponent;
}

const empty: SignupValues = {
  firstname: '',
  lastname: '',
  company: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** /signup (SPEC.md §2, §5): all fields required, the two passwords must match. */
export function SignupForm({
  onSubmit,
  pending = false,
  error,
  LinkComponent = AnchorLink,
}: SignupFormProps) {
  const [values, setValues] = useState<SignupValues>(empty);
  const [submitted, setSubmitted] = useState(false);
  const mismatch = values.confirmPassword !== '' && values.confirmPassword !== values.password;
  const field = (name: keyof SignupValues) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (values.password !== values.confirmPassword || !(await isAcceptablePassword(values.password))) return;
    onSubmit({ ...values, email: values.email.trim() });
  };

  return (
    <AuthPage
      title="Créer un compte"
      subtitle="Votre compte sera validé par un administrateur."
      footer={
        <p>
          Déjà inscrit&nbsp;? <LinkComponent href="/login">Se connecter</LinkComponent>
        </p>
      }
    >
      <StyledAuthForm onSubmit={submit}>
        {error !== undefined && error !== null ? <ErrorBox>{error}</ErrorBox> : null}
        <StyledFieldRow>
          <TextField label="Prénom" autoComplete="given-name" required {...field('firstname')} />
          <TextField label="Nom" autoComplete="family-name" required {...field('lastname')} />
        </StyledFieldRow>
        <TextField label="Entreprise" autoComplete="organization" required {...field('company')} />
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <NewPasswordField label="Mot de passe" required showError={submitted} {...field('password')} />
        <PasswordField
          label="Confirmer le mot de passe"
          autoComplete="new-password"
          required
          error={
            mismatch || (submitted && values.password !== values.confirmPassword)
              ? PASSWORD_MISMATCH_MESSAGE
              : undefined
          }
          {...field('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={pending}>
          Créer mon compte
        </Button>
      </StyledAuthForm>
    </AuthPage>
  );
}
