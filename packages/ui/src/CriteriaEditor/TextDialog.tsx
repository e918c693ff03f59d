import { useId, useState } from 'react';
import { DialogForm } from '../Dialog';
import { StyledField, StyledLabel, StyledTextarea } from '../analysisLayout/analysisLayout.styles';

export interface TextDialogProps {
  /** Whether the dialog is shown. Required. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Name of the criterion, in the title. Required. */
  criterionName: string;
  /** The text when the dialog opens. Required. */
  value: string;
  /** 'Enregistrer' with the edited text. */
  onSave: (text: string) => void;
}

/** Edits how a criterion is judged, in words (when no formula fits). */
export function TextDialog({ open, onOpenChange, criterionName, value, onSave }: TextDialogProps) {
  return open ? (
    <TextForm
      criterionName={criterionName}
      value={value}
      onSave={onSave}
      onClose={() => onOpenChange(false)}
    />
  ) : null;
}

function TextForm({
  criterionName,
  value,
  onSave,
  onClose,
}: Pick<TextDialogProps, 'criterionName' | 'value' | 'onSave'> & { onClose: () => void }) {
  const textId = useId();
  const [text, setText] = useState(value);
  return (
    <DialogForm title={`Texte — ${criterionName}`} onClose={onClose} onSubmit={() => onSave(text.trim())}>
      <StyledField>
        <StyledLabel htmlFor={textId}>Texte d&apos;évaluation</StyledLabel>
        <StyledTextarea id={textId} value={text} onChange={(event) => setText(event.currentTarget.value)} />
      </StyledField>
    </DialogForm>
  );
}
