import type { InviteBody, PasswordChangeBody, SeatsInfo } from '@mieux-disant/domain';
import { useRef, useState } from 'react';
import type { RefObject } from 'react';
import { PASSWORD_MISMATCH_MESSAGE } from '../AuthPage';
import { Button } from '../Button';
import { Card } from '../Card';
import { DialogForm, useFormValues } from '../Dialog';
import { PageHeader } from '../PageHeader';
import { NewPasswordField, isAcceptablePassword } from '../NewPasswordField';
import { PasswordField } from '../PasswordField';
import { Spinner } from '../Spinner';
import { TextField } from '../TextField';
import {
  StyledAccountActions,
  StyledLoading,
  StyledSeatFacts,
  StyledSections,
  StyledText,
} from './Settings.styles';

/** GET /api/auth/seats: the API contract's type. */
export type { SeatsInfo };
/** POST /api/auth/invite's body. */
export type Invitation = InviteBody;
/** PUT /api/auth/password_change's body. */
export type PasswordChange = PasswordChangeBody;

/**
 * A settings action. It may return a promise: its dialog then stays open until the promise settles and
 * closes only if it resolves (a rejected call leaves the form as it was, next to the `error` prop).
 */
type Action<T> = (values: T) => void | Promise<unknown>;

export interface SettingsProps {
  /** Seat information; `null` or absent hides the seat block (SPEC.md §8). Default: none. */
  seats?: SeatsInfo | null;
  /** Remaining credits (GET /api/auth/remaining_tokens). Default: none (not shown). */
  credits?: number | null;
  /** Seats and credits are loading: the block shows 'Chargement...'. Default: `false`. */
  seatsLoading?: boolean;
  /** Sends an invitation. Required. */
  onInvite: Action<Invitation>;
  /** Changes the password. Required. */
  onChangePassword: Action<PasswordChange>;
  /** Deletes the account after the password was confirmed. Required. */
  onDeleteAccount: Action<{ password: string }>;
  /** Server messages of each action; `''` shows the fallback. Default: none. */
  errors?: { invite?: string | null; password?: string | null; delete?: string | null };
}

type OpenDialog = 'invite' | 'password' | 'delete' | null;

/** /settings (SPEC.md §2): seats and credits, invitations, password change and account deletion. */
export function Settings({
  seats,
  credits,
  seatsLoading = false,
  onInvite,
  onChangePassword,
  onDeleteAccount,
  errors = {},
}: SettingsProps) {
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);
  // The dialogs have no Radix trigger, so each gives focus back to the button that opened it.
  const inviteButton = useRef<HTMLButtonElement>(null);
  const passwordButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const canInvite = Boolean(seats && seats.remainingSeats > 0);

  return (
    <>
      <PageHeader title="Paramètre du compte" />
      <StyledSections>
        {seatsLoading ? (
          <Card title="Utilisateurs et crédits">
            <StyledLoading>
              <Spinner size="sm" />
              Chargement...
            </StyledLoading>
          </Card>
        ) : seats ? (
          <Card title="Utilisateurs et crédits">
            <StyledSeatFacts>
              <div>
                <dt>Entreprise</dt>
                <dd>{seats.company}</dd>
              </div>
              <div>
                <dt>Places totales</dt>
                <dd>{seats.totalSeats}</dd>
              </div>
              <div>
                <dt>Places utilisées</dt>
                <dd>{seats.usedSeats}</dd>
              </div>
              <div>
                <dt>Places restantes</dt>
                <dd>{seats.remainingSeats}</dd>
              </div>
              {credits !== undefined && credits !== null ? (
                <div>
                  <dt>Crédits restants</dt>
                  <dd>{credits}</dd>
                </div>
              ) : null}
            </StyledSeatFacts>
            {canInvite ? (
              <StyledAccountActions>
                <Button ref={inviteButton} onClick={() => setOpen('invite')}>
                  Inviter un utilisateur
                </Button>
              </StyledAccountActions>
            ) : null}
          </Card>
        ) : null}
        <Card title="Compte">
          <StyledText>Modifiez votre mot de passe ou supprimez définitivement votre compte.</StyledText>
          <StyledAccountActions>
            <Button ref={passwordButton} variant="secondary" onClick={() => setOpen('password')}>
              Changer le mot de passe
            </Button>
            <Button ref={deleteButton} variant="danger" onClick={() => setOpen('delete')}>
              Supprimer le compte
            </Button>
          </StyledAccountActions>
        </Card>
      </StyledSections>
      {open === 'invite' ? (
        <InviteDialog
          returnFocusRef={inviteButton}
          onClose={close}
          onInvite={onInvite}
          error={errors.invite}
        />
      ) : null}
      {open === 'password' ? (
        <PasswordDialog
          returnFocusRef={passwordButton}
          onClose={close}
          onChangePassword={onChangePassword}
          error={errors.password}
        />
      ) : null}
      {open === 'delete' ? (
        <DeleteDialog
          returnFocusRef={deleteButton}
          onClose={close}
          onDeleteAccount={onDeleteAccount}
          error={errors.delete}
        />
      ) : null}
    </>
  );
}

/** Runs an action, keeps the dialog open while it runs and closes it when it succeeds. */
function useDialogAction<T>(action: Action<T>, onClose: () => void) {
  const [pending, setPending] = useState(false);
  const run = async (values: T) => {
    setPending(true);
    try {
      await action(values);
      onClose();
    } catch {
      // The host shows the message through the `errors` prop; the form stays as it was.
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}

interface DialogBaseProps {
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

function InviteDialog({
  onClose,
  returnFocusRef,
  onInvite,
  error,
}: DialogBaseProps & {
  onInvite: Action<Invitation>;
  error?: string | null;
}) {
  const { values, field } = useFormValues<Invitation>({ firstname: '', lastname: '', email: '' });
  const { pending, run } = useDialogAction(onInvite, onClose);
  return (
    <DialogForm
      title="Inviter un utilisateur"
      description="La personne invitée recevra un e-mail pour choisir son mot de passe."
      submitLabel="Envoyer l'invitation"
      pending={pending}
      error={error}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      onSubmit={() => run({ ...values, email: values.email.trim() })}
    >
      <TextField label="Prénom" autoComplete="off" {...field('firstname')} />
      <TextField label="Nom" autoComplete="off" {...field('lastname')} />
      <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
    </DialogForm>
  );
}

function PasswordDialog({
  onClose,
  returnFocusRef,
  onChangePassword,
  error,
}: DialogBaseProps & {
  onChangePassword: Action<PasswordChange>;
  error?: string | null;
}) {
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { pending, run } = useDialogAction(onChangePassword, onClose);
  const mismatch = confirm !== '' && confirm !== newPassword;
  const submit = async () => {
    setSubmitted(true);
    if (newPassword === confirm && (await isAcceptablePassword(newPassword)))
      run({ oldPassword, newPassword });
  };
  return (
    <DialogForm
      title="Changer le mot de passe"
      submitLabel="Enregistrer"
      pending={pending}
      error={error}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      onSubmit={submit}
    >
      <PasswordField
        label="Ancien mot de passe"
        required
        value={oldPassword}
        onChange={(e) => setOldPassword(e.target.value)}
      />
      <NewPasswordField
        label="Nouveau mot de passe"
        required
        showError={submitted}
        value={newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
      />
      <PasswordField
        label="Confirmer le nouveau mot de passe"
        autoComplete="new-password"
        required
        value={confirm}
        error={mismatch ? PASSWORD_MISMATCH_MESSAGE : undefined}
        onChange={(e) => setConfirm(e.target.value)}
      />
    </DialogForm>
  );
}

function DeleteDialog({
  onClose,
  returnFocusRef,
  onDeleteAccount,
  error,
}: DialogBaseProps & {
  onDeleteAccount: Action<{ password: string }>;
  error?: string | null;
}) {
  const [password, setPassword] = useState('');
  const { pending, run } = useDialogAction(onDeleteAccount, onClose);
  return (
    <DialogForm
      title="Confirmer votre mot de passe"
      description="La suppression de votre compte est définitive."
      submitLabel="Supprimer le compte"
      danger
      pending={pending}
      error={error}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      onSubmit={() => run({ password })}
    >
      <PasswordField
        label="Mot de passe"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
    </DialogForm>
  );
}
