/** The action registry as MCP tools: list, search and describe need no browser; runAction runs one in a session. */
import { z } from 'zod';
import { fail, ok, type ToolResult } from '../common/result.ts';
import { executeAction, toToolResult, type ActionDefinition, type ActionRegistry } from '../registry/index.ts';
import { createToolsDriver } from '../registry/driver-tools.ts';
import { parseArgs, type McpTool } from './catalog.ts';

const listSchema = z.object({ namespace: z.string().min(1).optional() });
const searchSchema = z.object({ query: z.string().min(1) });
const describeSchema = z.object({ action: z.string().min(1).describe('namespace:action, e.g. ui:dialog:open') });
const runSchema = z.object({
  action: z.string().min(1).describe('namespace:action, e.g. ui:dialog:open'),
  params: z.record(z.string(), z.unknown()).optional().describe('The action\'s params by name (see describeAction).'),
});

export const actionTools: McpTool[] = [
  {
    name: 'listActions',
    description: 'List the registry\'s namespaces and their actions (name, description, params). Run one with runAction.',
    schema: listSchema,
    readOnly: true,
    scope: 'free',
    run: (args, _ctx, { registry }) => Promise.resolve(list(registry, args)),
  },
  {
    name: 'searchActions',
    description: 'Find registry actions whose name, description, tags or params contain every word of the query.',
    schema: searchSchema,
    readOnly: true,
    scope: 'free',
    run: (args, _ctx, { registry }) => {
      const parsed = parseArgs('searchActions', searchSchema, args);
      return Promise.resolve(parsed.ok ? ok(registry.search(parsed.data.query)) : parsed);
    },
  },
  {
    name: 'describeAction',
    description: 'One registry action in full: params (type, required, default, allowed values), steps, returns and its source file.',
    schema: describeSchema,
    readOnly: true,
    scope: 'free',
    run: (args, _ctx, { registry }) => Promise.resolve(describe(registry, args)),
  },
  {
    name: 'runAction',
    description: 'Run a registry action in the session\'s page with its params. Fails with the failing step\'s code (ASSERTION_FAILED, ELEMENT_NOT_FOUND…) and the action file\'s line.',
    schema: runSchema,
    readOnly: false,
    scope: 'session',
    async run(args, ctx, { registry }) {
      const parsed = parseArgs('runAction', runSchema, args);
      if (!parsed.ok)
        return parsed;
      const { action, params } = parsed.data;
      if (!registry.lookup(action))
        return notFound(action, registry.suggest(action));
      return toToolResult(await executeAction(registry, createToolsDriver(ctx!), action, params ?? {}));
    },
  },
];

function list(registry: ActionRegistry, args: unknown): ToolResult {
  const parsed = parseArgs('listActions', listSchema, args);
  if (!parsed.ok)
    return parsed;
  const { namespace } = parsed.data;
  if (namespace !== undefined && !registry.namespaces.has(namespace))
    return fail('ACTION_NOT_FOUND', `no namespace ${JSON.stringify(namespace)}; namespaces: ${[...registry.namespaces.keys()].join(', ')}.`, { retriable: false });
  return ok(registry.list(namespace));
}

function describe(registry: ActionRegistry, args: unknown): ToolResult {
  const parsed = parseArgs('describeAction', describeSchema, args);
  if (!parsed.ok)
    return parsed;
  const found = registry.lookup(parsed.data.action);
  if (!found)
    return notFound(parsed.data.action, registry.suggest(parsed.data.action));
  return ok({ ...withoutSecretDefaults(found.action), warnings: found.warnings });
}

function notFound(name: string, near: string[]): ToolResult<never> {
  return fail('ACTION_NOT_FOUND', `no action ${JSON.stringify(name)}${near.length ? `; did you mean ${near.join(', ')}?` : ''}`, { retriable: false });
}

/** A secret param's default is a secret too. */
function withoutSecretDefaults(action: ActionDefinition): ActionDefinition {
  const params = Object.fromEntries(Object.entries(action.params).map(([k, p]) => [k, p.secret && p.default !== undefined ? { ...p, default: '***' } : p]));
  return { ...action, params };
}
