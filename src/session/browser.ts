/** A browser session: the tab the steps act on, its context with the listeners specwright needs, and launching one outside Playwright Test. */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { trackNetwork } from '../page/network.ts';
import { chromiumLaunchOptions, resolveChromium } from './chromium.ts';

/**
 * The one piece of run-time state the tools share: which tab is current. `switchTab` moves it and
 * every step after sees the new tab; everything else a tool is given is an immutable option.
 */
export class BrowserSession {
  private current: Page;
  readonly context: BrowserContext;

  private tracking = false;

  /**
   * `trackNetwork: false` leaves counting requests to a later `trackNetwork()`: subscribing to every
   * request's events costs each test setup time, and only a network-idle wait reads them.
   */
  constructor(page: Page, options: { trackNetwork?: boolean } = {}) {
    this.current = page;
    this.context = page.context();
    if (options.trackNetwork !== false)
      this.trackNetwork();
  }

  /** Counts every page's requests from now on (pages opened later too), so a network-idle wait knows what is in flight. */
  trackNetwork(): void {
    if (this.tracking)
      return;
    this.tracking = true;
    for (const page of this.context.pages())
      trackNetwork(page);
    this.context.on('page', trackNetwork);
  }

  get page(): Page {
    return this.current;
  }

  switchTo(page: Page): void {
    if (page.context() !== this.context)
      throw new Error('switchTo: the page belongs to another browser context');
    this.current = page;
  }
}

export interface LaunchOptions {
  headless?: boolean;
  /** Opened first, when given. */
  url?: string;
}

/** For the CLI (and later MCP): a Chromium of its own, one context, one page; `close()` ends it all. */
export async function launchSession(options: LaunchOptions = {}): Promise<{ session: BrowserSession; close: () => Promise<void> }> {
  const headless = options.headless ?? true;
  const browser: Browser = await chromium.launch({ ...chromiumLaunchOptions(resolveChromium(), headless), headless });
  try {
    const page = await browser.newPage();
    const session = new BrowserSession(page);
    if (options.url)
      await page.goto(options.url);
    return { session, close: () => browser.close() };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
