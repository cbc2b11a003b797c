/**
 * "in the Shipping section" / "in the "Shipping" form": a <section> or <form> has its role only when
 * named, so the containers a heading showing the text heads count too. Never a container that also
 * holds another section's content: flat markup, where headings and content share one parent,
 * finds nothing rather than the next section's button.
 */
import { expect, test, type Page } from '@playwright/test';
import type { ElementRecord } from '../../src/common/element.ts';
import { createToolContext, executeCall } from '../../src/tools/index.ts';

test.use({ trace: 'off' });

const edit = (section: string) => `<button type="button" onclick="window.hit = '${section}'">Edit</button>`;

const FOUND: Record<string, string> = {
  'sections headed by h2': `<section><h2>Shipping</h2><p>12 Main St</p>${edit('ship')}</section><section><h2>Billing</h2>${edit('bill')}</section>`,
  'divs headed by h3': `<div class="panel"><h3>Shipping</h3><div class="body">${edit('ship')}</div></div><div class="panel"><h3>Billing</h3><div>${edit('bill')}</div></div>`,
  'a header bar above the body': `<div><div class="hd"><h3>Shipping</h3></div><div>${edit('ship')}</div></div><div><div class="hd"><h3>Billing</h3></div><div>${edit('bill')}</div></div>`,
  'fieldsets with legends in one form': `<form><fieldset><legend>Shipping</legend>${edit('ship')}</fieldset><fieldset><legend>Billing</legend>${edit('bill')}</fieldset></form>`,
  'named regions, Billing first': `<section aria-label="Billing">${edit('bill')}</section><section aria-label="Shipping">${edit('ship')}</section>`,
  'a longer heading inside a page heading': `<main><h1>Checkout</h1><section><h2>Shipping address</h2>${edit('ship')}</section><section><h2>Billing</h2>${edit('bill')}</section></main>`,
  'unnamed forms headed by h2': `<form><h2>Shipping</h2>${edit('ship')}</form><form><h2>Billing</h2>${edit('bill')}</form>`,
};

const NOT_FOUND: Record<string, string> = {
  'the Shipping section has no Edit': `<section><h2>Shipping</h2><p>12 Main St</p></section><section><h2>Billing</h2>${edit('bill')}</section>`,
  'headings and content side by side': `<h2>Shipping</h2><p>12 Main St</p><h2>Billing</h2>${edit('bill')}`,
  'headings and content side by side in a wrapper': `<div class="content"><h2>Shipping</h2><p>12 Main St</p><h2>Billing</h2>${edit('bill')}</div>`,
  'a named Shipping region without one': `<section aria-label="Shipping"><h2>Shipping</h2></section><section aria-label="Billing">${edit('bill')}</section>`,
};

const TARGETS = ['the "Edit" button in the "Shipping" section', 'the Edit button in the Shipping section', 'the "Edit" button in the "Shipping" form'];

// What is found returns at once, so its wait is long enough for a loaded machine; what is not found
// waits it out, so its wait is short.
async function run(page: Page, html: string, tool: string, target: string, { timeout = 300, pin }: { timeout?: number; pin?: ElementRecord } = {}) {
  await page.setContent(html);
  const result = await executeCall(createToolContext(page, { timeout, recordElements: true, ...(pin ? { pin } : {}) }), { tool, args: { target } } as never);
  return { result, hit: await page.evaluate(() => (window as unknown as { hit?: string }).hit) };
}

for (const [layout, html] of Object.entries(FOUND)) {
  test(`found: ${layout}`, async ({ page }) => {
    // Named regions are sections, not forms.
    for (const target of layout.startsWith('named') ? TARGETS.slice(0, 2) : TARGETS) {
      const { result, hit } = await run(page, html, 'click', target, { timeout: 5000 });
      expect({ ok: result.ok, hit }, target).toEqual({ ok: true, hit: 'ship' });
    }
  });
}

for (const [layout, html] of Object.entries(NOT_FOUND)) {
  test(`not found, never another section's: ${layout}`, async ({ page }) => {
    for (const target of TARGETS) {
      const clicked = await run(page, html, 'click', target);
      expect({ code: clicked.result.ok ? 'clicked' : clicked.result.error.code, hit: clicked.hit }, target).toEqual({ code: 'ELEMENT_NOT_FOUND', hit: undefined });
      const checked = await run(page, html, 'assertElementVisible', target);
      expect(checked.result.ok ? 'passed' : checked.result.error.code, target).toBe('ASSERTION_FAILED');
    }
  });
}

test('an element found in a headed section replays from its lock entry while it still lies there', async ({ page }) => {
  const html = FOUND['sections headed by h2'];
  const first = await run(page, html, 'click', TARGETS[0], { timeout: 5000 });
  const element = first.result.ok ? (first.result.data as { element?: ElementRecord }).element : undefined;
  expect(element).toBeDefined();
  const replayed = await run(page, html, 'click', TARGETS[0], { timeout: 5000, pin: element });
  expect({ strategy: replayed.result.ok && (replayed.result.data as { strategy: string }).strategy, hit: replayed.hit }).toEqual({ strategy: 'lock', hit: 'ship' });
  // Swapped headings: the recorded button now lies in the Billing section; the search finds Shipping's.
  const swapped = `<section><h2>Billing</h2><p>12 Main St</p>${edit('bill')}</section><section><h2>Shipping</h2>${edit('ship')}</section>`;
  const moved = await run(page, swapped, 'click', TARGETS[0], { timeout: 5000, pin: element });
  expect({ strategy: moved.result.ok && (moved.result.data as { strategy: string }).strategy, hit: moved.hit }).toEqual({ strategy: 'role:button/exact', hit: 'ship' });
});
