/** Diagnostics: findings about definition files and action calls, with stable codes and file:line:column. */
import type { SourceLocation } from './types.ts';
import type { DiagnosticCode } from '../common/codes.ts';
import { formatError } from '../common/format.ts';

export type Severity = 'error' | 'warning' | 'info';

export { DIAGNOSTIC_CODES, type DiagnosticCode } from '../common/codes.ts';

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
  return formatError({ ...d, prefix: d.severity });
}
