/** check and uncheck tools: set a checkbox, radio or switch (native or ARIA) to a state. */
import { defineTool } from './define.ts';
import { ok } from '../common/result.ts';
import { followNavigation } from './follow.ts';
import { act, describeLocated, locateElement, targetSchema } from './target.ts';

export const check = checkTool('check', true);
export const uncheck = checkTool('uncheck', false);

function checkTool(name: 'check' | 'uncheck', checked: boolean) {
  return defineTool({
    name,
    description: checked ? 'Tick a checkbox, radio button or switch (no-op if already on).' : 'Untick a checkbox or switch (no-op if already off).',
    schema: targetSchema({}),
    readOnly: false,
    async run(ctx, args) {
      const located = await locateElement(ctx, args, { kind: 'checkable', deferPinCheck: true });
      if (!located.ok)
        return located;
      return act(name, located.data, async where => {
        await followNavigation(ctx.page, where.timeout, () => where.locator.setChecked(checked, { timeout: where.timeout }));
        return ok({ ...describeLocated(where), checked });
      });
    },
  });
}
