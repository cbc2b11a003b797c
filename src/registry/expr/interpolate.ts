/** Variable interpolation (seed 002 §6.2.2): templates to strings, typed raw values, display with secrets masked. */
import { DEFAULT_MASK, isSecretReference, type DisplayOptions, type ExprContext, type ExprOptions } from './context.ts';
import { ExprError } from './errors.ts';
import { resolveLimits } from './limits.ts';
import { lookup, type Reference } from './path.ts';
import { parseTemplate, type TemplatePart } from './template.ts';
import { renderValue } from './values.ts';

/**
 * Replaces every `${scope.path}` in `template`. Missing values give "" (seed 002 §8.2). One pass:
 * a value that itself contains `${…}` is inserted as text and never expanded.
 * @throws ExprError
 */
export function interpolate(template: string, ctx: ExprContext, options: ExprOptions = {}): string {
  return render(parseTemplate(template, resolveLimits(options.limits)), template, ref => lookup(ctx, ref, template));
}

/**
 * Like `interpolate`, but a template that is exactly one `${…}` gives the raw value (a number stays
 * a number, a missing value is `undefined`), so typed params and `run` arguments keep their type.
 * @throws ExprError
 */
export function resolveValue(template: string, ctx: ExprContext, options: ExprOptions = {}): unknown {
  const parts = parseTemplate(template, resolveLimits(options.limits));
  const only = parts.length === 1 ? parts[0] : undefined;
  if (only?.kind === 'ref' && only.ref.start === 0 && only.ref.end === template.length) return lookup(ctx, only.ref, template);
  return render(parts, template, ref => lookup(ctx, ref, template));
}

/**
 * `resolveValue` applied to every string inside arrays and plain objects (seed 002 §6.2.8
 * resolveObject); keys are left as written, other values are returned as they are.
 * @throws ExprError
 */
export function resolveObject<T>(value: T, ctx: ExprContext, options: ExprOptions = {}): T {
  return resolveDeep(value, ctx, options, new Set()) as T;
}

/** Every string inside a value (arrays and plain objects walked): the templates `resolveObject` would resolve. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string')
    return [value];
  if (Array.isArray(value))
    return value.flatMap(stringsIn);
  if (value && typeof value === 'object')
    return Object.values(value).flatMap(stringsIn);
  return [];
}

/**
 * The template as logs, reports and the LLM may see it: secret references render as `***`
 * (seed 002 §4.4.7). Use `interpolate` for the value actually typed into the page.
 * @throws ExprError
 */
export function interpolateForDisplay(template: string, ctx: ExprContext, options: DisplayOptions = {}): string {
  const mask = options.mask ?? DEFAULT_MASK;
  return render(parseTemplate(template, resolveLimits(options.limits)), template, ref =>
    isSecretReference(ref, options.secretPaths) ? mask : lookup(ctx, ref, template),
  );
}

function render(parts: readonly TemplatePart[], source: string, read: (ref: Reference) => unknown): string {
  let out = '';
  for (const part of parts) out += part.kind === 'text' ? part.text : renderValue(read(part.ref), part.ref, source);
  return out;
}

function resolveDeep(value: unknown, ctx: ExprContext, options: ExprOptions, ancestors: Set<object>): unknown {
  if (typeof value === 'string') return resolveValue(value, ctx, options);
  if (typeof value !== 'object' || value === null) return value;
  if (ancestors.has(value)) throw new ExprError('EXPR_TYPE', 'cannot resolve a cyclic structure', '', 0, 0);
  const isArray = Array.isArray(value);
  if (!isArray && !isPlainObject(value)) return value;
  ancestors.add(value);
  const out = isArray
    ? value.map(item => resolveDeep(item, ctx, options, ancestors))
    : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveDeep(item, ctx, options, ancestors)]));
  ancestors.delete(value);
  return out;
}

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
