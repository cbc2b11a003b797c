/** snapshot tool: the page (or one element) as Playwright's AI-mode aria snapshot, with [ref=eN] refs other tools accept. */
import { z } from 'zod';
import { defineTool } from './define.ts';
import { timeoutOf } from './errors.ts';
import { ok } from '../common/result.ts';
import { act, describeLocated, locateElement, targetFields } from './target.ts';

export const snapshot = defineTool({
  name: 'snapshot',
  description: 'Return the accessibility snapshot (YAML) of the page or of one element, with [ref=eN] markers usable as ref arguments.',
  schema: z.object({ ...targetFields, depth: z.number().int().positive().optional() }),
  readOnly: true,
  async run(ctx, args) {
    if (args.target === undefined && args.ref === undefined && args.index === undefined) {
      const yaml = await ctx.page.ariaSnapshot({ mode: 'ai', depth: args.depth, timeout: timeoutOf(args.timeout, ctx.timeout) });
      return ok({ url: ctx.page.url(), title: await ctx.page.title(), snapshot: yaml });
    }
    const located = await locateElement(ctx, args);
    if (!located.ok)
      return located;
    return act('snapshot', located.data, async () =>
      ok({ ...describeLocated(located.data), snapshot: await located.data.locator.ariaSnapshot({ mode: 'ai', depth: args.depth, timeout: located.data.timeout }) }));
  },
});
