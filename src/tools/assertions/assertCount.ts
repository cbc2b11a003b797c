/** assertCount tool: how many visible elements match a description, compared with eq/gte/lte/gt/lt. */
import { z } from 'zod';
import { resolveTarget } from '../../locator/resolve.ts';
import { defineTool } from '../define.ts';
import { timeoutOf } from '../errors.ts';
import { poll } from '../../locator/poll.ts';
import { fail, ok } from '../../common/result.ts';
import { timeoutField } from '../target.ts';
import { unseenMatches } from './perceivable.ts';

const COMPARE = { eq: (a: number, b: number) => a === b, gte: (a: number, b: number) => a >= b, lte: (a: number, b: number) => a <= b, gt: (a: number, b: number) => a > b, lt: (a: number, b: number) => a < b };
const WORDS = { eq: 'exactly', gte: 'at least', lte: 'at most', gt: 'more than', lt: 'fewer than' };

export const assertCount = defineTool({
  name: 'assertCount',
  description: 'Assert how many visible elements match target (e.g. "\\"Remove\\" button", "css:.cart_item"): comparison eq (default), gte, lte, gt, lt.',
  schema: z.object({ target: z.string().min(1), count: z.number().int().min(0), comparison: z.enum(['eq', 'gte', 'lte', 'gt', 'lt']).optional(), timeout: timeoutField }),
  readOnly: true,
  async run(ctx, args) {
    const comparison = args.comparison ?? 'eq';
    const timeout = timeoutOf(args.timeout, ctx.timeout);
    let strategy = 'none';
    const result = await poll(timeout, async () => {
      const found = await resolveTarget(ctx.page, args.target, { timeout: 0, allowMany: true });
      if (!found.ok && found.error.code !== 'ELEMENT_NOT_FOUND')
        return { pass: false as const, evidence: found.error };
      // Counted as a person counts: a fully transparent or one-pixel match is not there to see (perceivable.ts).
      const actual = found.ok ? (await unseenMatches(found.data.locator)).filter(why => !why).length : 0;
      strategy = found.ok ? found.data.strategy : 'none';
      return COMPARE[comparison](actual, args.count) ? { pass: true as const, data: actual } : { pass: false as const, evidence: actual };
    });
    if (result.pass)
      return ok({ target: args.target, count: result.data, strategy });
    if (typeof result.evidence !== 'number')
      return { ok: false, error: result.evidence as never };
    // Rows are counted as a person counts them (candidates.ts DATA_ROW): the message says so, beside a count it may surprise.
    const rows = strategy === 'role:row' ? '; a table\'s header and footer rows, and a row of one cell across the columns, are not counted' : '';
    return fail('ASSERTION_FAILED', `Expected ${WORDS[comparison]} ${args.count} element(s) matching ${JSON.stringify(args.target)}, found ${result.evidence} (after ${timeout}ms)${rows}.`, {
      selector: args.target, originalSelector: args.target, evidence: { expected: args.count, comparison, actual: result.evidence, strategy },
    });
  },
});
