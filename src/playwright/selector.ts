/** The selector behind a Locator: what `page.locator()` takes back, to replay a normalized locator from a lock file. */
import type { Locator } from '@playwright/test';

interface HasSelector {
  _selector: string;
}

/**
 * A Locator's `toString()` is code for people; Playwright keeps the selector it compiles to in the
 * private `_selector`. It is feature-detected: without it the locator is recorded for review only
 * and replay falls back to the normal search.
 */
export function selectorOf(locator: Locator): string | undefined {
  const selector = (locator as unknown as Partial<HasSelector>)._selector;
  return typeof selector === 'string' && selector ? selector : undefined;
}
