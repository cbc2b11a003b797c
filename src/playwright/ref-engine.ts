/**
 * Maps ARIA snapshot refs back to DOM elements in bulk. Playwright keeps each element's ref on the
 * element (`_ariaRef`) in its utility world, reachable only to a `contentScript` selector engine; the
 * engine below copies the refs onto `data-specwright-ref` attributes for the main world to read
 * (runtime/views.ts `collectRefs` reads and removes them). This is the one place that depends on a
 * Playwright internal: when it is missing, markRefs returns false and callers resolve refs one by one.
 *
 * Playwright gives a document's injected script the engines registered when that script was created,
 * so the engine is registered when this module loads (before test pages exist); a document whose
 * script predates it takes the one-by-one path.
 */
import { selectors, type Page } from '@playwright/test';

const ENGINE = 'specwright_aria_refs';

// Walks shadow roots too, as the ARIA snapshot does. Returns no elements: only its side effect matters.
const ENGINE_SOURCE = `({
  query() { return null; },
  queryAll(root) {
    const visit = (node) => {
      for (const el of node.querySelectorAll('*')) {
        const ref = el._ariaRef && el._ariaRef.ref;
        if (ref) el.setAttribute('data-specwright-ref', ref);
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    visit(root.ownerDocument || root);
    return [];
  }
})`;

let registered: Promise<boolean> | undefined;

/** Registers the engine once per process; false when Playwright refuses it. */
export function registerRefEngine(): Promise<boolean> {
  registered ??= selectors.register(ENGINE, ENGINE_SOURCE, { contentScript: true }).then(
    () => true,
    (error: unknown) => /already registered/i.test(String(error)),
  );
  return registered;
}

void registerRefEngine();

/** Marks every element of the main frame that carries an ARIA ref; false when refs cannot be read in bulk. */
export async function markRefs(page: Page): Promise<boolean> {
  if (!await registerRefEngine())
    return false;
  try {
    await page.locator(`${ENGINE}=mark`).count();
    return true;
  } catch {
    return false;
  }
}
