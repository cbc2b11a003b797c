/**
 * A row target on a page whose rows are plain blocks: a text check reads the block around the
 * row's text, as a card's caption is read, never the element showing that text alone (which shows
 * nothing else, so "does not show" would pass there). A page with rows keeps its rows.
 */
import { expect, test } from '@playwright/test';
import { createToolContext, executeCall } from '../../src/tools/index.ts';

test.use({ trace: 'off' });

const blocks = '<div class="list"><div class="entry"><span class="when">3 Mar – 5 Mar</span> <span class="state">Pending</span> <button>Cancel</button></div>'
  + '<div class="entry"><span class="when">10 Mar – 12 Mar</span> <span class="state">Delivered</span></div></div>';

test('a block row shows what its block shows, and only that', async ({ page }) => {
  await page.setContent(blocks);
  const tools = createToolContext(page, { timeout: 300 });
  const check = async (tool: string, target: string, text: string) => {
    const result = await executeCall(tools, { tool: tool as 'assertTextPresent', args: { target, text } });
    return result.ok ? 'pass' : result.error.code;
  };
  expect(await check('assertTextPresent', '10 Mar – 12 Mar row', 'Delivered')).toBe('pass');
  expect(await check('assertTextPresent', '10 Mar – 12 Mar row', 'Pending')).toBe('ASSERTION_FAILED');
  expect(await check('assertTextAbsent', '"3 Mar – 5 Mar" row', 'Pending')).toBe('ASSERTION_FAILED');
  expect(await check('assertTextAbsent', 'row for 3 Mar – 5 Mar', 'Cancel')).toBe('ASSERTION_FAILED');
  expect(await check('assertTextAbsent', '10 Mar – 12 Mar row', 'Pending')).toBe('pass');
});

test('a page with rows reads the row holding the text', async ({ page }) => {
  await page.setContent('<table><tr><td>Grace Hopper</td><td>Active</td></tr><tr><td>Alan Turing</td><td>Inactive</td></tr></table>');
  const tools = createToolContext(page, { timeout: 300 });
  expect(await executeCall(tools, { tool: 'assertTextPresent', args: { target: 'row for Alan Turing', text: 'Inactive' } })).toMatchObject({ ok: true });
  expect(await executeCall(tools, { tool: 'assertTextPresent', args: { target: 'row for Alan Turing', text: 'Active' } })).toMatchObject({ ok: false, error: { code: 'ASSERTION_FAILED' } });
  expect(await executeCall(tools, { tool: 'assertTextAbsent', args: { target: 'Grace Hopper row', text: 'Active' } })).toMatchObject({ ok: false, error: { code: 'ASSERTION_FAILED' } });
});
