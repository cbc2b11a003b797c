/** navigate tool: open a URL (absolute, or relative to the base URL) and wait for it to load. */
import { z } from 'zod';
import { defineTool } from './define.ts';
import { timeoutOf } from './errors.ts';
import { fail, ok } from '../common/result.ts';
import { timeoutField } from './target.ts';
import { MIN_NAVIGATION_TIMEOUT_MS } from '../common/defaults.ts';

export const navigate = defineTool({
  name: 'navigate',
  description: 'Open an http(s) URL (absolute, or relative to the base URL) or about:blank and wait until it has loaded. Other schemes (javascript:, file:, data: …) fail with NAVIGATION_REFUSED; HTTP errors (status ≥ 400) with NAVIGATION_FAILED.',
  schema: z.object({
    url: z.string().min(1),
    waitUntil: z.enum(['load', 'domcontentloaded', 'networkidle', 'commit']).optional(),
    timeout: timeoutField,
  }),
  readOnly: false,
  async run(ctx, args) {
    const url = resolveUrl(args.url, ctx.baseURL);
    const refused = refusal(url);
    if (refused)
      return fail('NAVIGATION_REFUSED', `navigate ${JSON.stringify(url.slice(0, 200))}: ${refused}`, { retriable: false });
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

/** Why a URL is not one a test may open, or undefined: only http(s) and about:blank are. */
export function refusal(url: string): string | undefined {
  const scheme = /^\s*([a-z][a-z\d+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https')
    return URL.canParse(url) ? undefined : 'not a valid URL';
  if (url.trim().toLowerCase() === 'about:blank')
    return undefined;
  return scheme
    ? `a ${scheme}: URL is never opened; a test navigates to http(s) URLs and about:blank only`
    : 'not an absolute URL and no baseURL is set to resolve it against';
}

export function resolveUrl(url: string, baseURL: string | undefined): string {
  if (!baseURL || /^[a-z][a-z\d+.-]*:/i.test(url))
    return url;
  return new URL(url, baseURL).toString();
}
