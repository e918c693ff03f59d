import { describe, expect, it } from 'vitest';
import { FormulaSyntaxError, tokenize } from './tokenizer';

const kinds = (formula: string) => tokenize(formula).map((token) => `${token.kind}:${token.text}`);

describe('tokenize', () => {
  it('reads numbers with a dot or a French comma', () => {
    expect(tokenize('12.5 + 12,5 + .5').filter((token) => token.kind === 'number')).toMatchObject([
      { value: '12.5' },
      { value: '12.5' },
      { value: '.5' },
    ]);
  });

  it('takes a comma followed by a space or a name as an argument separator', () => {
    expect(kinds('min(1, 5)')).toEqual([
      'function:min',
      'open:(',
      'number:1',
      'separator:,',
      'number:5',
      'close:)',
    ]);
    expect(kinds('max(P,2;Q)')).toEqual([
      'function:max',
      'open:(',
      'name:P',
      'separator:,',
      'number:2',
      'separator:;',
      'name:Q',
      'close:)',
    ]);
  });

  it('reads two-character and typographic operators', () => {
    expect(kinds('<= >= == != <> ≤ ≥ ≠ × ÷ −')).toEqual([
      'operator:<=',
      'operator:>=',
      'operator:==',
      'operator:!=',
      'operator:<>',
      'operator:≤',
      'operator:≥',
      'operator:≠',
      'operator:×',
      'operator:÷',
      'operator:−',
    ]);
  });

  it('treats min and max not followed by a parenthesis as names', () => {
    expect(kinds('Min + max')).toEqual(['name:Min', 'operator:+', 'name:max']);
  });

  it('marks keywords whatever their case', () => {
    expect(kinds('IF A THEN B')).toEqual(['keyword:IF', 'name:A', 'keyword:THEN', 'name:B']);
  });

  it('gives 1-based positions', () => {
    expect(tokenize('  P + 1').map((token) => token.position)).toEqual([3, 5, 7]);
  });

  it('rejects an unknown character with its position', () => {
    expect(() => tokenize('P # 2')).toThrow(new FormulaSyntaxError('caractère « # » inattendu (position 3)'));
  });
});
