/** clear tool: empty a field, firing input events (change follows when focus leaves, as in fill). */
import { defineTool } from './define.ts';
import { ok } from '../common/result.ts';
import { act, describeLocated, locateElement, targetSchema } from './target.ts';

export const clear = defineTool({
  name: 'clear',
  description: 'Empty a text field; fires input events, and change when focus leaves the field.',
  schema: targetSchema({}),
  readOnly: false,
  async run(ctx, args) {
    const located = await locateElement(ctx, args, { kind: 'editable', deferPinCheck: true });
    if (!located.ok)
      return located;
    return act('clear', located.data, async where => {
      const { locator, timeout } = where;
      await locator.clear({ timeout });
      return ok(describeLocated(where));
    });
  },
});
