import { forwardRef, useId } from 'react';
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import {
  StyledError,
  StyledField,
  StyledHint,
  StyledLabel,
  StyledLabelRow,
  StyledRequired,
} from '../TextField/TextField.styles';
import { StyledTextArea } from './TextArea.styles';
import type { TextAreaHeight } from './TextArea.styles';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Visible label, also the accessible name unless `aria-label` is given. Required. */
  label: string;
  /** Help text under the field, linked with `aria-describedby`. Default: none. */
  hint?: ReactNode;
  /** Error message under the field; marks the text area `aria-invalid`. Default: none. */
  error?: ReactNode;
  /** Minimum height: `'regular'` (three control heights) or `'compact'` (two). Default: `'regular'`. */
  height?: TextAreaHeight;
  /** Monospaced text, for formulas. Default: `false`. */
  monospace?: boolean;
}

/**
 * A labelled multi-line text input, the counterpart of `TextField` (same label, hint, error and
 * required asterisk), resizable vertically.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, height = 'regular', monospace = false, id, required, ...rest },
  ref,
) {
  const generatedId = useId();
  const areaId = id ?? generatedId;
  const hintId = hint ? `${areaId}-hint` : undefined;
  const errorId = error ? `${areaId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <StyledField>
      <StyledLabelRow>
        <StyledLabel htmlFor={areaId}>{label}</StyledLabel>
        {/* Outside the label, so the accessible name stays the label alone ('required' is announced). */}
        {required ? <StyledRequired aria-hidden="true">*</StyledRequired> : null}
      </StyledLabelRow>
      <StyledTextArea
        ref={ref}
        id={areaId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        $invalid={Boolean(error)}
        $height={height}
        $monospace={monospace}
        {...rest}
      />
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      {error ? <StyledError id={errorId}>{error}</StyledError> : null}
    </StyledField>
  );
});
