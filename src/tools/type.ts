/** type tool: type text key by key into an element, or into whatever has focus. */
import { z } from 'zod';
import { defineTool } from './define.ts';
import { timeoutOf } from './errors.ts';
import { ok } from '../common/result.ts';
import { act, describeLocated, locateElement, quietIfSecret, targetFields } from './target.ts';

export const type = defineTool({
  name: 'type',
  description: 'Type text key by key (fires key events, unlike fill). With a target, focuses it first; with clear, empties it first; without one, types into the focused element.',
  schema: z.object({ ...targetFields, text: z.string(), clear: z.boolean().optional(), delay: z.number().int().min(0).max(1000).optional() }),
  readOnly: false,
  async run(ctx, args) {
    if (args.target === undefined && args.ref === undefined && args.index === undefined) {
      await quietIfSecret(ctx, args.text, () => ctx.page.keyboard.type(args.text, { delay: args.delay }));
      return ok({ strategy: 'focused', length: args.text.length, timeout: timeoutOf(args.timeout, ctx.timeout) });
    }
    const located = await locateElement(ctx, args, { kind: 'editable', deferPinCheck: true });
    if (!located.ok)
      return located;
    return act('type into', located.data, async where => {
      const { locator, timeout } = where;
      if (args.clear)
        await locator.clear({ timeout });
      await quietIfSecret(ctx, args.text, () => locator.pressSequentially(args.text, { delay: args.delay, timeout }));
      return ok({ ...describeLocated(where), length: args.text.length });
    });
  },
});
