/** clear tool: empty a field, firing input and change. */
import { defineTool } from './define.ts';
import { ok } from './result.ts';
import { act, describeLocated, locateElement, targetSchema } from './target.ts';

export const clear = defineTool({
  name: 'clear',
  description: 'Empty a text field; fires input and change events.',
  schema: targetSchema({}),
  readOnly: false,
  async run(ctx, args) {
    const located = await locateElement(ctx, args, { kind: 'editable' });
    if (!located.ok)
      return located;
    return act('clear', located.data, async () => {
      const { locator, timeout } = located.data;
      await locator.clear({ timeout });
      await locator.dispatchEvent('change', undefined, { timeout });
      return ok(describeLocated(located.data));
    });
  },
});
