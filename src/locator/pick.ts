/** Choosing among a strategy's matches: scope proximity, ordinals, then enabled over disabled; else ambiguity. */
import type { Locator } from '@playwright/test';
import type { ParsedTarget } from './parse.ts';
import type { ResolveOptions } from './resolve.ts';
import { sameItemNear } from './scope.ts';

export interface Match {
  /** The strategy's locator in one root (already filtered to visible elements when asked). */
  locator: Locator;
  index: number;
  /** How many elements `locator` matched. */
  count: number;
  /** Scope text the element sits closest to (its locator keeps only the closest; see nearestTo). */
  near?: string;
  /**
   * In a root searched by nearby text, how far this match sits from it (textDistance): measured
   * when several matches sit at a finite distance, 0 for the one match that alone does.
   */
  distance?: number;
}

export type Picked =
  | { kind: 'one'; locator: Locator; count: number }
  | { kind: 'many'; matches: Match[] }
  | { kind: 'none' };

export async function pickMatches(all: Match[], parsed: ParsedTarget, options: ResolveOptions): Promise<Picked> {
  let matches = nearest(all);
  if (matches.length === 0)
    return { kind: 'none' };
  if (matches.length > 1 && options.visibleOnly !== false)
    matches = await preferPerceivable(matches);
  if (options.allowMany && parsed.ordinal === undefined)
    return { kind: 'one', locator: union(matches, all), count: matches.length };
  if (parsed.ordinal !== undefined) {
    const chosen = parsed.ordinal === -1 ? matches[matches.length - 1] : matches[parsed.ordinal - 1];
    return chosen ? { kind: 'one', locator: locatorOf(chosen), count: 1 } : { kind: 'none' };
  }
  if (matches.length > 1 && (options.kind ?? 'any') !== 'any')
    matches = await preferEnabled(matches);
  if (matches.length === 1 || parsed.pickAny || await oneItemShownTwice(matches))
    return { kind: 'one', locator: locatorOf(matches[0]), count: 1 };
  return { kind: 'many', matches };
}

/**
 * Matches near the scope's text that are one item's control, the item shown in several places to
 * the character (sameItemShown: a dish under "Popular" and under its category). Nothing tells them
 * apart, so the first is it; anything that differs leaves them ambiguous.
 */
async function oneItemShownTwice(matches: Match[]): Promise<boolean> {
  const [first] = matches;
  if (matches.length < 2 || first.near === undefined || matches.some(m => m.locator !== first.locator || m.near !== first.near))
    return false;
  return sameItemNear(first.locator, matches.map(m => m.index), first.near);
}

export function locatorOf(match: Match): Locator {
  return match.count === 1 ? match.locator : match.locator.nth(match.index);
}

/**
 * Scope by proximity: the locators keep only the matches sharing the smallest container with the
 * scope text (nearestTo); those whose container also holds another item are dropped, and of the
 * rest, those whose container is the fewest levels up are kept (textDistance). That is counted,
 * or measured in the page when several are left, with the count (resolve.ts, nearCounted): only
 * scoped targets pay for it.
 */
function nearest(matches: Match[]): Match[] {
  if (matches[0]?.near === undefined)
    return matches;
  const distanceOf = (m: Match) => m.distance ?? Number.POSITIVE_INFINITY;
  const best = Math.min(...matches.map(distanceOf));
  return Number.isFinite(best) ? matches.filter(m => distanceOf(m) === best) : [];
}

/**
 * Playwright calls an element visible when it has a box; a person does not see one that is fully
 * transparent, pushed off the page (left: -10000px), 1px "sr-only", or under aria-hidden. When
 * several match, those are dropped if any match is left: the usual markup of skip links,
 * screen-reader copies and animated-away twins.
 */
async function preferPerceivable(matches: Match[]): Promise<Match[]> {
  const seen = new Map<Match, boolean>();
  for (const locator of new Set(matches.map(m => m.locator))) {
    const flags = await locator.evaluateAll(elements => elements.map(element => {
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1)
        return false;
      if (rect.right + window.scrollX <= 0 || rect.bottom + window.scrollY <= 0)
        return false;
      if (element.closest('[aria-hidden="true"]'))
        return false;
      let opacity = 1;
      for (let node: Element | null = element; node; node = node.parentElement)
        opacity *= Number(getComputedStyle(node).opacity);
      return opacity > 0.05;
    })).catch(() => [] as boolean[]);
    for (const m of matches.filter(x => x.locator === locator))
      seen.set(m, flags[m.index] ?? true);
  }
  const perceivable = matches.filter(m => seen.get(m));
  return perceivable.length > 0 ? perceivable : matches;
}

async function preferEnabled(matches: Match[]): Promise<Match[]> {
  const enabled: Match[] = [];
  for (const m of matches.slice(0, 10))
    if (await locatorOf(m).isEnabled().catch(() => false))
      enabled.push(m);
  return enabled.length > 0 && matches.length <= 10 ? enabled : matches;
}

/** One locator for several matches: the strategy's own when nothing was filtered out, else an `or` of them. */
function union(matches: Match[], all: Match[]): Locator {
  const roots = new Set(matches.map(m => m.locator));
  if (roots.size === 1 && matches.length === all.length)
    return matches[0].locator;
  try {
    return matches.map(locatorOf).reduce((a, b) => a.or(b));
  } catch {
    return locatorOf(matches[0]);
  }
}
