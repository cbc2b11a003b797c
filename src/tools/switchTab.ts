/** switchTab tool: make another tab of the browser context the current page (by index or URL). */
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { defineTool } from './define.ts';
import { timeoutOf } from './errors.ts';
import { fail, ok } from './result.ts';
import { timeoutField } from './target.ts';

export const switchTab = defineTool({
  name: 'switchTab',
  description: 'Switch to another tab: index (0 = first, -1 = newest) or url (a part of its URL). Waits for a just-opened tab to appear.',
  schema: z.object({ index: z.number().int().optional(), url: z.string().min(1).optional(), timeout: timeoutField })
    .refine(a => a.index !== undefined || a.url !== undefined, { message: 'Give index or url.' }),
  readOnly: false,
  async run(ctx, args) {
    const deadline = Date.now() + timeoutOf(args.timeout, ctx.timeout);
    for (;;) {
      const pages = ctx.context.pages();
      const page = pick(pages, args);
      if (page) {
        await page.bringToFront();
        await page.waitForLoadState('domcontentloaded', { timeout: Math.max(1, deadline - Date.now()) }).catch(() => undefined);
        ctx.page = page;
        return ok({ index: pages.indexOf(page), url: page.url(), title: await page.title(), tabs: pages.length });
      }
      if (Date.now() >= deadline)
        return fail('ELEMENT_NOT_FOUND', `No tab ${args.url !== undefined ? `whose URL contains ${JSON.stringify(args.url)}` : `at index ${args.index}`}; open tabs: ${pages.map(p => p.url()).join(', ')}.`,
          { evidence: { tabs: pages.map(p => p.url()) } });
      await new Promise(resolve => setTimeout(resolve, 100));
    }
  },
});

function pick(pages: Page[], args: { index?: number; url?: string }): Page | undefined {
  if (args.url !== undefined)
    return pages.find(p => p.url().includes(args.url!));
  const index = args.index! < 0 ? pages.length + args.index! : args.index!;
  return pages[index];
}
