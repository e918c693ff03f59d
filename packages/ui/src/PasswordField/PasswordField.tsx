import { forwardRef, useState } from 'react';
import { TextField } from '../TextField';
import type { TextFieldProps } from '../TextField';
import { StyledToggle } from './PasswordField.styles';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'adornment'>;

const SHOW = 'Afficher le mot de passe';
const HIDE = 'Masquer le mot de passe';

/** A password input with a button that shows or hides what was typed. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(props, ref) {
    const [visible, setVisible] = useState(false);
    return (
      <TextField
        ref={ref}
        autoComplete="current-password"
        {...props}
        type={visible ? 'text' : 'password'}
        adornment={
          <StyledToggle
            type="button"
            aria-label={visible ? HIDE : SHOW}
            aria-pressed={visible}
            disabled={props.disabled}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? 'Masquer' : 'Afficher'}
          </StyledToggle>
        }
      />
    );
  },
);
