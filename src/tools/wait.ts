/** wait tool: a fixed pause, for the rare step that really means "wait 2 seconds". */
import { z } from 'zod';
import { defineTool } from './define.ts';
import { ok } from '../common/result.ts';

export const MAX_WAIT_MS = 60_000;

export const wait = defineTool({
  name: 'wait',
  description: `Pause for ms milliseconds (at most ${MAX_WAIT_MS}). Prefer waitForElement, waitForText or waitForUrl.`,
  schema: z.object({ ms: z.number().int().min(0).max(MAX_WAIT_MS) }),
  readOnly: true,
  async run(ctx, args) {
    await ctx.page.waitForTimeout(args.ms);
    return ok({ ms: args.ms });
  },
});
