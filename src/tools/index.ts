/** Public surface of the tools: the registry, executeStep, the context, the result contract and the error mapping. */
export { tools, TOOL_NAMES, READ_ONLY_TOOLS, runTool, isToolName, toolJsonSchema, type ToolName } from './registry.ts';
export { executeCall, executeStep } from './execute.ts';
export { toolCallFor } from '../steps/calls.ts';
export type { ToolCall, ActionToolName } from '../common/calls.ts';
export { createToolContext, type ToolContext, type ToolDef } from './context.ts';
export { toToolError, guard, timeoutOf, type ErrorContext } from './errors.ts';
export * from '../common/result.ts';
