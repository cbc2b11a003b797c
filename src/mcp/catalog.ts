/** What the MCP server offers: each entry a name, a description, a zod schema (its JSON Schema is what clients see) and how it runs. */
import { z } from 'zod';
import { fail, type ToolResult } from '../common/result.ts';
import type { ActionRegistry } from '../registry/index.ts';
import type { ToolContext } from '../tools/context.ts';
import type { Sessions } from './sessions.ts';

export interface CallEnv {
  sessions: Sessions;
  registry: ActionRegistry;
}

export interface McpTool {
  name: string;
  description: string;
  /** An object schema; its properties are the only arguments accepted. */
  schema: z.ZodObject;
  readOnly: boolean;
  /**
   * `session`: runs in a session's queue on its context (the `session` argument names it, or the only one open).
   * `free`: needs no browser, or manages sessions itself.
   */
  scope: 'session' | 'free';
  /** `args` are as the client sent them, `session` removed: each tool validates its own. */
  run: (args: Record<string, unknown>, ctx: ToolContext | undefined, env: CallEnv) => Promise<ToolResult>;
  /** Text of a success, when plain JSON of the data reads badly (a YAML snapshot). */
  render?: (data: unknown) => string;
}

/** The `session` argument every session tool takes. */
export const SESSION_PROPERTY = { type: 'string', description: 'Session id from startSession; may be left out while exactly one session is open.' } as const;

/** The JSON Schema a client sees for a tool's arguments. */
export function inputSchemaOf(tool: McpTool): { type: 'object'; properties: Record<string, object>; required?: string[]; [key: string]: unknown } {
  const { $schema: _schema, ...schema } = z.toJSONSchema(tool.schema, { unrepresentable: 'any' }) as Record<string, unknown>;
  const properties = { ...(schema.properties as Record<string, object> | undefined) };
  if (tool.scope === 'session')
    properties.session = SESSION_PROPERTY;
  return { ...schema, type: 'object', properties };
}

/** Zod-validated args of one of the server's own tools, or INVALID_INPUT naming what is wrong. */
export function parseArgs<Schema extends z.ZodType>(name: string, schema: Schema, args: unknown): ToolResult<z.output<Schema>> {
  const parsed = schema.safeParse(args ?? {});
  return parsed.success
    ? { ok: true, data: parsed.data }
    : fail('INVALID_INPUT', `${name}: ${z.prettifyError(parsed.error)}`, { retriable: false });
}
