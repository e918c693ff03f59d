import { describe, expect, it } from 'vitest';
import {
  PASSWORD_LEAKED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORD_WEAK,
  isLeakedPassword,
  passwordStrength,
} from './strength';

describe('passwordStrength', () => {
  it('refuses the passwords a probe found accepted, each with its French reason and a hint', () => {
    expect(passwordStrength('12345678')).toMatchObject({ acceptable: false, message: PASSWORD_LEAKED });
    expect(passwordStrength('password')).toMatchObject({ acceptable: false, message: PASSWORD_LEAKED });
    for (const weak of ['aaaaaaaa', '        ', 'soleil123', 'Tr0ub4dour&3']) {
      const strength = passwordStrength(weak);
      expect(strength.acceptable, weak).toBe(false);
      expect(strength.message, weak).toBe(PASSWORD_WEAK);
      expect(strength.hint, weak).toMatch(/\.$/);
    }
  });

  it('refuses French leaked passwords of the common list, whatever the case', () => {
    expect(isLeakedPassword('azertyuiop')).toBe(true);
    expect(isLeakedPassword('MotDePasse')).toBe(true);
    expect(passwordStrength('Azertyuiop').message).toBe(PASSWORD_LEAKED);
  });

  it('keeps the length rule at its boundaries: 8 and 200 characters', () => {
    expect(passwordStrength('Bq7#xLw').message).toBe(PASSWORD_TOO_SHORT);
    // Eight random characters are about 10^8 guesses: just under the bar; nine pass.
    expect(passwordStrength('Bq7#xLw!').message).toBe(PASSWORD_WEAK);
    expect(passwordStrength('Bq7#xLw!z').acceptable).toBe(true);
    const long = 'Bouleau-Granit-Velours-92-'.repeat(8);
    expect(passwordStrength(long.slice(0, 200)).acceptable).toBe(true);
    expect(passwordStrength(long.slice(0, 201)).message).toBe(PASSWORD_TOO_LONG);
  });

  it('accepts passphrases and labels the score in French', () => {
    const strong = passwordStrength('Bouleau-Granit-Velours-92');
    expect(strong).toMatchObject({
      score: 4,
      label: 'Très fort',
      acceptable: true,
      message: null,
      hint: null,
    });
    expect(passwordStrength('correct horse battery staple').acceptable).toBe(true);
    expect(passwordStrength('aaaaaaaa').label).toBe('Très faible');
  });
});
