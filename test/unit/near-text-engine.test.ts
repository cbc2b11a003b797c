/**
 * The near-text selector engine works each distance out once per evaluation (a replay guard names
 * the same element and text several times in one selector). What it worked out never outlives the
 * evaluation: a page that changed between two looks is judged as it is now.
 */
import { expect, test } from '@playwright/test';
import { finiteOnly } from '../../src/locator/scope.ts';

test.use({ trace: 'off' });

const cards = (names: string[]) => `<main>${names.map(name => `<div class="card"><h3>${name}</h3><button>Add to cart</button></div>`).join('')}</main>`;

test('each look at the page is its own: a button moved to another card between two looks is judged where it is now', async ({ page }) => {
  await page.setContent(cards(['Apple', 'Banana']));
  const buttons = page.getByRole('button', { name: 'Add to cart' });
  const nearApple = (await finiteOnly(buttons, 'Apple'))!;
  const nearBanana = (await finiteOnly(buttons, 'Banana'))!;
  expect(await nearApple.count()).toBe(1);
  await expect(nearApple).toHaveCount(1);

  // Apple's button goes to Banana's card, where there are then two; Apple keeps none.
  await page.evaluate(() => {
    const [apple, banana] = [...document.querySelectorAll('.card')];
    banana.append(apple.querySelector('button')!);
  });
  expect(await nearApple.count()).toBe(0);
  expect(await nearBanana.count()).toBe(2);

  // And back, within one task of the page's own: the next look sees it.
  await page.evaluate(() => {
    const [apple, banana] = [...document.querySelectorAll('.card')];
    apple.append(banana.querySelector('button')!);
  });
  await expect(nearApple).toHaveCount(1);
  await expect(nearBanana).toHaveCount(1);
});

test('one selector naming the same element and text several times gives each place the same answer', async ({ page }) => {
  await page.setContent(cards(['Apple', 'Banana', 'Cherry']));
  const buttons = page.getByRole('button', { name: 'Add to cart' });
  const nearBanana = (await finiteOnly(buttons, 'Banana'))!;
  const nearCherry = (await finiteOnly(buttons, 'Cherry'))!;
  // The same element under two texts, and under one text twice: the memo is per text.
  expect(await nearBanana.or(nearCherry).count()).toBe(2);
  expect(await nearBanana.or(nearBanana).count()).toBe(1);
  expect(await nearBanana.and(nearCherry).count()).toBe(0);
  expect(await page.locator('main').filter({ has: nearBanana }).filter({ hasNot: nearCherry.and(nearBanana) }).count()).toBe(1);
});

/**
 * A page with one item: nothing beside it bounds its container, and the nearest ancestor holding
 * its name may be the page. [page, what is looked for, whether it counts as near "Fleece Jacket"].
 */
const ONE_ITEM: [string, string, boolean][] = [
  // The item's own content counts, in any markup.
  ['<header><b>Swift Shop</b></header><main><section class="card"><h1>Fleece Jacket</h1><p>$49.99</p></section></main>', '$49.99', true],
  ['<div id="app"><div class="top">Swift Shop</div><div class="tile"><b>Fleece Jacket</b><span>$49.99</span></div></div>', '$49.99', true],
  ['<main><article><header><h2>Fleece Jacket</h2></header><footer><button>$49.99</button></footer></article></main>', '$49.99', true],
  // The page's header, a bar beside the item, the page's title: not the item's.
  ['<header><b>Swift Shop</b></header><main><section class="card"><h1>Fleece Jacket</h1><p>$49.99</p></section></main>', 'Swift Shop', false],
  ['<div id="root"><header>Swift Shop</header><div class="bar">Back</div><main><section><h1>Fleece Jacket</h1></section></main></div>', 'Back', false],
  ['<div id="app"><div class="top">Swift Shop</div><div class="tile"><b>Fleece Jacket</b><span>$49.99</span></div></div>', 'Swift Shop', false],
  ['<div><h1>Catalog</h1><div class="side">Sale</div><div class="tile"><span>Fleece Jacket</span></div></div><p>About us</p>', 'Sale', false],
  ['<nav>Home</nav><div class="wrap"><div class="crumb">Shop</div><div class="tile"><b>Fleece Jacket</b></div></div>', 'Shop', true],
];

test('an item alone on its page is not the page: its container holds no page header, main content, page title or the page whole', async ({ page }) => {
  for (const [html, text, near] of ONE_ITEM) {
    await page.setContent(html);
    const shown = page.getByText(text, { exact: true });
    expect(await shown.count(), html).toBe(1);
    expect(await (await finiteOnly(shown, 'Fleece Jacket'))!.count(), `${text} in ${html}`).toBe(near ? 1 : 0);
  }
});
