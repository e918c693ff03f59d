import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api/endpoints';
import { useSubmit } from '../../hooks/useSubmit';
import { RouterLink } from '../../layout/RouterLink';
import { useNotify } from '../../notify/NotifyProvider';
import { ResetPasswordForm } from '@mieux-disant/ui';

/** /reset-password/{token}: the token is the last path segment. */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const notify = useNotify();
  const navigate = useNavigate();
  const { submit, pending, error } = useSubmit(
    useCallback(
      async ({ password }: { password: string }) => {
        await api.auth.reset(password, token);
        notify('Votre mot de passe a été modifié', 'success');
        navigate('/login');
      },
      [navigate, notify, token],
    ),
  );
  return <ResetPasswordForm onSubmit={submit} pending={pending} error={error} LinkComponent={RouterLink} />;
}
