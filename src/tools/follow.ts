/**
 * followNavigation: an input action (a click, a key, a choice) whose page leaves for another
 * document a moment later is done when that document is there, so the next step judges it.
 *
 * Playwright's own actions wait for a navigation the input starts, not for one a handler schedules
 * (`setTimeout(() => location.assign(…), 0)` after a login, a submit that first awaits a fetch). A
 * check right after such a click would look at the page being left: "the Login button is visible"
 * passed there, though the click had logged in.
 */
import type { Frame, Page, Request } from '@playwright/test';
import { navigates } from '../page/network.ts';
import { quietly } from '../playwright/quiet.ts';

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
  let requested: Request | undefined;
  let over = false;
  let committed = false;
  let ended: (() => void) | undefined;
  // The latest navigation asked for is the one awaited: one the click made and Playwright saw
  // commit may be followed by one its handler scheduled. A same-document one asks for nothing.
  const onRequest = (request: Request) => {
    if (navigates(request, main)) {
      requested = request;
      over = false;
      committed = false;
    }
  };
  const end = () => {
    over = true;
    ended?.();
  };
  const onFailed = (request: Request) => void (request === requested && end());
  const onNavigated = (frame: Frame) => {
    if (frame === main && requested) {
      // The document asked for, not a router's pushState while it was on its way.
      committed = withoutHash(frame.url()) === withoutHash(requested.url());
      end();
    }
  };
  page.on('request', onRequest);
  page.on('requestfailed', onFailed);
  page.on('framenavigated', onNavigated);
  try {
    const result = await action();
    // The document the input acted in is gone when the navigation it asked for has committed:
    // nothing it queued can run any more. Else, one turn of its event loop: a handler's
    // `setTimeout(…, 0)` has run when it returns. A navigation that commits meanwhile destroys the
    // context it ran in: that is an answer too. (A turn on the new document would wait on its
    // loading, 25–45 ms a navigating click, and tell nothing.)
    if (requested && committed)
      return result;
    const started = Date.now();
    await quietly(page, () => main.evaluate(() => new Promise<void>(resolve => setTimeout(resolve, 0)))).catch(() => undefined);
    if (requested && !over) {
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>(resolve => {
        ended = resolve;
        timer = setTimeout(resolve, Math.max(0, timeout - (Date.now() - started)));
      });
      clearTimeout(timer);
    }
    return result;
  } finally {
    page.off('request', onRequest);
    page.off('requestfailed', onFailed);
    page.off('framenavigated', onNavigated);
  }
}

function withoutHash(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}
