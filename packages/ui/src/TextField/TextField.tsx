import { forwardRef, useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import {
  StyledAdornment,
  StyledControl,
  StyledError,
  StyledField,
  StyledHint,
  StyledInput,
  StyledLabel,
  StyledLabelRow,
  StyledRequired,
} from './TextField.styles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Visible label, also the accessible name of the input. Required. */
  label: string;
  /** Help text under the field, linked with `aria-describedby`. Default: none. */
  hint?: ReactNode;
  /** Error message under the field; marks the input `aria-invalid`. Default: none. */
  error?: ReactNode;
  /** Element placed inside the right end of the input (e.g. a show-password button). Default: none. */
  adornment?: ReactNode;
}

/** A labelled text input with optional hint and error message. `required` shows a red asterisk. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, adornment, id, required, ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <StyledField>
      <StyledLabelRow>
        <StyledLabel htmlFor={inputId}>{label}</StyledLabel>
        {/* Outside the label, so the accessible name stays the label alone ('required' is announced). */}
        {required ? <StyledRequired aria-hidden="true">*</StyledRequired> : null}
      </StyledLabelRow>
      <StyledControl>
        <StyledInput
          ref={ref}
          id={inputId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          $invalid={Boolean(error)}
          $withAdornment={Boolean(adornment)}
          {...rest}
        />
        {adornment ? <StyledAdornment>{adornment}</StyledAdornment> : null}
      </StyledControl>
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      {error ? <StyledError id={errorId}>{error}</StyledError> : null}
    </StyledField>
  );
});
