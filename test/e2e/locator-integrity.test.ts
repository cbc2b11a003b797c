/** Verdict integrity at run time: scopes never widen, quoted labels are what a person reads, text checks mean their words, negative checks need a known target. */
import type { Page } from '@playwright/test';
import { expect, test } from '../../src/fixtures/tools.ts';
import { logIn } from './shop.ts';

test.use({ trace: 'off' });

type Failure = { ok: false; error: { code: string; retriable: boolean; message: string; evidence: Record<string, unknown> } };

function failed(result: unknown, code = 'ASSERTION_FAILED'): Failure['error'] {
  expect(result).toMatchObject({ ok: false, error: { code } });
  return (result as Failure).error;
}

/** The inventory with only the Backpack in the cart: its button reads "Remove", every other "Add to cart". */
async function backpackInCart(page: Page): Promise<void> {
  await logIn(page);
  await page.locator('#add-to-cart-trail-backpack').click();
  await expect(page.locator('#remove-trail-backpack')).toBeVisible();
}

test('a scope that holds no such element is not found; nothing outside it is a candidate', async ({ page, tools }) => {
  await backpackInCart(page);
  const click = failed(await tools.click({ target: '"Remove" for "Bike Light"', timeout: 300 }), 'ELEMENT_NOT_FOUND');
  expect(click.message).toContain('"Bike Light"');
  await expect(page.locator('#remove-trail-backpack')).toBeVisible();
  failed(await tools.assertElementVisible({ target: 'the "Remove" button for "Bike Light"', timeout: 300 }));
  // The Backpack's own card holds no "Add to cart": the negative check passes.
  expect(await tools.assertElementHidden({ target: 'the "Add to cart" button for "Backpack"', timeout: 300 })).toMatchObject({ ok: true });
  expect(await tools.click({ target: '"Remove" for "Trail Backpack"' })).toMatchObject({ ok: true });
  await expect(page.locator('#add-to-cart-trail-backpack')).toBeVisible();
});

test('a named container scope never falls back to the whole page', async ({ page, tools }) => {
  await page.setContent(`<table><tr><td>Ada</td><td><button>Edit</button></td></tr></table>
    <div><span>Grace</span> <button>Delete</button></div>`);
  failed(await tools.click({ target: '"Delete" in the row with "Grace"', timeout: 300 }), 'ELEMENT_NOT_FOUND');
  const edit = await tools.click({ target: '"Edit" in the row with "Ada"' });
  expect(edit, JSON.stringify(edit)).toMatchObject({ ok: true });
});

test('a quoted label is what a person reads, never an id, class or test id', async ({ page, tools }) => {
  await page.setContent(`<form><input type="submit" id="login-button" name="login" class="login" data-testid="login-button" value="Log in"></form>`);
  failed(await tools.assertElementVisible({ target: 'the "Login" button', timeout: 300 }));
  failed(await tools.click({ target: '"Login" button', timeout: 300 }), 'ELEMENT_NOT_FOUND');
  expect(await tools.assertElementVisible({ target: 'the "Log in" button', timeout: 300 })).toMatchObject({ ok: true });
  // Unquoted words may still find it by its attributes.
  expect(await tools.assertElementVisible({ target: 'the login button', timeout: 300 })).toMatchObject({ ok: true });
});

test('an English label does not match a Chinese button whose id spells it', async ({ page, tools }) => {
  await logIn(page);
  await page.goto('/zh/inventory.html');
  await expect(page.locator('#add-to-cart-bike-light')).toBeVisible();
  failed(await tools.assertElementVisible({ target: 'the "Add to cart" button', timeout: 300 }));
});

test('the page shows a phrase: case-sensitive, whole words, money as written; near misses are evidence', async ({ page, tools }) => {
  await page.setContent(`<div>Item total: $29.99</div><div>Tax: $2.40</div><div>Total: $32.39</div><p>Price $129.99</p><p>Reinstall now</p>`);
  const total = failed(await tools.assertTextPresent({ text: 'Total: $29.99', timeout: 200 }));
  expect(JSON.stringify(total.evidence.nearMisses)).toContain('Item total: $29.99');
  failed(await tools.assertTextPresent({ text: '$29.99 Tax', timeout: 200 }));
  failed(await tools.assertTextPresent({ text: 'Install', timeout: 200 }));
  failed(await tools.assertTextPresent({ text: '$29.9', timeout: 200 }));
  expect(await tools.assertTextPresent({ text: 'Total: $32.39' })).toMatchObject({ ok: true });
  expect(await tools.assertTextPresent({ text: '$129.99' })).toMatchObject({ ok: true });
  expect(await tools.assertTextPresent({ text: 'total:  $29.99' })).toMatchObject({ ok: true });
  expect(await tools.assertTextAbsent({ text: 'Total: $29.99', timeout: 200 })).toMatchObject({ ok: true });
  expect(await tools.assertTextPresent({ text: 'Total: $32.39', match: 'exact' })).toMatchObject({ ok: true });
  failed(await tools.assertTextPresent({ text: 'Total:', match: 'exact', timeout: 200 }));
});

test('Chinese phrases match inside the element\'s own text', async ({ page, tools }) => {
  await page.setContent(`<p>已加入购物车的商品</p>`);
  expect(await tools.assertTextPresent({ text: '加入购物车' })).toMatchObject({ ok: true });
});

test('text inside a hidden descendant is not counted', async ({ page, tools }) => {
  await page.setContent(`<a href="#" aria-label="Cart">Cart <span style="display:none">2</span></a>`);
  failed(await tools.assertTextPresent({ text: '2', target: '"Cart" link', timeout: 200 }));
  failed(await tools.assertTextPresent({ text: 'Cart 2', timeout: 200 }));
  expect(await tools.assertTextAbsent({ text: '2', target: '"Cart" link', timeout: 200 })).toMatchObject({ ok: true });
});

test('a negative check on a description that never matched anything cannot tell', async ({ page, tools }) => {
  await page.setContent(`<a href="#" class="cart-link">Cart</a>`);
  const error = failed(await tools.assertElementHidden({ target: 'the cart count badge', timeout: 200 }));
  expect(error.message).toContain('cannot tell: nothing matches');
  // Quoted text whose place is the page: known, and absent.
  expect(await tools.assertElementHidden({ target: '"Checkout complete"', timeout: 200 })).toMatchObject({ ok: true });
  // Seen earlier in this test, gone now: known.
  await page.setContent(`<a href="#" class="cart-link">Cart <span class="cart-count-badge">1</span></a>`);
  expect(await tools.assertElementVisible({ target: 'the cart count badge' })).toMatchObject({ ok: true });
  await page.evaluate(() => document.querySelector('.cart-count-badge')!.remove());
  expect(await tools.assertElementHidden({ target: 'the cart count badge', timeout: 200 })).toMatchObject({ ok: true });
});

test('ordinals count visible matches in document order inside the scope', async ({ page, tools }) => {
  const buy = `<button onclick="this.dataset.clicked = 'yes'">Buy</button>`;
  await page.setContent(`<ul><li>A ${buy}</li><li style="display:none">B ${buy}</li><li>C ${buy}</li></ul>
    <section aria-label="More">${buy}${buy}</section>`);
  expect(await tools.click({ target: 'the second "Buy" button in the "More" section' })).toMatchObject({ ok: true });
  expect(await tools.click({ target: 'the second "Buy" button' })).toMatchObject({ ok: true });
  expect(await page.locator('[data-clicked]').evaluateAll(all => all.map(b => b.parentElement!.textContent.trim().slice(0, 1)))).toEqual(['C', 'B']);
  // "Is visible" with an ordinal checks that one element, not any of them.
  expect(await tools.assertElementVisible({ target: 'the fourth "Buy" button', timeout: 200 })).toMatchObject({ ok: true });
  failed(await tools.assertElementVisible({ target: 'the fifth "Buy" button', timeout: 200 }));
});

test('a role word is that role: a button titled like a dialog is not the dialog; a plain element may be', async ({ page, tools }) => {
  await page.setContent(`<button title="Delete user">×</button><button title="Delete user">×</button>
    <div class="toast" title="Saved">Saved</div>`);
  failed(await tools.assertElementVisible({ target: 'the "Delete user" dialog', timeout: 300 }));
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<div role="dialog" aria-label="Delete user"><p>Sure?</p></div>'));
  expect(await tools.assertElementVisible({ target: 'the "Delete user" dialog', timeout: 300 })).toMatchObject({ ok: true });
  // A div has no role of its own: described as a status message, its title still finds it.
  expect(await tools.assertElementVisible({ target: 'the "Saved" message', timeout: 300 })).toMatchObject({ ok: true });
});

test('words found in class names pick the innermost element: the price, not the bar holding price and button', async ({ page, tools }) => {
  await page.setContent(`<div class="card"><h3>Lamp</h3><div class="pricebar"><span class="item-price">$12.00</span><button>Buy</button></div></div>
    <div class="card"><h3>Desk</h3><div class="pricebar"><span class="item-price">$80.00</span><button>Buy</button></div></div>`);
  expect(await tools.assertTextPresent({ target: 'the price of "Lamp"', text: '$12.00', match: 'exact', timeout: 300 })).toMatchObject({ ok: true });
  failed(await tools.assertTextPresent({ target: 'the price of "Desk"', text: '$12.00', match: 'exact', timeout: 300 }));
});

test('a quoted name of a button or link is its whole name, for an action as for a check; a quoted text alone matches part of a name only as whole words', async ({ page, tools }) => {
  await page.setContent(`<button>Login</button> <a href="/help">Login help</a> <button>Add to cart (3)</button> <button>加入购物车</button>`);
  failed(await tools.click({ target: 'the "Log" button', timeout: 300 }), 'ELEMENT_NOT_FOUND');
  failed(await tools.click({ target: 'the "help" button', timeout: 300 }), 'ELEMENT_NOT_FOUND');
  failed(await tools.hover({ target: 'the "help" link', timeout: 300 }), 'ELEMENT_NOT_FOUND');
  failed(await tools.hover({ target: 'the "购物车" button', timeout: 300 }), 'ELEMENT_NOT_FOUND');
  expect(await tools.hover({ target: '"help"', timeout: 300 })).toMatchObject({ ok: true });
  failed(await tools.hover({ target: '"elp"', timeout: 300 }), 'ELEMENT_NOT_FOUND');
  // In any case, with a count beside it, never a part.
  failed(await tools.assertElementVisible({ target: 'the "help" link', timeout: 300 }));
  failed(await tools.assertElementVisible({ target: 'the "购物车" button', timeout: 300 }));
  expect(await tools.assertElementVisible({ target: 'the "Add to cart" button', timeout: 300 })).toMatchObject({ ok: true });
  expect(await tools.assertElementVisible({ target: 'the "add to cart" button', timeout: 300 })).toMatchObject({ ok: true });
});
