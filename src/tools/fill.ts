/** fill tool: replace a field's value, firing input events so frameworks see it (seed 004). */
import { z } from 'zod';
import { defineTool } from './define.ts';
import { ok } from '../common/result.ts';
import { act, describeLocated, locateElement, quietIfSecret, targetSchema } from './target.ts';
import { chooseIfNativeSelect } from './select.ts';

/** Playwright's refusal to fill an element that takes no text. */
const NOT_A_FIELD = /not an <input>, <textarea>/i;

export const fill = defineTool({
  name: 'fill',
  description: 'Clear a text field (input, textarea, contenteditable) and type a value into it; fires input events, and change when focus leaves the field, as a browser does.',
  schema: targetSchema({ value: z.string() }),
  readOnly: false,
  async run(ctx, args) {
    const located = await locateElement(ctx, args, { kind: 'editable', deferPinCheck: true });
    if (!located.ok)
      return located;
    return act('fill', located.data, async where => {
      const { locator, timeout } = where;
      // `input` only, as a person typing: the browser fires `change` itself once focus leaves the
      // field (the next click, Tab, Enter). A synthetic `change` here would not reset the browser's
      // own record of the committed value, so leaving the field would fire `change` a second time.
      try {
        await quietIfSecret(ctx, args.value, () => locator.fill(args.value, { timeout }));
      } catch (error) {
        // "Change the currency to "EUR"": a field that is a dropdown takes the value as its choice.
        const chosen = NOT_A_FIELD.test(String((error as Error)?.message ?? error)) ? await chooseIfNativeSelect(ctx, where, [args.value]) : undefined;
        if (chosen)
          return chosen;
        throw error;
      }
      return ok({ ...describeLocated(where), length: args.value.length });
    });
  },
});
