import { StyledSpinner } from './Spinner.styles';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /** Size of the ring. Default: `'md'`. */
  size?: SpinnerSize;
  /**
   * Text announced to screen readers (the spinner then has role `status`). Without it the spinner is
   * decorative (`aria-hidden`), e.g. inside a button that already says what is happening. Default: none.
   */
  label?: string;
}

/** A rotating ring showing that something is in progress. */
export function Spinner({ size = 'md', label }: SpinnerProps) {
  return label ? (
    <StyledSpinner $size={size} role="status" aria-label={label} />
  ) : (
    <StyledSpinner $size={size} aria-hidden="true" />
  );
}
