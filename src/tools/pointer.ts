/** The shared body of click, dblclick, rightClick and hover: locate (target, ref, index or x/y), then act. */
import { z } from 'zod';
import type { ToolContext } from './context.ts';
import { defineTool } from './define.ts';
import { modifiersField, toModifiers, type PlaywrightModifier } from './modifiers.ts';
import { fail, ok, type ToolResult } from '../common/result.ts';
import { poll } from '../locator/poll.ts';
import { followNavigation } from './follow.ts';
import { act, describeLocated, locate, pointerSchema, type Located } from './target.ts';
import type { Locator } from '@playwright/test';

export type PointerAction = 'click' | 'dblclick' | 'rightClick' | 'hover';

const schema = pointerSchema({
  button: z.enum(['left', 'right', 'middle']).optional(),
  clickCount: z.number().int().min(1).max(3).optional(),
  modifiers: modifiersField,
  force: z.boolean().optional().describe('Skip actionability checks (covered or animating elements).'),
  expand: z.boolean().optional().describe('click only: true to expand (false to collapse) a section, an accordion or a disclosure button; clicks only when it is not so already, and fails unless it ends up so.'),
});

type Args = z.output<typeof schema>;

export function pointerTool(name: PointerAction, description: string) {
  return defineTool({
    name, description, schema, readOnly: false,
    async run(ctx: ToolContext, args: Args) {
      const located = await locate(ctx, args, { kind: 'clickable', deferPinCheck: true });
      if (!located.ok)
        return located;
      if (name === 'click' && args.expand !== undefined && located.data.locator)
        return act(name, { ...located.data, locator: located.data.locator }, where => toExpanded(ctx, where, args.expand!));
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

/**
 * Expanded as a person reads it: the nearest `aria-expanded` at or above the element, or the open
 * state of the <details> whose summary (or which itself) it is; null when nothing says. `details`:
 * the element is a <details>, whose summary takes the click.
 */
function expandedState(element: Element): { expanded: boolean | null; details: boolean } {
  const details = element instanceof HTMLDetailsElement;
  const control = element.closest('[aria-expanded]');
  if (control)
    return { expanded: control.getAttribute('aria-expanded') === 'true', details };
  const summary = element.closest('summary');
  const opened = summary?.parentElement instanceof HTMLDetailsElement ? summary.parentElement : details ? element : null;
  return { expanded: opened ? opened.open : null, details };
}

/** A click that reaches a state: none when the control is in it already; a failure when nothing tells its state, or the click did not change it. */
async function toExpanded(ctx: ToolContext, where: Located & { locator: Locator }, expand: boolean): Promise<ToolResult> {
  const word = expand ? 'expanded' : 'collapsed';
  const read = () => where.locator.evaluate(expandedState, undefined, { timeout: where.timeout });
  const { expanded: before, details } = await read();
  if (before === null)
    return fail('ELEMENT_NOT_FOUND', `${where.description} says neither expanded nor collapsed (no aria-expanded, no <details> it opens): nothing tells whether a click ${expand ? 'expands' : 'collapses'} it.`, { selector: where.selector, originalSelector: where.originalSelector });
  if (before === expand)
    return ok({ ...describeLocated(where), expanded: expand, clicked: false });
  // The <details> itself takes the click on its summary: a click on its middle may land in its content.
  await followNavigation(ctx.page, where.timeout, () => (details ? where.locator.locator(':scope > summary') : where.locator).click({ timeout: where.timeout }));
  const after = await poll(where.timeout, async () => (await read()).expanded === expand ? { pass: true as const, data: true } : { pass: false as const, evidence: !expand });
  return after.pass
    ? ok({ ...describeLocated(where), expanded: expand, clicked: true })
    : fail('TIMEOUT', `${where.description} was clicked and is still not ${word} after ${where.timeout}ms.`, { selector: where.selector, originalSelector: where.originalSelector });
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
