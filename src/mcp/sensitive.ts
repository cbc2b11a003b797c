/** The sensitive-action policy over MCP: every call a client makes is the agent's choice, never the author's consent. */
import { enforceAction, type SensitivePolicy } from '../safety/sensitive.ts';
import { READ_ONLY_TOOLS, type ToolName } from '../tools/index.ts';
import { targetTextOf } from '../tools/target.ts';
import type { CallPolicy } from './server.ts';

/**
 * A client is another program: no person reads its calls before they run, so a call the policy
 * says needs consent runs only when the server was started allowing its rule or tool (`--allow`),
 * as a spec's `allow:` lets its agent; otherwise SENSITIVE_ACTION_BLOCKED, as in CI. A call the
 * policy blocks is always refused. Read-only tools are never sensitive.
 */
export function sensitiveCalls(policy: SensitivePolicy, allow: readonly string[]): CallPolicy {
  return async (call, ctx) => {
    if (READ_ONLY_TOOLS.has(call.tool as ToolName))
      return undefined;
    const targetText = await targetTextOf(ctx, call.args);
    return enforceAction(policy, { tool: call.tool, args: call.args, url: ctx.page.url(), ...(targetText ? { targetText } : {}), chosenBy: 'agent' }, {
      allow, ci: true, consent: rule => `start specwright mcp with --allow ${rule} to let clients do it`,
    });
  };
}
