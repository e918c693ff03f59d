/** Lower-case without accents or other combining marks, for comparisons that ignore them ("Délai" = "delai"). */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The integer a text starts with ("12.5" and "12 %" give 12), or null when it starts with none. */
export function leadingInteger(input: string): number | null {
  const parsed = Number.parseInt(input.trim(), 10);
  return Number.isNaN(parsed) ? null : parsed;
}
