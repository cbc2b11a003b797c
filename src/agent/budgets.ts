/** The agent's guardrails: documented limits with defaults; exceeding one ends the step with BUDGET_EXCEEDED naming it. */

export interface AgentBudgets {
  /** Tool calls the model may make in one step (default 20). */
  maxToolCalls: number;
  /** Tool errors in a row before the step ends (default 4). */
  maxConsecutiveErrors: number;
  /** Times the same call (tool and arguments) may be made in one step: a loop (default 3). */
  maxIdenticalCalls: number;
  /** Looks again after a `pass: false` verdict before the assertion fails (default 3). */
  maxRechecks: number;
  /** Prompt plus completion tokens for the whole test (default 300,000). */
  maxTokensPerTest: number;
  /** Time spent waiting for the model in one step, in ms (default 120,000). */
  maxModelMsPerStep: number;
}

export const DEFAULT_BUDGETS: AgentBudgets = Object.freeze({
  maxToolCalls: 20,
  maxConsecutiveErrors: 4,
  maxIdenticalCalls: 3,
  maxRechecks: 3,
  maxTokensPerTest: 300_000,
  maxModelMsPerStep: 120_000,
});

export type BudgetName = keyof AgentBudgets;

export function budgetsOf(overrides: Partial<AgentBudgets> = {}): AgentBudgets {
  return { ...DEFAULT_BUDGETS, ...Object.fromEntries(Object.entries(overrides).filter(([, v]) => typeof v === 'number' && v >= 0)) };
}
