/** waitForLoad tool: wait until the page has loaded (load event, DOM ready, or the network quiet). */
import { z } from 'zod';
import { waitForNetworkIdle } from '../page/network.ts';
import { LOAD_STATES } from '../steps/plan.ts';
import { defineTool } from './define.ts';
import { guard, timeoutOf } from './errors.ts';
import { ok } from '../common/result.ts';
import { timeoutField } from './target.ts';
import { MIN_PAGE_WAIT_TIMEOUT_MS } from '../common/defaults.ts';

export const waitForLoad = defineTool({
  name: 'waitForLoad',
  description: 'Wait until the page has loaded: state "load" (default, the load event), "domcontentloaded", or "networkidle" (no request in flight for 500ms). Fails with TIMEOUT.',
  schema: z.object({ state: z.enum(LOAD_STATES).optional(), timeout: timeoutField }),
  readOnly: true,
  async run(ctx, args) {
    const state = args.state ?? 'load';
    const timeout = timeoutOf(args.timeout, Math.max(ctx.timeout, MIN_PAGE_WAIT_TIMEOUT_MS));
    const started = Date.now();
    if (state === 'networkidle') {
      const idle = await waitForNetworkIdle(ctx.page, timeout, { fullWindow: true });
      return idle.ok ? ok({ state, waitedMs: idle.data.waitedMs }) : idle;
    }
    return guard(async () => {
      await ctx.page.waitForLoadState(state, { timeout });
      return ok({ state, waitedMs: Date.now() - started });
    }, { action: `wait for the page's ${state} state`, timeout });
  },
});
