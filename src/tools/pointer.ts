/** The shared body of click, dblclick, rightClick and hover: locate (target, ref, index or x/y), then act. */
import { z } from 'zod';
import type { ToolContext } from './context.ts';
import { defineTool } from './define.ts';
import { modifiersField, toModifiers, type PlaywrightModifier } from './modifiers.ts';
import { ok } from '../common/result.ts';
import { followNavigation } from './follow.ts';
import { act, describeLocated, locate, pointerSchema } from './target.ts';

export type PointerAction = 'click' | 'dblclick' | 'rightClick' | 'hover';

const schema = pointerSchema({
  button: z.enum(['left', 'right', 'middle']).optional(),
  clickCount: z.number().int().min(1).max(3).optional(),
  modifiers: modifiersField,
  force: z.boolean().optional().describe('Skip actionability checks (covered or animating elements).'),
});

type Args = z.output<typeof schema>;

export function pointerTool(name: PointerAction, description: string) {
  return defineTool({
    name, description, schema, readOnly: false,
    async run(ctx: ToolContext, args: Args) {
      const located = await locate(ctx, args, { kind: 'clickable', deferPinCheck: true });
      if (!located.ok)
        return located;
      return act(name, located.data, async where => {
        const modifiers = toModifiers(args.modifiers);
        const button = name === 'rightClick' ? 'right' : args.button;
        const clickCount = name === 'dblclick' ? 2 : args.clickCount;
        const perform = async () => {
          if (where.point)
            await atPoint(ctx, name, where.point, { button, clickCount, modifiers });
          else if (name === 'hover')
            await where.locator!.hover({ timeout: where.timeout, modifiers, force: args.force });
          else if (name === 'dblclick')
            await where.locator!.dblclick({ timeout: where.timeout, modifiers, force: args.force, button: args.button });
          else
            await where.locator!.click({ timeout: where.timeout, modifiers, force: args.force, button, clickCount });
        };
        // A hover leaves the page where it is; a click may send it elsewhere a moment later.
        await (name === 'hover' ? perform() : followNavigation(ctx.page, where.timeout, perform));
        return ok({ ...describeLocated(where), url: ctx.page.url() });
      });
    },
  });
}

async function atPoint(ctx: ToolContext, name: PointerAction, point: { x: number; y: number }, options: { button?: 'left' | 'right' | 'middle'; clickCount?: number; modifiers?: PlaywrightModifier[] }): Promise<void> {
  const held = options.modifiers ?? [];
  for (const key of held)
    await ctx.page.keyboard.down(key);
  try {
    if (name === 'hover')
      await ctx.page.mouse.move(point.x, point.y);
    else if (name === 'dblclick')
      await ctx.page.mouse.dblclick(point.x, point.y, { button: options.button });
    else
      await ctx.page.mouse.click(point.x, point.y, { button: options.button, clickCount: options.clickCount });
  } finally {
    for (const key of held.reverse())
      await ctx.page.keyboard.up(key);
  }
}
