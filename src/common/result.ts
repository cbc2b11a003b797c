/** The ToolResult contract (DESIGN.md §6): every tool returns a value, never throws. */

import type { ToolErrorCode } from './codes.ts';

export { TOOL_ERROR_CODES, type ToolErrorCode } from './codes.ts';

export interface ToolError {
  code: ToolErrorCode;
  message: string;
  retriable: boolean;
  /** The cleaned selector or target description the tool used. */
  selector?: string;
  /** The selector exactly as it was given, before sanitizeSelector. */
  originalSelector?: string;
  /** What was found instead, candidates tried, etc. Small and serializable. */
  evidence?: unknown;
}

export type ToolResult<T = unknown> = { ok: true; data: T } | { ok: false; error: ToolError };

/** Codes a caller may retry (wait, re-locate) without changing what it asks for. */
const RETRIABLE: ReadonlySet<ToolErrorCode> = new Set<ToolErrorCode>([
  'ELEMENT_NOT_FOUND', 'NOT_VISIBLE', 'NOT_EDITABLE', 'NOT_ENABLED', 'TIMEOUT', 'ELEMENT_DETACHED', 'ASSERTION_FAILED', 'AMBIGUOUS_TARGET',
]);

export function ok<T>(data: T): ToolResult<T> {
  return { ok: true, data };
}

export function fail<T = never>(code: ToolErrorCode, message: string, extra: Partial<Omit<ToolError, 'code' | 'message'>> = {}): ToolResult<T> {
  return { ok: false, error: { code, message, retriable: extra.retriable ?? RETRIABLE.has(code), ...omitUndefined(extra) } };
}

/** The same error under another code (a missing element is a failed assertion, or a wait's timeout); retriable. */
export function recode<T = never>(error: ToolError, code: ToolErrorCode): ToolResult<T> {
  return { ok: false, error: { ...error, code, retriable: true } };
}

export function isRetriable(code: ToolErrorCode): boolean {
  return RETRIABLE.has(code);
}

function omitUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
