/** assertChecked tool: a checkbox, radio or switch is on (or, with checked: false, off). */
import { z } from 'zod';
import { defineTool } from '../define.ts';
import { targetSchema } from '../target.ts';
import { assertState } from './state.ts';

export const assertChecked = defineTool({
  name: 'assertChecked',
  description: 'Assert that a checkbox, radio button or switch is checked (checked: false for unchecked).',
  schema: targetSchema({ checked: z.boolean().optional() }),
  readOnly: true,
  async run(ctx, args) {
    const expected = args.checked ?? true;
    return assertState(ctx, args, {
      kind: 'checkable', state: 'checked', expected,
      read: (locator, timeout) => locator.isChecked({ timeout }),
      passes: actual => actual === expected,
    });
  },
});
