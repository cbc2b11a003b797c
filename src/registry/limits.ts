/** Resource limits of action execution (seed 002 §4.4.8.2.2): documented options with defaults. */

export interface ExecutionLimits {
  /** Deepest chain of `run` steps (an action running an action …); beyond it: MAX_DEPTH_EXCEEDED. */
  maxDepth: number;
  /** Default timeout of one step, in ms (a step's own `timeout` overrides it); beyond it: TIMEOUT. */
  stepTimeout: number;
  /** Timeout of one top-level action, nested runs included, in ms; beyond it: TIMEOUT. */
  actionTimeout: number;
  /** Most steps one action may hold and execute, fallbacks and retries' steps counted once each; beyond it: MAX_STEPS_EXCEEDED. */
  maxSteps: number;
  /** Default pause between retries of a step, in ms (a step's `retryDelay` overrides it). */
  retryDelay: number;
}

export const DEFAULT_LIMITS: Readonly<ExecutionLimits> = Object.freeze({
  maxDepth: 10,
  stepTimeout: 30_000,
  actionTimeout: 300_000,
  maxSteps: 100,
  retryDelay: 1_000,
});

export function resolveLimits(overrides: Partial<ExecutionLimits> = {}): ExecutionLimits {
  const limits = { ...DEFAULT_LIMITS };
  for (const [key, value] of Object.entries(overrides) as Array<[keyof ExecutionLimits, number | undefined]>) {
    if (value !== undefined && Number.isFinite(value) && value >= 0)
      limits[key] = value;
  }
  return limits;
}
