/** scroll tool: scroll the page or a scrollable element by direction and amount, to an edge, or an element into view. */
import { z } from 'zod';
import { defineTool } from './define.ts';
import { ok } from '../common/result.ts';
import { act, describeLocated, locateElement, targetFields } from './target.ts';

export const scroll = defineTool({
  name: 'scroll',
  description: 'Scroll: with only a target, bring it into view; with direction (and amount in pixels, default one screen), scroll the page or the target; with to: top|bottom, go to an edge.',
  schema: z.object({
    ...targetFields,
    direction: z.enum(['up', 'down', 'left', 'right']).optional(),
    amount: z.number().positive().max(1_000_000).optional(),
    to: z.enum(['top', 'bottom']).optional(),
  }),
  readOnly: true,
  async run(ctx, args) {
    const hasTarget = args.target !== undefined || args.ref !== undefined || args.index !== undefined;
    const move = { direction: args.direction ?? (args.to === 'top' ? 'up' : 'down'), amount: args.amount ?? null, edge: args.to ?? null };
    if (!hasTarget) {
      const position = await ctx.page.evaluate(scrollBy, { ...move, element: null });
      return ok({ strategy: 'page', ...position });
    }
    const located = await locateElement(ctx, args);
    if (!located.ok)
      return located;
    return act('scroll', located.data, async () => {
      const { locator, timeout } = located.data;
      if (args.direction === undefined && args.to === undefined) {
        await locator.scrollIntoViewIfNeeded({ timeout });
        return ok(describeLocated(located.data));
      }
      const position = await locator.evaluate((element, m) => {
        const box = element as HTMLElement;
        const vertical = m.direction === 'up' || m.direction === 'down';
        const sign = m.direction === 'up' || m.direction === 'left' ? -1 : 1;
        const size = m.amount ?? (vertical ? box.clientHeight : box.clientWidth) * 0.9;
        if (m.edge)
          box.scrollTo({ top: m.edge === 'top' ? 0 : box.scrollHeight, behavior: 'instant' });
        else
          box.scrollBy({ top: vertical ? sign * size : 0, left: vertical ? 0 : sign * size, behavior: 'instant' });
        return { x: box.scrollLeft, y: box.scrollTop };
      }, move, { timeout });
      return ok({ ...describeLocated(located.data), ...position });
    });
  },
});

/** Runs in the page: scrolls the window and reports where it ended. */
function scrollBy(m: { direction: string; amount: number | null; edge: string | null }): { x: number; y: number } {
  const vertical = m.direction === 'up' || m.direction === 'down';
  const sign = m.direction === 'up' || m.direction === 'left' ? -1 : 1;
  const size = m.amount ?? (vertical ? window.innerHeight : window.innerWidth) * 0.9;
  const root = document.scrollingElement ?? document.documentElement;
  if (m.edge)
    window.scrollTo({ top: m.edge === 'top' ? 0 : root.scrollHeight, behavior: 'instant' });
  else
    window.scrollBy({ top: vertical ? sign * size : 0, left: vertical ? 0 : sign * size, behavior: 'instant' });
  return { x: window.scrollX, y: window.scrollY };
}
