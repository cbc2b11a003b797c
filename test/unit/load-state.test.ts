/**
 * parsedDocument: a document still arriving is waited for until it is parsed; one that is parsed
 * costs no call (Playwright's client already knows); a client without that knowledge still waits.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { knowsLoadStates, parsedDocument } from '../../src/playwright/load-state.ts';

test('a document still being sent is waited for until it is parsed, then read whole', async ({ page }) => {
  let rest: ServerResponse | undefined;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    // Enough to be parsed and shown before the rest arrives.
    response.write(`<!doctype html><title>half</title><p id="first">first</p>${' '.repeat(4096)}`);
    rest = response;
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { waitUntil: 'commit' });
    await expect(page.locator('#first')).toHaveCount(1);
    expect(knowsLoadStates(page.mainFrame())).toBe(true);
    let parsed = false;
    const waiting = parsedDocument(page.mainFrame(), 10_000).then(() => (parsed = true));
    await new Promise(resolve => setTimeout(resolve, 300));
    expect(parsed).toBe(false);
    rest!.end('<p id="second">second</p></body></html>');
    await waiting;
    expect(await page.locator('#second').count()).toBe(1);
  } finally {
    rest?.destroy();
    server.close();
  }
});

test('a parsed document answers at once, without a call', async ({ page }) => {
  await page.setContent('<p>ready</p>');
  const frame = page.mainFrame();
  let calls = 0;
  const waitForLoadState = frame.waitForLoadState.bind(frame);
  frame.waitForLoadState = (...args) => {
    calls++;
    return waitForLoadState(...args);
  };
  await parsedDocument(frame, 1000);
  expect(calls).toBe(0);
});

test('a client that does not say what is loaded is asked', async () => {
  let asked: unknown[] = [];
  const frame = { waitForLoadState: (...args: unknown[]) => ((asked = args), Promise.resolve()) };
  await parsedDocument(frame as never, 1234);
  expect(asked).toEqual(['domcontentloaded', { timeout: 1234 }]);
});
