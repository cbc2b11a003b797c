/** assertEnabled tool: an element is enabled (or, with enabled: false, disabled). */
import { z } from 'zod';
import { defineTool } from '../define.ts';
import { targetSchema } from '../target.ts';
import { assertState } from './state.ts';

export const assertEnabled = defineTool({
  name: 'assertEnabled',
  description: 'Assert that a control is enabled (enabled: false for disabled).',
  schema: targetSchema({ enabled: z.boolean().optional() }),
  readOnly: true,
  async run(ctx, args) {
    const expected = args.enabled ?? true;
    return assertState(ctx, args, {
      kind: 'any', state: 'enabled', expected,
      read: (locator, timeout) => locator.isEnabled({ timeout }),
      passes: actual => actual === expected,
    });
  },
});
