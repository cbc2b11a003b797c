/** The allowlist enforced in a browser context: every request, redirect hop, popup, frame and WebSocket it makes. */
import type { BrowserContext, Page, Request, Route, WebSocketRoute } from '@playwright/test';
import { fail, type ToolResult } from '../common/result.ts';
import { frameOf } from '../page/network.ts';
import { checkUrl, urlTarget, type DomainPolicy, type DomainVerdict } from '../safety/index.ts';

/** One request the guard stopped. */
export interface BlockedRequest {
  url: string;
  domain: string;
  reason: string;
  /**
   * navigation: a page's own document (a tab, a popup); frame: an iframe's document; websocket;
   * subresource: anything else a route saw; network: a connection only the proxy saw (a redirect hop).
   */
  kind: 'navigation' | 'frame' | 'subresource' | 'websocket' | 'network';
  at: number;
}

/**
 * Holds the policies every request must pass (the project's, then each narrowing a spec adds) and
 * what was blocked. Context routes see pages, popups, frames, workers and service workers, but no
 * redirect hop: pair the guard with `startGuardProxy` (proxy.ts), which sees the wire.
 */
export class DomainGuard {
  readonly blocked: BlockedRequest[] = [];
  private readonly policies: DomainPolicy[];
  private reported = 0;
  private readonly answered = new WeakMap<Page, string>();
  private readonly navigations = new WeakMap<Page, number>();
  /** Hosts a page or frame of a watched context failed to navigate to: the proxy's refusals a page can answer for. */
  private readonly failedHosts = new Set<string>();
  private readonly watched = new WeakSet<BrowserContext>();

  constructor(policy: DomainPolicy) {
    this.policies = [policy];
  }

  /** A spec's own allowlist: from now on a request must pass it as well. */
  narrow(policy: DomainPolicy): void {
    if (!this.policies.includes(policy))
      this.policies.push(policy);
  }

  check(url: string): DomainVerdict {
    for (const policy of this.policies) {
      const verdict = checkUrl(policy, url);
      if (!verdict.allowed)
        return verdict;
    }
    return { allowed: true };
  }

  /** What was blocked since the last call: a step answers for the navigations among them. */
  takeNew(): BlockedRequest[] {
    const fresh = this.blocked.slice(this.reported);
    this.reported = this.blocked.length;
    return fresh;
  }

  /**
   * True the first time a page is looked at after it navigated: a blocked page is answered for once.
   * Its document is told by the URL and by a count of the main frame's navigations, since every
   * error document has the same URL (`chrome-error://chromewebdata/`): a page on one error document
   * that fails to load another has moved, and one that has not moved is no new failure, whatever
   * the proxy refused meanwhile. Chromium commits an error document twice (before the request's
   * failure is reported and after), so a page that has moved is not proof of a new failure either:
   * what it answers for is matched by host (`watch`).
   */
  private answer(page: Page, url: string): boolean {
    const document = `${this.navigationsOf(page)} ${url}`;
    if (this.answered.get(page) === document)
      return false;
    this.answered.set(page, document);
    return true;
  }

  /** The main frame's navigations counted since the guard first looked at the page. */
  private navigationsOf(page: Page): number {
    let count = this.navigations.get(page);
    if (count === undefined) {
      count = 0;
      this.navigations.set(page, count);
      page.on('framenavigated', frame => {
        if (frame === page.mainFrame())
          this.navigations.set(page, (this.navigations.get(page) ?? 0) + 1);
      });
    }
    return count;
  }

  /**
   * From `install` on, notes the hosts the context's navigations fail at. A page left on Chromium's error document
   * answers for a refusal of the proxy only at one of them: the browser's own traffic (autofill's
   * servers, say) goes through the proxy too, at moments no step chose, and is no page's failure.
   */
  private watch(context: BrowserContext): void {
    if (this.watched.has(context))
      return;
    this.watched.add(context);
    context.on('requestfailed', request => {
      if (request.isNavigationRequest())
        this.failedHosts.add(hostOf(request.url()));
    });
  }

  /** A connection the proxy refused: no route saw it (a route-blocked request never reaches the wire), so a redirect hop or the browser's own traffic. */
  noteProxyBlock(block: { url: string; domain: string; reason: string; at: number }): void {
    this.blocked.push({ ...block, kind: 'network' });
  }

  /**
   * A top-level navigation stopped since the last look, or the page (or a popup it opened) left
   * standing on a blocked or error document: what the step that just ran answers for. Each is
   * reported once.
   */
  blockedNavigation(page: Page): Pick<BlockedRequest, 'url' | 'domain' | 'reason'> | undefined {
    const fresh = this.takeNew();
    const pages = [page, ...page.context().pages().filter(other => other !== page)];
    const navigation = fresh.find(b => b.kind === 'navigation');
    if (navigation) {
      pages.forEach(each => this.answer(each, each.url()));
      return navigation;
    }
    // A navigation only the proxy saw: a redirect hop leaves the page on Chromium's error document;
    // with no route installed, any off-list page or popup shows the proxy's refusal at its own URL.
    const refused = fresh.find(b => b.kind === 'network' && this.failedHosts.has(hostOf(b.url)));
    for (const each of pages) {
      const url = each.url();
      // A page still standing where a step already failed is not a second failure.
      if (!this.answer(each, url))
        continue;
      if (url.startsWith('chrome-error:')) {
        if (refused)
          return refused;
        continue;
      }
      const verdict = this.check(url);
      if (!verdict.allowed)
        return { url, domain: verdict.domain, reason: verdict.reason };
    }
    return undefined;
  }

  /**
   * Lets a popup the proxy refused show up before the last look at a test's pages. A click returns
   * once its own page has settled, not its popups; Playwright reports a popup only when it has
   * committed its first document, a moment after the proxy's refusal, and a test whose last step was
   * quick ends before that (the step's own look saw the refusal, and no page yet). So when a
   * connection was refused in the last `ms`, this waits for a new page until `ms` after that
   * refusal (the browser's own traffic costs that wait only when it was refused so late), and for
   * popups still on `about:blank` to commit.
   */
  async settlePopups(page: Page, ms: number): Promise<void> {
    const last = Math.max(0, ...this.blocked.filter(b => b.kind === 'network').map(b => b.at));
    const left = last + ms - Date.now();
    if (left > 0)
      await page.context().waitForEvent('page', { timeout: left }).catch(() => undefined);
    const opening = page.context().pages().filter(other => other !== page && other.url() === 'about:blank');
    await Promise.all(opening.map(popup => popup.waitForURL(url => url.href !== 'about:blank', { waitUntil: 'commit', timeout: ms }).catch(() => undefined)));
  }

  /**
   * Installs the routes on the context; call before any page of it loads anything. `except`: an
   * origin (`http://127.0.0.1:3000`) every policy allows, whose requests the routes leave alone:
   * a RegExp, unlike a function, is matched where the browser is driven, without a hop to this process.
   * `proxied: true` when the context's proxy is the guard's own: the proxy then judges every
   * connection that is not direct (a page, a popup, a frame, a fetch, a worker's request, a
   * redirect hop, a WebSocket's CONNECT tunnel), and no route is installed. A route makes Playwright
   * pause every request of the context, `except`'s too, for a hop through the driver, and turns
   * Chromium's HTTP cache off: every page of a test loaded more slowly for a second look at what
   * the proxy sees anyway.
   */
  async install(context: BrowserContext, options: { except?: string; proxied?: boolean } = {}): Promise<void> {
    this.watch(context);
    if (options.proxied)
      return;
    await context.route(routedUrls(options.except), route => this.onRoute(route));
    await context.routeWebSocket(() => true, ws => this.onWebSocket(ws));
  }

  private async onRoute(route: Route): Promise<void> {
    const request = route.request();
    const verdict = this.check(request.url());
    if (verdict.allowed)
      return route.fallback();
    this.blocked.push({ url: request.url(), domain: verdict.domain, reason: verdict.reason, kind: kindOf(request), at: Date.now() });
    await route.abort('blockedbyclient').catch(() => undefined);
  }

  private onWebSocket(ws: WebSocketRoute): void {
    const verdict = this.check(ws.url());
    if (verdict.allowed) {
      ws.connectToServer();
      return;
    }
    this.blocked.push({ url: ws.url(), domain: verdict.domain, reason: verdict.reason, kind: 'websocket', at: Date.now() });
    // 1008: policy violation; the page sees its socket closed, the server never hears of it.
    void ws.close({ code: 1008, reason: `DOMAIN_BLOCKED: ${verdict.domain}` }).catch(() => undefined);
  }
}

/** The failure of a step whose navigation was blocked: DOMAIN_BLOCKED naming the domain (seed 004). */
export function domainBlocked(blocked: Pick<BlockedRequest, 'url' | 'domain' | 'reason'>, when = ''): ToolResult<never> {
  return fail('DOMAIN_BLOCKED', blockedMessage(blocked, when), { retriable: false, evidence: { url: blocked.url, domain: blocked.domain } });
}

export function blockedMessage(blocked: Pick<BlockedRequest, 'url' | 'domain' | 'reason'>, when = ''): string {
  return `navigation to ${blocked.domain} blocked${when}: ${blocked.reason}; URL ${blocked.url}`;
}

/** The canonical host a URL connects to, as the allowlist judges it; the URL itself when it has none. */
function hostOf(url: string): string {
  const target = urlTarget(url);
  return target.kind === 'network' ? target.host : url;
}

/** A request for a page's own document is a navigation; an iframe's is a frame. */
function kindOf(request: Request): BlockedRequest['kind'] {
  if (!request.isNavigationRequest())
    return 'subresource';
  const frame = frameOf(request);
  return !frame || frame.parentFrame() === null ? 'navigation' : 'frame';
}

/** The URLs the guard's routes see: all, or all but those of one origin. */
export function routedUrls(except?: string): RegExp | ((url: URL) => boolean) {
  return except ? new RegExp(`^(?!${escapeRegExp(`${except}/`)})`) : () => true;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
