/** assertElementVisible tool: the described element is visible; says so when only a hidden one exists. */
import { defineTool } from '../define.ts';
import { ok } from '../../common/result.ts';
import { describeLocated, targetSchema } from '../target.ts';
import { resolveTarget } from '../../locator/resolve.ts';
import { locateForAssertion } from './locate.ts';

export const assertElementVisible = defineTool({
  name: 'assertElementVisible',
  description: 'Assert that an element (target description, selector or ref) is visible. Waits up to the timeout. Several visible matches pass.',
  schema: targetSchema({}),
  readOnly: true,
  async run(ctx, args) {
    const located = await locateForAssertion(ctx, args, { allowMany: true });
    if (located.ok)
      return ok({ ...describeLocated(located.data), visible: true });
    if (located.error.code !== 'ASSERTION_FAILED' || args.target === undefined)
      return located;
    // Evidence: is there a hidden element matching, or nothing at all?
    const hidden = await resolveTarget(ctx.page, args.target, { timeout: 0, visibleOnly: false, allowMany: true });
    const evidence = { ...(located.error.evidence as object), hiddenMatches: hidden.ok ? hidden.data.count : 0 };
    return { ok: false, error: { ...located.error, evidence } };
  },
});
