/** assertTitle tool: the document title contains (default: a whole phrase, case-sensitive), equals or matches the expectation. */
import { z } from 'zod';
import { defineTool } from '../define.ts';
import { timeoutOf } from '../errors.ts';
import { timeoutField } from '../target.ts';
import { matchField } from '../../locator/text-match.ts';
import { checkPageText } from './page-text.ts';

export const assertTitle = defineTool({
  name: 'assertTitle',
  description: 'Assert the page title: contains (default: a whole phrase, case-sensitive), exact or regex; not: true asserts it does not.',
  schema: z.object({ title: z.string().min(1), match: matchField, not: z.boolean().optional(), timeout: timeoutField }),
  readOnly: true,
  run: (ctx, args) => checkPageText(ctx, {
    what: 'title', expected: args.title, match: args.match ?? 'contains', timeout: timeoutOf(args.timeout, ctx.timeout), not: args.not,
    read: c => c.page.title(), failure: 'ASSERTION_FAILED',
  }),
});
