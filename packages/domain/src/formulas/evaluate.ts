import Decimal from 'decimal.js';
import { parse } from './parser';
import type { Node } from './parser';
import { FormulaSyntaxError, tokenize } from './tokenizer';
import { parseAmount } from '../shared/amount';
import { assertNever } from '../shared/assertNever';

export type FormulaResult = { ok: true; value: Decimal } | { ok: false; message: string };

export const DIVISION_BY_ZERO_MESSAGE = 'Division par zéro dans la formule.';
export const UNDEFINED_POWER_MESSAGE =
  "Puissance non définie dans la formule (par exemple 0 ^ -1 ou racine d'un nombre négatif).";

export function syntaxErrorMessage(detail: string): string {
  return `Erreur de syntaxe dans la formule : ${detail}.`;
}

export function unknownVariableMessage(name: string): string {
  return `Variable inconnue dans la formule : ${name}.`;
}

export function invalidValueMessage(name: string): string {
  return `Valeur invalide pour la variable ${name}.`;
}

/** Longer formulas are refused: a scoring formula is a line, and the parser's work stays bounded. */
export const MAX_FORMULA_LENGTH = 2000;

class EvaluationError extends Error {}

function truth(value: Decimal): boolean {
  return !value.isZero();
}

function fromBoolean(value: boolean): Decimal {
  return new Decimal(value ? 1 : 0);
}

function compare(operator: '<' | '<=' | '>' | '>=' | '=' | '!=', left: Decimal, right: Decimal): Decimal {
  switch (operator) {
    case '<':
      return fromBoolean(left.lessThan(right));
    case '<=':
      return fromBoolean(left.lessThanOrEqualTo(right));
    case '>':
      return fromBoolean(left.greaterThan(right));
    case '>=':
      return fromBoolean(left.greaterThanOrEqualTo(right));
    case '=':
      return fromBoolean(left.equals(right));
    case '!=':
      return fromBoolean(!left.equals(right));
    default:
      return assertNever(operator);
  }
}

function arithmetic(operator: '+' | '-' | '*' | '/' | '^', left: Decimal, right: Decimal): Decimal {
  switch (operator) {
    case '+':
      return left.plus(right);
    case '-':
      return left.minus(right);
    case '*':
      return left.times(right);
    case '/':
      if (right.isZero()) throw new EvaluationError(DIVISION_BY_ZERO_MESSAGE);
      return left.dividedBy(right);
    case '^': {
      const result = left.pow(right);
      if (!result.isFinite()) throw new EvaluationError(UNDEFINED_POWER_MESSAGE);
      return result;
    }
    default:
      return assertNever(operator);
  }
}

function binary(node: Extract<Node, { kind: 'binary' }>, values: ReadonlyMap<string, Decimal>): Decimal {
  const left = evaluateNode(node.left, values);
  const right = evaluateNode(node.right, values);
  const operator = node.operator;
  switch (operator) {
    case '<':
    case '<=':
    case '>':
    case '>=':
    case '=':
    case '!=':
      return compare(operator, left, right);
    default:
      return arithmetic(operator, left, right);
  }
}

/** Lazy: only the branch an `if` takes is evaluated, so `if P = 0 then 0 else 40 / P` never divides by zero. */
function evaluateNode(node: Node, values: ReadonlyMap<string, Decimal>): Decimal {
  switch (node.kind) {
    case 'number':
      return new Decimal(node.value);
    case 'variable':
      return values.get(node.name) as Decimal;
    case 'negate':
      return evaluateNode(node.operand, values).negated();
    case 'binary':
      return binary(node, values);
    case 'logical': {
      const left = truth(evaluateNode(node.left, values));
      if (node.operator === 'and') return fromBoolean(left && truth(evaluateNode(node.right, values)));
      return fromBoolean(left || truth(evaluateNode(node.right, values)));
    }
    case 'if':
      return truth(evaluateNode(node.condition, values))
        ? evaluateNode(node.then, values)
        : evaluateNode(node.otherwise, values);
    case 'call': {
      const args = node.args.map((arg) => evaluateNode(arg, values));
      return node.name === 'min' ? Decimal.min(...args) : Decimal.max(...args);
    }
    default:
      return assertNever(node);
  }
}

function variableNames(node: Node): string[] {
  switch (node.kind) {
    case 'number':
      return [];
    case 'variable':
      return [node.name];
    case 'negate':
      return variableNames(node.operand);
    case 'binary':
    case 'logical':
      return [...variableNames(node.left), ...variableNames(node.right)];
    case 'if':
      return [
        ...variableNames(node.condition),
        ...variableNames(node.then),
        ...variableNames(node.otherwise),
      ];
    case 'call':
      return node.args.flatMap(variableNames);
    default:
      return assertNever(node);
  }
}

/** Every variable the formula uses, checked before evaluation so a typo in an untaken branch still shows. */
function resolve(node: Node, values: Readonly<Record<string, Decimal.Value>>): Map<string, Decimal> {
  const resolved = new Map<string, Decimal>();
  for (const name of variableNames(node)) {
    if (!Object.hasOwn(values, name)) throw new EvaluationError(unknownVariableMessage(name));
    const value = parseAmount(values[name]);
    if (value === null) throw new EvaluationError(invalidValueMessage(name));
    resolved.set(name, value);
  }
  return resolved;
}

/**
 * Evaluates a formula of the criteria editor with exact decimal arithmetic, without eval or Function.
 * Language: numbers (dot or French comma), variables, + - * / ^, parentheses, comparisons
 * (< <= > >= = != <>), `if … then … else …`, `and`, `or`, min(…) and max(…); comparisons give 1 or 0.
 */
export function evaluateFormula(
  formula: string,
  values: Readonly<Record<string, Decimal.Value>>,
): FormulaResult {
  if (formula.length > MAX_FORMULA_LENGTH)
    return { ok: false, message: syntaxErrorMessage('la formule est trop longue') };
  try {
    const tree = parse(tokenize(formula));
    return { ok: true, value: evaluateNode(tree, resolve(tree, values)) };
  } catch (error) {
    if (error instanceof FormulaSyntaxError) return { ok: false, message: syntaxErrorMessage(error.message) };
    if (error instanceof EvaluationError) return { ok: false, message: error.message };
    throw error;
  }
}
