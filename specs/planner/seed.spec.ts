// The planner's seed for this plan: every scenario of a group that names it starts here.
import { test } from '@playwright/test';

test.describe('Swift Shop', () => {
  test('seed', async ({ page }) => {
    await page.goto('/shop/');
  });
});
