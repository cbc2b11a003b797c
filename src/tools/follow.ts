/**
 * followNavigation: an input action (a click, a key, a choice) whose page leaves for another
 * document a moment later is done when that document is there, so the next step judges it.
 *
 * Playwright's own actions wait for a navigation the input starts, not for one a handler schedules
 * (`setTimeout(() => location.assign(…), 0)` after a login, a submit that first awaits a fetch). A
 * check right after such a click would look at the page being left: "the Login button is visible"
 * passed there, though the click had logged in.
 */
import type { Page, Request } from '@playwright/test';
import { navigates } from '../page/network.ts';
import { quietly } from '../playwright/quiet.ts';

/** One input's view of the page's navigations while it is followed (see followNavigation). */
interface Follower {
  /** The latest navigation of the main frame's document asked for since the input began. */
  requested?: Request;
  /** That navigation ended: committed, or failed. */
  over: boolean;
  /** It committed: the main frame shows the document asked for. */
  committed: boolean;
  ended?: () => void;
}

/**
 * The inputs being followed on a page, fed by listeners added once per page. Adding and removing
 * a page's first `request` listener each time toggles a subscription in Playwright's client: four
 * calls an input, each capturing a source-mapped stack and messaging the server, for nothing.
 */
const followers = new WeakMap<Page, Set<Follower>>();

function followersOf(page: Page): Set<Follower> {
  const known = followers.get(page);
  if (known)
    return known;
  const all = new Set<Follower>();
  followers.set(page, all);
  const main = page.mainFrame();
  // The latest navigation asked for is the one awaited: one the click made and Playwright saw
  // commit may be followed by one its handler scheduled. A same-document one asks for nothing.
  page.on('request', request => {
    if (!all.size || !navigates(request, main))
      return;
    for (const follower of all)
      Object.assign(follower, { requested: request, over: false, committed: false });
  });
  const end = (follower: Follower) => {
    follower.over = true;
    follower.ended?.();
  };
  page.on('requestfailed', request => {
    for (const follower of all)
      if (follower.requested === request)
        end(follower);
  });
  page.on('framenavigated', frame => {
    if (frame !== main)
      return;
    for (const follower of all) {
      if (!follower.requested)
        continue;
      // The document asked for, not a router's pushState while it was on its way.
      follower.committed = withoutHash(frame.url()) === withoutHash(follower.requested.url());
      end(follower);
    }
  });
  return all;
}

/**
 * Runs `action`. When the navigation it asked for has committed by then, that is all. Else it lets
 * the page run the task its handlers queued (one turn of its event loop), and
 * when a navigation of the page's own document was asked for meanwhile, waits (up to `timeout`)
 * for it to commit: from then on every look is at the new document, whose loading the next step's
 * own waits follow. A navigation that fails ends the wait; a same-document one (a router's
 * pushState) commits at once. Never fails the action: past the timeout, the next step goes on.
 */
export async function followNavigation<T>(page: Page, timeout: number, action: () => Promise<T>): Promise<T> {
  const main = page.mainFrame();
  const active = followersOf(page);
  const follower: Follower = { over: false, committed: false };
  active.add(follower);
  try {
    const result = await action();
    // The document the input acted in is gone when the navigation it asked for has committed:
    // nothing it queued can run any more. Else, one turn of its event loop: a handler's
    // `setTimeout(…, 0)` has run when it returns. A navigation that commits meanwhile destroys the
    // context it ran in: that is an answer too. (A turn on the new document would wait on its
    // loading, 25–45 ms a navigating click, and tell nothing.)
    // Chromium would hold the handler's timer back until it drew the next frame; the launch turns
    // that off (chromiumLaunchOptions), so the turn costs a round trip, not a frame.
    if (follower.requested && follower.committed)
      return result;
    const started = Date.now();
    await quietly(page, () => main.evaluate(() => new Promise<void>(resolve => setTimeout(resolve, 0)))).catch(() => undefined);
    if (follower.requested && !follower.over) {
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>(resolve => {
        follower.ended = resolve;
        timer = setTimeout(resolve, Math.max(0, timeout - (Date.now() - started)));
      });
      clearTimeout(timer);
    }
    return result;
  } finally {
    active.delete(follower);
  }
}

function withoutHash(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}
