/**
 * A caption's value (caption-value.ts): what a check of a bare name judges on the element the name
 * finds. Each row is a page shape as apps write them, the element the caption's search finds, and
 * what the value reads; the check passes only on the caption's own value, never on a neighbour's.
 */
import { expect, test } from '@playwright/test';
import { captionOfTarget, captionValueMatching, captionValueOf } from '../../src/tools/assertions/caption-value.ts';
import { textMatcher } from '../../src/locator/text-match.ts';

test.use({ trace: 'off' });

/** [page, the caption looked for, the element found (CSS), the value read for a check that it is shown]. */
const SHAPES: [string, string, string, string[]][] = [
  // Paired by the markup.
  ['<div class="row"><span>Subtotal</span><span>$40.00</span></div><div class="row"><span>Total</span><span>$43.18</span></div>', 'total', 'div.row:nth-child(2) span:first-child', ['$43.18']],
  ['<dl><dt>Balance</dt><dd>$1,200.00</dd><dt>Pending</dt><dd>3</dd></dl>', 'Pending', 'dt:nth-of-type(2)', ['3']],
  ['<dl><div><dt>Plan</dt><dd>Pro</dd></div><div><dt>Member since</dt><dd>March 2021</dd></div></dl>', 'member since', 'dl > div:nth-child(2) dt', ['March 2021']],
  ['<div class="tile"><div class="value">12</div><div class="label">Orders</div></div><div class="tile"><div class="value">2</div><div class="label">Returns</div></div>', 'Orders', '.tile:first-child .label', ['12']],
  ['<div class="tile"><div class="label"><span>Available</span></div><div class="value"><b>$4,007.78</b></div></div>', 'available', '.label span', ['$4,007.78']],
  ['<table><tr><th scope="row">Total</th><td>$43.18</td></tr><tr><th scope="row">Tax</th><td>$3.18</td></tr></table>', 'Tax', 'tr:nth-child(2) th', ['$3.18']],
  ['<table><thead><tr><th>Plan</th><th>Seats</th></tr></thead><tbody><tr><td>Pro</td><td>12</td></tr></tbody></table>', 'seats', 'th:nth-child(2)', ['12']],
  ['<label for="e">Email</label><input id="e" value="ada@example.com">', 'Email', 'label', ['ada@example.com']],
  ['<span id="c">Credits</span><div><b aria-labelledby="c">9</b></div><div>other</div>', 'Credits', '#c', ['9']],
  // A custom dropdown: its button and its (hidden) list of options both labelled by the caption; the button shows the choice.
  ['<span id="p">就诊人</span><div><button aria-haspopup="listbox" aria-labelledby="p v"><span id="v">刘芳（配偶）</span> ▾</button><ul role="listbox" aria-labelledby="p" hidden><li role="option">张伟（本人）</li></ul></div>', '就诊人', '#p', ['刘芳（配偶） ▾']],
  ['<div><strong>Total:</strong> $43.18</div>', 'total', 'strong', ['$43.18']],
  // A caption with its value in its own text.
  ['<p>Shipping: Free</p>', 'shipping', 'p', ['Free']],
  ['<p class="line">Subtotal: $40.00, Tax: $3.18, Total: $43.18</p>', 'total', 'p', ['$43.18']],
  ['<p class="line">Subtotal: $40.00, Tax: $3.18, Total: $43.18</p>', 'tax', 'p', ['$3.18']],
  ['<p>营业时间：10:00–22:00</p>', '营业时间', 'p', ['10:00–22:00']],
  ['<p>Price: $1,200.00</p>', 'price', 'p', ['$1,200.00']],
  // A separator parts pieces only before the next caption: the value may hold a comma of its own.
  ['<p>Location: Paris, France · Seats: 4</p>', 'location', 'p', ['Paris, France']],
  ['<p>Location: Paris, France · Seats: 4</p>', 'seats', 'p', ['4']],
  // Cannot be told: no value shown.
  ['<div class="box">Items: 2 Shipping: Free</div>', 'shipping', 'div', []],
  ['<div class="box">Items: 2 Shipping: Free</div>', 'items', 'div', []],
  ['<div class="summary"><span>Subtotal</span><span>$40</span><span>Total</span><span>$43.18</span></div>', 'total', 'span:nth-child(3)', []],
  ['<div class="labels"><span>Subtotal</span><span>Total</span></div><div class="values"><span>$40</span><span>$43.18</span></div>', 'total', '.labels span:nth-child(2)', ['Subtotal']],
  ['<table><thead><tr><th>Status</th></tr></thead><tbody><tr><td>Paid</td></tr><tr><td>Failed</td></tr></tbody></table>', 'status', 'th', []],
  // Where the caption comes first and nothing beside it is built as it is: the one right after it (a tile's label, value, note).
  ['<div class="tile"><div class="tile-label">Available</div><div class="tile-value">$4,007.78</div><div class="tile-sub">Balance minus pending</div></div>', 'available', '.tile-label', ['$4,007.78']],
  ['<div class="stat"><span class="k">Orders</span><span class="v">12</span><span class="d">+3%</span></div>', 'orders', '.k', ['12']],
  // Built alike beside it (a row of label, value, label, value), or not first: none.
  ['<div class="summary"><span class="k">Subtotal</span><span class="v">$40</span><span class="k">Total</span><span class="v">$43.18</span></div>', 'subtotal', '.k:first-child', []],
  ['<div class="stat"><span class="icon">★</span><span class="k">Orders</span><span class="v">12</span></div>', 'orders', '.k', []],
  // A heading names a section, and a section labelled by a caption is a container: no value of theirs.
  ['<section aria-labelledby="t"><h2 id="t">Toast</h2><button>Save settings</button></section>', 'toast', 'h2', ['Toast']],
  ['<div class="card"><h3><span>Balance</span></h3><p>$1,200.00</p></div>', 'balance', 'span', []],
  ['<span id="s">Settings</span><section aria-labelledby="s"><p>Dark mode</p></section>', 'settings', '#s', []],
  // A control beside a caption is acted on, not its value.
  ['<div class="row"><span>Status</span><button>Change</button></div>', 'status', 'span', []],
  // A stepper: the caption first, controls around the one thing they change; with two such things, none.
  ['<div class="stepper"><span class="k">Servings</span><button>−</button><output>2</output><button>+</button></div>', 'servings', '.k', ['2']],
  ['<div class="stepper"><span class="k">Guests</span><button>−</button><b>2</b><button>+</button><i>max 6</i></div>', 'guests', '.k', []],
  ['<div class="stepper"><span class="k">Seats</span><button>−</button><button>+</button></div>', 'seats', '.k', []],
  // Not a caption: the element's own text, as any text check reads it.
  ['<span class="badge" data-testid="cart-badge">2</span>', 'cart badge', 'span', ['2']],
  ['<div id="greeting">Hello Ada</div>', 'greeting', 'div', ['Hello Ada']],
  ['<p>Total items in the cart 3</p>', 'total', 'p', ['Total items in the cart 3']],
];

test('a caption\'s value is read from the caption\'s own structure, never from a neighbour', async ({ page }) => {
  for (const [html, name, found, expected] of SHAPES) {
    await page.setContent(`<main>${html}</main>`);
    const element = page.locator(found);
    expect(await element.count(), `${found} in ${html}`).toBe(1);
    expect(await captionValueOf(element, name), `${name} in ${html}`).toEqual(expected);
  }
});

test('the engine keeps the element where the caption\'s value matches, and nowhere else', async ({ page }) => {
  await page.setContent('<p class="line">Subtotal: $40.00, Tax: $3.18, Total: $43.18</p><dl><dt>Balance</dt><dd>$1,200.00</dd><dt>Pending</dt><dd>3</dd></dl>');
  const line = page.locator('p');
  const count = (where: typeof line, name: string, text: string, mode: 'exact' | 'contains', most = false) =>
    captionValueMatching(where, textMatcher(text, mode), { name, most }).count();
  expect(await count(line, 'total', '$43.18', 'exact')).toBe(1);
  expect(await count(line, 'total', '$3.18', 'contains')).toBe(0);
  expect(await count(line, 'tax', '$3.18', 'exact')).toBe(1);
  expect(await count(line, 'subtotal', '$43.18', 'contains')).toBe(0);
  const pending = page.locator('dt').nth(1);
  expect(await count(pending, 'pending', '3', 'exact')).toBe(1);
  expect(await count(pending, 'pending', '$1,200.00', 'contains')).toBe(0);
});

test('where the value cannot be told, a check that a text is not shown reads all it could be', async ({ page }) => {
  await page.setContent('<div class="box">Items: 2 Shipping: Free</div><div class="summary"><span>Subtotal</span><span>$40</span><span>Total</span><span>$43.18</span></div>');
  const box = page.locator('.box');
  const total = page.locator('.summary span').nth(2);
  const shown = (where: typeof box, name: string, text: string, most: boolean) => captionValueMatching(where, textMatcher(text, 'contains'), { name, most }).count();
  // Shown: nothing can be told, so nothing passes.
  expect(await shown(box, 'shipping', 'Free', false)).toBe(0);
  expect(await shown(total, 'total', '$43.18', false)).toBe(0);
  // Not shown: every text it could be counts, so an absence is never passed on a guess.
  expect(await shown(box, 'shipping', 'Free', true)).toBe(1);
  expect(await shown(box, 'shipping', '2', true)).toBe(1);
  expect(await shown(total, 'total', '$43.18', true)).toBe(1);
  expect(await shown(total, 'total', '$99', true)).toBe(0);
});

test('a bare name is a caption; a kind, a container, a position or a selector is not', () => {
  expect(captionOfTarget('the total')).toBe('total');
  expect(captionOfTarget('the "Total"')).toBe('Total');
  expect(captionOfTarget('Deposit due now')).toBe('Deposit due now');
  expect(captionOfTarget('已选学分')).toBe('已选学分');
  expect(captionOfTarget('the status of "Linen Throw Pillow"')).toBe('status');
  for (const target of ['the "Login" button', 'the Email field', 'the Pending tile', 'the "To do" column', 'the first row', 'css:#total', 'the error message'])
    expect(captionOfTarget(target), target).toBeUndefined();
});
