import { useCallback, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { api } from '../../api/endpoints';
import { errorMessage } from '../../api/http';
import { useSubmit } from '../../hooks/useSubmit';
import { useNotify } from '../../notify/NotifyProvider';
import { useSession } from '../../session/SessionProvider';
import { ConfirmationCode } from '@mieux-disant/ui';

/** /confirm-email: the six-digit code; on success the e-mail counts as confirmed and the user goes to /. */
export default function ConfirmEmailPage() {
  const { session, update } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const [resendPending, setResendPending] = useState(false);
  const { submit, pending, error, setError } = useSubmit(
    useCallback(
      async (code: string) => {
        await api.auth.confirmMail(code);
        await update({ status: true });
        navigate('/', { replace: true });
      },
      [navigate, update],
    ),
  );
  if (!session) return <Navigate to="/login" replace />;

  const resend = () => {
    setResendPending(true);
    api.auth
      .resendConfirmation()
      .then(
        () => notify('Le code de vérification a été renvoyée!', 'success'),
        (caught: unknown) => setError(errorMessage(caught)),
      )
      .finally(() => setResendPending(false));
  };
  return (
    <ConfirmationCode
      onSubmit={submit}
      onResend={resend}
      pending={pending}
      resendPending={resendPending}
      error={error}
    />
  );
}
