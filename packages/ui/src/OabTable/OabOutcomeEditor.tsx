import { useState } from 'react';
import { checkOabOutcome, isOabOutcome, OAB_OUTCOME_LABELS, OAB_OUTCOMES } from '@mieux-disant/domain';
import type { OabOutcome } from '@mieux-disant/domain';
import { Button } from '../Button';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { StyledOutcome, StyledRow } from './OabTable.styles';

export interface OabOutcomeValue {
  status: OabOutcome;
  reason: string;
}

export interface OabOutcomeEditorProps {
  /** The suspect candidate, in the labels. Required. */
  candidate: string;
  /** The outcome as saved, when the editor opens. Required. */
  value: OabOutcomeValue;
  /** 'Enregistrer la suite', once a rejection has its reason. Default: none (no button). */
  onSave?: ((value: OabOutcomeValue) => void) | undefined;
  /** 'Demande de justification'. Default: none (no button). */
  onRequestLetter?: (() => void) | undefined;
}

const OPTIONS = OAB_OUTCOMES.map((value) => ({ value, label: OAB_OUTCOME_LABELS[value] }));

/** The outcome of one suspect: waiting, justified, or rejected with its reason; and its letter. */
export function OabOutcomeEditor({ candidate, value, onSave, onRequestLetter }: OabOutcomeEditorProps) {
  const [status, setStatus] = useState<OabOutcome>(value.status);
  const [reason, setReason] = useState(value.reason);
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const check = checkOabOutcome(status, reason);
    setError(check.ok ? null : check.message);
    if (check.ok) onSave?.({ status, reason: status === 'rejected' ? reason.trim() : '' });
  };
  return (
    <StyledOutcome>
      <Select
        label={`Suite donnée à l’offre de ${candidate}`}
        options={OPTIONS}
        value={status}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isOabOutcome(next)) setStatus(next);
        }}
      />
      {status === 'rejected' ? (
        <TextField
          label={`Motif du rejet (${candidate})`}
          value={reason}
          error={error ?? undefined}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      ) : null}
      <StyledRow>
        {onSave ? (
          <Button size="sm" variant="secondary" onClick={save}>
            Enregistrer la suite
          </Button>
        ) : null}
        {onRequestLetter ? (
          <Button size="sm" variant="secondary" onClick={onRequestLetter}>
            Demande de justification
          </Button>
        ) : null}
      </StyledRow>
    </StyledOutcome>
  );
}
