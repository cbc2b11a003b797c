/** Choosing among a strategy's matches: scope proximity, ordinals, then enabled over disabled; else ambiguity. */
import type { Locator } from '@playwright/test';
import type { ParsedTarget } from './parse.ts';
import type { ResolveOptions } from './resolve.ts';
import { distancesToText } from './scope.ts';

export interface Match {
  /** The strategy's locator in one root (already filtered to visible elements when asked). */
  locator: Locator;
  index: number;
  /** How many elements `locator` matched. */
  count: number;
  /** Scope text the element sits closest to (its locator keeps only the closest; see nearestTo). */
  near?: string;
  /** distancesToText's measure of this match, when it was taken with the count. */
  distance?: number;
}

export type Picked =
  | { kind: 'one'; locator: Locator; count: number }
  | { kind: 'many'; matches: Match[] }
  | { kind: 'none' };

export async function pickMatches(all: Match[], parsed: ParsedTarget, options: ResolveOptions): Promise<Picked> {
  let matches = await nearest(all);
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
  if (matches.length === 1 || parsed.pickAny)
    return { kind: 'one', locator: locatorOf(matches[0]), count: 1 };
  return { kind: 'many', matches };
}

export function locatorOf(match: Match): Locator {
  return match.count === 1 ? match.locator : match.locator.nth(match.index);
}

/**
 * Scope by proximity: the locators keep only the matches sharing the smallest container with the
 * scope text (nearestTo); those whose container also holds another item are dropped, and of the
 * rest, those whose container is the fewest levels up are kept (distancesToText). That is
 * measured in the page, once per proximity lookup: only scoped targets pay for it.
 */
async function nearest(matches: Match[]): Promise<Match[]> {
  const near = matches[0]?.near;
  if (near === undefined)
    return matches;
  const distance = new Map<Match, number>();
  for (const m of matches)
    if (m.distance !== undefined)
      distance.set(m, m.distance);
  for (const locator of new Set(matches.filter(m => m.distance === undefined).map(m => m.locator))) {
    // A navigation that starts meanwhile (count() rides it out, evaluateAll does not) leaves nothing
    // to choose from on this pass; the next looks at the new page. Any other error is the caller's.
    const distances = await distancesToText(locator, near).catch((error: unknown) => {
      if (isContextDestroyed(error))
        return [] as number[];
      throw error;
    });
    for (const m of matches.filter(x => x.locator === locator))
      distance.set(m, distances[m.index] ?? Number.POSITIVE_INFINITY);
  }
  const best = Math.min(...distance.values());
  return Number.isFinite(best) ? matches.filter(m => distance.get(m) === best) : [];
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

/** An error of a read whose document a navigation destroyed meanwhile. */
export function isContextDestroyed(error: unknown): boolean {
  return /Execution context was destroyed|Cannot find context with specified id/i.test(error instanceof Error ? error.message : String(error));
}
