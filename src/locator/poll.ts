/** poll: re-check a condition until it holds or the timeout passes. */
import type { Locator } from '@playwright/test';
import { attachedWithin } from '../playwright/attached.ts';

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
 * Waits in the browser, up to `ms`, for what the check looks for. One round trip that returns as
 * soon as the page renders the thing: the check's pass when what it waited for is exactly what the
 * check looks for (poll takes it without looking again, a round trip on a page that is often still
 * busy rendering), true when it waited (the time ran out, or it saw something the check must still
 * judge), false when it cannot wait (so `poll` sleeps instead).
 */
export type BrowserWait<T = never> = ((ms: number) => Promise<boolean | { pass: true; data: T }>) & {
  /**
   * The wait is the check's pass whenever what it waits for is there (a text shown): poll then sends
   * it alone first, and looks only when it did not pass. On a ready page that is one read, not two.
   */
  decides?: boolean;
};

/**
 * Waits in the browser, up to `ms`, for the locator to match an element: true when it did or the
 * time ran out, false when it could not be waited for at all (say, a selector that does not parse).
 */
export async function waitAttached(locator: Locator, ms: number): Promise<boolean> {
  return await attachedWithin(locator, ms) !== undefined;
}

/** Errors of a read that met a navigation: the document it ran in is gone. */
const NAVIGATING = /Execution context was destroyed|Cannot find context with specified id|frame was detached|Frame was detached/i;

/**
 * For checks of absence: a pass is taken only when a second look, `afterMs` later, still passes on
 * the same document (`where`, the page's URL). Absence seen just after an action may be the old page
 * a moment before the navigation the action started (a login click that leaves for the products a
 * tick later): "not shown" must not be concluded from that look.
 */
export interface Confirm {
  afterMs: number;
  where: () => string;
  /**
   * True while a navigation of the page's document has been asked for and has not committed (a
   * click's delayed `location.assign` to a slow server): the document looked at is about to go, so
   * its absence is no pass. It is waited out, up to the timeout; past it the check cannot tell.
   */
  pending?: () => boolean;
}

/** Evidence of an absence check on a page that kept moving to other documents while it was checked. */
export const UNSETTLED = 'the page kept navigating while it was checked';
const MAX_MOVES = 5;

/** How long an absence must hold before a negative check passes (one more look after it). */
export const ABSENCE_SETTLE_MS = 300;

/** Always checks at least once, even with timeout 0; returns the last check. */
export async function poll<T>(timeout: number, check: () => Promise<Check<T>>, wait?: BrowserWait<T>, confirm?: Confirm): Promise<Check<T>> {
  const deadline = Date.now() + timeout;
  const look = async (): Promise<Check<T>> => {
    try {
      return await check();
    } catch (error) {
      // The page navigated while it was being read (a click that submits, then a check of the next
      // page): read it again while time remains. Never a pass, only another look; a read cut off
      // by a navigation after the deadline is a failed look too, not an internal error.
      if (!NAVIGATING.test(String((error as Error)?.message ?? error)))
        throw error;
      return { pass: false, evidence: 'the page was navigating' };
    }
  };
  let moved = 0;
  // The first wait in the browser goes out with the first look, not after it: a check right after a
  // click that navigates looks at a document still loading, and the browser's wait, already running,
  // sees the text the moment it renders instead of a round trip later. It settles at once when the
  // look passes, since it waits for what the look saw; its failure is then nobody's (it is awaited,
  // and throws, only when the look failed). A wait that decides goes alone, and the look follows
  // only when it did not pass. With no time at all there is only the look (a wait of 0 ms would
  // be a wait without end).
  let waiting = wait && !confirm && timeout > 0 && !wait.decides ? wait(Math.min(timeout, 1000)) : undefined;
  waiting?.catch(() => undefined);
  if (wait?.decides && !confirm && timeout > 0) {
    const waited = await wait(Math.min(timeout, 1000));
    if (typeof waited === 'object')
      return waited;
  }
  for (let attempt = 0; ; attempt++) {
    const where = confirm?.where();
    let result = await look();
    if (result.pass && confirm) {
      // The second look may run past the deadline: a pass is never taken unconfirmed.
      await new Promise(resolve => setTimeout(resolve, confirm.afterMs));
      result = await look();
      if (result.pass && confirm.where() !== where) {
        // Another document since the first look: start over on it (a page that never settles fails).
        if (++moved > MAX_MOVES)
          return { pass: false, evidence: UNSETTLED };
        continue;
      }
      // The next document is on its way: no pass on this one; looked at again, while time remains, once it is here.
      if (result.pass && confirm.pending?.())
        result = { pass: false, evidence: UNSETTLED };
    }
    const remaining = deadline - Date.now();
    if (result.pass || remaining <= 0)
      return result;
    // At most a second in the browser at a time, so the check itself runs again regularly.
    const waiter = waiting ?? wait?.(Math.min(remaining, 1000));
    waiting = undefined;
    const waited = await waiter;
    // A pass that must be confirmed is looked at again, however it was seen.
    if (typeof waited === 'object' && !confirm)
      return waited;
    if (!waited)
      await new Promise(resolve => setTimeout(resolve, Math.min(retryDelay(attempt), Math.max(0, deadline - Date.now()))));
  }
}
