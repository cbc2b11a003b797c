/** Expression errors: a closed set of codes, each carrying the offset range it is about. */
import type { ExprErrorCode } from '../../common/codes.ts';

export { EXPR_ERROR_CODES, type ExprErrorCode } from '../../common/codes.ts';

/**
 * Thrown by `interpolate`/`evaluate*`, returned by `validate*`. `position`/`end` are UTF-16
 * offsets into `source`, so a caller holding the YAML node can map them to `file:line:column`.
 */
export class ExprError extends Error {
  override readonly name = 'ExprError';
  readonly code: ExprErrorCode;
  readonly position: number;
  readonly end: number;
  readonly source: string;

  constructor(code: ExprErrorCode, message: string, source: string, position: number, end = position + 1, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
    this.source = source;
    this.position = clamp(position, 0, source.length);
    this.end = clamp(Math.max(end, this.position), this.position, source.length);
  }
}

export function isExprError(value: unknown): value is ExprError {
  return value instanceof ExprError;
}

/** One line for logs: code, message, then the source with a caret under the offending range. */
export function formatExprError(error: ExprError): string {
  const { line, column, lineText } = locate(error.source, error.position);
  const width = Math.max(1, Math.min(error.end, error.position + lineText.length - column + 1) - error.position);
  const caret = ' '.repeat(column - 1) + '^'.repeat(width);
  return `${error.code} at ${line}:${column}: ${error.message}\n  ${lineText}\n  ${caret}`;
}

/** 1-based line and column of an offset, for callers that map expression offsets into a file. */
export function offsetToLineColumn(source: string, offset: number): { line: number; column: number } {
  const { line, column } = locate(source, offset);
  return { line, column };
}

function locate(source: string, offset: number): { line: number; column: number; lineText: string } {
  const at = clamp(offset, 0, source.length);
  const lineStart = source.lastIndexOf('\n', at - 1) + 1;
  const lineEnd = source.indexOf('\n', at);
  const line = source.slice(0, lineStart).split('\n').length;
  return { line, column: at - lineStart + 1, lineText: source.slice(lineStart, lineEnd === -1 ? undefined : lineEnd) };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
