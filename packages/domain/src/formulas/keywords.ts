/** Words of the formula language; never variables, whatever their case. */
export const KEYWORDS = ['if', 'then', 'else', 'and', 'or'] as const;
/** Functions of the formula language. */
export const FUNCTIONS = ['min', 'max'] as const;

export type Keyword = (typeof KEYWORDS)[number];
export type FunctionName = (typeof FUNCTIONS)[number];

export function keywordOf(word: string): Keyword | null {
  const lower = word.toLowerCase();
  return (KEYWORDS as readonly string[]).includes(lower) ? (lower as Keyword) : null;
}

export function functionOf(word: string): FunctionName | null {
  const lower = word.toLowerCase();
  return (FUNCTIONS as readonly string[]).includes(lower) ? (lower as FunctionName) : null;
}
