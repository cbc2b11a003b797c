/** Where candidates are searched: the page's frames, narrowed to the containers a target's scope names. */
import type { Frame, Locator, Page } from '@playwright/test';
import type { Root } from './candidates.ts';
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

/**
 * For each match, how many levels up its nearest ancestor holding `text` is (case- and
 * whitespace-insensitive). The target "closest" to the scope text is the one sharing the smallest
 * container with it: the card, row or list item, whatever the markup calls it.
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
