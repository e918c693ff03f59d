import { forwardRef } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { StyledChoice, StyledChoiceInput } from '../Checkbox/Checkbox.styles';

export interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Text beside the radio, also its accessible name. Required. */
  label: ReactNode;
}

/**
 * A native radio button with its label. Group radios by giving them the same `name`, inside a
 * `fieldset` with a `legend` (or an element with role `radiogroup` and a name).
 */
export const Radio = forwardRef<HTMLInputElement, RadioProps>(function Radio(
  { label, disabled, ...rest },
  ref,
) {
  return (
    <StyledChoice $disabled={Boolean(disabled)}>
      <StyledChoiceInput ref={ref} type="radio" disabled={disabled} {...rest} />
      {label}
    </StyledChoice>
  );
});
