/** poll: re-check a condition until it holds or the timeout passes. */
import { errors, type Locator } from '@playwright/test';

/**
 * Milliseconds between checks: quick at first, as Playwright's own action retries, because the
 * usual wait is a page that is a frame or two from ready; then at most a second apart.
 */
const INTERVALS = [20, 50, 100, 100, 250, 500, 1000];

/** How long to wait after the check numbered `attempt` (0-based) failed. */
export function retryDelay(attempt: number): number {
  return INTERVALS[Math.min(attempt, INTERVALS.length - 1)];
}

export type Check<T> = { pass: true; data: T } | { pass: false; evidence: unknown };

/**
 * Waits in the browser, up to `ms`, for what the check looks for; false when it cannot (so `poll`
 * sleeps instead). One round trip that returns as soon as the page renders the thing.
 */
export type BrowserWait = (ms: number) => Promise<boolean>;

/**
 * Waits in the browser, up to `ms`, for the locator to match an element: true when it did or the
 * time ran out, false when it could not be waited for at all (say, a selector that does not parse).
 */
export async function waitAttached(locator: Locator, ms: number): Promise<boolean> {
  try {
    await locator.waitFor({ state: 'attached', timeout: ms });
    return true;
  } catch (error) {
    return error instanceof errors.TimeoutError;
  }
}

/** Errors of a read that met a navigation: the document it ran in is gone. */
const NAVIGATING = /Execution context was destroyed|Cannot find context with specified id|frame was detached|Frame was detached/i;

/** Always checks at least once, even with timeout 0; returns the last check. */
export async function poll<T>(timeout: number, check: () => Promise<Check<T>>, wait?: BrowserWait): Promise<Check<T>> {
  const deadline = Date.now() + timeout;
  for (let attempt = 0; ; attempt++) {
    let result: Check<T>;
    try {
      result = await check();
    } catch (error) {
      // The page navigated while it was being read (a click that submits, then a check of the next
      // page): read it again while time remains. Never a pass, only another look.
      if (!NAVIGATING.test(String((error as Error)?.message ?? error)) || Date.now() >= deadline)
        throw error;
      result = { pass: false, evidence: 'the page was navigating' };
    }
    const remaining = deadline - Date.now();
    if (result.pass || remaining <= 0)
      return result;
    // At most a second in the browser at a time, so the check itself runs again regularly.
    if (!wait || !await wait(Math.min(remaining, 1000)))
      await new Promise(resolve => setTimeout(resolve, Math.min(retryDelay(attempt), Math.max(0, deadline - Date.now()))));
  }
}
