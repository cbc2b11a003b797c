/** ToolCall: the one run-time currency. Spec steps, registry steps, the model and MCP all hand the tools this shape. */
import type { ToolName } from './registry.ts';

/** A registry action called as a tool: `namespace:action`. */
export type ActionToolName = `${string}:${string}`;

export interface ToolCall {
  tool: ToolName | ActionToolName;
  args: Record<string, unknown>;
}
