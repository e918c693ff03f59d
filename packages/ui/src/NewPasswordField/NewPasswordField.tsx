import type { PasswordStrength } from '@mieux-disant/domain';
import { forwardRef } from 'react';
import { PasswordField } from '../PasswordField';
import type { PasswordFieldProps } from '../PasswordField';
import { ProgressBar } from '../ProgressBar';
import type { StatusToneName } from '../theme';
import { StyledNewPassword, StyledStrength } from './NewPasswordField.styles';
import { usePasswordStrength } from './strength';

export interface NewPasswordFieldProps extends Omit<PasswordFieldProps, 'value' | 'autoComplete'> {
  /** What was typed so far. Required. */
  value: string;
  /** Shows the refusal as the field's error (after a submit). Default: `false`. */
  showError?: boolean;
}

const toneOf = (strength: PasswordStrength): StatusToneName =>
  strength.acceptable ? 'done' : strength.score >= 2 ? 'warning' : 'error';

/**
 * A password being chosen (sign-up, reset, change): shows its strength as the user types, with a French
 * hint of what to add, from the same rule the server applies.
 */
export const NewPasswordField = forwardRef<HTMLInputElement, NewPasswordFieldProps>(function NewPasswordField(
  { value, showError = false, error, ...props },
  ref,
) {
  const strength = usePasswordStrength(value);
  return (
    <StyledNewPassword>
      <PasswordField
        ref={ref}
        autoComplete="new-password"
        {...props}
        value={value}
        error={error ?? (showError && strength?.message ? strength.message : undefined)}
      />
      <StyledStrength aria-live="polite">
        {strength ? (
          <>
            <ProgressBar
              value={(strength.score + 1) * 20}
              label="Force du mot de passe"
              tone={toneOf(strength)}
              showValue={false}
            />
            <span>Force du mot de passe : {strength.label}</span>
            {strength.message ? (
              <span>
                {strength.message} {strength.hint}
              </span>
            ) : null}
          </>
        ) : null}
      </StyledStrength>
    </StyledNewPassword>
  );
});
