/** The Spec model every format parses into (DESIGN.md §4); pure data with source positions. */

import type { Location } from '../common/location.ts';
import type { SpecErrorCode } from '../common/codes.ts';
import { formatError } from '../common/format.ts';

export type { Location } from '../common/location.ts';

export type SpecFormat = 'markdown' | 'autoqa' | 'plan' | 'yaml';

/** A structured YAML step, mapped 1:1 to a StepPlan by src/steps. */
export type StructuredStep = Record<string, unknown>;

export interface SpecStep {
  /** The user's own words (for a structured step, a readable rendering of it). It is the test.step title. */
  text: string;
  location: Location;
  /** Present for YAML structured steps (`click: {...}`, `run: ns:action`, ...). */
  structured?: StructuredStep;
  /** Set on assertion steps that came from a planner `- expect:` bullet or `**Expected Results:**`. */
  expectation?: boolean;
  /** For steps pulled in by `include:`, where the include step was. */
  includedFrom?: Location;
  /**
   * Marked `(Optional)` (the marker is not in `text`): the runtime runs it and, when its action fails, reports it
   * skipped with a warning. Never for an assertion: a failed check fails the test.
   */
  optional?: true;
  /**
   * A check whose sentence ends with a colon and lists its criteria as nested bullets ("Verify the overview shows:"
   * then "- Total: $10"): every criterion is an assertion (each has `expectation: true`), and the step passes only
   * when all of them do. The step's own `text` is the title, not a check of its own.
   */
  criteria?: SpecStep[];
}

export interface Scenario {
  name: string;
  location: Location;
  tags: string[];
  steps: SpecStep[];
  /** Planner group (`### 1. Group`) the scenario belongs to, if any. */
  group?: string;
}

export type Severity = 'blocker' | 'critical' | 'normal' | 'minor' | 'trivial';

export interface Spec {
  file: string;
  format: SpecFormat;
  title: string;
  /** Prose of the document; becomes the test's description. */
  description: string;
  feature?: string;
  story?: string;
  severity?: Severity;
  tags: string[];
  /** The user's own metadata keys and their values (`owner: qa-frontdesk`): labels of the tests. */
  labels?: Record<string, string>;
  /** Sensitive actions this spec may perform (DESIGN.md §8). */
  allow: string[];
  /** Hosts this spec may reach: narrows the project's allowlist (DESIGN.md §8). */
  allowedDomains?: string[];
  vars: Record<string, unknown>;
  /** Names of env vars whose values are secret. */
  secrets: string[];
  /** Playwright's baseURL-relative or absolute URL to open first, if the spec names one. */
  url?: string;
  /** The saved profile each test starts with (front matter `session:`). */
  session?: string;
  /** The profile a passing test saves its browser state to (front matter `saveSession:`). */
  saveSession?: string;
  background: SpecStep[];
  scenarios: Scenario[];
  /** Step libraries pulled in by `include:` (paths as read); their contents are part of the spec. */
  includes?: string[];
}

export { SPEC_ERROR_CODES, type SpecErrorCode } from '../common/codes.ts';

export interface SpecError {
  code: SpecErrorCode;
  message: string;
  location: Location;
  /** Nearest grammar forms, for STEP_UNPARSED. */
  suggestions?: string[];
}

/** `file:line:column CODE: message`, the way every spec error is shown. */
export function formatSpecError(error: SpecError): string {
  return formatError(error);
}
