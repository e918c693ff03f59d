import type { FunctionName } from './keywords';
import { FormulaSyntaxError } from './tokenizer';
import type { Operator, Token } from './tokenizer';

export type Node =
  | { kind: 'number'; value: string }
  | { kind: 'variable'; name: string }
  | { kind: 'negate'; operand: Node }
  | { kind: 'binary'; operator: Operator; left: Node; right: Node }
  | { kind: 'logical'; operator: 'and' | 'or'; left: Node; right: Node }
  | { kind: 'if'; condition: Node; then: Node; otherwise: Node }
  | { kind: 'call'; name: FunctionName; args: Node[] };

const COMPARISONS: readonly Operator[] = ['<', '<=', '>', '>=', '=', '!='];
/** Parentheses, conditions and signs nested deeper than this are refused. */
export const MAX_NESTING = 100;

/**
 * Recursive-descent parser, lowest precedence first:
 *   expression := 'if' expression 'then' expression 'else' expression | or
 *   or := and ('or' and)*          and := comparison ('and' comparison)*
 *   comparison := sum (('<' | '<=' | '>' | '>=' | '=' | '!=') sum)?
 *   sum := product (('+' | '-') product)*     product := unary (('*' | '/') unary)*
 *   unary := ('-' | '+') unary | power         power := primary ('^' unary)?   (right-associative)
 *   primary := number | name | function '(' expression (separator expression)* ')' | '(' expression ')'
 */
class Parser {
  private index = 0;
  private depth = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  parse(): Node {
    if (this.tokens.length === 0) throw new FormulaSyntaxError('la formule est vide');
    const node = this.expression();
    const extra = this.peek();
    if (extra) throw unexpected(extra);
    return node;
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private next(): Token {
    const token = this.tokens[this.index];
    if (!token) throw new FormulaSyntaxError('la formule est incomplète');
    this.index += 1;
    return token;
  }

  private isKeyword(keyword: string): boolean {
    const token = this.peek();
    return token?.kind === 'keyword' && token.keyword === keyword;
  }

  private isOperator(...operators: readonly Operator[]): Operator | null {
    const token = this.peek();
    return token?.kind === 'operator' && operators.includes(token.operator) ? token.operator : null;
  }

  private expect(kind: Token['kind'], keyword?: string): void {
    const token = this.next();
    const matches =
      token.kind === kind &&
      (keyword === undefined || (token.kind === 'keyword' && token.keyword === keyword));
    if (!matches) throw unexpected(token);
  }

  /** Bounds the recursion, so that a hostile formula cannot exhaust the stack. */
  private nested<T>(parse: () => T): T {
    this.depth += 1;
    if (this.depth > MAX_NESTING) throw new FormulaSyntaxError('la formule est trop imbriquée');
    try {
      return parse();
    } finally {
      this.depth -= 1;
    }
  }

  private expression(): Node {
    return this.nested(() => this.ifOrOr());
  }

  private ifOrOr(): Node {
    if (!this.isKeyword('if')) return this.or();
    this.index += 1;
    const condition = this.expression();
    this.expect('keyword', 'then');
    const then = this.expression();
    this.expect('keyword', 'else');
    return { kind: 'if', condition, then, otherwise: this.expression() };
  }

  /** One left-associative level: `next (keyword next)*`. */
  private logical(keyword: 'and' | 'or', next: () => Node): Node {
    let left = next();
    while (this.isKeyword(keyword)) {
      this.index += 1;
      left = { kind: 'logical', operator: keyword, left, right: next() };
    }
    return left;
  }

  /** One left-associative level: `next (operator next)*`. */
  private arithmetic(operators: readonly Operator[], next: () => Node): Node {
    let left = next();
    for (
      let operator = this.isOperator(...operators);
      operator !== null;
      operator = this.isOperator(...operators)
    ) {
      this.index += 1;
      left = { kind: 'binary', operator, left, right: next() };
    }
    return left;
  }

  private or(): Node {
    return this.logical('or', () => this.and());
  }

  private and(): Node {
    return this.logical('and', () => this.comparison());
  }

  private comparison(): Node {
    const left = this.sum();
    const operator = this.isOperator(...COMPARISONS);
    if (operator === null) return left;
    this.index += 1;
    return { kind: 'binary', operator, left, right: this.sum() };
  }

  private sum(): Node {
    return this.arithmetic(['+', '-'], () => this.product());
  }

  private product(): Node {
    return this.arithmetic(['*', '/'], () => this.unary());
  }

  private unary(): Node {
    const sign = this.isOperator('+', '-');
    if (sign === null) return this.power();
    this.index += 1;
    const operand = this.nested(() => this.unary());
    return sign === '-' ? { kind: 'negate', operand } : operand;
  }

  private power(): Node {
    const base = this.primary();
    if (this.isOperator('^') === null) return base;
    this.index += 1;
    return { kind: 'binary', operator: '^', left: base, right: this.unary() };
  }

  private primary(): Node {
    const token = this.next();
    switch (token.kind) {
      case 'number':
        return { kind: 'number', value: token.value };
      case 'name':
        return { kind: 'variable', name: token.text };
      case 'function':
        return { kind: 'call', name: token.name, args: this.args() };
      case 'open': {
        const inner = this.expression();
        this.expect('close');
        return inner;
      }
      case 'keyword':
        if (token.keyword === 'if') {
          this.index -= 1;
          return this.expression();
        }
        throw unexpected(token);
      default:
        throw unexpected(token);
    }
  }

  private args(): Node[] {
    this.expect('open');
    const args = [this.expression()];
    while (this.peek()?.kind === 'separator') {
      this.index += 1;
      args.push(this.expression());
    }
    this.expect('close');
    return args;
  }
}

function unexpected(token: Token): FormulaSyntaxError {
  return new FormulaSyntaxError(`« ${token.text} » inattendu (position ${token.position})`);
}

export function parse(tokens: readonly Token[]): Node {
  return new Parser(tokens).parse();
}
