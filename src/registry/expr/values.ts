/** Type rules of the evaluator (seed 002 §6.2.6) and how a value renders inside a string. */
import { ExprError } from './errors.ts';
import { isData, type Reference } from './path.ts';

/** Seed 002 §6.2.6: `Boolean(value)`. So the string "false" is true; typed params convert first. */
export function toBoolean(value: unknown): boolean {
  return Boolean(value);
}

/** Seed 002 §6.2.6: numbers as they are, strings `parseFloat(value) || 0`, anything else 0. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return Number.parseFloat(value) || 0;
  return 0;
}

/**
 * How a value appears inside a template: missing and null as "" (seed 002 §8.2), strings as they
 * are, numbers and booleans as JavaScript prints them, arrays and objects as JSON.
 */
export function renderValue(value: unknown, ref: Reference, source: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return stringifyData(value, new Set(), () => new ExprError('EXPR_TYPE', `"${ref.path}" cannot be rendered as text`, source, ref.start, ref.end));
}

/**
 * JSON of plain data, written by hand because `JSON.stringify` calls `toJSON` and getters, and the
 * sandbox never runs a function of the context. Cycles and non-data values are errors.
 */
function stringifyData(value: unknown, ancestors: Set<object>, error: () => ExprError): string {
  if (value === null) return 'null';
  if (typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'bigint') return JSON.stringify(String(value));
  if (typeof value !== 'object' || !isData(value) || ancestors.has(value)) throw error();
  ancestors.add(value);
  const entries: string[] = [];
  const keys = Array.isArray(value) ? Array.from({ length: value.length }, (_, index) => String(index)) : Object.keys(value);
  for (const key of keys) {
    // A hole in an array has no descriptor and prints as null, like JSON.stringify.
    const property = Object.getOwnPropertyDescriptor(value, key) ?? { value: undefined };
    if (!('value' in property)) throw error();
    if (property.value === undefined) {
      if (Array.isArray(value)) entries.push('null');
      continue;
    }
    const item = stringifyData(property.value, ancestors, error);
    entries.push(Array.isArray(value) ? item : `${JSON.stringify(key)}:${item}`);
  }
  ancestors.delete(value);
  return Array.isArray(value) ? `[${entries.join(',')}]` : `{${entries.join(',')}}`;
}
