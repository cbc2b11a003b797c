/**
 * Names with quotes in them (an apostrophe, a double quote, a backtick) are found at every tier,
 * with Playwright's own selectors chained after them: Playwright escapes a quote it puts in a
 * selector, which a `u` regular expression rejects, so the quotes are written as code points.
 */
import { expect, test } from '@playwright/test';
import { createToolContext, executeCall } from '../../src/tools/index.ts';
import { textMatcher } from '../../src/locator/text-match.ts';

test.use({ trace: 'off' });

test('a text with quotes is found whole, as a part, and in a check', async ({ page }) => {
  await page.setContent('<p onclick="document.title = \'clicked\'">The Baker\'s Almanac (2nd ed.)</p><p>Say "cheese" and `smile`</p>');
  const tools = createToolContext(page, { timeout: 300 });
  expect(await executeCall(tools, { tool: 'click', args: { target: "Baker's Almanac" } })).toMatchObject({ ok: true });
  await expect(page).toHaveTitle('clicked');
  expect(await executeCall(tools, { tool: 'assertTextPresent', args: { text: "The Baker's Almanac" } })).toMatchObject({ ok: true });
  expect(await executeCall(tools, { tool: 'assertTextPresent', args: { text: 'Say "cheese" and `smile`' } })).toMatchObject({ ok: true });
  expect(await executeCall(tools, { tool: 'assertTextPresent', args: { text: "The Bakers' Almanac" } })).toMatchObject({ ok: false, error: { code: 'ASSERTION_FAILED' } });
});

test('the matcher of a text with quotes still matches exactly that text', () => {
  const matcher = textMatcher("Baker's", 'contains');
  expect(matcher.test("The Baker's Almanac")).toBe(true);
  expect(matcher.test('The Bakers Almanac')).toBe(false);
  expect(matcher.source).not.toMatch(/['"`]/);
});
