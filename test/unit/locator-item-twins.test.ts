/**
 * Items the page shows in more than one place, and rows built of plain blocks. A control near an
 * item's text that the page shows twice to the character (a dish under "Popular" and again under
 * its category) is that item's control, wherever it is clicked; two cards that differ in anything
 * stay ambiguous. "Cancel on the 3 Mar row" where rows are <div>s: the block showing that text,
 * as "Cancel for 3 Mar" reads it, only where no row or list item holds it. A text clicked for a
 * part of its words holds them whole: "Cancel" is not the status "Cancelled".
 */
import { expect, test, type Page } from '@playwright/test';
import { createToolContext, executeCall } from '../../src/tools/index.ts';

test.use({ trace: 'off' });

const card = (name: string, price: string, qty = '') => `<div class="dish"><b>${name}</b> <span>${price}</span> <span class="qty">${qty}</span> <button>+</button></div>`;
const menu = (featured: string, mains: string) => `<section><h2>Popular</h2>${featured}</section><section><h2>Mains</h2>${mains}</section>`;
const twins = menu(card('Beef Noodles', '$22') + card('Dumplings', '$16'), card('Beef Noodles', '$22') + card('Fried Rice', '$12'));
// The same dish, on offer in one place: two cards that differ.
const differ = menu(card('Beef Noodles', '$19') + card('Dumplings', '$16'), card('Beef Noodles', '$22'));
// The same dish, one card showing a quantity the other does not.
const stale = menu(card('Beef Noodles', '$22', '×1'), card('Beef Noodles', '$22'));

const rows = '<div id="orders"><div class="entry"><span>3 Mar – 5 Mar</span> <span>Pending</span> <button>Cancel</button></div><div class="entry"><span>10 Mar – 12 Mar</span> <span>Delivered</span></div><div class="entry"><span>17 Mar – 19 Mar</span> <span>Cancelled</span></div></div>';
const tableToo = '<table><tr><td>3 Mar – 5 Mar</td><td>Pending</td></tr></table>' + rows;

async function click(page: Page, html: string, target: string) {
  await page.setContent(html);
  await page.evaluate(() => document.addEventListener('click', event => {
    const button = (event.target as Element).closest('button');
    if (button)
      document.title = `${button.closest('section')?.querySelector('h2')?.textContent ?? ''} ${button.parentElement?.querySelector('b, span')?.textContent ?? ''}`.trim();
  }));
  return executeCall(createToolContext(page, { timeout: 300 }), { tool: 'click', args: { target } });
}

test('a control of an item the page shows twice to the character is that item\'s: the first is clicked', async ({ page }) => {
  const result = await click(page, twins, '"+" for "Beef Noodles"');
  expect(result.ok).toBe(true);
  await expect(page).toHaveTitle('Popular Beef Noodles');
});

test('in Chinese too: the dish\'s "+" where the dish is listed twice', async ({ page }) => {
  const result = await click(page, menu(card('招牌牛肉面', '¥22'), card('招牌牛肉面', '¥22') + card('酸辣粉', '¥14')), '招牌牛肉面的 +');
  expect(result.ok).toBe(true);
  await expect(page).toHaveTitle('Popular 招牌牛肉面');
});

for (const [name, html] of [['a price', differ], ['a quantity', stale]] as const) {
  test(`two cards of one name that differ in ${name} stay ambiguous`, async ({ page }) => {
    const result = await click(page, html, '"+" for "Beef Noodles"');
    expect(result.ok ? 'clicked' : result.error.code).toBe('AMBIGUOUS_TARGET');
    await expect(page).toHaveTitle('');
  });
}

test('a dish listed once is found as before, beside a dish listed twice', async ({ page }) => {
  const result = await click(page, twins, '"+" for "Fried Rice"');
  expect(result.ok).toBe(true);
  await expect(page).toHaveTitle('Mains Fried Rice');
});

test('a row of plain blocks: the block showing the text, and only its own control', async ({ page }) => {
  expect((await click(page, rows, 'Cancel on the 3 Mar – 5 Mar row')).ok).toBe(true);
  await expect(page).toHaveTitle('3 Mar – 5 Mar');
  // The delivered order has no Cancel: the one in the block before it is another order's.
  const other = await click(page, rows, 'Cancel on the 10 Mar – 12 Mar row');
  expect(other.ok ? 'clicked' : other.error.code).toBe('ELEMENT_NOT_FOUND');
  // Nor is the status "Cancelled" a Cancel to click.
  const status = await click(page, rows, 'Cancel in the row with "17 Mar"');
  expect(status.ok ? 'clicked' : status.error.code).toBe('ELEMENT_NOT_FOUND');
});

test('where a table row holds the text, the row scope is that row alone, never the blocks around it', async ({ page }) => {
  const result = await click(page, tableToo, 'Cancel on the 3 Mar – 5 Mar row');
  expect(result.ok ? 'clicked' : result.error.code).toBe('ELEMENT_NOT_FOUND');
});

test('a text clicked for a part of its words holds them as whole words', async ({ page }) => {
  const result = await click(page, '<p onclick="document.title = \'clicked\'">Cancelled</p>', 'Cancel');
  expect(result.ok ? 'clicked' : result.error.code).toBe('ELEMENT_NOT_FOUND');
  expect((await click(page, '<p onclick="document.title = \'clicked\'">Cancel order</p>', 'Cancel')).ok).toBe(true);
});

test('words that end in a container word are first one element\'s whole name: "Add product" is the button, not a product "Add"', async ({ page }) => {
  const html = '<button onclick="document.title = \'added\'">Add product</button><div class="card"><b onclick="document.title = \'card\'">Add</b> <span>$5</span></div>';
  await page.setContent(html);
  expect(await executeCall(createToolContext(page, { timeout: 300 }), { tool: 'click', args: { target: 'Add product' } })).toMatchObject({ ok: true });
  await expect(page).toHaveTitle('added');
  // With no element of that whole name, the words are a product's caption, as before.
  await page.setContent('<div class="card"><b onclick="document.title = \'card\'">Skyline Tasks</b> <span>$5</span></div>');
  expect(await executeCall(createToolContext(page, { timeout: 300 }), { tool: 'click', args: { target: 'the Skyline Tasks card' } })).toMatchObject({ ok: true });
  await expect(page).toHaveTitle('card');
});
