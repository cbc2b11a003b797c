import { test, expect } from '@playwright/test';
import { poll, UNSETTLED, type BrowserWait } from '../../src/locator/poll.ts';

const destroyed = () => new Error('page.evaluate: Execution context was destroyed, most likely because of a navigation');

test('a read cut off by a navigation is another look, and the next look can pass', async () => {
  let looks = 0;
  const result = await poll(2000, async () => {
    await Promise.resolve();
    if (++looks < 3)
      throw destroyed();
    return { pass: true, data: looks };
  });
  expect(result).toEqual({ pass: true, data: 3 });
});

test('a read cut off by a navigation after the deadline is a failed check, never a pass or a throw', async () => {
  const result = await poll(50, async () => {
    await new Promise(resolve => setTimeout(resolve, 120));
    throw destroyed();
  });
  expect(result).toEqual({ pass: false, evidence: 'the page was navigating' });
});

test('any other error from the check is thrown to the tool, which reports it', async () => {
  await expect(poll(1000, async () => {
    await Promise.resolve();
    throw new Error('locator.count: Unexpected token "]" while parsing selector');
  })).rejects.toThrow('Unexpected token');
});

test('an absence is no pass while a navigation of the document is under way: looked at again once it has come, unsettled if it never does', async () => {
  // The old document shows nothing; the next one, committed when the navigation ends, shows the text.
  let url = 'http://app.test/start';
  const arrives = Date.now() + 500;
  const confirm = { afterMs: 50, where: () => url, pending: () => Date.now() < arrives };
  setTimeout(() => (url = 'http://app.test/next'), 500);
  const absent = () => Promise.resolve(url.endsWith('/next') ? { pass: false as const, evidence: 1 } : { pass: true as const, data: 0 });
  expect(await poll(1500, absent, undefined, confirm)).toEqual({ pass: false, evidence: 1 });
  // Still under way at the deadline: the check cannot tell.
  const stuck = { afterMs: 50, where: () => 'http://app.test/start', pending: () => true };
  expect(await poll(300, () => Promise.resolve({ pass: true as const, data: 0 }), undefined, stuck)).toEqual({ pass: false, evidence: UNSETTLED });
  // Nothing under way: the second look confirms the pass.
  const settled = { afterMs: 50, where: () => 'http://app.test/start', pending: () => false };
  expect(await poll(300, () => Promise.resolve({ pass: true as const, data: 0 }), undefined, settled)).toEqual({ pass: true, data: 0 });
});

test('what the browser\'s wait saw is the pass, with no look after it; a wait that only waited is followed by a look', async () => {
  let looks = 0;
  const failing = () => Promise.resolve({ pass: false as const, evidence: ++looks });
  const seen = await poll<string>(2000, failing, () => new Promise(resolve => setTimeout(() => resolve({ pass: true, data: 'seen' }), 50)));
  expect(seen).toEqual({ pass: true, data: 'seen' });
  expect(looks).toBe(1);

  looks = 0;
  let waits = 0;
  const waited = await poll<string>(300, failing, () => new Promise(resolve => setTimeout(() => resolve(++waits < 100), 40)));
  expect(waited.pass).toBe(false);
  expect(looks).toBeGreaterThan(2);
  expect(looks).toBe(waits + 1);
});

test('a wait that decides goes first and alone: no look when it passes, a look at once when it does not; with no time, only the look', async () => {
  let looks = 0;
  const failing = () => Promise.resolve({ pass: false as const, evidence: ++looks });
  const decisive = (answer: boolean | { pass: true; data: string }) => {
    const wait: BrowserWait<string> = () => Promise.resolve(answer);
    wait.decides = true;
    return wait;
  };
  expect(await poll<string>(2000, failing, decisive({ pass: true, data: 'seen' }))).toEqual({ pass: true, data: 'seen' });
  expect(looks).toBe(0);

  // A wait that cannot run (false): the look follows at once, and the check goes on to its timeout.
  const passing = () => Promise.resolve({ pass: true as const, data: String(++looks) });
  expect(await poll<string>(2000, passing, decisive(false))).toEqual({ pass: true, data: '1' });

  // Timeout 0 is one look: a wait of 0 ms would be a wait without end.
  looks = 0;
  let waited = 0;
  const counting: BrowserWait<string> = () => (waited++, Promise.resolve(true));
  counting.decides = true;
  expect((await poll<string>(0, failing, counting)).pass).toBe(false);
  expect([looks, waited]).toEqual([1, 0]);
});

test('a pass the browser\'s wait saw is still confirmed by a look when the check asks for confirmation', async () => {
  let looks = 0;
  const confirm = { afterMs: 10, where: () => 'http://app.test/', pending: () => false };
  const result = await poll<number>(300, () => Promise.resolve({ pass: false as const, evidence: ++looks }), () => Promise.resolve({ pass: true, data: 1 }), confirm);
  expect(result.pass).toBe(false);
  expect(looks).toBeGreaterThan(1);
});
