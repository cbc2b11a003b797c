/** assertUrl tool: the current URL contains (default), equals or matches the expectation. */
import { z } from 'zod';
import { defineTool } from '../define.ts';
import { timeoutOf } from '../errors.ts';
import { timeoutField } from '../target.ts';
import { matchField } from '../../locator/text-match.ts';
import { checkPageText } from './page-text.ts';

export const assertUrl = defineTool({
  name: 'assertUrl',
  description: 'Assert the current URL: contains (default), exact (a path like /cart.html compares the path) or regex; not: true asserts it does not.',
  schema: z.object({ url: z.string().min(1), match: matchField, not: z.boolean().optional(), timeout: timeoutField }),
  readOnly: true,
  run: (ctx, args) => checkPageText(ctx, {
    what: 'URL', expected: args.url, match: args.match ?? 'contains', timeout: timeoutOf(args.timeout, ctx.timeout), not: args.not,
    read: c => Promise.resolve(c.page.url()), failure: 'ASSERTION_FAILED',
  }),
});
