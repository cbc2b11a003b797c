/** StepOutcome: what one spec step did, kept in the process for the report, the lock file and the agent. */
import type { Location } from '../common/location.ts';
import type { ToolError, ToolResult } from '../common/result.ts';
import type { ToolCall } from '../common/calls.ts';

/** Model use of a step (all zero for a deterministic step). */
export interface Usage {
  modelCalls: number;
  promptTokens: number;
  completionTokens: number;
  modelMs: number;
}

/** One planned call of a step (a compound sentence has several). */
export interface CallOutcome {
  /** The call as compiled, variables unresolved: placeholders, never secret values. */
  call: ToolCall;
  /** The tool's result, secret values redacted. */
  result: ToolResult;
  /** Which stage produced the result: `execute`; `lock` when a lock entry was replayed, `heal` when it no longer matched and the normal search found the element. */
  source: string;
  attempts: number;
  durationMs: number;
  usage: Usage;
}

export type StepStatus = 'passed' | 'failed' | 'skipped';

export interface StepOutcome {
  /** Index into the compiled spec's steps. */
  index: number;
  text: string;
  location: Location;
  status: StepStatus;
  /** The calls in order; after a failed one none follow. */
  calls: CallOutcome[];
  /** The error that failed the step (redacted), when it failed. */
  error?: ToolError;
  startedAt: number;
  durationMs: number;
  /** The sum over the calls. */
  usage: Usage;
}

export const NO_USAGE: Usage = Object.freeze({ modelCalls: 0, promptTokens: 0, completionTokens: 0, modelMs: 0 });

export function addUsage(a: Usage, b: Usage): Usage {
  return {
    modelCalls: a.modelCalls + b.modelCalls,
    promptTokens: a.promptTokens + b.promptTokens,
    completionTokens: a.completionTokens + b.completionTokens,
    modelMs: a.modelMs + b.modelMs,
  };
}
