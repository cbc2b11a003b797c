/**
 * attachedWithin: an element there now, one that appears later, several, none until the time runs
 * out, a selector that does not parse; Playwright's expect, answered in the query, once it is there.
 */
import { expect, test } from '@playwright/test';
import { attachedWithin, expectsInOneCall } from '../../src/playwright/attached.ts';

test('this Playwright answers a wait in the query itself', ({ page }) => {
  expect(expectsInOneCall(page.locator('p'))).toBe(true);
});

test('an element that is there, or comes, is attached; several are too', async ({ page }) => {
  await page.setContent('<p>one</p><p>two</p><div id="later"></div>');
  expect(await attachedWithin(page.locator('p'), 1000)).toBe(true);
  expect(await attachedWithin(page.locator('p').first(), 1000)).toBe(true);
  await page.evaluate(() => setTimeout(() => document.getElementById('later')!.append(Object.assign(document.createElement('span'), { className: 'late' })), 150));
  const started = Date.now();
  expect(await attachedWithin(page.locator('span.late'), 3000)).toBe(true);
  expect(Date.now() - started).toBeLessThan(2000);
});

test('nothing there until the time runs out is false; a timeout of 0 waits for nothing', async ({ page }) => {
  await page.setContent('<p>one</p>');
  const started = Date.now();
  expect(await attachedWithin(page.locator('span'), 300)).toBe(false);
  expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  expect(await attachedWithin(page.locator('span'), 0)).toBe(false);
  // A hidden element is attached: the wait is for the element, visibility is the check's.
  await page.setContent('<p hidden>hidden</p>');
  expect(await attachedWithin(page.locator('p'), 300)).toBe(true);
});

test('a selector that does not parse cannot be waited for', async ({ page }) => {
  await page.setContent('<p>one</p>');
  expect(await attachedWithin(page.locator('p[[['), 300)).toBeUndefined();
});

test('the wait is one expect call to Playwright, not waitFor and a read of its result', async ({ page }) => {
  await page.setContent('<p>one</p>');
  const calls: string[] = [];
  // Every call of the client goes through its connection (private: the test fails loudly when it moves).
  const connection = (page.mainFrame() as unknown as { _connection: { sendMessageToServer: (object: unknown, method: string, ...rest: unknown[]) => Promise<unknown> } })._connection;
  const send = connection.sendMessageToServer.bind(connection);
  connection.sendMessageToServer = (object, method, ...rest) => {
    calls.push(method);
    return send(object, method, ...rest);
  };
  expect(await attachedWithin(page.locator('p'), 1000)).toBe(true);
  expect(calls.filter(method => !method.endsWith('NoReply'))).toEqual(['expect']);
});
