/** The tools the model is offered: browser tools (JSON Schema from their zod definitions), registry actions, finish and verdict. */
import { z } from 'zod';
import type { ModelTool } from '../llm/types.ts';
import { READ_ONLY_TOOLS, TOOL_NAMES, tools, toolJsonSchema, type ToolName } from '../tools/registry.ts';

/** A registry action offered to the model as `ns__action` (function names allow no colon). */
export interface ActionTool {
  /** `namespace:action`. */
  name: string;
  description: string;
  parameters: unknown;
}

/** Tools never offered: a screenshot's base64 is not something to read as text, snapshot files are for people. */
const NEVER: ReadonlySet<ToolName> = new Set<ToolName>(['screenshot']);

export const FINISH_TOOL = 'finish';
export const VERDICT_TOOL = 'verdict';

export const finishSchema = z.object({
  status: z.enum(['done', 'impossible']).describe('done: the instruction is carried out; impossible: it cannot be on this page.'),
  summary: z.string().describe('One sentence: what was done, or why it cannot be.'),
}).strict();

export const verdictSchema = z.object({
  criterion: z.string().describe('The criterion exactly as given, word for word.'),
  pass: z.boolean().describe('true only if what you observed shows the criterion holds.'),
  evidence: z.array(z.string()).describe('Exact quotes from tool results of this step that show it; each is checked.'),
  reason: z.string().describe('One sentence linking the evidence to the criterion.'),
}).strict();

export interface Toolset {
  tools: ModelTool[];
  /** The model's function name → the ToolCall tool name. */
  byModelName: Map<string, string>;
}

/** `act`: every browser tool and the registry actions; `judge`: the read-only tools; plus finish and/or verdict. */
export function buildToolset(mode: 'act' | 'judge', actions: readonly ActionTool[], ends: { finish: boolean; verdict: boolean }): Toolset {
  const names = TOOL_NAMES.filter(name => !NEVER.has(name) && (mode === 'act' || READ_ONLY_TOOLS.has(name)));
  const list: ModelTool[] = names.map(name => ({ name, description: tools[name].description, parameters: toolJsonSchema(name) }));
  const byModelName = new Map<string, string>(names.map(name => [name, name]));
  if (mode === 'act') {
    for (const action of actions) {
      const modelName = action.name.replace(/[^A-Za-z0-9_-]/g, '__');
      byModelName.set(modelName, action.name);
      list.push({ name: modelName, description: `Registry action ${action.name}: ${action.description}`, parameters: action.parameters });
    }
  }
  if (ends.finish) {
    byModelName.set(FINISH_TOOL, FINISH_TOOL);
    list.push({ name: FINISH_TOOL, description: 'End this step: done when the instruction is carried out, impossible when it cannot be.', parameters: z.toJSONSchema(finishSchema) });
  }
  if (ends.verdict) {
    byModelName.set(VERDICT_TOOL, VERDICT_TOOL);
    list.push({ name: VERDICT_TOOL, description: 'Give the verdict on the criterion, with exact quotes of what you observed as evidence.', parameters: z.toJSONSchema(verdictSchema) });
  }
  return { tools: list, byModelName };
}

export function isReadOnlyTool(name: string): boolean {
  return (READ_ONLY_TOOLS as ReadonlySet<string>).has(name);
}

/** A browser tool that changes the page, or anything named like a registry action: never while judging. */
export function isMutatingName(name: string): boolean {
  return ((TOOL_NAMES as readonly string[]).includes(name) && !isReadOnlyTool(name)) || /:|__/.test(name);
}
