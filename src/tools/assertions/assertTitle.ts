/**
 * assertTitle tool: the document title contains (default: a whole phrase, case-sensitive), equals or
 * matches the expectation; with `page`, the page is the one the title names (page-name.ts).
 */
import { z } from 'zod';
import { defineTool } from '../define.ts';
import { timeoutOf } from '../errors.ts';
import { timeoutField } from '../target.ts';
import { matchField } from '../../locator/text-match.ts';
import { checkPageText } from './page-text.ts';
import { checkPageName } from './page-name.ts';

export const assertTitle = defineTool({
  name: 'assertTitle',
  description: 'Assert the page title: contains (default: a whole phrase, case-sensitive), exact or regex; not: true asserts it does not. With page: true, assert the page is the one named: its own heading (the highest visible heading of the main area, else the first visible h1) is the name, case and a trailing "page" aside; only a page with no heading is told by its whole title.',
  schema: z.object({ title: z.string().min(1), match: matchField, not: z.boolean().optional(), page: z.boolean().optional(), timeout: timeoutField }),
  readOnly: true,
  run: (ctx, args) => args.page ? checkPageName(ctx, args.title, timeoutOf(args.timeout, ctx.timeout), args.not) : checkPageText(ctx, {
    what: 'title', expected: args.title, match: args.match ?? 'contains', timeout: timeoutOf(args.timeout, ctx.timeout), not: args.not,
    read: c => c.page.title(), failure: 'ASSERTION_FAILED',
  }),
});
