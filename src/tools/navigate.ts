/** navigate tool: open a URL (absolute, or relative to the base URL) and wait for it to load. */
import { z } from 'zod';
import { defineTool } from './define.ts';
import { timeoutOf } from './errors.ts';
import { fail, ok } from '../common/result.ts';
import { timeoutField } from './target.ts';
import { MIN_NAVIGATION_TIMEOUT_MS } from '../common/defaults.ts';

export const navigate = defineTool({
  name: 'navigate',
  description: 'Open a URL (absolute, or relative to the base URL) and wait until it has loaded. HTTP errors (status ≥ 400) fail with NAVIGATION_FAILED.',
  schema: z.object({
    url: z.string().min(1),
    waitUntil: z.enum(['load', 'domcontentloaded', 'networkidle', 'commit']).optional(),
    timeout: timeoutField,
  }),
  readOnly: false,
  async run(ctx, args) {
    const url = resolveUrl(args.url, ctx.baseURL);
    // Navigation gets the page-load budget, not the short locating one.
    const timeout = timeoutOf(args.timeout, Math.max(ctx.timeout, MIN_NAVIGATION_TIMEOUT_MS));
    const response = await ctx.page.goto(url, { waitUntil: args.waitUntil ?? 'load', timeout });
    const status = response?.status();
    if (status !== undefined && status >= 400)
      return fail('NAVIGATION_FAILED', `navigate ${JSON.stringify(url)}: the server answered ${status}.`, { retriable: false, evidence: { url: ctx.page.url(), status } });
    // No title: reading it is one more round trip to a page that has only just loaded and is busy
    // running its scripts, which every spec that opens a page would pay; the page views have it.
    return ok({ url: ctx.page.url(), status });
  },
});

export function resolveUrl(url: string, baseURL: string | undefined): string {
  if (!baseURL || /^[a-z][a-z\d+.-]*:/i.test(url))
    return url;
  return new URL(url, baseURL).toString();
}
