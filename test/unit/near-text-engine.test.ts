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
