/** fill tool: replace a field's value, firing input and change so frameworks see it (seed 004). */
import { z } from 'zod';
import { defineTool } from './define.ts';
import { ok } from './result.ts';
import { act, describeLocated, locateElement, targetSchema } from './target.ts';

export const fill = defineTool({
  name: 'fill',
  description: 'Clear a text field (input, textarea, contenteditable) and type a value into it; fires input and change events.',
  schema: targetSchema({ value: z.string() }),
  readOnly: false,
  async run(ctx, args) {
    const located = await locateElement(ctx, args, { kind: 'editable' });
    if (!located.ok)
      return located;
    return act('fill', located.data, async () => {
      const { locator, timeout } = located.data;
      // Playwright's fill fires `input`; `change` normally waits for blur, which a test may never cause.
      await locator.fill(args.value, { timeout });
      await locator.dispatchEvent('change', undefined, { timeout });
      return ok({ ...describeLocated(located.data), length: args.value.length });
    });
  },
});
