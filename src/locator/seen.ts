/** The descriptions that resolved to an element on a page: a negative check on one of them that is gone knows what it checks. */
import type { Page } from '@playwright/test';

const seen = new WeakMap<Page, Set<string>>();

/**
 * Kept for the page's life (a test's), across navigations: "the badge" found on one page and
 * missing after the next action is gone, not unknown. Keyed by the cleaned description.
 */
export function rememberResolved(page: Page, target: string): void {
  let targets = seen.get(page);
  if (!targets) {
    targets = new Set();
    seen.set(page, targets);
  }
  targets.add(target);
}

export function wasResolved(page: Page, target: string): boolean {
  return seen.get(page)?.has(target) ?? false;
}

/** Every description that resolved on this page so far, in the order first seen: for the lock file. */
export function resolvedTargets(page: Page): string[] {
  return [...seen.get(page) ?? []];
}
