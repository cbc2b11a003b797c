/** Locators for what the views hand out: element indices and ARIA refs, for the tools to act on. */
import type { Locator, Page } from '@playwright/test';
import { runInPage } from './runtime/source.ts';

export const INDEX_ATTRIBUTE = 'data-specwright-index';

/**
 * A Locator for an element index from getElementList/getAriaTree (`12`) or an ARIA ref (`e12`).
 * An index is pinned on its element as `data-specwright-index` (only elements a tool asks for get
 * one), so the Locator stays live; it matches nothing once the element is gone. A ref resolves
 * against the latest ARIA tree.
 */
export async function elementLocator(page: Page, target: number | string): Promise<Locator> {
  if (typeof target === 'string')
    return page.getByRef(target);
  await runInPage(page, 'pin', target).catch(() => false);
  return page.locator(`[${INDEX_ATTRIBUTE}="${target}"]`);
}
