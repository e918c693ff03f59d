import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as frenchDictionary, translations } from '@zxcvbn-ts/language-fr';

// One password rule for the screens and the server, so both say the same thing: 8 to 200 characters,
// not a known leaked password, and hard enough to guess by zxcvbn's estimate with French and common
// dictionaries (score 3 of 4 or more: about 10^8 guesses).

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const PASSWORD_MIN_SCORE = 3;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export const PASSWORD_SCORE_LABELS: Record<PasswordScore, string> = {
  0: 'Très faible',
  1: 'Faible',
  2: 'Moyen',
  3: 'Fort',
  4: 'Très fort',
};

export const PASSWORD_TOO_SHORT = `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`;
export const PASSWORD_TOO_LONG = `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`;
export const PASSWORD_LEAKED =
  'Ce mot de passe figure parmi les mots de passe divulgués les plus courants : choisissez-en un autre.';
export const PASSWORD_WEAK = 'Ce mot de passe est trop facile à deviner.';
const DEFAULT_HINT = 'Ajoutez des mots peu courants, des chiffres ou des symboles.';

export interface PasswordStrength {
  score: PasswordScore;
  label: string;
  /** True when the password may be chosen. */
  acceptable: boolean;
  /** Why it is refused (French), null when acceptable. */
  message: string | null;
  /** What to add, in French (zxcvbn's suggestions), null when nothing is needed. */
  hint: string | null;
}

// zxcvbn's work grows with the length; the first 100 characters say enough about the strength.
const ESTIMATED_LENGTH = 100;

let configured = false;
let leaked: Set<string> | null = null;

function configure(): void {
  if (configured) return;
  zxcvbnOptions.setOptions({
    dictionary: { ...commonDictionary, ...frenchDictionary },
    graphs: adjacencyGraphs,
    translations,
  });
  configured = true;
}

/** In the dictionary package's common list of leaked passwords (case ignored). */
export function isLeakedPassword(password: string): boolean {
  leaked ??= new Set(commonDictionary.passwords.map((p) => p.toLowerCase()));
  return leaked.has(password.toLowerCase());
}

/** The strength of a password being chosen, with the French message and hint the screens show. */
export function passwordStrength(password: string): PasswordStrength {
  configure();
  const result = zxcvbn(password.slice(0, ESTIMATED_LENGTH));
  const score = result.score as PasswordScore;
  const suggestions = [result.feedback.warning, ...result.feedback.suggestions]
    .filter((s): s is string => typeof s === 'string' && s !== '')
    .map((s) => (/[.!?]$/.test(s) ? s : `${s}.`));
  const message = refusal(password, score);
  return {
    score,
    label: PASSWORD_SCORE_LABELS[score],
    acceptable: message === null,
    message,
    hint: message === null ? null : suggestions.join(' ') || DEFAULT_HINT,
  };
}

function refusal(password: string, score: PasswordScore): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  if (isLeakedPassword(password)) return PASSWORD_LEAKED;
  if (password.trim() === '' || score < PASSWORD_MIN_SCORE) return PASSWORD_WEAK;
  return null;
}
