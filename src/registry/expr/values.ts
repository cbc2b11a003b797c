/** Type rules of the evaluator (seed 002 §6.2.6) and how a value renders inside a string. */
import { ExprError } from './errors.ts';
import type { Reference } from './path.ts';

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
  try {
    return JSON.stringify(value) ?? '';
  } catch (cause) {
    // Cycles, or BigInt nested in an object.
    throw new ExprError('EXPR_TYPE', `"${ref.path}" cannot be rendered as text`, source, ref.start, ref.end, { cause });
  }
}
