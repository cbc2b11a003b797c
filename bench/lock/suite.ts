/** bench/lock's suite: specs whose steps need the heuristics and `ai` steps, the same tests written by hand, and the changed copy of the shop. */
import type { Patch } from '../../test/integrity/defects.ts';
import { CHECKOUT_HAND_STEPS, CHECKOUT_STEPS } from '../checkout.ts';

/** Steps the grammar plans and the heuristics resolve (labels, placeholders, names, scoped targets). */
export const CHECKOUT = `---
feature: Checkout
secrets: [SHOP_PASSWORD]
---
# Checkout

## Scenario: Buy two products
1. Open /shop/
2. Fill the Username field with "standard_user"
3. Fill the Password field with "\${env.SHOP_PASSWORD}"
4. Click the "Login" button
${CHECKOUT_STEPS}
`;

/** `ai` steps (played by the scripted model) between deterministic ones. */
export const AI = `feature: Shop with AI steps
secrets: [SHOP_PASSWORD]
background:
  - Open /shop/
  - Fill the Username field with "standard_user"
  - Fill the Password field with "\${env.SHOP_PASSWORD}"
  - Click the "Login" button
scenarios:
  - name: Sort and open a product
    steps:
      - ai: Sort the products by price from high to low
      - Verify the page shows "Products"
      - ai: Open the details page of the Fleece Jacket
      - Verify the page shows "Back to products"
`;

/** The same two tests as a Playwright user writes them, one test.step per spec step. */
export const HAND = `import { test, expect } from '@playwright/test';

async function login(page) {
  await test.step('Open /shop/', () => page.goto('/shop/'));
  await test.step('Username', () => page.getByPlaceholder('Username').fill('standard_user'));
  await test.step('Password', () => page.getByPlaceholder('Password').fill(process.env.SHOP_PASSWORD));
  await test.step('Login', () => page.getByRole('button', { name: 'Login' }).click());
}

test.describe('Shop with AI steps', () => {
  test('Sort and open a product', async ({ page }) => {
    await login(page);
    await test.step('Sort', () => page.getByLabel('Sort products').selectOption({ label: 'Price (high to low)' }));
    await test.step('Products', () => expect(page.getByText('Products').first()).toBeVisible());
    await test.step("Fleece Jacket", () => page.getByRole("link", { name: "Fleece Jacket" }).first().click());
    await test.step('Back to products', () => expect(page.getByText('Back to products').first()).toBeVisible());
  });
});

test.describe('Checkout', () => {
  test('Buy two products', async ({ page }) => {
    await login(page);
${CHECKOUT_HAND_STEPS}
  });
});
`;

/**
 * The changed shop, as a redesign leaves it. Renamed labels: the Login button says "Sign in", the
 * sort dropdown "Order by". A new id: the Checkout button's id and test id. A moved element: the
 * cart link now comes first in the header. And a changed text an assertion names: "Thank you for
 * your order!" became "Thanks for your order!", which no heal may pass.
 */
export const CHANGES: Patch[] = [
  { file: 'shop/js/strings.js', find: `  login: 'Login',`, replace: `  login: 'Sign in',` },
  { file: 'shop/js/strings.js', find: `  sortBy: 'Sort products',`, replace: `  sortBy: 'Order by',` },
  { file: 'shop/js/strings.js', find: `  thankYou: 'Thank you for your order!',`, replace: `  thankYou: 'Thanks for your order!',` },
  { file: 'shop/js/pages/cart.js', find: `id: 'checkout', 'data-testid': 'checkout',`, replace: `id: 'proceed', 'data-testid': 'proceed',` },
  { file: 'shop/js/layout.js', find: `h('header', { class: 'app-header' }, burger, h('div', { class: 'app-logo' }, t.appName), cartLink, menu)`, replace: `h('header', { class: 'app-header' }, cartLink, burger, h('div', { class: 'app-logo' }, t.appName), menu)` },
];

/** The scenario the changed shop must fail (its last step checks the renamed text), and what its error must say. */
export const MUST_FAIL = { title: 'Buy two products', evidence: 'Thank you for your order!' };
