/** Placeholder smoke suite of the sample app, run by `npm run demo` until specs compile: one quick check per page. */
import { expect, test } from '@playwright/test';

test('index lists every page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sample app');
  await expect(page.locator('#pages a')).toHaveText(['Shop', 'Forms', 'Components', 'Dynamic', 'Hidden', 'Interactions', '中文商城']);
});

test('shop: log in and add a product', async ({ page }) => {
  await page.goto('/shop/');
  await page.getByPlaceholder('Username').fill('standard_user');
  await page.getByPlaceholder('Password').fill('secret_sauce');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByTestId('inventory-item').filter({ hasText: 'Trail Backpack' }).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('shopping-cart-badge')).toHaveText('1');
});

test('forms: submit echoes a value', async ({ page }) => {
  await page.goto('/forms/');
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('#result [data-field="fullName"] dd')).toHaveText('Ada Lovelace');
});

test('components: dialog opens and closes', async ({ page }) => {
  await page.goto('/components/');
  await page.getByRole('button', { name: 'New' }).click();
  await expect(page.getByRole('dialog', { name: 'New item' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('dynamic: fetched products arrive', async ({ page }) => {
  await page.goto('/dynamic/');
  await expect(page.getByRole('list', { name: 'API products' }).getByRole('listitem')).toHaveCount(6);
});

test('hidden: the visible Save is the one clicked', async ({ page }) => {
  await page.goto('/hidden/');
  await page.getByTestId('visible-save').click();
  await expect(page.getByTestId('last-action')).toHaveText('clicked save (visible)');
});

test('interactions: drag a task to Done', async ({ page }) => {
  await page.goto('/interactions/');
  await page.getByText('Write tests').dragTo(page.getByTestId('column-done'));
  await expect(page.getByTestId('column-done')).toContainText('Write tests');
});

test('zh shop: login error in Chinese', async ({ page }) => {
  await page.goto('/zh/login.html');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert')).toHaveText('用户名为必填项');
});
