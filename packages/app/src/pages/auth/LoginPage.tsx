import { LoginForm, type LoginValues } from '@mieux-disant/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/endpoints';
import { errorMessage } from '../../api/http';
import { RouterLink } from '../../layout/RouterLink';
import { useNotify } from '../../notify/NotifyProvider';
import { useSession } from '../../session/SessionProvider';

// 'Se souvenir de moi' keeps the e-mail address (never the password) for the next visit.
const REMEMBER_KEY = 'mieux-disant.email';

/** /login: on success with status true go to / with 'Bonjour {name}', else to /confirm-email. */
export function LoginPage() {
  const { signIn } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [remembered] = useState(() => localStorage.getItem(REMEMBER_KEY));

  const submit = async ({ email, password, remember }: LoginValues) => {
    setPending(true);
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
      setPending(false);
    }
  };

  return (
    <LoginForm
      onSubmit={(values) => void submit(values)}
      pending={pending}
      error={error}
      defaultValues={remembered ? { email: remembered, remember: true } : {}}
      LinkComponent={RouterLink}
    />
  );
}
