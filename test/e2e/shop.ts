/** Shared setup for e2e tests on the sample shop, done with plain Playwright so it cannot hide a locator bug. */
import type { Page } from '@playwright/test';

/** Logs in as the public standard user and waits for the inventory. */
export async function logIn(page: Page): Promise<void> {
  await page.goto('/shop/');
  await page.getByPlaceholder('Username').fill('standard_user');
  await page.getByPlaceholder('Password').fill('secret_sauce');
  await page.locator('#login-button').click();
  await page.waitForURL(/inventory/);
}
