/** Public surface of the agent: the loop, its guardrails, secrets masking and the transcript. */
export { runAgent, type ActionGuard, type AgentEnv, type AgentRun, type AgentTask, type HealRules, type Observation } from './loop.ts';
export { budgetsOf, DEFAULT_BUDGETS, type AgentBudgets } from './budgets.ts';
export { SecretMask } from './secrets.ts';
export { checkEvidence } from './evidence.ts';
export { summarizeResult } from './observe.ts';
export { transcriptMarkdown, type TranscriptEntry } from './transcript.ts';
export type { ActionTool } from './toolset.ts';
export { planHeal, isLocatingFailure, type HealPlan } from './heal.ts';
