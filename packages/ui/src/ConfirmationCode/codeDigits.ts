export const CODE_LENGTH = 6;

type CodeDigits = readonly string[];

export const emptyCode = (): string[] => Array.from({ length: CODE_LENGTH }, () => '');

/** Writes the digits of `text` into the boxes from `start` on; returns the boxes and the next index. */
export function fillFrom(code: CodeDigits, start: number, text: string): { code: string[]; next: number } {
  const digits = text
    .replace(/\D/g, '')
    .slice(0, CODE_LENGTH - start)
    .split('');
  const next = [...code];
  digits.forEach((digit, offset) => {
    next[start + offset] = digit;
  });
  return { code: next, next: Math.min(start + digits.length, CODE_LENGTH - 1) };
}

export const isComplete = (code: CodeDigits) => code.every((digit) => /^\d$/.test(digit));
