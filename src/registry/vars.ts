/** The registry's one door to src/registry/expr: scopes, typed interpolation, conditions, display masking. */
import {
  collectReferences, evaluateCondition, interpolateForDisplay, isExprError, resolveObject, resolveValue as exprResolveValue,
  validateExpression, validateTemplate,
} from './expr/index.ts';
import { MASK } from './redact.ts';

/** Variable scopes of seed 002 §4.4.3, plus the spec's `vars` and `secrets` (DESIGN.md §4). */
export const SCOPES = ['params', 'env', 'selectors', 'steps', 'vars', 'secrets'] as const;

export interface Scope {
  params: Record<string, unknown>;
  env: Record<string, string | undefined>;
  /** Alias → primary selector string (fallbacks are handled when a step's selector is one alias). */
  selectors: Record<string, string>;
  steps: Record<string, unknown>;
  vars: Record<string, unknown>;
  secrets: Record<string, string | undefined>;
}

export interface ExprProblem {
  code: string;
  message: string;
  /** Offset in the template or expression. */
  position: number;
}

/** A template that is exactly one `${…}` keeps the value's type; anything else becomes a string. Throws ExprError. */
export function resolveValue(template: string, scope: Scope): unknown {
  return exprResolveValue(template, { ...scope });
}

/** Interpolates every string inside plain data, keeping single-reference types. Throws ExprError. */
export function resolveDeep<T>(value: T, scope: Scope): T {
  return resolveObject(value, { ...scope });
}

/**
 * An `eval` script: every `${…}` becomes a JSON literal (`"O'Brien"`, `3`, `null`), so a value can
 * never become code in the page (seed 002 §4.4.8.1 expression injection). Throws ExprError.
 */
export function resolveScript(script: string, scope: Scope): string {
  let out = '';
  let at = 0;
  for (const ref of collectReferences(script)) {
    out += script.slice(at, ref.start) + (JSON.stringify(exprResolveValue(script.slice(ref.start, ref.end), { ...scope })) ?? 'null');
    at = ref.end;
  }
  return out + script.slice(at);
}

/** Throws ExprError. */
export function condition(expression: string, scope: Scope): boolean {
  return evaluateCondition(expression, { ...scope });
}

/**
 * Plain data as it may be shown: every string template rendered with `secrets.*`, `env.*` (seed 002
 * §4.4.7: env values are never logged) and secret params as `***`. Never throws.
 */
export function displayDeep(value: unknown, scope: Scope, secretParams: Iterable<string>): unknown {
  const secretPaths = ['env', ...[...secretParams].map(p => `params.${p}`)];
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      try {
        return interpolateForDisplay(v, { ...scope }, { secretPaths, mask: MASK });
      } catch {
        return v;
      }
    }
    if (Array.isArray(v))
      return v.map(walk);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value);
}

/** Problems in a `when`/`verify` expression; unknown scopes included. */
export function checkExpression(expression: string): ExprProblem[] {
  return validateExpression(expression, { knownScopes: SCOPES }).map(toProblem);
}

/** Problems in a template string (a step argument, a `returns` value). */
export function checkTemplate(template: string): ExprProblem[] {
  return validateTemplate(template, { knownScopes: SCOPES }).map(toProblem);
}

/** `${scope.path}` references in a template or expression, with offsets; none when malformed. */
export function references(text: string): Array<{ scope: string; segments: readonly string[]; start: number; end: number }> {
  try {
    return collectReferences(text);
  } catch {
    return [];
  }
}

/** A run-time expression failure as a message, or undefined when `error` is something else. */
export function exprMessage(error: unknown): string | undefined {
  return isExprError(error) ? `${error.code}: ${error.message} in ${JSON.stringify(error.source)}` : undefined;
}

function toProblem(error: { code: string; message: string; position: number }): ExprProblem {
  return { code: error.code, message: error.message, position: error.position };
}
