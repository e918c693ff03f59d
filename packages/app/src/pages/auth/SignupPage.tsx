import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/endpoints';
import { useSubmit } from '../../hooks/useSubmit';
import { RouterLink } from '../../layout/RouterLink';
import { useSession } from '../../session/SessionProvider';
import { SignupForm, type SignupValues } from '@mieux-disant/ui';

/** /signup: the answer carries a token, so the user is signed in, then sent to /confirm-email. */
export default function SignupPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const { submit, pending, error } = useSubmit(
    useCallback(
      async (values: SignupValues) => {
        const answer = await api.auth.signup(values);
        if (answer.token) await signIn(answer);
        navigate('/confirm-email', { replace: true });
      },
      [navigate, signIn],
    ),
  );
  return <SignupForm onSubmit={submit} pending={pending} error={error} LinkComponent={RouterLink} />;
}
