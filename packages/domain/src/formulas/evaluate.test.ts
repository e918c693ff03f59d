import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { evaluateFormula } from './evaluate';

function value(formula: string, values: Record<string, Decimal.Value> = {}): string {
  const result = evaluateFormula(formula, values);
  if (!result.ok) throw new Error(result.message);
  return result.value.toString();
}

function message(formula: string, values: Record<string, Decimal.Value> = {}): string {
  const result = evaluateFormula(formula, values);
  return result.ok ? `ok ${result.value.toString()}` : result.message;
}

describe('evaluateFormula', () => {
  it('scores a price exactly: 40 * Pmin / P', () => {
    expect(value('40 * Pmin / P', { Pmin: '80000', P: '100000' })).toBe('32');
    expect(value('40 * Pmin / P', { Pmin: '0.1', P: '0.3' })).toBe('13.333333333333333333');
  });

  it('adds decimals without binary rounding', () => {
    expect(value('0.1 + 0.2')).toBe('0.3');
    expect(value('A + B', { A: 0.1, B: '0,2' })).toBe('0.3');
  });

  it('follows the usual precedences and parentheses', () => {
    expect(value('2 + 3 * 4')).toBe('14');
    expect(value('(2 + 3) * 4')).toBe('20');
    expect(value('10 - 4 - 3')).toBe('3');
    expect(value('2 ^ 3 ^ 2')).toBe('512');
    expect(value('-2 ^ 2')).toBe('-4');
    expect(value('2 ^ -1')).toBe('0.5');
    expect(value('+3 - -2')).toBe('5');
  });

  it('reads numbers with a French comma', () => {
    expect(value('12,5 * 2')).toBe('25');
  });

  it('gives 1 or 0 for comparisons', () => {
    expect(value('1 < 2')).toBe('1');
    expect(value('2 <= 2')).toBe('1');
    expect(value('1 > 2')).toBe('0');
    expect(value('2 >= 3')).toBe('0');
    expect(value('2 = 2.0')).toBe('1');
    expect(value('2 == 3')).toBe('0');
    expect(value('2 != 3')).toBe('1');
    expect(value('2 <> 2')).toBe('0');
  });

  it('combines conditions with and / or', () => {
    expect(value('1 < 2 and 2 < 3')).toBe('1');
    expect(value('1 < 2 and 3 < 2')).toBe('0');
    expect(value('1 > 2 or 2 < 3')).toBe('1');
    expect(value('1 > 2 or 3 < 2')).toBe('0');
  });

  it('chooses a branch with if … then … else …', () => {
    const formula = 'if P <= Pmin then 40 else 40 * Pmin / P';
    expect(value(formula, { P: 100, Pmin: 100 })).toBe('40');
    expect(value(formula, { P: 200, Pmin: 100 })).toBe('20');
  });

  it('evaluates only the branch taken, so a guarded division never fails', () => {
    expect(value('if P = 0 then 0 else 40 / P', { P: 0 })).toBe('0');
  });

  it('nests conditions', () => {
    const formula = 'if N > 15 then 3 else if N > 10 then 2 else 1';
    expect([20, 12, 5].map((n) => value(formula, { N: n }))).toEqual(['3', '2', '1']);
  });

  it('takes min and max of any number of arguments', () => {
    expect(value('min(3, 1; 2)')).toBe('1');
    expect(value('max(P1, P2)', { P1: 5, P2: '7.5' })).toBe('7.5');
    expect(value('MAX(1)')).toBe('1');
  });

  it('reports a syntax error in French with its position', () => {
    expect(message('40 * * P', { P: 1 })).toBe(
      'Erreur de syntaxe dans la formule : « * » inattendu (position 6).',
    );
    expect(message('40 *')).toBe('Erreur de syntaxe dans la formule : la formule est incomplète.');
    expect(message('')).toBe('Erreur de syntaxe dans la formule : la formule est vide.');
    expect(message('P $ 2', { P: 1 })).toBe(
      'Erreur de syntaxe dans la formule : caractère « $ » inattendu (position 3).',
    );
  });

  it('reports an unknown variable, even in a branch not taken', () => {
    expect(message('40 * Pmin / P', { P: 1 })).toBe('Variable inconnue dans la formule : Pmin.');
    expect(message('if 1 then 1 else Typo', {})).toBe('Variable inconnue dans la formule : Typo.');
  });

  it('does not take inherited object properties for variables', () => {
    expect(message('constructor + 1')).toBe('Variable inconnue dans la formule : constructor.');
  });

  it('reports a value that is no number', () => {
    expect(message('P + 1', { P: 'abc' })).toBe('Valeur invalide pour la variable P.');
    expect(message('P + 1', { P: Infinity })).toBe('Valeur invalide pour la variable P.');
  });

  it('reports a division by zero', () => {
    expect(message('40 * Pmin / P', { Pmin: 1, P: 0 })).toBe('Division par zéro dans la formule.');
  });

  it('reports an undefined power', () => {
    expect(message('0 ^ -1')).toMatch(/^Puissance non définie/);
    expect(message('(-8) ^ 0.5')).toMatch(/^Puissance non définie/);
  });

  it('returns a Decimal', () => {
    const result = evaluateFormula('1 / 3', {});
    expect(result.ok && Decimal.isDecimal(result.value)).toBe(true);
  });
});

describe('evaluateFormula limits', () => {
  it('refuses a formula longer than 2000 characters', () => {
    expect(message(`1${' + 1'.repeat(500)}`)).toBe(
      'Erreur de syntaxe dans la formule : la formule est trop longue.',
    );
    expect(value(`1${' + 1'.repeat(499)}`)).toBe('500');
  });
});
