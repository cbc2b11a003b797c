/** Network-idle waits (seed 004): no request in flight for a quiet window, bounded by a timeout, never throwing. */
import type { Frame, Page, Request } from '@playwright/test';
import { fail, ok, type ToolResult } from '../common/result.ts';

/** Quiet time that counts as idle, as Playwright's own `networkidle`. */
export const IDLE_WINDOW_MS = 500;
/** Timeout used when `waitForNetworkIdle: true`. */
export const DEFAULT_IDLE_TIMEOUT_MS = 5000;

interface Tracker { inflight: Set<Request>; lastActivity: number }
const trackers = new WeakMap<Page, Tracker>();

/**
 * Starts counting the page's requests. Views call it themselves, but a request started before the
 * first call is invisible to it, so fixtures call it as soon as a page exists.
 */
export function trackNetwork(page: Page): void {
  if (trackers.has(page))
    return;
  const tracker: Tracker = { inflight: new Set(), lastActivity: Date.now() };
  trackers.set(page, tracker);
  const done = (request: Request) => {
    tracker.inflight.delete(request);
    tracker.lastActivity = Date.now();
  };
  page.on('request', request => {
    // Server-sent event streams never finish; Playwright's networkidle ignores them too.
    if (request.resourceType() === 'eventsource')
      return;
    tracker.inflight.add(request);
    tracker.lastActivity = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  // A navigation abandons the old document's requests without always reporting them.
  page.on('framenavigated', frame => {
    if (frame === page.mainFrame())
      for (const request of tracker.inflight) if (navigates(request, frame)) tracker.inflight.delete(request);
  });
}

/**
 * A navigation of the page's own document asked for and not yet committed, failed or finished: the
 * document now shown is about to go. False when the page's requests are not counted (`trackNetwork`).
 */
export function navigationPending(page: Page): boolean {
  const tracker = trackers.get(page);
  if (!tracker)
    return false;
  const main = page.mainFrame();
  for (const request of tracker.inflight) {
    if (navigates(request, main))
      return true;
  }
  return false;
}

/** Whether a request is for `frame`'s own next document (a navigation of that frame). */
export function navigates(request: Request, frame: Frame): boolean {
  return request.isNavigationRequest() && frameOf(request) === frame;
}

/** The frame a request is for, or undefined where Playwright throws instead. */
export function frameOf(request: Request) {
  try {
    return request.frame();
  } catch {
    // Requests of a service worker have no frame; a popup's first request may come before its frame exists.
    return undefined;
  }
}

/**
 * Waits until nothing is in flight for IDLE_WINDOW_MS; `TIMEOUT` (with the pending URLs) after `timeoutMs`.
 * `fullWindow`: the quiet window must also fall after the call, for a step right after an action
 * whose requests may not have been reported yet.
 */
export async function waitForNetworkIdle(page: Page, timeoutMs = DEFAULT_IDLE_TIMEOUT_MS, options: { fullWindow?: boolean } = {}): Promise<ToolResult<{ waitedMs: number }>> {
  trackNetwork(page);
  const tracker = trackers.get(page)!;
  const started = Date.now();
  const deadline = started + timeoutMs;
  // Requests of the initial load predate the tracker; Playwright has counted those.
  await page.waitForLoadState('networkidle', { timeout: Math.max(1, timeoutMs) }).catch(() => undefined);
  for (;;) {
    const now = Date.now();
    if (page.isClosed())
      return fail('TARGET_CLOSED', 'page closed while waiting for network idle');
    const quietSince = options.fullWindow ? Math.max(tracker.lastActivity, started) : tracker.lastActivity;
    if (tracker.inflight.size === 0 && now - quietSince >= IDLE_WINDOW_MS)
      return ok({ waitedMs: now - started });
    if (now >= deadline) {
      const pending = [...tracker.inflight].map(request => request.url()).slice(0, 5);
      return fail('TIMEOUT', `network not idle within ${timeoutMs}ms (${tracker.inflight.size} request(s) pending)`, { evidence: { timeoutMs, pending } });
    }
    const wait = tracker.inflight.size ? 50 : Math.min(50, IDLE_WINDOW_MS - (now - quietSince));
    await new Promise(resolve => setTimeout(resolve, Math.max(10, Math.min(wait, deadline - now))));
  }
}
