/** dragDrop tool: drag one element onto another, or from one point to another. */
import { z } from 'zod';
import { defineTool } from './define.ts';
import { guard, timeoutOf } from './errors.ts';
import { ok } from '../common/result.ts';
import { act, locateElement, timeoutField } from './target.ts';

const point = z.object({ x: z.number(), y: z.number() });

export const dragDrop = defineTool({
  name: 'dragDrop',
  description: 'Drag source onto destination (target descriptions or selectors), or from point to point ({x, y}).',
  schema: z.object({
    source: z.string().optional(), destination: z.string().optional(),
    from: point.optional(), to: point.optional(), timeout: timeoutField,
  }).refine(a => (a.source !== undefined && a.destination !== undefined) || (a.from !== undefined && a.to !== undefined), {
    message: 'Give source and destination, or from and to.',
  }),
  readOnly: false,
  async run(ctx, args) {
    if (args.from && args.to) {
      const { from, to } = args;
      return guard(async () => {
        await ctx.page.mouse.move(from.x, from.y);
        await ctx.page.mouse.down();
        await ctx.page.mouse.move(to.x, to.y, { steps: 10 });
        await ctx.page.mouse.up();
        return ok({ from, to, timeout: timeoutOf(args.timeout, ctx.timeout) });
      }, { action: 'drag' });
    }
    const source = await locateElement(ctx, { target: args.source, timeout: args.timeout });
    if (!source.ok)
      return source;
    const destination = await locateElement(ctx, { target: args.destination, timeout: args.timeout });
    if (!destination.ok)
      return destination;
    return act('drag', source.data, async () => {
      await source.data.locator.dragTo(destination.data.locator, { timeout: source.data.timeout });
      return ok({ source: source.data.description, destination: destination.data.description, strategy: `${source.data.strategy} → ${destination.data.strategy}` });
    });
  },
});
