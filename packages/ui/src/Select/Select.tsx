import { forwardRef, useId } from 'react';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { StyledError, StyledField, StyledLabel } from '../TextField/TextField.styles';
import { StyledSelect } from './Select.styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** Visible label and accessible name. Required. */
  label: string;
  /** The choices, in order. Required. */
  options: readonly SelectOption[];
  /** Error message under the field. Default: none. */
  error?: ReactNode;
}

/** A labelled native select (keyboard and screen-reader behaviour come from the browser). */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, error, id, ...rest },
  ref,
) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <StyledField>
      <StyledLabel htmlFor={selectId}>{label}</StyledLabel>
      <StyledSelect
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        $invalid={Boolean(error)}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
      {error ? <StyledError id={errorId}>{error}</StyledError> : null}
    </StyledField>
  );
});
