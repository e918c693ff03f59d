import { useId } from 'react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { Button } from '../Button';
import { ErrorBox } from '../ErrorBox';
import { Dialog, DialogClose } from './Dialog';
import { StyledForm } from './Dialog.styles';

interface DialogFormProps {
  /** Heading and accessible name of the dialog. Required. */
  title: string;
  /** A sentence under the title, its accessible description. Default: none. */
  description?: string;
  /** Label of the submit button. Default: `'Enregistrer'`. */
  submitLabel?: string;
  /** Red submit button, for destructive actions. Default: `false`. */
  danger?: boolean;
  /** Spinner on the submit button while the call runs. Default: `false`. */
  pending?: boolean;
  /** Error of the last submit, shown at the top of the form. Default: none. */
  error?: string | null;
  /** 'Annuler', Escape, the close button or an overlay click. Required. */
  onClose: () => void;
  /** Element to focus on close, for a dialog opened from a menu. Default: none. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** The form was submitted (native validation passed). Required. */
  onSubmit: () => void;
  /** The fields. Required. */
  children: ReactNode;
}

/**
 * A dialog holding one form, with 'Annuler' and a submit button. Rendered open: the caller mounts it
 * only while it is shown, so the fields' state starts afresh each time it opens.
 */
export function DialogForm({
  title,
  description,
  submitLabel = 'Enregistrer',
  danger = false,
  pending = false,
  error,
  onClose,
  returnFocusRef,
  onSubmit,
  children,
}: DialogFormProps) {
  const formId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={title}
      description={description}
      returnFocusRef={returnFocusRef}
      actions={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Annuler</Button>
          </DialogClose>
          <Button type="submit" form={formId} variant={danger ? 'danger' : 'primary'} loading={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <StyledForm id={formId} onSubmit={submit}>
        {error !== undefined && error !== null ? <ErrorBox>{error}</ErrorBox> : null}
        {children}
      </StyledForm>
    </Dialog>
  );
}
