/** Every error code specwright reports, in one closed union grouped by the layer that raises it. */

/** Reading and planning spec files (compile time); each error names `file:line:column`. */
export const SPEC_ERROR_CODES = [
  'SPEC_READ_FAILED',
  'SPEC_FRONT_MATTER_INVALID',
  'SPEC_YAML_SYNTAX',
  'SPEC_SCHEMA_INVALID',
  'SPEC_NO_SCENARIOS',
  'SPEC_EMPTY_SCENARIO',
  'SPEC_INCLUDE_NOT_FOUND',
  'SPEC_INCLUDE_CYCLE',
  'SPEC_SEED_UNSUPPORTED',
  'SPEC_VAR_UNDEFINED',
  'STEP_UNPARSED',
  'STEP_INVALID',
  'TARGET_INVALID',
  'ACTION_UNKNOWN',
  'ACTION_PARAMS_INVALID',
] as const;

/** Browser tools and the run-time step pipeline (DESIGN.md §6): the codes of a ToolResult. */
export const TOOL_ERROR_CODES = [
  'INVALID_INPUT',
  'ELEMENT_NOT_FOUND',
  'AMBIGUOUS_TARGET',
  'NOT_VISIBLE',
  'NOT_EDITABLE',
  'NOT_ENABLED',
  'TIMEOUT',
  'NAVIGATION_FAILED',
  /** A navigation to a URL that is not http(s) or about:blank (`javascript:`, `file:`, `data:` …). */
  'NAVIGATION_REFUSED',
  'TARGET_CLOSED',
  'ELEMENT_DETACHED',
  'PAGE_CRASHED',
  'SCRIPT_ERROR',
  'ASSERTION_FAILED',
  'DOMAIN_BLOCKED',
  'SENSITIVE_ACTION_BLOCKED',
  /** A saved browser profile that cannot be read or written (corrupt JSON, not a storage state, a disk error); names the file. */
  'PROFILE_INVALID',
  'BUDGET_EXCEEDED',
  'LLM_UNAVAILABLE',
  'LLM_BAD_RESPONSE',
  // Registry codes a tool call can end with (seed 002 §5.2.1).
  'ACTION_NOT_FOUND',
  'PARAM_REQUIRED',
  'PARAM_INVALID',
  'STEP_FAILED',
  'VERSION_INCOMPATIBLE',
  'VERIFY_FAILED',
  'MAX_DEPTH_EXCEEDED',
  'INTERNAL_ERROR',
] as const;

/** Running a registry action (seed 002 §5.2.1, plus the step budget and run-time expression errors). */
export const ACTION_ERROR_CODES = [
  'ACTION_NOT_FOUND',
  'PARAM_REQUIRED',
  'PARAM_INVALID',
  'ELEMENT_NOT_FOUND',
  'TIMEOUT',
  'STEP_FAILED',
  'VERSION_INCOMPATIBLE',
  'VERIFY_FAILED',
  'MAX_DEPTH_EXCEEDED',
  'MAX_STEPS_EXCEEDED',
  'EXPRESSION_ERROR',
] as const;

/** Findings about registry definition files and action calls. */
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

/** The registry's safe expression language (seed 002 §4.4.8). */
export const EXPR_ERROR_CODES = [
  /** Malformed source: unterminated string or `${`, unexpected token, bad escape or number. */
  'EXPR_SYNTAX',
  /** An operator outside the whitelist (seed 002 §4.4.8.2.1): `===`, `+`, `?:`, `??` … */
  'EXPR_OPERATOR',
  /** A construct the sandbox forbids: calls, object/array literals, assignment, `__proto__` … */
  'EXPR_SECURITY',
  /** A documented limit was exceeded (length, tokens, AST depth, path segments, references). */
  'EXPR_LIMIT',
  /** A variable resolved to something that is not plain data (function, symbol, class instance). */
  'EXPR_TYPE',
  /** A `${scope.…}` reference names a scope the caller does not know (validation only). */
  'EXPR_SCOPE',
] as const;

export type SpecErrorCode = (typeof SPEC_ERROR_CODES)[number];
export type ToolErrorCode = (typeof TOOL_ERROR_CODES)[number];
export type ActionErrorCode = (typeof ACTION_ERROR_CODES)[number];
export type DiagnosticCode = (typeof DIAGNOSTIC_CODES)[number];
export type ExprErrorCode = (typeof EXPR_ERROR_CODES)[number];

/** Any code specwright reports. */
export type ErrorCode = SpecErrorCode | ToolErrorCode | ActionErrorCode | DiagnosticCode | ExprErrorCode;
