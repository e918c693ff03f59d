import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/endpoints';
import { useSubmit } from '../../hooks/useSubmit';
import { RouterLink } from '../../layout/RouterLink';
import { useNotify } from '../../notify/NotifyProvider';
import { ResetRequestForm } from '@mieux-disant/ui';

/** /reset-password: sends the reset mail, 'Un mail vous a été envoyé', then /login. */
export default function ResetRequestPage() {
  const notify = useNotify();
  const navigate = useNavigate();
  const { submit, pending, error } = useSubmit(
    useCallback(
      async ({ email }: { email: string }) => {
        await api.auth.resetRequest(email);
        notify('Un mail vous a été envoyé', 'success');
        navigate('/login');
      },
      [navigate, notify],
    ),
  );
  return <ResetRequestForm onSubmit={submit} pending={pending} error={error} LinkComponent={RouterLink} />;
}
