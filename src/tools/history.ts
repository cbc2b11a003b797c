/** goBack, goForward and refresh: history moves that fail with NAVIGATION_FAILED when there is nowhere to go. */
import { z } from 'zod';
import type { ToolContext } from './context.ts';
import { defineTool } from './define.ts';
import { timeoutOf } from './errors.ts';
import { fail, ok, type ToolResult } from '../common/result.ts';
import { timeoutField } from './target.ts';
import { MIN_NAVIGATION_TIMEOUT_MS } from '../common/defaults.ts';

const schema = z.object({ timeout: timeoutField });

export const goBack = historyTool('goBack', 'Go back one page in the tab history.', (ctx, timeout) => ctx.page.goBack({ timeout }));
export const goForward = historyTool('goForward', 'Go forward one page in the tab history.', (ctx, timeout) => ctx.page.goForward({ timeout }));
export const refresh = historyTool('refresh', 'Reload the current page.', (ctx, timeout) => ctx.page.reload({ timeout }));

function historyTool(name: string, description: string, move: (ctx: ToolContext, timeout: number) => Promise<unknown>) {
  return defineTool({
    name, description, schema, readOnly: false,
    async run(ctx, args): Promise<ToolResult> {
      const before = ctx.page.url();
      const response = await move(ctx, timeoutOf(args.timeout, Math.max(ctx.timeout, MIN_NAVIGATION_TIMEOUT_MS)));
      // goBack/goForward resolve to null both when there is no entry and on same-document moves: the URL tells them apart.
      if (response === null && name !== 'refresh' && ctx.page.url() === before)
        return fail('NAVIGATION_FAILED', `${name}: there is no ${name === 'goBack' ? 'previous' : 'next'} page in this tab's history.`, { retriable: false, evidence: { url: before } });
      return ok({ url: ctx.page.url(), title: await ctx.page.title() });
    },
  });
}
