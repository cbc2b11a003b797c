/** Core types of the action registry (seed 002 §5.2.1), adapted to specwright's tools and diagnostics. */
import type { ToolError } from '../common/result.ts';
import type { ActionErrorCode } from '../common/codes.ts';
import type { Location } from '../common/location.ts';

export type ParamType = 'string' | 'number' | 'boolean' | 'enum' | 'array' | 'object';

export interface ActionParam {
  type: ParamType;
  description: string;
  required: boolean;
  default?: unknown;
  /** Allowed values of an `enum` param. */
  values?: string[];
  /** Shown as `***` in traces, errors, CLI output and reports. */
  secret?: boolean;
}

export type OnError = 'continue' | 'abort' | 'fallback';

export interface ActionStep {
  action: string;
  args: Record<string, unknown>;
  when?: string;
  output?: string;
  timeout?: number;
  retry?: number;
  /** Milliseconds between retries; 1000 when absent. */
  retryDelay?: number;
  onError?: OnError;
  fallback?: ActionStep[];
}

export interface VerifyCondition {
  condition: string;
  message: string;
}

/** A selector alias: one selector, or a primary with fallbacks tried in order (seed 002 §6.6). */
export type SelectorDefinition = string | { primary: string; fallback: string[] };

export interface VersionOverride {
  selectors?: Record<string, SelectorDefinition>;
}

/** How the page tells its component-library version (seed 002 §6.5.2), tried in this order. */
export interface VersionDetection {
  /** A selector whose text (or `content`/`value`) is the version. */
  versionSelector?: string;
  /** A JavaScript expression evaluated in the page. */
  versionScript?: string;
  /** The `name` of a `<meta>` whose `content` is the version. */
  versionMeta?: string;
}

export interface ActionCompatibility extends VersionDetection {
  minVersion?: string;
  maxVersion?: string;
  versionOverrides?: Record<string, VersionOverride>;
}

/** A location in a definition file. */
export type SourceLocation = Location;

export interface ActionDefinition {
  /** `component:action`, e.g. `dialog:open`. */
  name: string;
  namespace: string;
  /** `namespace:component:action`. */
  fullName: string;
  description: string;
  since?: string;
  deprecated?: boolean;
  deprecatedMessage?: string;
  aliasOf?: string;
  params: Record<string, ActionParam>;
  steps: ActionStep[];
  returns: Record<string, string>;
  verify?: VerifyCondition[];
  /** Keywords for `action search`, besides name and description. */
  tags?: string[];
  sourcePath: string;
  /** Where the action's key is in its file. */
  location?: SourceLocation;
}

export interface NamespaceDefinition {
  namespace: string;
  version: string;
  description: string;
  extends?: string[];
  compatibility?: ActionCompatibility;
  selectors: Record<string, SelectorDefinition>;
  actions: Record<string, ActionDefinition>;
  sourcePath: string;
}

export { ACTION_ERROR_CODES, type ActionErrorCode } from '../common/codes.ts';

export interface ActionError {
  code: ActionErrorCode;
  message: string;
  /** Full name of the action that failed (the innermost one for nested `run`s). */
  action: string;
  /** 1-based index of the failing step. */
  step?: number;
  stepAction?: string;
  details?: Record<string, unknown>;
  suggestion?: string;
  /** The tool's own error when a browser step failed: keeps `ASSERTION_FAILED` retriable. */
  cause?: ToolError;
  /** Where the failing step is written. */
  location?: SourceLocation;
}

export interface ActionResult {
  success: boolean;
  data?: Record<string, unknown>;
  error?: ActionError;
  /** Per-step record (always kept; printed in debug mode). */
  trace: StepTrace[];
  warnings: string[];
  durationMs: number;
  /** In dry-run mode: what would run, nothing touched. */
  plan?: PlannedStep[];
}

export type StepStatus = 'ok' | 'skipped' | 'failed' | 'recovered' | 'continued' | 'planned';

export interface StepTrace {
  /** `1`, `2.1` (second action's first nested step), `3/fallback.1` ... */
  path: string;
  action: string;
  /** Full name of the action this step belongs to. */
  owner: string;
  depth: number;
  /** Arguments after interpolation, secrets shown as `***`. */
  args: Record<string, unknown>;
  when?: string;
  status: StepStatus;
  attempts: number;
  usedFallback?: boolean;
  output?: unknown;
  durationMs: number;
  error?: { code: string; message: string };
  /** On failure: the context variables, secrets masked (seed 002 §4.4.4 "Context Dump"). */
  context?: Record<string, unknown>;
}

export interface PlannedStep {
  path: string;
  action: string;
  owner: string;
  args: Record<string, unknown>;
  /** `true`/`false` when the condition could be decided without running, `unknown` otherwise. */
  when?: { expression: string; value: boolean | 'unknown' };
  selector?: { alias: string; candidates: string[] };
}

// Diagnostics live in their own file; re-exported so `types.ts` stays the one import for registry types.
export * from './diagnostics.ts';
