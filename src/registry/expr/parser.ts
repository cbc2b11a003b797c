/** Recursive-descent parser for conditions (seed 002 §6.2.5): `||` < `&&` < `== !=` < `> < >= <=` < `!` < primary. */
import { ExprError } from './errors.ts';
import type { ExprLimits } from './limits.ts';
import type { Reference } from './path.ts';
import type { TemplatePart } from './template.ts';
import { tokenize, type AllowedOperator, type Token } from './tokenizer.ts';

export type BinaryOperator = Exclude<AllowedOperator, '!'>;

/** Seed 002 §6.2.5's nodes, plus `Reference` and `Template` because variables are tokens, not text. */
export type AstNode = { start: number; end: number } & (
  | { type: 'Literal'; value: string | number | boolean | null }
  | { type: 'Reference'; ref: Reference }
  | { type: 'Template'; parts: TemplatePart[] }
  | { type: 'UnaryExpr'; operator: '!'; operand: AstNode }
  | { type: 'BinaryExpr'; operator: BinaryOperator; left: AstNode; right: AstNode }
  | { type: 'GroupExpr'; expression: AstNode }
);

/** @throws ExprError */
export function parseExpression(source: string, limits: ExprLimits): AstNode {
  const tokens = tokenize(source, limits);
  const parser = new Parser(source, tokens, limits);
  const ast = parser.parse();
  checkDepth(ast, source, limits);
  return ast;
}

const LEVELS: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['||']),
  new Set(['&&']),
  new Set(['==', '!=']),
  new Set(['>', '<', '>=', '<=']),
];

class Parser {
  private index = 0;
  /** Open `(` and `!` on the current path: bounds recursion before the tree even exists. */
  private nesting = 0;

  constructor(private readonly source: string, private readonly tokens: Token[], private readonly limits: ExprLimits) {}

  parse(): AstNode {
    if (this.peek().type === 'EOF') throw new ExprError('EXPR_SYNTAX', 'empty expression', this.source, 0, this.source.length);
    const ast = this.parseBinary(0);
    const rest = this.peek();
    if (rest.type !== 'EOF') throw this.unexpected(rest, 'an operator or the end');
    return ast;
  }

  /** All binary levels are left-associative: `a == b == c` is `(a == b) == c`. */
  private parseBinary(level: number): AstNode {
    if (level === LEVELS.length) return this.parseUnary();
    let left = this.parseBinary(level + 1);
    for (let token = this.peek(); token.type === 'OPERATOR' && LEVELS[level].has(token.value); token = this.peek()) {
      this.index += 1;
      const right = this.parseBinary(level + 1);
      left = { type: 'BinaryExpr', operator: token.value as BinaryOperator, left, right, start: left.start, end: right.end };
    }
    return left;
  }

  private parseUnary(): AstNode {
    const token = this.peek();
    if (token.type !== 'OPERATOR' || token.value !== '!') return this.parsePrimary();
    this.index += 1;
    this.enter(token);
    const operand = this.parseUnary();
    this.nesting -= 1;
    return { type: 'UnaryExpr', operator: '!', operand, start: token.start, end: operand.end };
  }

  private parsePrimary(): AstNode {
    const token = this.peek();
    this.index += 1;
    const node = this.primary(token);
    const next = this.peek();
    if (next.type === 'LPAREN') throw new ExprError('EXPR_SECURITY', 'function calls are not allowed', this.source, node.start, next.end);
    return node;
  }

  private primary(token: Token): AstNode {
    const { start, end } = token;
    switch (token.type) {
      case 'NUMBER':
      case 'BOOLEAN':
        return { type: 'Literal', value: token.value, start, end };
      case 'NULL':
        return { type: 'Literal', value: null, start, end };
      case 'STRING': {
        const only = token.parts.length === 1 ? token.parts[0] : undefined;
        if (only?.kind === 'text') return { type: 'Literal', value: only.text, start, end };
        return { type: 'Template', parts: token.parts, start, end };
      }
      case 'REF':
        return { type: 'Reference', ref: token.ref, start, end };
      case 'LPAREN': {
        this.enter(token);
        const expression = this.parseBinary(0);
        const close = this.peek();
        if (close.type !== 'RPAREN') throw this.unexpected(close, '")"');
        this.index += 1;
        this.nesting -= 1;
        return { type: 'GroupExpr', expression, start, end: close.end };
      }
      case 'IDENTIFIER':
        if (this.peek().type === 'LPAREN') throw new ExprError('EXPR_SECURITY', 'function calls are not allowed', this.source, start, this.peek().end);
        throw new ExprError('EXPR_SYNTAX', `"${token.name}" is not a value: write a variable as "\${${token.name}}" and text in quotes`, this.source, start, end);
      default:
        throw this.unexpected(token, 'a value');
    }
  }

  private enter(token: Token): void {
    this.nesting += 1;
    if (this.nesting >= this.limits.maxDepth) {
      throw new ExprError('EXPR_LIMIT', `expression nests deeper than ${this.limits.maxDepth} (maxDepth)`, this.source, token.start, token.end);
    }
  }

  private peek(): Token {
    return this.tokens[this.index] ?? this.tokens[this.tokens.length - 1];
  }

  private unexpected(token: Token, wanted: string): ExprError {
    if (token.type === 'EOF') return new ExprError('EXPR_SYNTAX', `unexpected end of expression: expected ${wanted}`, this.source, token.start, token.start);
    const text = this.source.slice(token.start, token.end);
    return new ExprError('EXPR_SYNTAX', `unexpected "${text}": expected ${wanted}`, this.source, token.start, token.end);
  }
}

function checkDepth(ast: AstNode, source: string, limits: ExprLimits): void {
  const stack: Array<[AstNode, number]> = [[ast, 1]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [node, depth] = item;
    if (depth > limits.maxDepth) {
      throw new ExprError('EXPR_LIMIT', `expression is deeper than ${limits.maxDepth} levels (maxDepth)`, source, node.start, node.end);
    }
    // Right first, so the leftmost culprit is reported.
    for (const child of children(node).reverse()) stack.push([child, depth + 1]);
  }
}

function children(node: AstNode): AstNode[] {
  switch (node.type) {
    case 'UnaryExpr':
      return [node.operand];
    case 'BinaryExpr':
      return [node.left, node.right];
    case 'GroupExpr':
      return [node.expression];
    default:
      return [];
  }
}
