/** Placeholder smoke suite of the sample app, run by `npm run demo` until specs compile. */
import { expect, test } from '@playwright/test';

test('the index lists every page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sample app');
  await expect(page.locator('#pages a')).toHaveText(['Shop', 'Forms', 'Components', 'Dynamic', 'Hidden', '中文商城']);
});

test('shop: log in and add a product', async ({ page }) => {
  await page.goto('/shop/');
  await page.getByPlaceholder('Username').fill('standard_user');
  await page.getByPlaceholder('Password').fill('secret_sauce');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByTestId('inventory-item').filter({ hasText: 'Trail Backpack' }).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('shopping-cart-badge')).toHaveText('1');
});
