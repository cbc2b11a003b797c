/** Public API of the registry's expression system: interpolation, safe conditions, validation. */
//
// Why variables are tokens, not text: seed 002 §6.2.3 substitutes `${…}` into the condition before
// tokenizing, which lets a value such as "1 || true" rewrite the expression. Here a `${…}` is a
// reference token read at evaluation time, so a value is always data. `when: ${s} == 'hello'` with
// s = "hello" is true, as §8.3 expects.

export { DEFAULT_MASK, DEFAULT_SCOPES, isSecretReference } from './context.ts';
export type { DisplayOptions, ExprContext, ExprOptions } from './context.ts';
export { EXPR_ERROR_CODES, ExprError, formatExprError, isExprError, offsetToLineColumn } from './errors.ts';
export type { ExprErrorCode } from './errors.ts';
export { evaluate, evaluateCondition } from './evaluate.ts';
export { interpolate, interpolateForDisplay, resolveObject, resolveValue, stringsIn } from './interpolate.ts';
export { DEFAULT_LIMITS } from './limits.ts';
export type { ExprLimits } from './limits.ts';
export { FORBIDDEN_NAMES } from './path.ts';
export type { Reference } from './path.ts';
export { toBoolean, toNumber } from './values.ts';
export { collectReferences, validateExpression, validateTemplate } from './validate.ts';
export type { ValidateOptions } from './validate.ts';
