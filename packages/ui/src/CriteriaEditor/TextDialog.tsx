import { useId, useState } from 'react';
import { Button } from '../Button';
import { Dialog, DialogClose } from '../Dialog';
import { StyledField, StyledLabel, StyledTextarea } from '../analysisLayout/analysisLayout.styles';
import { StyledDialogActions, StyledForm } from './CriteriaEditor.styles';

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

function TextForm({ value, onSave }: Pick<TextDialogProps, 'value' | 'onSave'>) {
  const textId = useId();
  const [text, setText] = useState(value);
  return (
    <StyledForm
      onSubmit={(event) => {
        event.preventDefault();
        onSave(text.trim());
      }}
    >
      <StyledField>
        <StyledLabel htmlFor={textId}>Texte d&apos;évaluation</StyledLabel>
        <StyledTextarea id={textId} value={text} onChange={(event) => setText(event.currentTarget.value)} />
      </StyledField>
      <StyledDialogActions>
        <DialogClose asChild>
          <Button variant="secondary">Annuler</Button>
        </DialogClose>
        <Button type="submit">Enregistrer</Button>
      </StyledDialogActions>
    </StyledForm>
  );
}

/** Edits how a criterion is judged, in words (when no formula fits). */
export function TextDialog({ open, onOpenChange, criterionName, value, onSave }: TextDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Texte — ${criterionName}`}>
      {open ? <TextForm value={value} onSave={onSave} /> : null}
    </Dialog>
  );
}
