/** Safe evaluation of conditions (seed 002 §6.2.6): a tree walk over whitelisted nodes, no eval, no calls. */
import type { ExprContext, ExprOptions } from './context.ts';
import { resolveLimits } from './limits.ts';
import { parseExpression, type AstNode } from './parser.ts';
import { lookup } from './path.ts';
import { renderValue, toBoolean, toNumber } from './values.ts';

/**
 * Evaluates `expr` and returns its value: a primitive, or plain data read from `ctx`. A missing
 * variable reads as `null`, so `${params.x} == null` tests for absence.
 * @throws ExprError
 */
export function evaluate(expr: string, ctx: ExprContext, options: ExprOptions = {}): unknown {
  const ast = parseExpression(expr, resolveLimits(options.limits));
  return evaluateNode(ast, ctx, expr);
}

/**
 * The `when:` pipeline of seed 002 §6.2.3: parse, evaluate, `toBoolean`.
 * @throws ExprError
 */
export function evaluateCondition(expr: string, ctx: ExprContext, options: ExprOptions = {}): boolean {
  return toBoolean(evaluate(expr, ctx, options));
}

/** Recursion depth is bounded by the parser's `maxDepth` check. */
function evaluateNode(node: AstNode, ctx: ExprContext, source: string): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'Reference':
      return lookup(ctx, node.ref, source) ?? null;
    case 'Template':
      return node.parts.map(part => (part.kind === 'text' ? part.text : renderValue(lookup(ctx, part.ref, source), part.ref, source))).join('');
    case 'GroupExpr':
      return evaluateNode(node.expression, ctx, source);
    case 'UnaryExpr':
      return !toBoolean(evaluateNode(node.operand, ctx, source));
    case 'BinaryExpr':
      return evaluateBinary(node, ctx, source);
  }
}

function evaluateBinary(node: Extract<AstNode, { type: 'BinaryExpr' }>, ctx: ExprContext, source: string): boolean {
  const left = evaluateNode(node.left, ctx, source);
  // Short-circuit as JavaScript does; the result is always a boolean (seed 002 §6.2.6 toBoolean).
  if (node.operator === '&&') return toBoolean(left) && toBoolean(evaluateNode(node.right, ctx, source));
  if (node.operator === '||') return toBoolean(left) || toBoolean(evaluateNode(node.right, ctx, source));
  const right = evaluateNode(node.right, ctx, source);
  switch (node.operator) {
    case '==':
      return left === right;
    case '!=':
      return left !== right;
    case '>':
      return toNumber(left) > toNumber(right);
    case '<':
      return toNumber(left) < toNumber(right);
    case '>=':
      return toNumber(left) >= toNumber(right);
    case '<=':
      return toNumber(left) <= toNumber(right);
  }
}
