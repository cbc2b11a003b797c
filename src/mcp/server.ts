/** `specwright mcp`: the tools, page views, registry actions and sessions over the Model Context Protocol, on stdio. */
import { readFileSync } from 'node:fs';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { fail, type ToolError, type ToolResult } from '../common/result.ts';
import type { ActionRegistry } from '../registry/index.ts';
import { Redactor } from '../registry/redact.ts';
import type { ToolContext } from '../tools/context.ts';
import { actionTools } from './action-tools.ts';
import { browserTools, sessionTools, summaryTool } from './browser-tools.ts';
import { inputSchemaOf, type CallEnv, type McpTool } from './catalog.ts';
import { toCallResult } from './content.ts';
import { callLine } from './log.ts';
import { Sessions, type SessionDefaults, type SessionLauncher } from './sessions.ts';

/**
 * A check before each call on a session, where the safety layer's sensitive-action policy plugs in:
 * an error refuses the call (SENSITIVE_ACTION_BLOCKED, DOMAIN_BLOCKED), undefined lets it run.
 */
export type CallPolicy = (call: { tool: string; args: Record<string, unknown> }, ctx: ToolContext) => Promise<ToolError | undefined> | ToolError | undefined;

export interface McpServerOptions extends SessionDefaults {
  registry: ActionRegistry;
  launcher: SessionLauncher;
  policy?: CallPolicy;
  /** Where call lines go; stderr by default (stdout is the protocol). */
  log?: (line: string) => void;
}

export interface McpServer {
  server: Server;
  /** Stops every session's browser. */
  close: () => Promise<void>;
}

/** Every tool the server lists, in the order it lists them. */
export const MCP_TOOLS: readonly McpTool[] = [...sessionTools, summaryTool, ...browserTools, ...actionTools];

export function createMcpServer(options: McpServerOptions): McpServer {
  const sessions = new Sessions(options.launcher, options);
  const env: CallEnv = { sessions, registry: options.registry };
  const redactor = new Redactor();
  for (const secret of options.secrets)
    redactor.add(secret);
  const redact = (text: string) => redactor.text(text);
  const log = options.log ?? (line => process.stderr.write(`${line}\n`));
  const byName = new Map(MCP_TOOLS.map(tool => [tool.name, tool]));
  const listed: Tool[] = MCP_TOOLS.map(tool => ({
    name: tool.name,
    description: tool.description,
    inputSchema: inputSchemaOf(tool),
    annotations: { readOnlyHint: tool.readOnly },
  }));
  const known = new Map(listed.map(tool => [tool.name, Object.keys(tool.inputSchema.properties ?? {})]));

  const server = new Server({ name: 'specwright', version: packageVersion() }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listed }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const started = Date.now();
    const name = request.params.name;
    const args = request.params.arguments ?? {};
    const tool = byName.get(name);
    const result = tool
      ? await call(tool, args, known.get(name)!, env, options.policy)
      : fail('INVALID_INPUT', `unknown tool ${JSON.stringify(name)}; see tools/list.`, { retriable: false });
    log(callLine(name, args, result, Date.now() - started, redact));
    return toCallResult(result, redact, tool?.render);
  });
  return { server, close: () => sessions.closeAll() };
}

/** Serves on stdin/stdout until the client closes the stream; every browser is closed on the way out. */
export async function serveStdio(options: McpServerOptions): Promise<void> {
  const { server, close } = createMcpServer(options);
  let closing: Promise<void> | undefined;
  const shutdown = () => (closing ??= close().finally(() => process.exit(0)));
  server.onclose = () => void shutdown();
  process.stdin.on('end', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  await server.connect(new StdioServerTransport());
}

async function call(tool: McpTool, args: Record<string, unknown>, known: string[], env: CallEnv, policy: CallPolicy | undefined): Promise<ToolResult> {
  const unknown = Object.keys(args).filter(key => !known.includes(key));
  // An argument the tool does not know is refused, not dropped: a misspelt `match` must not turn an exact check into a looser one.
  if (unknown.length)
    return fail('INVALID_INPUT', `${tool.name}: unknown argument${unknown.length > 1 ? 's' : ''} ${unknown.map(k => JSON.stringify(k)).join(', ')}; known: ${known.join(', ') || 'none'}.`, { retriable: false });
  if (tool.scope === 'free')
    return await guarded(() => tool.run(args, undefined, env));
  const { session: id, ...rest } = args;
  if (id !== undefined && typeof id !== 'string')
    return fail('INVALID_INPUT', `${tool.name}: session must be a string.`, { retriable: false });
  const session = env.sessions.resolve(id);
  if (!session.ok)
    return session;
  return await env.sessions.call(session.data, () => guarded(async () => {
    const refused = policy && await policy({ tool: tool.name, args: rest }, session.data.ctx);
    if (refused)
      return { ok: false, error: refused };
    return await env.sessions.checked(session.data, { tool: tool.name, args: rest }, () => tool.run(rest, session.data.ctx, env));
  }));
}

/** Tools return values; this turns anything thrown on the way anyway into one, stack left out. */
async function guarded(run: () => Promise<ToolResult>): Promise<ToolResult> {
  try {
    return await run();
  } catch (error) {
    return fail('INTERNAL_ERROR', `${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`, { retriable: false });
  }
}

function packageVersion(): string {
  try {
    return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}
