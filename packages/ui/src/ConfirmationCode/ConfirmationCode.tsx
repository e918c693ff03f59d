import { useRef, useState } from 'react';
import type { ClipboardEvent, FormEvent, KeyboardEvent } from 'react';
import { AuthPage, StyledAuthForm } from '../AuthPage';
import { Button } from '../Button';
import { ErrorBox } from '../ErrorBox';
import { CODE_LENGTH, emptyCode, fillFrom, isComplete } from './codeDigits';
import { StyledActions, StyledBox, StyledBoxes, StyledValidity } from './ConfirmationCode.styles';

export interface ConfirmationCodeProps {
  /** Called with the six digits as one string when 'Confirmer' is pressed. Required. */
  onSubmit: (code: string) => void;
  /** Called when the user presses 'Renvoyer le code'. Required. */
  onResend: () => void;
  /** The confirmation call is running. Default: `false`. */
  pending?: boolean;
  /** The resend call is running. Default: `false`. */
  resendPending?: boolean;
  /** The server's message; `''` shows the fallback. Default: none. */
  error?: string | null;
}

/**
 * /confirm-email (SPEC.md §2, §5): six one-digit boxes. Typing a digit moves to the next box; Backspace
 * in an empty box moves back and clears the previous one; pasting six digits fills every box.
 * 'Confirmer' is enabled only when all six digits are there.
 */
export function ConfirmationCode({
  onSubmit,
  onResend,
  pending = false,
  resendPending = false,
  error,
}: ConfirmationCodeProps) {
  const [code, setCode] = useState<string[]>(emptyCode);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[index]?.focus();

  const type = (index: number, value: string) => {
    const digits = value.replace(/\D/g, '');
    if (digits === '') {
      setCode((c) => c.map((d, i) => (i === index ? '' : d)));
      return;
    }
    // A box that already held a digit receives two characters: keep the one just typed.
    const typed =
      digits.length === 2 && code[index] !== ''
        ? digits.replace(code[index] ?? '', '') || digits[0]!
        : digits;
    const filled = fillFrom(code, index, typed);
    setCode(filled.code);
    focusBox(typed.length > 1 ? filled.next : Math.min(index + 1, CODE_LENGTH - 1));
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && code[index] === '' && index > 0) {
      event.preventDefault();
      setCode((c) => c.map((d, i) => (i === index - 1 ? '' : d)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text');
    const start = text.replace(/\D/g, '').length >= CODE_LENGTH ? 0 : index;
    const filled = fillFrom(code, start, text);
    setCode(filled.code);
    focusBox(filled.next);
  };

  const complete = isComplete(code);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (complete) onSubmit(code.join(''));
  };

  return (
    <AuthPage
      title="Confirmez votre adresse e-mail"
      subtitle="Saisissez le code à 6 chiffres que nous vous avons envoyé par e-mail."
    >
      <StyledAuthForm onSubmit={submit}>
        {error !== undefined && error !== null ? <ErrorBox>{error}</ErrorBox> : null}
        <StyledBoxes role="group" aria-label="Code de confirmation à 6 chiffres">
          {code.map((digit, index) => (
            <StyledBox
              key={index}
              ref={(element) => {
                boxes.current[index] = element;
              }}
              value={digit}
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              aria-label={`Chiffre ${index + 1} sur ${CODE_LENGTH}`}
              onChange={(e) => type(index, e.target.value)}
              onKeyDown={(e) => keyDown(index, e)}
              onPaste={(e) => paste(index, e)}
              onFocus={(e) => e.target.select()}
            />
          ))}
        </StyledBoxes>
        <StyledValidity>Ce code est valable 1 heure.</StyledValidity>
        <StyledActions>
          <Button type="submit" fullWidth disabled={!complete} loading={pending}>
            Confirmer
          </Button>
          <Button variant="ghost" fullWidth loading={resendPending} onClick={onResend}>
            Renvoyer le code
          </Button>
        </StyledActions>
      </StyledAuthForm>
    </AuthPage>
  );
}
