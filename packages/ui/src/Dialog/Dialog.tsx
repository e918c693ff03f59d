import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import {
  StyledActions,
  StyledClose,
  StyledContent,
  StyledDescription,
  StyledOverlay,
  StyledTitle,
} from './Dialog.styles';

export interface DialogProps {
  /** Whether the dialog is shown (controlled). Required. */
  open: boolean;
  /** Called with `false` when the user closes it (Escape, overlay click, close button). Required. */
  onOpenChange: (open: boolean) => void;
  /** Heading and accessible name of the dialog. Required. */
  title: string;
  /** A sentence under the title, its accessible description. Default: none. */
  description?: ReactNode;
  /** Body of the dialog (a form, a text). Default: none. */
  children?: ReactNode;
  /** Buttons at the bottom right, e.g. 'Annuler' and 'Supprimer'. Default: none. */
  actions?: ReactNode;
  /** Element that opens the dialog when pressed, rendered as is. Default: none. */
  trigger?: ReactNode;
  /**
   * Element to focus when the dialog closes, for a dialog opened without `trigger` (e.g. from a menu).
   * Default: none (Radix returns focus to the trigger).
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog built on Radix Dialog: focus is trapped inside, Escape closes it and focus returns to
 * the element that opened it. Renders in a portal at the end of the document body.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  trigger,
  returnFocusRef,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <StyledOverlay />
        <StyledContent
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            if (!returnFocusRef?.current) return;
            event.preventDefault();
            returnFocusRef.current.focus();
          }}
        >
          <StyledTitle>{title}</StyledTitle>
          {description ? <StyledDescription>{description}</StyledDescription> : null}
          {children}
          {actions ? <StyledActions>{actions}</StyledActions> : null}
          <StyledClose aria-label="Fermer">
            <span aria-hidden="true">×</span>
          </StyledClose>
        </StyledContent>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wrap a button in it to make it close the dialog it sits in. */
export const DialogClose = RadixDialog.Close;
