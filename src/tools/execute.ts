/** executeCall: one ToolCall → the tool that performs it; toolCallFor: the one table from a StepPlan to its ToolCall. */
import type { StepPlan } from '../steps/plan.ts';
import { fail, type ToolResult } from '../common/result.ts';
import type { ToolCall } from '../common/calls.ts';
import { toolCallFor } from '../steps/calls.ts';
import type { ToolContext } from './context.ts';
import { isToolName, tools } from './registry.ts';

/** One StepPlan through its tool (registry steps and plain tests call this; compiled specs hand over calls directly). */
export async function executeStep(ctx: ToolContext, plan: StepPlan): Promise<ToolResult> {
  const call = toolCallFor(plan);
  return call.ok ? executeCall(ctx, call.data) : call;
}

/**
 * One ToolCall through its tool. The result carries `tool` and `args` in data on success, so the lock
 * file and the report can record exactly what ran; errors keep the tool's own code, selector and
 * evidence (candidates tried). A registry action or a model step is not a single tool: INVALID_INPUT.
 */
export async function executeCall(ctx: ToolContext, { tool, args }: ToolCall): Promise<ToolResult> {
  if (!isToolName(tool))
    return fail('INVALID_INPUT', `"${tool}" is run by the spec runtime (registry or agent), not by a single tool.`);
  const result = await tools[tool].run(ctx, args);
  if (!result.ok)
    return { ok: false, error: { ...result.error, message: `${tool}: ${result.error.message}` } };
  return { ok: true, data: { tool, args, ...(isObject(result.data) ? result.data : { value: result.data }) } };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
