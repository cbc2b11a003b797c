/** waitForElement tool: wait until an element is visible/attached, or hidden/detached (seed 004: poll until the timeout). */
import { z } from 'zod';
import { resolveTarget } from '../locator/resolve.ts';
import { defineTool } from './define.ts';
import { timeoutOf } from './errors.ts';
import { poll } from '../locator/poll.ts';
import { fail, ok, recode } from '../common/result.ts';
import { timeoutField } from './target.ts';

export const waitForElement = defineTool({
  name: 'waitForElement',
  description: 'Wait until target is visible (default), attached (in the DOM, maybe hidden), hidden or detached. Fails with TIMEOUT naming the target and timeout.',
  schema: z.object({ target: z.string().min(1), state: z.enum(['visible', 'attached', 'hidden', 'detached']).optional(), timeout: timeoutField }),
  readOnly: true,
  async run(ctx, args) {
    const state = args.state ?? 'visible';
    const timeout = timeoutOf(args.timeout, ctx.timeout);
    if (state === 'visible' || state === 'attached') {
      const found = await resolveTarget(ctx.page, args.target, { timeout, visibleOnly: state === 'visible', allowMany: true });
      if (found.ok)
        return ok({ state, strategy: found.data.strategy, locator: found.data.description, count: found.data.count });
      return found.error.code === 'ELEMENT_NOT_FOUND' ? recode(found.error, 'TIMEOUT') : found;
    }
    const result = await poll(timeout, async () => {
      const found = await resolveTarget(ctx.page, args.target, { timeout: 0, visibleOnly: false, allowMany: true });
      if (!found.ok)
        return found.error.code === 'ELEMENT_NOT_FOUND' ? { pass: true as const, data: 0 } : { pass: false as const, evidence: found.error };
      const left = state === 'detached' ? found.data.count : await found.data.locator.filter({ visible: true }).count();
      return left === 0 ? { pass: true as const, data: 0 } : { pass: false as const, evidence: left };
    });
    if (result.pass)
      return ok({ state });
    if (typeof result.evidence !== 'number')
      return { ok: false, error: result.evidence as never };
    return fail('TIMEOUT', `${JSON.stringify(args.target)} is still ${state === 'detached' ? 'in the page' : 'visible'} (${result.evidence} element(s)) after ${timeout}ms.`,
      { selector: args.target, originalSelector: args.target, evidence: { state, remaining: result.evidence, timeout } });
  },
});
