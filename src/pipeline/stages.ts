/** The step pipeline: each planned call passes through a list of stages, each one function, ending in the call itself. */
import type { ToolResult } from '../common/result.ts';
import type { ToolCall } from '../common/calls.ts';
import type { ElementRecord, Pin, RecordedAction } from '../common/element.ts';
import { NO_USAGE, type CallOutcome } from './outcome.ts';

/** What a stage sees of one call: the call as it stands (a stage may hand the next a changed one) and the call as compiled. */
export interface CallState {
  readonly call: ToolCall;
  readonly compiled: ToolCall;
  /**
   * The user's step this call belongs to: its text (redacted; placeholders unresolved), the spec
   * (root-relative), line and calls a lock file keys entries by, and the scenario's earlier steps a
   * heal or the agent is told.
   */
  readonly step?: { readonly spec: string; readonly text: string; readonly line: number; readonly calls: readonly ToolCall[]; readonly history: readonly string[] };
  /** Secret values known so far (and the spec's by name): whatever a stage shows a model or a report is masked with them. */
  readonly secrets?: { readonly values: readonly string[]; readonly named: Readonly<Record<string, string>> };
  /** An element a lock file recorded for the call's target: the tool tries it first and checks its fingerprint. */
  readonly pin?: Pin;
  /** An `ai` step's calls as a lock file recorded them: replayed first; the model runs only from the first that no longer matches. */
  readonly replay?: readonly RecordedAction[];
  /** The elements an AI assertion read when it was recorded: read again for the judge, who then needs no tool call to see them (never its verdict). */
  readonly reads?: readonly ElementRecord[];
}

export type Next = (state: CallState) => Promise<CallOutcome>;

/**
 * A stage gets the call and the rest of the pipeline. It may change the call for the stages after it
 * (resolving variables), answer without calling `next` (a lock replay, an unset variable), or call
 * `next` again (a heal retrying). It never throws: a failure is an outcome whose result is a ToolResult error.
 */
export type Stage = (state: CallState, next: Next) => Promise<CallOutcome>;

/** The stages in order, then `last`. */
export function composeStages(stages: readonly Stage[], last: Next): Next {
  return stages.reduceRight<Next>((next, stage) => state => stage(state, next), last);
}

/** An outcome produced by a stage without running anything (no call, one attempt). */
export function outcomeOf(state: CallState, result: ToolResult, source: string, startedAt = Date.now()): CallOutcome {
  return { call: state.compiled, result, source, attempts: 1, durationMs: Date.now() - startedAt, usage: NO_USAGE };
}
