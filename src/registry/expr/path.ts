/** `${scope.path}` references: parsing one placeholder, and the safe lookup behind it (seed 002 §6.2.2 getByPath). */
import { ExprError } from './errors.ts';
import type { ExprLimits } from './limits.ts';

/** One `${…}` occurrence. `start` is the offset of `$`, `end` the offset just after `}`. */
export interface Reference {
  /** First segment: `params`, `env`, `selectors`, `steps`, `vars`, `secrets` (or any root key at run time). */
  scope: string;
  /** The whole dotted path as written, without whitespace: `steps.find.ref`. */
  path: string;
  /** `path` split on dots, scope included; numeric segments index arrays (`steps.rows.0`). */
  segments: readonly string[];
  start: number;
  end: number;
}

/**
 * Property names that lead to prototypes. Lookup only follows own properties of plain data, so
 * they are unreachable anyway; rejecting them up front makes the intent an error, not a silent "".
 */
export const FORBIDDEN_NAMES: ReadonlySet<string> = new Set([
  '__proto__', 'constructor', 'prototype', '__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__',
]);

/** Parses the placeholder starting at `source[start] === '$'`, `source[start + 1] === '{'`. */
export function parsePlaceholder(source: string, start: number, limits: ExprLimits): Reference {
  const segments: string[] = [];
  let at = skipSpace(source, start + 2);
  for (;;) {
    SEGMENT.lastIndex = at;
    const match = SEGMENT.exec(source);
    if (!match) throw unexpected(source, start, at, segments.length === 0 ? 'a variable path' : 'a path segment after "."');
    const name = match[0];
    if (FORBIDDEN_NAMES.has(name)) {
      throw new ExprError('EXPR_SECURITY', `"${name}" may not be used in a variable path`, source, at, at + name.length);
    }
    segments.push(name);
    if (segments.length > limits.maxPathSegments) {
      throw new ExprError('EXPR_LIMIT', `variable path has more than ${limits.maxPathSegments} segments (maxPathSegments)`, source, at, at + name.length);
    }
    at += name.length;
    if (source[at] !== '.') break;
    at += 1;
  }
  at = skipSpace(source, at);
  if (source[at] !== '}') throw unexpected(source, start, at, '"}"');
  return { scope: segments[0], path: segments.join('.'), segments, start, end: at + 1 };
}

/**
 * The value at `segments` in `root`, following own data properties of plain objects and arrays
 * only. A missing key, or a step into a primitive, gives `undefined` (seed 002 §6.2.2). A step
 * into, or a result that is, a function, symbol, class instance or getter is an EXPR_TYPE error:
 * no host object leaves the sandbox and no function of the context is ever invoked.
 */
export function lookup(root: unknown, ref: Reference, source: string): unknown {
  let current: unknown = root;
  for (const key of ref.segments) {
    if (current === null || (typeof current !== 'object' && typeof current !== 'function')) return undefined;
    if (!isPlainContainer(current)) throw notData(ref, source, current);
    const property = Object.getOwnPropertyDescriptor(current, key);
    if (!property) return undefined;
    if (!('value' in property)) throw new ExprError('EXPR_TYPE', `"${ref.path}" reads an accessor, not plain data`, source, ref.start, ref.end);
    current = property.value;
  }
  if (!isData(current)) throw notData(ref, source, current);
  return current;
}

/** Primitives other than symbols, arrays and plain objects. */
export function isData(value: unknown): boolean {
  if (typeof value === 'function' || typeof value === 'symbol') return false;
  return typeof value !== 'object' || value === null || isPlainContainer(value);
}

/** Arrays and objects whose prototype is `Object.prototype` or `null`: data, not behaviour. */
export function isPlainContainer(value: object): boolean {
  // `process.env` has its own prototype but is a string map; callers pass it as the `env` scope.
  if (Array.isArray(value) || value === globalThis.process?.env) return true;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

// Unicode letters, digits and marks, `_` and `-` (selector aliases such as `submit-btn`); no `$`,
// so `${${a}}` cannot read as a path.
const SEGMENT = /[\p{L}\p{N}\p{M}_-]+/uy;

function skipSpace(source: string, at: number): number {
  while (at < source.length && /\s/.test(source[at])) at += 1;
  return at;
}

function unexpected(source: string, start: number, at: number, wanted: string): ExprError {
  if (at >= source.length) return new ExprError('EXPR_SYNTAX', 'unterminated "${": expected "}"', source, start, start + 2);
  const char = String.fromCodePoint(source.codePointAt(at)!);
  const isComparison = char === '=' && source[at + 1] === '=';
  const forbidden = isComparison ? undefined : PLACEHOLDER_FORBIDDEN[char];
  if (forbidden) return new ExprError('EXPR_SECURITY', `${forbidden} inside "\${…}"; only a variable path is allowed`, source, at, at + char.length);
  return new ExprError('EXPR_SYNTAX', `expected ${wanted} inside "\${…}", found "${char}"`, source, at, at + char.length);
}

const PLACEHOLDER_FORBIDDEN: Readonly<Record<string, string>> = {
  '(': 'a call',
  '[': 'computed member access (write an index as a segment: "rows.0")',
  '{': 'an object literal or nested "${"',
  '$': 'a nested "${"',
  '`': 'a template literal',
  '=': 'an assignment',
};

function notData(ref: Reference, source: string, value: unknown): ExprError {
  const kind = typeof value === 'object' ? (value as object).constructor?.name ?? 'object' : typeof value;
  return new ExprError('EXPR_TYPE', `"${ref.path}" leads to a ${kind}, not plain data`, source, ref.start, ref.end);
}
