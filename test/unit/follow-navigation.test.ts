/**
 * followNavigation on a page whose events the test plays: when an input's own navigation has
 * committed, nothing is evaluated in the new document (whose loading would hold the look back);
 * otherwise the page runs one turn of its event loop, and a navigation asked for meanwhile is waited for.
 */
import { EventEmitter } from 'node:events';
import { expect, test } from '@playwright/test';
import { followNavigation } from '../../src/tools/follow.ts';

function fakePage(options: { onTurn?: (page: FakePage) => void } = {}) {
  const frame = {
    current: 'http://app.test/start',
    turns: 0,
    url() {
      return this.current;
    },
    evaluate: () => {
      frame.turns++;
      options.onTurn?.(page);
      return Promise.resolve();
    },
  };
  const page = Object.assign(new EventEmitter(), {
    frame,
    mainFrame: () => frame,
    /** A navigation of the main frame asked for: its request. */
    request(url: string) {
      page.emit('request', { url: () => url, isNavigationRequest: () => true, frame: () => frame });
    },
    /** The main frame now shows `url` (a new document, or a router's pushState). */
    navigated(url: string) {
      frame.current = url;
      page.emit('framenavigated', frame);
    },
  });
  return page;
}
type FakePage = ReturnType<typeof fakePage>;

/** The turns the page ran after an input that asked for `requested` and, while it acted, came to show `shown`. */
async function turnsAfterNavigating(requested: string, shown: string): Promise<number> {
  const page = fakePage();
  await followNavigation(page as never, 5000, () => {
    page.request(requested);
    page.navigated(shown);
    return Promise.resolve();
  });
  return page.frame.turns;
}

test('an input whose own navigation committed while it acted returns without a look at the new document', async () => {
  const page = fakePage();
  const result = await followNavigation(page as never, 5000, () => {
    page.request('http://app.test/next');
    page.navigated('http://app.test/next');
    return Promise.resolve('clicked');
  });
  expect(result).toBe('clicked');
  expect(page.frame.turns).toBe(0);
});

test('a page is listened to once, however many inputs are followed on it', async () => {
  const page = fakePage();
  for (let i = 0; i < 3; i++)
    await followNavigation(page as never, 5000, () => Promise.resolve());
  expect([page.listenerCount('request'), page.listenerCount('requestfailed'), page.listenerCount('framenavigated')]).toEqual([1, 1, 1]);
});

test('a navigation asked for before an input began is not one it waits for', async () => {
  const page = fakePage();
  await followNavigation(page as never, 5000, () => Promise.resolve());
  // Asked for between two inputs (by the page itself), never committed.
  page.request('http://app.test/elsewhere');
  const started = Date.now();
  await followNavigation(page as never, 3000, () => Promise.resolve());
  expect(Date.now() - started).toBeLessThan(1000);
  expect(page.frame.turns).toBe(2);
});

test('inputs on two pages follow their own page\'s navigations', async () => {
  const one = fakePage();
  const other = fakePage();
  await followNavigation(other as never, 5000, () => Promise.resolve());
  const result = await followNavigation(one as never, 5000, () => {
    other.request('http://app.test/other');
    one.request('http://app.test/next');
    one.navigated('http://app.test/next');
    return Promise.resolve('clicked');
  });
  expect(result).toBe('clicked');
  expect(one.frame.turns).toBe(0);
});

test('an input that navigated nowhere lets the page run one turn of its event loop', async () => {
  const page = fakePage();
  await followNavigation(page as never, 5000, () => Promise.resolve());
  expect(page.frame.turns).toBe(1);
});

test('a pushState while a navigation is on its way is not that navigation: the page still runs its turn', async () => {
  expect(await turnsAfterNavigating('http://app.test/next', 'http://app.test/start#/tab')).toBe(1);
});

test('a fragment the new document shows does not hide that it is the document asked for', async () => {
  expect(await turnsAfterNavigating('http://app.test/next', 'http://app.test/next#top')).toBe(0);
});

test('a navigation a handler queued for the next turn is waited for until it commits', async () => {
  let committedAt = 0;
  const page = fakePage({
    onTurn: page => {
      page.request('http://app.test/next');
      setTimeout(() => {
        committedAt = Date.now();
        page.navigated('http://app.test/next');
      }, 150);
    },
  });
  await followNavigation(page as never, 5000, () => Promise.resolve());
  expect(committedAt).toBeGreaterThan(0);
  expect(page.frame.url()).toBe('http://app.test/next');
});

test('a queued navigation that never commits is waited for no longer than the timeout', async () => {
  const page = fakePage({ onTurn: page => page.request('http://app.test/slow') });
  const started = Date.now();
  await followNavigation(page as never, 300, () => Promise.resolve());
  expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  expect(Date.now() - started).toBeLessThan(2000);
});
