import { useState } from 'react';
import { DialogForm } from '../Dialog';
import { TextArea } from '../TextArea';

export interface UnlockCriteriaDialogProps {
  /** 'Annuler', Escape or the close button. Required. */
  onClose: () => void;
  /** 'Déverrouiller' with the reason, trimmed and not empty. Required. */
  onUnlock: (reason: string) => void;
  /** The unlock call runs. Default: `false`. */
  pending?: boolean;
  /** The server's message when the unlock failed. Default: none. */
  error?: string | null;
}

export const UNLOCK_TITLE = 'Déverrouiller les critères';
export const UNLOCK_DESCRIPTION =
  'Les critères sont verrouillés depuis le lancement de l’analyse des candidats. Les déverrouiller annule les notes des candidats : l’analyse devra être relancée. Le motif est conservé dans le journal des modifications.';

/** Asks why the criteria are unlocked; the reason is required. Mounted only while shown. */
export function UnlockCriteriaDialog({
  onClose,
  onUnlock,
  pending = false,
  error = null,
}: UnlockCriteriaDialogProps) {
  const [reason, setReason] = useState('');
  return (
    <DialogForm
      title={UNLOCK_TITLE}
      description={UNLOCK_DESCRIPTION}
      submitLabel="Déverrouiller"
      danger
      pending={pending}
      error={error}
      onClose={onClose}
      onSubmit={() => {
        if (reason.trim() !== '') onUnlock(reason.trim());
      }}
    >
      <TextArea
        label="Motif du déverrouillage"
        required
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </DialogForm>
  );
}
