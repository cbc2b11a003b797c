import { test, expect } from '@playwright/test';
import { poll } from '../../src/locator/poll.ts';

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
