/** SIREN (9 digits) and SIRET (14 digits) numbers: their Luhn key, as INSEE computes it. */

/** La Poste's establishments share this SIREN; their SIRET keys follow a rule of their own. */
const LA_POSTE_SIREN = '356000000';

/** The digits of an identifier written with spaces, dots or dashes ('732 829 320 00074'). */
export function identifierDigits(text: string): string {
  return text.replace(/[\s.\-\u00a0\u202f]/g, '');
}

function luhnSum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    const doubled = i % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum;
}

export function isValidSiren(text: string): boolean {
  const digits = identifierDigits(text);
  return /^\d{9}$/.test(digits) && luhnSum(digits) % 10 === 0;
}

export function isValidSiret(text: string): boolean {
  const digits = identifierDigits(text);
  if (!/^\d{14}$/.test(digits)) return false;
  if (digits.startsWith(LA_POSTE_SIREN) && digits !== `${LA_POSTE_SIREN}00048`) {
    const sum = [...digits].reduce((total, d) => total + Number(d), 0);
    return sum % 5 === 0;
  }
  return luhnSum(digits) % 10 === 0;
}

/** The SIREN a SIRET or SIREN starts with (its first 9 digits). */
export function sirenOf(text: string): string {
  return identifierDigits(text).slice(0, 9);
}
