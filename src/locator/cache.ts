/** The LRU cache of what resolved a target on a page (seed 002 §6.6.4): 1,000 entries, cleared when the page navigates. */
import type { Page } from '@playwright/test';
import { LRUCache } from 'lru-cache';

export const CACHE_SIZE = 1000;

interface KeyOptions {
  kind?: string;
  visibleOnly?: boolean;
}

const caches = new WeakMap<Page, LRUCache<string, string>>();

/** The strategy (or selector) that resolved this target on this URL last time, tried first next time. */
export function cachedStrategy(page: Page, target: string, options: KeyOptions = {}): string | undefined {
  return caches.get(page)?.get(key(page, target, options));
}

export function rememberStrategy(page: Page, target: string, options: KeyOptions, strategy: string): void {
  cacheFor(page).set(key(page, target, options), strategy);
}

/** Drops one page's entries, or those under a key prefix (`scope`), e.g. after an action reload. */
export function clearSelectorCache(page: Page, scope?: string): void {
  const cache = caches.get(page);
  if (!cache)
    return;
  if (scope === undefined)
    return cache.clear();
  for (const k of [...cache.keys()])
    if (k.includes(scope))
      cache.delete(k);
}

export function selectorCacheSize(page: Page): number {
  return caches.get(page)?.size ?? 0;
}

function cacheFor(page: Page): LRUCache<string, string> {
  let cache = caches.get(page);
  if (!cache) {
    const created = new LRUCache<string, string>({ max: CACHE_SIZE });
    cache = created;
    caches.set(page, created);
    // A new document invalidates every resolution made on the old one.
    page.on('framenavigated', frame => {
      if (frame === page.mainFrame())
        created.clear();
    });
  }
  return cache;
}

function key(page: Page, target: string, options: KeyOptions): string {
  return `${page.url()}\n${options.kind ?? 'any'}\n${options.visibleOnly === false ? 'all' : 'visible'}\n${target}`;
}
