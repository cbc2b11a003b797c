/** Placeholder smoke suite of the sample app, run by `npm run demo` until specs compile. */
import { expect, test } from '@playwright/test';

test('the sample app serves its index', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sample app');
});
