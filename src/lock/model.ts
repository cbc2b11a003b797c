/** The lock file model: per spec, scenarios by name, steps by their text, each step's recorded calls. */
import type { ElementRecord } from '../common/element.ts';

export const LOCK_VERSION = 1;

/** One call of a step as it resolved: the call as compiled (placeholders, never values), where, and the element. */
export interface LockCall extends ElementRecord {
  tool: string;
  args: Record<string, unknown>;
  /** The URL path the call ran on. */
  path: string;
  /** Set when this entry replaced one that no longer matched the page: the old locator. */
  healedFrom?: string;
}

/** An AI assertion's record: the elements its judgement read; its verdict is never kept. */
export interface LockReads {
  tool: 'aiAssert';
  args: Record<string, unknown>;
  reads: ElementRecord[];
}

/** A call of an `ai` step that named no element (navigate, a key press): replayed as it was made. */
export interface LockPlainCall {
  tool: string;
  args: Record<string, unknown>;
  path: string;
}

/** An `ai` step's record: the tool calls it performed, in order, each replayed and checked alone. */
export interface LockActions {
  tool: 'ai';
  args: Record<string, unknown>;
  actions: (LockCall | LockPlainCall)[];
}

/**
 * One step of a registry action as it ran: its place in the action (`2`, `2.1` inside a nested
 * action, `1/fallback.1`), the target it ran with (an alias already resolved, as the page's
 * component-library version chose it), and the element it acted on or checked when one was read
 * (a literal selector has none: the target is the element's address).
 */
export interface LockActionStep extends Partial<ElementRecord> {
  step: string;
  target: string;
}

/** A registry action's record: for review and export only, never replayed (the action's steps locate afresh). */
export interface LockActionSteps {
  tool: string;
  args: Record<string, unknown>;
  path: string;
  steps: LockActionStep[];
}

export type LockEntry = LockCall | LockReads | LockActions | LockActionSteps;

export interface LockStep {
  /** The spec line of the step: orders the file, tells a reviewer where it is. */
  line: number;
  /** The compiler's hash of the step's plan: a step whose plan changed (a new compiler, an edit) is not replayed. */
  hash: string;
  calls: LockEntry[];
}

export interface LockScenario {
  line: number;
  /** Keyed by the step's text as written; a repeated text gets ` #2`, ` #3`. */
  steps: Record<string, LockStep>;
}

export interface LockFile {
  version: number;
  /** The spec, relative to the project root. */
  spec: string;
  scenarios: Record<string, LockScenario>;
}

/** What one test hands the main process: its scenario's steps as they ran, and what its replay saw. */
export interface LockUpdate {
  spec: string;
  scenario: string;
  scenarioLine: number;
  /** Steps that passed and resolved something worth recording. */
  steps: Record<string, LockStep>;
  /** Every step key the test ran, recorded or not: entries of other keys are orphans. */
  ran: string[];
  /** Entries that were missing or no longer matched, one line each (`specs/cart.md:12 "Click …": healed …`). */
  stale: string[];
  /** Calls that named an element: replayed, healed, or run the normal way (no entry, or one never replayed). */
  counts: { replayed: number; healed: number; unrecorded: number };
}

export function isCall(entry: LockEntry | LockPlainCall): entry is LockCall {
  return 'selector' in entry;
}

export function isReads(entry: LockEntry): entry is LockReads {
  return entry.tool === 'aiAssert' && 'reads' in entry && Array.isArray(entry.reads);
}

export function isActions(entry: LockEntry): entry is LockActions {
  return 'actions' in entry && Array.isArray(entry.actions);
}

export function isActionSteps(entry: LockEntry): entry is LockActionSteps {
  return 'steps' in entry && Array.isArray(entry.steps);
}
