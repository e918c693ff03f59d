import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/endpoints';
import { errorMessage } from '../../api/http';
import { useLoad } from '../../hooks/useLoad';
import { useNotify } from '../../notify/NotifyProvider';
import { useSession } from '../../session/SessionProvider';
import { Settings, type Invitation, type PasswordChange } from '@mieux-disant/ui';

type Errors = { invite?: string | null; password?: string | null; delete?: string | null };

/** /settings: 'Paramètre du compte' (seats and credits, invitation, password change, account deletion). */
export default function SettingsPage() {
  const notify = useNotify();
  const navigate = useNavigate();
  const { clear } = useSession();
  // SPEC.md section 8: a failed seats or credits load hides the value (no message).
  const seats = useLoad('seats', () => api.auth.seats().catch(() => null));
  const credits = useLoad('credits', () =>
    api.auth.remainingTokens().then(
      (answer) => answer.remainingTokens,
      () => null,
    ),
  );
  const [errors, setErrors] = useState<Errors>({});

  /** Runs an action for a dialog: resolves to close it, rejects to keep it open with the message. */
  const action =
    <T,>(key: keyof Errors, run: (values: T) => Promise<unknown>, done: () => void) =>
    async (values: T) => {
      setErrors((e) => ({ ...e, [key]: null }));
      try {
        await run(values);
        done();
      } catch (caught) {
        setErrors((e) => ({ ...e, [key]: errorMessage(caught) }));
        throw caught;
      }
    };

  return (
    <Settings
      seats={seats.data}
      credits={credits.data}
      seatsLoading={seats.state === 'loading' || credits.state === 'loading'}
      errors={errors}
      onInvite={action<Invitation>('invite', api.auth.invite, () => {
        notify('Invitation envoyée avec succès.', 'success');
        seats.reload();
      })}
      onChangePassword={action<PasswordChange>(
        'password',
        ({ oldPassword, newPassword }) => api.auth.changePassword(oldPassword, newPassword),
        () => notify('Votre mot de passe a été modifié', 'success'),
      )}
      onDeleteAccount={action<{ password: string }>(
        'delete',
        ({ password }) => api.auth.deleteAccount(password),
        () => {
          clear();
          navigate('/login', { replace: true });
          notify('Compte supprimé avec succès.', 'success');
        },
      )}
    />
  );
}
