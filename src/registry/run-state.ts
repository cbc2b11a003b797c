/** State shared by one action execution: options, limits, trace, secrets, selector cache. */
import type { RegistryDriver } from './driver.ts';
import type { ExecutionLimits } from './limits.ts';
import type { Redactor } from './redact.ts';
import type { ActionRegistry } from './registry.ts';
import type { SelectorCache } from './selectors.ts';
import type { ActionDefinition, ActionError, ActionErrorCode, PlannedStep, SelectorDefinition, SourceLocation, StepStatus, StepTrace } from './types.ts';
import type { Scope } from './vars.ts';

/** What the caller's hook learns about each registry step before it runs. */
export interface StepInfo {
  /** `1`, `2.3` (nested run), `1/fallback.1`. */
  path: string;
  /** 1-based index within its action. */
  index: number;
  action: string;
  /** Full name of the action the step belongs to. */
  owner: string;
  /** 0 for the called action, 1 for an action it runs, … */
  depth: number;
  /** A short title with secrets masked, e.g. `fill css:#user "standard_user"`. */
  title: string;
  args: Record<string, unknown>;
  location?: SourceLocation;
}

export interface ActionStepOutcome {
  status: StepStatus;
  output?: unknown;
  error?: ActionError;
}

/** Wraps each step, e.g. `(info, run) => test.step(info.title, run)`. Must call `run` once and return its result. */
export type StepHook = (info: StepInfo, run: () => Promise<ActionStepOutcome>) => Promise<ActionStepOutcome>;

export interface ExecuteOptions {
  /** Resolve params, versions and templates and list the steps; call nothing on the page. */
  dryRun?: boolean;
  /** Log every step with inputs, outputs and durations through `log` (seed 002 §4.4.4). */
  debug?: boolean;
  /** Where debug lines go (default: nowhere; the CLI prints them). */
  log?: (line: string) => void;
  onStep?: StepHook;
  /** The `env` scope; default process.env. */
  env?: Record<string, string | undefined>;
  /** The spec's `vars` scope. */
  vars?: Record<string, unknown>;
  /** The `secrets` scope; every value is masked wherever it appears. */
  secrets?: Record<string, string | undefined>;
  limits?: Partial<ExecutionLimits>;
  /** Page version to assume instead of detecting it (also used by dry runs). */
  version?: string;
  /** Detect the page version when a namespace says how (default true). */
  detectVersion?: boolean;
  /** Shared across calls so resolved selector fallbacks are reused; one per registry by default. */
  selectorCache?: SelectorCache;
}

export interface RunState {
  registry: ActionRegistry;
  driver: RegistryDriver | undefined;
  options: ExecuteOptions;
  limits: ExecutionLimits;
  deadline: number;
  redactor: Redactor;
  trace: StepTrace[];
  plan: PlannedStep[];
  warnings: string[];
  cache: SelectorCache;
  /** Detected page version per namespace, once per execution. */
  versions: Map<string, string | null>;
  log: (line: string) => void;
}

/** One action being executed. */
export interface Frame {
  action: ActionDefinition;
  scope: Scope;
  secretParams: Set<string>;
  selectors: Record<string, SelectorDefinition>;
  depth: number;
  /** Steps executed so far in this action, fallbacks included. */
  executed: number;
}

export type Outcome<T = unknown> = { ok: true; data: T } | { ok: false; error: ActionError };

export function actionError(code: ActionErrorCode, message: string, action: string, extra: Partial<ActionError> = {}): ActionError {
  return { code, message, action, ...extra };
}
