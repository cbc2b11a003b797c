/** Diagnostics: findings about definition files and action calls, with stable codes and file:line:column. */
import type { SourceLocation } from './types.ts';

export type Severity = 'error' | 'warning' | 'info';

export const DIAGNOSTIC_CODES = [
  'YAML_PARSE_ERROR',
  'SCHEMA_INVALID',
  'DEFAULT_TYPE_MISMATCH',
  'UNKNOWN_STEP_ACTION',
  'STEP_ARGS_INVALID',
  'EXPRESSION_INVALID',
  'UNKNOWN_SCOPE',
  'UNKNOWN_SELECTOR',
  'UNKNOWN_OUTPUT',
  'UNKNOWN_VARIABLE',
  'CIRCULAR_REFERENCE',
  'RUN_TARGET_MISSING',
  'VERSION_PATTERN_INVALID',
  'MAX_STEPS_EXCEEDED',
  'EXTENDS_NOT_FOUND',
  'EXTENDS_CYCLE',
  'ACTION_CONFLICT',
  'ACTION_OVERRIDDEN',
  'DEPRECATED',
  'ALIAS_TARGET_MISSING',
  'FILE_SKIPPED',
  'READ_FAILED',
  'SOURCE_MISSING',
  'PACKAGE_NOT_FOUND',
  'ACTION_NOT_FOUND',
  'PARAM_REQUIRED',
  'PARAM_INVALID',
  'PARAM_UNKNOWN',
] as const;

export type DiagnosticCode = (typeof DIAGNOSTIC_CODES)[number];

/** One finding about a definition file or an action call; errors from files carry a location. */
export interface Diagnostic {
  code: DiagnosticCode;
  severity: Severity;
  message: string;
  location?: SourceLocation;
  /** Full name of the action concerned. */
  action?: string;
  /** Nearest names, for unknown actions and params. */
  suggestions?: string[];
}

/** `file:line:column severity CODE: message`, the way every diagnostic is printed. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = d.location ? `${d.location.file}:${d.location.line}:${d.location.column} ` : '';
  const hint = d.suggestions?.length ? ` (did you mean ${d.suggestions.join(', ')}?)` : '';
  return `${where}${d.severity} ${d.code}: ${d.message}${hint}`;
}
