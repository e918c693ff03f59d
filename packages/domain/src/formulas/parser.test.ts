import { describe, expect, it } from 'vitest';
import { parse } from './parser';
import { tokenize } from './tokenizer';

const tree = (formula: string) => parse(tokenize(formula));

describe('parse', () => {
  it('gives * precedence over +', () => {
    expect(tree('1 + 2 * 3')).toEqual({
      kind: 'binary',
      operator: '+',
      left: { kind: 'number', value: '1' },
      right: {
        kind: 'binary',
        operator: '*',
        left: { kind: 'number', value: '2' },
        right: { kind: 'number', value: '3' },
      },
    });
  });

  it('makes ^ right-associative and binds it tighter than a leading minus', () => {
    expect(tree('-2 ^ 3 ^ 2')).toEqual({
      kind: 'negate',
      operand: {
        kind: 'binary',
        operator: '^',
        left: { kind: 'number', value: '2' },
        right: {
          kind: 'binary',
          operator: '^',
          left: { kind: 'number', value: '3' },
          right: { kind: 'number', value: '2' },
        },
      },
    });
  });

  it('reads an if expression inside an operation', () => {
    expect(tree('2 * if A then 1 else 0')).toMatchObject({
      kind: 'binary',
      operator: '*',
      right: { kind: 'if' },
    });
  });

  it.each([
    ['', 'la formule est vide'],
    ['1 +', 'la formule est incomplète'],
    ['(1 + 2', 'la formule est incomplète'],
    ['1 2', '« 2 » inattendu (position 3)'],
    ['1 + )', '« ) » inattendu (position 5)'],
    ['if A then 1', 'la formule est incomplète'],
    ['if A else 1', '« else » inattendu (position 6)'],
    ['A then', '« then » inattendu (position 3)'],
    ['then', '« then » inattendu (position 1)'],
    ['min 1', '« 1 » inattendu (position 5)'],
    ['* 2', '« * » inattendu (position 1)'],
    ['min(1, 2', 'la formule est incomplète'],
  ])('rejects "%s": %s', (formula, message) => {
    expect(() => tree(formula)).toThrow(message);
  });
});

describe('parse limits', () => {
  it('accepts 100 nested parentheses and refuses 101', () => {
    expect(() => tree(`${'('.repeat(99)}1${')'.repeat(99)}`)).not.toThrow();
    expect(() => tree(`${'('.repeat(100)}1${')'.repeat(100)}`)).toThrow('la formule est trop imbriquée');
  });

  it('refuses a long chain of signs without exhausting the stack', () => {
    expect(() => tree(`${'-'.repeat(5000)}1`)).toThrow('la formule est trop imbriquée');
  });
});
