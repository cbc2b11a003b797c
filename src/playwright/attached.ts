/**
 * attachedWithin: whether a locator matches an element within a time, waited for in the browser.
 *
 * `locator.waitFor({ state: 'attached' })` answers in two round trips once the element is there:
 * one query returns a handle to its result, a second reads the result. Playwright's own
 * `expect(locator).not.toHaveCount(0)` answers in the query itself. On a page still busy rendering
 * (the check right after a click that navigates) each round trip waits behind the page's scripts,
 * so the second costs what a whole look costs. A count, not `toBeAttached`: that one is strict
 * about several matches, and each of its failed polls reads the page's accessibility tree for the
 * error it would print. The client's `_expect` is private: it is feature-detected, and without it
 * the wait is `waitFor`.
 */
import { errors, type Locator } from '@playwright/test';

interface ExpectResult {
  /** Inverted by `isNot`, as the matcher's own result is. */
  matches: boolean;
  timedOut?: boolean;
  errorMessage?: string;
}

interface Expects {
  _expect(expression: string, options: { isNot: boolean; expectedNumber: number; timeout: number }): Promise<ExpectResult>;
}

/** True when the locator matched an element within `ms`, false when the time ran out, undefined when it could not be waited for (a selector that does not parse). */
export async function attachedWithin(locator: Locator, ms: number): Promise<boolean | undefined> {
  // A timeout of 0 is no timeout at all to Playwright: a wait without end.
  if (!(ms > 0))
    return false;
  if (!expects(locator))
    return waitedFor(locator.first(), ms);
  try {
    // The client answers `matches: !isNot` when the expectation held: for a `not`, false.
    const result = await locator._expect('to.have.count', { isNot: true, expectedNumber: 0, timeout: ms });
    if (!result.matches)
      return true;
    return result.timedOut ? false : undefined;
  } catch {
    return undefined;
  }
}

/** Whether this Playwright's client offers `_expect`; tests assert it so an upgrade that drops it is noticed. */
export function expectsInOneCall(locator: Locator): boolean {
  return expects(locator);
}

async function waitedFor(locator: Locator, ms: number): Promise<boolean | undefined> {
  try {
    await locator.waitFor({ state: 'attached', timeout: ms });
    return true;
  } catch (error) {
    return error instanceof errors.TimeoutError ? false : undefined;
  }
}

function expects(locator: Locator): locator is Locator & Expects {
  return typeof (locator as Partial<Expects>)._expect === 'function';
}
