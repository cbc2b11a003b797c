/** switchTab tool: make another tab of the browser context the current page (by index or URL). */
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { defineTool } from './define.ts';
import { timeoutOf } from './errors.ts';
import { fail, ok } from '../common/result.ts';
import { timeoutField } from './target.ts';

export const switchTab = defineTool({
  name: 'switchTab',
  description: 'Switch to another tab: index (0 = first, -1 = newest), url (a part of its URL), or newest: true (the most recently opened tab other than the current one). Waits for a just-opened tab to appear.',
  schema: z.object({ index: z.number().int().optional(), url: z.string().min(1).optional(), newest: z.boolean().optional(), timeout: timeoutField })
    .refine(a => a.index !== undefined || a.url !== undefined || a.newest === true, { message: 'Give index, url or newest: true.' }),
  readOnly: false,
  async run(ctx, args) {
    const deadline = Date.now() + timeoutOf(args.timeout, ctx.timeout);
    for (;;) {
      const pages = ctx.context.pages();
      const page = pick(pages, args, ctx.page);
      if (page) {
        await page.bringToFront();
        await page.waitForLoadState('domcontentloaded', { timeout: Math.max(1, deadline - Date.now()) }).catch(() => undefined);
        ctx.session.switchTo(page);
        return ok({ index: pages.indexOf(page), url: page.url(), title: await page.title(), tabs: pages.length });
      }
      if (Date.now() >= deadline)
        return fail('ELEMENT_NOT_FOUND', `No tab ${args.url !== undefined ? `whose URL contains ${JSON.stringify(args.url)}` : args.index !== undefined ? `at index ${args.index}` : 'other than the current one'}; open tabs: ${pages.map(p => p.url()).join(', ')}.`,
          { evidence: { tabs: pages.map(p => p.url()) } });
      await new Promise(resolve => setTimeout(resolve, 100));
    }
  },
});

function pick(pages: Page[], args: { index?: number; url?: string; newest?: boolean }, current: Page): Page | undefined {
  if (args.url !== undefined)
    return pages.find(p => p.url().includes(args.url!));
  if (args.index === undefined)
    return pages.filter(p => p !== current).at(-1);
  const index = args.index < 0 ? pages.length + args.index : args.index;
  return pages[index];
}
