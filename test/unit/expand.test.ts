/**
 * "Expand …" and "Collapse …" reach a state: the click happens only when the control is not in it
 * already, and the step fails when nothing tells the state or the click did not reach it.
 */
import { expect, test } from '@playwright/test';
import { createToolContext, executeCall } from '../../src/tools/index.ts';
import { planStep } from '../../src/steps/grammar.ts';

test.use({ trace: 'off' });

const DETAILS = '<details><summary>Shipping &amp; returns</summary><p>Free returns within 30 days</p></details>'
  + '<details open><summary>Release notes</summary><p>Faster cold starts</p></details>';
const DISCLOSURE = '<button aria-expanded="false" aria-controls="p" onclick="this.setAttribute(\'aria-expanded\', String(this.getAttribute(\'aria-expanded\') !== \'true\')); p.hidden = !p.hidden; window.clicks = (window.clicks || 0) + 1">Filters</button><div id="p" hidden>Price range</div>'
  + '<button onclick="window.clicks = (window.clicks || 0) + 1">Details</button>'
  + '<button aria-expanded="false">Stuck</button>';

async function click(page: import('@playwright/test').Page, target: string, expand: boolean) {
  return executeCall(createToolContext(page, { timeout: 500 }), { tool: 'click', args: { target, expand } } as never);
}

test('the grammar plans expand and collapse as clicks that reach a state', () => {
  expect(planStep('Expand the "Shipping & returns" section')).toEqual({ ok: true, plans: [{ action: 'click', target: '"Shipping & returns"', expand: true }] });
  expect(planStep('Collapse "Filters"')).toEqual({ ok: true, plans: [{ action: 'click', target: '"Filters"', expand: false }] });
});

test('a closed <details> opens; an open one is left open, not clicked shut', async ({ page }) => {
  await page.setContent(DETAILS);
  expect(await click(page, '"Shipping & returns"', true)).toMatchObject({ ok: true, data: { clicked: true, expanded: true } });
  await expect(page.getByText('Free returns within 30 days')).toBeVisible();
  expect(await click(page, '"Release notes"', true)).toMatchObject({ ok: true, data: { clicked: false } });
  await expect(page.getByText('Faster cold starts')).toBeVisible();
  expect(await click(page, '"Release notes"', false)).toMatchObject({ ok: true, data: { clicked: true, expanded: false } });
  await expect(page.getByText('Faster cold starts')).toBeHidden();
});

test('a disclosure button by aria-expanded; no state, or a click that changes nothing, fails', async ({ page }) => {
  await page.setContent(DISCLOSURE);
  expect(await click(page, '"Filters"', true)).toMatchObject({ ok: true, data: { clicked: true } });
  expect(await click(page, '"Filters"', true)).toMatchObject({ ok: true, data: { clicked: false } });
  expect(await page.evaluate(() => (window as unknown as { clicks: number }).clicks)).toBe(1);
  expect(await click(page, '"Details"', true)).toMatchObject({ ok: false, error: { code: 'ELEMENT_NOT_FOUND' } });
  expect(await page.evaluate(() => (window as unknown as { clicks: number }).clicks)).toBe(1);
  expect(await click(page, '"Stuck"', true)).toMatchObject({ ok: false, error: { code: 'TIMEOUT' } });
});
