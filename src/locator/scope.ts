/** Where candidates are searched: the page's frames, narrowed to the containers a target's scope names. */
import type { ElementHandle, Frame, Locator, Page } from '@playwright/test';
import { looseMatcher, textMatcher } from './text-match.ts';
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
 * Groups are tried in order; inside a group, one root per frame. A scope gives one group only:
 * the container it names and nothing wider, so an element outside it is never a candidate.
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
 * the text (as a whole phrase, see scopeText) and a match, but has no
 * descendant holding both. The card, row or list item, whatever the markup calls it. One locator,
 * so a lookup counts it like any other, in Playwright's own world: measuring in the page's world
 * instead costs Playwright injecting its script there, tens of ms on every new document. And the
 * element acted on is found again the same way, not by its position among all the matches.
 */
function nearestTo(root: Root, text: string, matches: (within: Root) => Locator): Locator {
  // Playwright runs a container's text on from one child to the next, so the phrase's edges are
  // checked on the element showing it, in distancesToText.
  const holding = root.locator('*').filter({ hasText: looseMatcher(text, false) }).filter({ has: matches(root) });
  return matches(holding.filter({ hasNot: holding }));
}

/**
 * Scope text is matched as the page shows it: the words as a whole phrase, case-sensitive,
 * whitespace-normalized (textMatcher's `contains`), so "Ada" names neither "Adam" nor "ada".
 */
export function scopeText(text: string): RegExp {
  return textMatcher(text, 'contains');
}

/**
 * For each match, how many levels up its nearest ancestor holding `text` is; infinite when that
 * ancestor is not the text's container but a bigger one that also holds the match's own item.
 * The match belongs to another item when, below that ancestor, its own branch holds an element
 * built like the one showing the text (another product's name beside another "Remove"), or when
 * its branch and the text's are built alike (two cards of one grid); table cells excepted, which
 * are built alike in every row. Without this, "Remove" for "Bike Light" on a page where only the
 * Backpack has a Remove would find the grid that holds both, and the Backpack's button in it.
 */
export async function distancesToText(matches: Locator, text: string): Promise<number[]> {
  return (await measure(matches, text, undefined)).distances;
}

/**
 * Whether `element` is the one element a search for a target with this scope would keep among
 * `peers` (the elements the target's name matches): inside the container the scope names, as the
 * search resolves it (a region, the containers of a role, or the item nearest the text, see
 * nearestTo and distancesToText), and alone there. Lock replay checks a recorded element so before
 * acting on it: a renamed product, another row showing the text, or a reordered list moves the
 * scope away from it, and the search runs instead. Frame scopes are not checked (false): a recorded
 * element is looked up in the main frame.
 */
export async function soleInScope(frame: Frame, scope: TargetScope, element: ElementHandle, peers: (within: Root) => Locator): Promise<boolean> {
  if (scope.frame)
    return false;
  const [root] = scoped(frame, '', scope);
  const { distances, at } = await measure(matchesIn(root, peers), root.near, element);
  if (at < 0)
    return false;
  const best = Math.min(...distances);
  return Number.isFinite(best) && distances[at] === best && distances.filter(distance => distance === best).length === 1;
}

/** distancesToText's measure (all 0 without a text), and where `element` is among the matches (-1: not there), in one round trip. */
async function measure(matches: Locator, text: string | undefined, element: ElementHandle | undefined): Promise<{ distances: number[]; at: number }> {
  const strict = text === undefined ? undefined : scopeText(text);
  const loose = text === undefined ? undefined : looseMatcher(text, false);
  const needles = strict && loose ? { strict: { source: strict.source, flags: strict.flags }, loose: { source: loose.source, flags: loose.flags } } : null;
  // No named helpers inside: page functions are serialized, and some transpilers wrap named functions.
  return matches.evaluateAll((elements, { needles, element }) => {
    const at = element ? (elements as Node[]).indexOf(element) : -1;
    if (!needles)
      return { distances: elements.map(() => 0), at };
    const wanted = new RegExp(needles.loose.source, needles.loose.flags);
    const whole = new RegExp(needles.strict.source, needles.strict.flags);
    const holds = (node: Node) => wanted.test((node.textContent ?? '').replace(/\s+/g, ' '));
    const up = (node: Node) => node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
    const shape = (element: Element | null) => element ? `${element.tagName}.${[...element.classList].sort().join('.')}` : '';
    const signature = (element: Element) => `${shape(element)}<${shape(element.parentElement)}`;
    const cell = (element: Element) => /^(?:TD|TH)$/.test(element.tagName) || /^(?:cell|gridcell|columnheader|rowheader)$/.test(element.getAttribute('role') ?? '');
    const distances = elements.map(element => {
      let branch: Node | null = null;
      let node: Node | null = element;
      let depth = 0;
      for (; node && !holds(node); depth++) {
        branch = node;
        node = up(node);
      }
      if (!node)
        return Number.POSITIVE_INFINITY;
      if (!(branch instanceof Element) || !(node instanceof Element || node instanceof ShadowRoot))
        return whole.test((node.textContent ?? '').replace(/\s+/g, ' ')) ? depth : Number.POSITIVE_INFINITY;
      // The element showing the text: the deepest one holding it, below the container.
      let label: Element | null = null;
      let labelBranch: Element | null = null;
      for (let next = [...node.children].find(child => child !== branch && holds(child)); next; next = [...next.children].find(holds)) {
        label = next;
        labelBranch ??= next;
      }
      if (!label || !labelBranch)
        return whole.test((node.textContent ?? '').replace(/\s+/g, ' ')) ? depth : Number.POSITIVE_INFINITY;
      // "Ada" is not shown by "Adam": the phrase's edges hold on the element showing it.
      if (!whole.test((label.textContent ?? '').replace(/\s+/g, ' ')))
        return Number.POSITIVE_INFINITY;
      const peerLabel = [...branch.querySelectorAll(label.tagName)].some(other => signature(other) === signature(label));
      const peerItems = shape(branch) === shape(labelBranch) && !cell(branch);
      return peerLabel || peerItems ? Number.POSITIVE_INFINITY : depth;
    });
    return { distances, at };
  }, { needles, element: element ?? null });
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
    // Containers named by role ("the row with …"), and only those: a page without such a container
    // holds no such element. A container is named by its accessible name (aria-label, a dialog's
    // title) or by the text it holds.
    const text = scope.text === undefined ? undefined : scopeText(scope.text);
    const named = scope.roles
      .map(role => text === undefined ? frame.getByRole(role) : frame.getByRole(role, { name: text }).or(frame.getByRole(role).filter({ has: frame.getByText(text) })))
      .reduce((all, next) => all.or(next));
    return [{ root: named, label: `${label} › ${scope.description}` }];
  }
  return [{ root: frame, label: `${label} › near "${scope.text ?? ''}"`, near: scope.text }];
}
