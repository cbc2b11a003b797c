/**
 * quietly: Playwright calls that probe the page (counting candidates, polling a check) leave no step
 * in the report and no action in the trace, as Playwright's own internal calls do not.
 *
 * Every public Playwright call inside a test captures a source-mapped stack, becomes a `pw:api`
 * step sent to the runner, and is recorded in the trace. For the one click or fill a step performs
 * that is what a reader wants; for the dozen `count()` probes that found the element it is noise in
 * the report and most of the CPU specwright adds to a step. The client runs a call that is nested in
 * another API call's zone as part of that call; `_wrapApiCall(fn, { internal: true })` opens such a
 * zone that is itself internal. It is private, so it is feature-detected: without it, `fn` runs as
 * is (the calls are reported as usual, nothing else changes).
 */

/** Anything the client's ChannelOwner backs: Page, Frame, BrowserContext (a Locator has it too). */
export type ApiOwner = object;

interface WrapsApiCalls {
  _wrapApiCall<R>(fn: () => Promise<R>, options: { internal: boolean }): Promise<R>;
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export async function quietly<T>(owner: ApiOwner, fn: () => Promise<T>): Promise<T> {
  if (!wrapsApiCalls(owner))
    return fn();
  // Settled inside the zone and rethrown outside it: the client rewrites the message and stack of
  // an error that leaves its zone, and this error is ours (or a probe's) to report, unchanged.
  const settled = await owner._wrapApiCall<Settled<T>>(async () => {
    try {
      return { ok: true, value: await fn() };
    } catch (error) {
      return { ok: false, error };
    }
  }, { internal: true });
  if (!settled.ok)
    throw settled.error;
  return settled.value;
}

/** Whether this Playwright's client offers the zone; tests assert it so an upgrade that drops it is noticed. */
export function canBeQuiet(owner: ApiOwner): boolean {
  return wrapsApiCalls(owner);
}

function wrapsApiCalls(owner: ApiOwner): owner is WrapsApiCalls {
  return typeof (owner as Partial<WrapsApiCalls>)._wrapApiCall === 'function';
}
