import { forwardRef } from 'react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import type { ButtonSize, ButtonVariant } from '../theme';
import { Spinner } from '../Spinner';
import { StyledButton } from './Button.styles';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  children?: ReactNode;
  /** Look of the button, from the theme's `buttons` token map. Default: `'primary'`. */
  variant?: ButtonVariant;
  /** Height and padding, from the theme's `buttonSizes`. Default: `'md'`. */
  size?: ButtonSize;
  /** Shows a spinner before the label and disables the button (`aria-busy`). Default: `false`. */
  loading?: boolean;
  /** Takes the whole width of its container. Default: `false`. */
  fullWidth?: boolean;
  /** Native button type. Default: `'button'` (so a button never submits a form by accident). */
  type?: 'button' | 'submit' | 'reset';
}

/** The action button. While `loading` it cannot be pressed again. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    children,
    variant = 'primary',
    size = 'md',
    loading = false,
    fullWidth = false,
    type = 'button',
    disabled,
    ...rest
  },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : null}
      {children}
    </StyledButton>
  );
});
