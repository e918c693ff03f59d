import { Button, Card, Checkbox, ErrorBox, PasswordField, TextField } from '@mieux-disant/ui';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { api } from '../../api/endpoints';
import { errorMessage } from '../../api/http';
import { useNotify } from '../../notify/NotifyProvider';
import { useSession } from '../../session/SessionProvider';

const REMEMBER_KEY = 'mieux-disant.email';

export function LoginPage() {
  const { signIn } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const [email, setEmail] = useState(() => localStorage.getItem(REMEMBER_KEY) ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => localStorage.getItem(REMEMBER_KEY) != null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setLoading(true);
    setError(null);
    try {
      const user = await signIn(await api.auth.login(email, password));
      if (remember) localStorage.setItem(REMEMBER_KEY, email);
      else localStorage.removeItem(REMEMBER_KEY);
      if (user.status) {
        navigate('/', { replace: true });
        notify(`Bonjour ${user.firstname}`, 'success');
      } else {
        navigate('/confirm-email', { replace: true });
      }
    } catch (caught) {
      setError(errorMessage(caught));
      setLoading(false);
    }
  };

  return (
    <Card title="Connexion">
      <form onSubmit={submit}>
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label="Mot de passe"
          required
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Checkbox
          label="Se souvenir de moi"
          checked={remember}
          onChange={(e) => setRemember(e.target.checked)}
        />
        {error ? <ErrorBox>{error}</ErrorBox> : null}
        <Button type="submit" loading={loading} fullWidth>
          Se connecter
        </Button>
        <p>
          <Link to="/reset-password">Mot de passe oublié ?</Link> · <Link to="/signup">Créer un compte</Link>
        </p>
      </form>
    </Card>
  );
}
