/** waitForUrl tool: wait until the URL contains (default), equals or matches the expectation. */
import { z } from 'zod';
import { checkPageText } from './assertions/page-text.ts';
import { defineTool } from './define.ts';
import { timeoutOf } from './errors.ts';
import { timeoutField } from './target.ts';
import { matchField } from '../locator/text-match.ts';
import { MIN_PAGE_WAIT_TIMEOUT_MS } from '../common/defaults.ts';

export const waitForUrl = defineTool({
  name: 'waitForUrl',
  description: 'Wait until the current URL contains (default), equals (exact; a path compares the path) or matches (regex) url.',
  schema: z.object({ url: z.string().min(1), match: matchField, timeout: timeoutField }),
  readOnly: true,
  run: (ctx, args) => checkPageText(ctx, {
    what: 'URL', expected: args.url, match: args.match ?? 'contains', timeout: timeoutOf(args.timeout, Math.max(ctx.timeout, MIN_PAGE_WAIT_TIMEOUT_MS)),
    read: c => Promise.resolve(c.page.url()), failure: 'TIMEOUT',
  }),
});
