/**
 * A box and its caption with nothing tying them (no <label>, no aria-labelledby): ticking the
 * caption ticks its own box, the one box beside it, never a box another caption names. An element
 * that is no box and captions none is a failure with a code, never an internal error.
 */
import { expect, test } from '@playwright/test';
import { createToolContext, executeCall } from '../../src/tools/index.ts';

test.use({ trace: 'off' });

const rows = '<div class="row"><input type="checkbox" id="half"><span>Half day on last day</span></div><div class="row"><input type="checkbox" id="note"><span>Notify my manager</span></div>';

test('ticking a caption ticks the one box beside it', async ({ page }) => {
  await page.setContent(rows);
  const tools = createToolContext(page, { timeout: 300 });
  expect(await executeCall(tools, { tool: 'check', args: { target: '"Half day on last day"' } })).toMatchObject({ ok: true });
  await expect(page.locator('#half')).toBeChecked();
  await expect(page.locator('#note')).not.toBeChecked();
  expect(await executeCall(tools, { tool: 'uncheck', args: { target: '"Half day on last day"' } })).toMatchObject({ ok: true });
  await expect(page.locator('#half')).not.toBeChecked();
});

test('a caption beside two boxes, or beside none, ticks nothing and says so', async ({ page }) => {
  await page.setContent('<div><input type="checkbox" id="a"><span>Both days</span><input type="checkbox" id="b"></div><p>Plain words</p>');
  const tools = createToolContext(page, { timeout: 300 });
  const two = await executeCall(tools, { tool: 'check', args: { target: '"Both days"' } });
  expect(two.ok ? 'ticked' : two.error.code).toBe('ELEMENT_NOT_FOUND');
  const none = await executeCall(tools, { tool: 'check', args: { target: '"Plain words"' } });
  expect(none.ok ? 'ticked' : none.error.message).toContain('is no checkbox, radio button or switch, and captions none');
  await expect(page.locator('#a')).not.toBeChecked();
  await expect(page.locator('#b')).not.toBeChecked();
});

test('a check of the box beside its caption reads that box, and no box another caption names', async ({ page }) => {
  await page.setContent(rows + '<div><input type="checkbox" id="c" checked><span>Gift wrap</span> <span>Leave at the door</span></div>');
  const tools = createToolContext(page, { timeout: 300 });
  expect(await executeCall(tools, { tool: 'assertChecked', args: { target: '"Half day on last day" checkbox', checked: false } })).toMatchObject({ ok: true });
  await page.locator('#half').check();
  expect(await executeCall(tools, { tool: 'assertChecked', args: { target: '"Half day on last day" checkbox', checked: true } })).toMatchObject({ ok: true });
  expect(await executeCall(tools, { tool: 'assertChecked', args: { target: '"Notify my manager" checkbox', checked: true } })).toMatchObject({ ok: false, error: { code: 'ASSERTION_FAILED' } });
  // Two captions beside one box: the box is neither's.
  expect(await executeCall(tools, { tool: 'assertChecked', args: { target: '"Leave at the door" checkbox', checked: true } })).toMatchObject({ ok: false });
});
