/** pressKey tool: press a key or chord (Enter, Escape, ctrl+a) on an element or the focused one. */
import { z } from 'zod';
import { defineTool } from './define.ts';
import { modifiersField, toModifiers } from './modifiers.ts';
import { ok } from '../common/result.ts';
import { followNavigation } from './follow.ts';
import { timeoutOf } from './errors.ts';
import { act, describeLocated, locateElement, targetFields } from './target.ts';

export const pressKey = defineTool({
  name: 'pressKey',
  description: 'Press a key (Enter, Tab, Escape, ArrowDown, a, …) with optional modifiers, on a target element or the focused element.',
  schema: z.object({ ...targetFields, key: z.string().min(1), modifiers: modifiersField }),
  readOnly: false,
  async run(ctx, args) {
    const chord = [...(toModifiers(args.modifiers) ?? []), args.key].join('+');
    if (args.target === undefined && args.ref === undefined && args.index === undefined) {
      await followNavigation(ctx.page, timeoutOf(args.timeout, ctx.timeout), () => ctx.page.keyboard.press(chord));
      return ok({ key: chord, strategy: 'focused' });
    }
    const located = await locateElement(ctx, args, { deferPinCheck: true });
    if (!located.ok)
      return located;
    return act(`press ${chord} on`, located.data, async where => {
      await followNavigation(ctx.page, where.timeout, () => where.locator.press(chord, { timeout: where.timeout }));
      return ok({ ...describeLocated(where), key: chord });
    });
  },
});
