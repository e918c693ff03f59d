import { useState } from 'react';
import { DialogForm } from '../Dialog';
import { TextArea } from '../TextArea';

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
  const [text, setText] = useState(value);
  return (
    <DialogForm title={`Texte — ${criterionName}`} onClose={onClose} onSubmit={() => onSave(text.trim())}>
      <TextArea
        label="Texte d'évaluation"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
    </DialogForm>
  );
}
