/** Static checks for the registry validator's semantic layer (seed 002 §6.1.5): all errors, with offsets. */
import { DEFAULT_SCOPES, type ExprOptions } from './context.ts';
import { ExprError, isExprError } from './errors.ts';
import { resolveLimits } from './limits.ts';
import { parseExpression } from './parser.ts';
import type { Reference } from './path.ts';
import { collectReferences as collect, parseTemplate } from './template.ts';

export interface ValidateOptions extends ExprOptions {
  /** Scopes a `${scope.…}` may name; defaults to `DEFAULT_SCOPES`. */
  knownScopes?: readonly string[];
}

/** Problems in a `when:`/`verify` condition: syntax, operators, security, limits, unknown scopes. */
export function validateExpression(expr: string, options: ValidateOptions = {}): ExprError[] {
  const limits = resolveLimits(options.limits);
  const errors: ExprError[] = [];
  try {
    parseExpression(expr, limits);
  } catch (error) {
    if (!isExprError(error)) throw error;
    errors.push(error);
  }
  return finish(expr, errors, options);
}

/** Problems in a template such as a step argument: placeholder syntax, security, limits, unknown scopes. */
export function validateTemplate(template: string, options: ValidateOptions = {}): ExprError[] {
  const limits = resolveLimits(options.limits);
  const errors: ExprError[] = [];
  try {
    parseTemplate(template, limits, error => errors.push(error));
  } catch (error) {
    if (!isExprError(error)) throw error;
    errors.push(error);
  }
  return finish(template, errors, options);
}

/**
 * Every `${…}` in a template or expression, in order (inside an expression's string literals too).
 * @throws ExprError on a malformed placeholder; run `validate*` first on untrusted sources.
 */
export function collectReferences(source: string, options: ExprOptions = {}): Reference[] {
  return collect(source, resolveLimits(options.limits));
}

/** Adds scope errors for every well-formed reference, even after a syntax error, so one run lists them all. */
function finish(source: string, errors: ExprError[], options: ValidateOptions): ExprError[] {
  const known = new Set(options.knownScopes ?? DEFAULT_SCOPES);
  const unbounded = { ...resolveLimits(options.limits), maxLength: Number.POSITIVE_INFINITY, maxReferences: Number.POSITIVE_INFINITY };
  const parts = parseTemplate(source, unbounded, () => {});
  for (const part of parts) {
    if (part.kind !== 'ref' || known.has(part.ref.scope)) continue;
    const { ref } = part;
    const message = `unknown variable scope "${ref.scope}" in "\${${ref.path}}"; known scopes: ${[...known].join(', ')}`;
    errors.push(new ExprError('EXPR_SCOPE', message, source, ref.start, ref.end));
  }
  return dedupe(errors).sort((a, b) => a.position - b.position);
}

function dedupe(errors: ExprError[]): ExprError[] {
  const seen = new Set<string>();
  return errors.filter(error => {
    const key = `${error.code}:${error.position}:${error.end}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
