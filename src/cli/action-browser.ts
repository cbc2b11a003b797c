/** Runs an action in a fresh Chromium for `specwright action run|debug` (headless unless --headed). */
import { chromium } from '@playwright/test';
import { createToolsDriver } from '../registry/driver-tools.ts';
import { executeAction, type ActionRegistry, type ActionResult, type ExecuteOptions } from '../registry/index.ts';
import { createToolContext } from '../tools/context.ts';
import { chromiumLaunchOptions, resolveChromium } from '../session/chromium.ts';

export interface BrowserOptions {
  url?: string | undefined;
  headed: boolean;
}

export async function runInBrowser(registry: ActionRegistry, name: string, params: Record<string, unknown>, options: ExecuteOptions, browserOptions: BrowserOptions): Promise<ActionResult> {
  const browser = await chromium.launch({ ...chromiumLaunchOptions(resolveChromium()), headless: !browserOptions.headed });
  try {
    const page = await browser.newPage();
    if (browserOptions.url)
      await page.goto(browserOptions.url);
    const ctx = createToolContext(page, { timeout: options.limits?.stepTimeout ?? 5_000, ...(browserOptions.url ? { baseURL: browserOptions.url } : {}) });
    return await executeAction(registry, createToolsDriver(ctx), name, params, options);
  } finally {
    await browser.close();
  }
}
