import { forwardRef } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { StyledChoice, StyledChoiceInput } from './Checkbox.styles';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Text beside the box, also its accessible name. Required. */
  label: ReactNode;
}

/** A native checkbox with its label; clicking the text toggles it. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, disabled, ...rest },
  ref,
) {
  return (
    <StyledChoice $disabled={Boolean(disabled)}>
      <StyledChoiceInput ref={ref} type="checkbox" disabled={disabled} {...rest} />
      {label}
    </StyledChoice>
  );
});
