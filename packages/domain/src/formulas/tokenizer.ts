import { functionOf, keywordOf } from './keywords';
import type { FunctionName, Keyword } from './keywords';

export type Operator = '+' | '-' | '*' | '/' | '^' | '<' | '<=' | '>' | '>=' | '=' | '!=';

export type Token =
  | { kind: 'number'; text: string; value: string; position: number }
  | { kind: 'name'; text: string; position: number }
  | { kind: 'function'; text: string; name: FunctionName; position: number }
  | { kind: 'keyword'; text: string; keyword: Keyword; position: number }
  | { kind: 'operator'; text: string; operator: Operator; position: number }
  | { kind: 'open' | 'close' | 'separator'; text: string; position: number };

export class FormulaSyntaxError extends Error {}

/** Digits with an optional decimal part after a dot or a French comma (`12,5` is twelve and a half). */
const NUMBER = /^\d+(?:[.,]\d+)?|^\.\d+/;
const NAME = /^[\p{L}_][\p{L}\p{N}_]*/u;
const SPACE = /^\s+/;

const OPERATORS: ReadonlyArray<readonly [string, Operator]> = [
  ['<=', '<='],
  ['>=', '>='],
  ['==', '='],
  ['!=', '!='],
  ['<>', '!='],
  ['≤', '<='],
  ['≥', '>='],
  ['≠', '!='],
  ['+', '+'],
  ['-', '-'],
  ['−', '-'],
  ['*', '*'],
  ['×', '*'],
  ['/', '/'],
  ['÷', '/'],
  ['^', '^'],
  ['<', '<'],
  ['>', '>'],
  ['=', '='],
];

function nameToken(text: string, position: number): Token {
  const keyword = keywordOf(text);
  if (keyword !== null) return { kind: 'keyword', text, keyword, position };
  return { kind: 'name', text, position };
}

function punctuation(rest: string, position: number): Token | null {
  const first = rest[0];
  if (first === '(') return { kind: 'open', text: '(', position };
  if (first === ')') return { kind: 'close', text: ')', position };
  if (first === ',' || first === ';') return { kind: 'separator', text: first, position };
  const operator = OPERATORS.find(([text]) => rest.startsWith(text));
  return operator ? { kind: 'operator', text: operator[0], operator: operator[1], position } : null;
}

function nextToken(rest: string, position: number): { token: Token | null; length: number } {
  const space = SPACE.exec(rest);
  if (space) return { token: null, length: space[0].length };
  const number = NUMBER.exec(rest);
  if (number) {
    const text = number[0];
    return { token: { kind: 'number', text, value: text.replace(',', '.'), position }, length: text.length };
  }
  const name = NAME.exec(rest);
  if (name) return { token: nameToken(name[0], position), length: name[0].length };
  const token = punctuation(rest, position);
  if (token) return { token, length: token.text.length };
  const character = String.fromCodePoint(rest.codePointAt(0) ?? 0);
  throw new FormulaSyntaxError(`caractère « ${character} » inattendu (position ${position})`);
}

/** `min` or `max` followed by an opening parenthesis is a call; otherwise it is an ordinary name. */
function asFunctionCall(token: Token, after: string): Token {
  if (token.kind !== 'name' || !/^\s*\(/.test(after)) return token;
  const name = functionOf(token.text);
  return name === null ? token : { kind: 'function', text: token.text, name, position: token.position };
}

/**
 * Splits a formula into tokens. A comma between two digits is a decimal comma; elsewhere a comma or
 * a semicolon separates the arguments of min and max. Positions are 1-based, for the error messages.
 */
export function tokenize(formula: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < formula.length) {
    const { token, length } = nextToken(formula.slice(index), index + 1);
    if (token) tokens.push(asFunctionCall(token, formula.slice(index + length)));
    index += length;
  }
  return tokens;
}
