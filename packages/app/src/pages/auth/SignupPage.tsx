import { Button, Card, ErrorBox, PasswordField, TextField } from '../../ui';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { api } from '../../api/endpoints';
import { errorMessage } from '../../api/http';
import { useSession } from '../../session/SessionProvider';

export default function SignupPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [form, setForm] = useState({
    firstname: '',
    lastname: '',
    company: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const field = (name: keyof typeof form) => ({
    value: form[name],
    required: true,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.password !== form.confirmPassword) {
      setError('Les mots de passe ne correspondent pas');
      return;
    }
    setLoading(true);
    setError(null);
    try {
      const answer = await api.auth.signup(form);
      if (answer.token) await signIn(answer);
      navigate('/confirm-email', { replace: true });
    } catch (caught) {
      setError(errorMessage(caught));
      setLoading(false);
    }
  };

  return (
    <Card title="Créer un compte">
      <form onSubmit={submit}>
        <TextField label="Prénom" autoComplete="given-name" {...field('firstname')} />
        <TextField label="Nom" autoComplete="family-name" {...field('lastname')} />
        <TextField label="Entreprise" autoComplete="organization" {...field('company')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <PasswordField label="Mot de passe" autoComplete="new-password" {...field('password')} />
        <PasswordField
          label="Confirmer le mot de passe"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        {error ? <ErrorBox>{error}</ErrorBox> : null}
        <Button type="submit" loading={loading} fullWidth>
          S&apos;inscrire
        </Button>
        <p>
          Déjà un compte ? <Link to="/login">Se connecter</Link>
        </p>
      </form>
    </Card>
  );
}
