/** The allowlist around each call of a session: a navigation to a blocked URL never starts, and one a call caused fails that call. */
import type { ToolResult } from '../common/result.ts';
import { domainBlocked, type DomainGuard } from '../session/guard.ts';
import type { ToolContext } from '../tools/context.ts';
import { refusal, resolveUrl } from '../tools/navigate.ts';

/**
 * Runs one call under the session's guard. Before it: a navigation a page made on its own since the
 * last call is reported now, and a `navigate` to a blocked URL is refused. After it: a page
 * navigation the guard stopped while it ran (a click on an off-list link, a redirect, a popup)
 * fails the call, even when the tool itself reported success.
 */
export async function domainChecked(guard: DomainGuard | undefined, ctx: ToolContext, call: { tool: string; args: Record<string, unknown> }, run: () => Promise<ToolResult>): Promise<ToolResult> {
  if (!guard)
    return await run();
  const earlier = guard.blockedNavigation(ctx.page);
  if (earlier)
    return domainBlocked(earlier, ' (before this call)');
  if (call.tool === 'navigate' && typeof call.args.url === 'string') {
    const url = resolveUrl(call.args.url, ctx.baseURL);
    // A URL that is not http(s) is the navigate tool's to refuse, with its own code.
    const verdict = refusal(url) ? { allowed: true as const } : guard.check(url);
    if (!verdict.allowed)
      return domainBlocked({ url, domain: verdict.domain, reason: verdict.reason });
  }
  const result = await run();
  const blocked = guard.blockedNavigation(ctx.page);
  return blocked ? domainBlocked(blocked) : result;
}
