/** defineTool: zod-validated args, a guard around the body, and the ToolDef shape the registry and agent share. */
import { z } from 'zod';
import { quietly } from '../playwright/quiet.ts';
import type { ToolContext, ToolDef } from './context.ts';
import { guard, type ErrorContext } from './errors.ts';
import { fail, type ToolResult } from '../common/result.ts';

export interface ToolSpec<Schema extends z.ZodType> {
  name: string;
  description: string;
  schema: Schema;
  readOnly: boolean;
  run(ctx: ToolContext, args: z.output<Schema>): Promise<ToolResult>;
}

export function defineTool<Schema extends z.ZodType>(spec: ToolSpec<Schema>): ToolDef<Schema> {
  return {
    name: spec.name,
    description: spec.description,
    schema: spec.schema,
    readOnly: spec.readOnly,
    async run(ctx: ToolContext, args: unknown): Promise<ToolResult> {
      const parsed = spec.schema.safeParse(args ?? {});
      if (!parsed.success)
        return fail('INVALID_INPUT', `${spec.name}: ${z.prettifyError(parsed.error)}`, { evidence: { issues: parsed.error.issues.map(i => ({ path: i.path.map(String).join('.'), message: i.message })) } });
      if (!ctx?.page)
        return fail('INVALID_INPUT', `${spec.name}: no page in the tool context.`);
      const run = () => guard(() => spec.run(ctx, parsed.data), errorContext(spec.name, parsed.data, ctx));
      // A read-only tool only looks (assertions poll, views read): none of its calls is an action
      // worth a report step or a trace entry. Action tools show their action; their search is quiet.
      return spec.readOnly ? quietly(ctx.page, run) : run();
    },
  };
}

function errorContext(action: string, args: unknown, ctx: ToolContext): ErrorContext {
  const record = (args ?? {}) as Record<string, unknown>;
  const target = [record.target, record.selector, record.source].find((v): v is string => typeof v === 'string');
  return { action, selector: target, originalSelector: target, timeout: typeof record.timeout === 'number' ? record.timeout : ctx.timeout };
}
