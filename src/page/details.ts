/** Layer 3 of the page views: everything about chosen elements, with a unique CSS, an XPath and the normalized locator. */
import type { Locator, Page } from '@playwright/test';
import { fail, type ToolResult } from '../common/result.ts';
import { detailsOfLocator, runInPage } from './runtime/source.ts';
import type { DetailsResult } from './runtime/views.ts';
import type { ElementDetails, ViewOptions } from './types.ts';
import { runView } from './view.ts';

const REF = /^(f\d+)?e\d+$/;

/**
 * Details for element indices (from getElementList / getAriaTree) or ARIA refs (`e12`). Unknown or
 * removed targets make the whole call `ELEMENT_NOT_FOUND`, naming them.
 */
export async function getElementDetails(page: Page, targets: ReadonlyArray<number | string>, options: ViewOptions = {}): Promise<ToolResult<ElementDetails[]>> {
  const bad = targets.filter(t => typeof t === 'number' ? !Number.isInteger(t) || t < 1 : !REF.test(t));
  if (!targets.length || bad.length)
    return fail('INVALID_INPUT', `getElementDetails: give element indices (≥ 1) or refs like e12; bad: ${bad.join(', ') || '(none given)'}`);
  const missing: Array<number | string> = [];
  const result = await runView(page, options, async () => {
    // Refs are read through a locator, which needs the runtime already installed in the document.
    await runInPage(page, 'ready');
    const out: ElementDetails[] = [];
    for (const target of targets) {
      const found = typeof target === 'number'
        ? await runInPage(page, 'details', target)
        : await detailsOfLocator(page.getByRef(target)).catch(() => undefined);
      if (!found) {
        missing.push(target);
        continue;
      }
      out.push(await complete(page, found));
    }
    return out;
  });
  if (result.ok && missing.length)
    return fail('ELEMENT_NOT_FOUND', `getElementDetails: no element for ${missing.join(', ')} (indices live as long as their element; refs only for the latest ARIA tree)`, { evidence: { missing } });
  return result;
}

async function complete(page: Page, found: DetailsResult): Promise<ElementDetails> {
  // Inside shadow roots the CSS path is relative to its root: chain it after the hosts' paths.
  const locator = [...found.hosts, found.selector].reduce<Locator | Page>((scope, css) => scope.locator(css), page) as Locator;
  const selector = [...found.hosts, found.selector].join(' >> ');
  const details: ElementDetails = { ...found.info, attributes: found.attributes, selector, xpath: found.xpath, locator: await normalized(locator), childCount: found.childCount };
  if (found.parentText)
    details.parentText = found.parentText;
  return details;
}

/** Playwright's best-practice locator code for the element; the CSS selector when normalize() cannot. */
async function normalized(locator: Locator): Promise<string> {
  try {
    return (await locator.normalize()).toString();
  } catch {
    return locator.toString();
  }
}
