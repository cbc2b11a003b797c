/** Where candidates are searched: the page's frames, narrowed to the containers a target's scope names. */
import type { Frame, Locator, Page } from '@playwright/test';
import { cssString, type Root } from './candidates.ts';
import type { TargetScope } from './parse.ts';

/** A place to search plus a label for messages ("frame 1", "the header"). */
export interface SearchRoot {
  root: Root;
  label: string;
  /** Text the chosen element must sit closest to (scope by proximity, see nearestToText). */
  near?: string;
}

/**
 * Groups are tried in order (a later group is a fallback); inside a group, one root per frame.
 * The main frame first, then child frames: Playwright's getBy and CSS locators pierce open shadow
 * roots by themselves, but an iframe's document is only reachable through its own Frame.
 */
export function searchGroups(where: Page | Frame, scope: TargetScope | undefined): SearchRoot[][] {
  const frames = 'mainFrame' in where ? where.frames() : [where, ...where.childFrames()];
  const groups: SearchRoot[][] = [];
  for (const [i, frame] of frames.entries()) {
    if (frame.isDetached())
      continue;
    const label = i === 0 ? 'page' : `frame ${frame.name() || frame.url()}`;
    scoped(frame, label, scope).forEach((root, g) => (groups[g] ??= []).push(root));
  }
  return groups;
}

/** A candidate's matches in a search root: all of them, or in a root searched by nearby text the nearest (nearestTo). */
export function matchesIn(root: SearchRoot, matches: (within: Root) => Locator): Locator {
  return root.near === undefined ? matches(root.root) : nearestTo(root.root, root.near, matches);
}

/**
 * The matches that share the smallest container with `text`: those inside an element that holds
 * the text (case- and whitespace-insensitive, as Playwright's `hasText`) and a match, but has no
 * descendant holding both. The card, row or list item, whatever the markup calls it. One locator,
 * so a lookup counts it like any other, in Playwright's own world: measuring in the page's world
 * instead costs Playwright injecting its script there, tens of ms on every new document. And the
 * element acted on is found again the same way, not by its position among all the matches.
 */
function nearestTo(root: Root, text: string, matches: (within: Root) => Locator): Locator {
  const holding = root.locator('*').filter({ hasText: text }).filter({ has: matches(root) });
  return matches(holding.filter({ hasNot: holding }));
}

/**
 * For each match, how many levels up its nearest ancestor holding `text` is (case- and
 * whitespace-insensitive): among matches that nearestTo leaves tied, the one sharing the smaller
 * container is closer.
 */
export async function distancesToText(matches: Locator, text: string): Promise<number[]> {
  // No named helpers inside: page functions are serialized, and some transpilers wrap named functions.
  return matches.evaluateAll((elements, needle) => {
    const wanted = needle.replace(/\s+/g, ' ').trim().toLowerCase();
    return elements.map(element => {
      let node: Node | null = element;
      for (let depth = 0; node; depth++) {
        if ((node.textContent ?? '').replace(/\s+/g, ' ').toLowerCase().includes(wanted))
          return depth;
        node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
      }
      return Number.POSITIVE_INFINITY;
    });
  }, text);
}

function scoped(frame: Frame, label: string, scope: TargetScope | undefined): SearchRoot[] {
  if (!scope)
    return [{ root: frame, label }];
  if (scope.region)
    return [{ root: frame.locator(scope.region), label: `${label} › ${scope.description}` }];
  if (scope.frame && scope.text !== undefined) {
    // The iframes of this frame named so; each frame looks into its own, so nested ones are found too.
    const name = cssString(scope.text);
    const named = ['title', 'name', 'aria-label', 'id'].map(attr => `:is(iframe, frame)[${attr}*="${name}" i]`).join(', ');
    return [{ root: frame.locator(named).first().contentFrame(), label: `${label} › ${scope.description}` }];
  }
  if (scope.roles.length) {
    // Containers named by role ("the row with …"); if the page has none of that role, fall back to proximity.
    // A container is named by its accessible name (aria-label, a dialog's title) or by the text it holds.
    const text = scope.text;
    const named = scope.roles
      .map(role => text === undefined ? frame.getByRole(role) : frame.getByRole(role, { name: text }).or(frame.getByRole(role).filter({ hasText: text })))
      .reduce((all, next) => all.or(next));
    const fallback = scope.text === undefined ? [] : [{ root: frame, label: `${label} › near "${scope.text}"`, near: scope.text }];
    return [{ root: named, label: `${label} › ${scope.description}` }, ...fallback];
  }
  return [{ root: frame, label: `${label} › near "${scope.text ?? ''}"`, near: scope.text }];
}
