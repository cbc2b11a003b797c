/** Where candidates are searched: the page's frames, narrowed to the containers a target's scope names. */
import type { Frame, Locator, Page } from '@playwright/test';
import { looseMatcher, textMatcher } from './text-match.ts';
import { collectionKind, collectionUnderHeading, cssString, type Root } from './candidates.ts';
import type { TargetScope } from './parse.ts';
import { DISTANCES_IN_PAGE, SAME_ITEM_IN_PAGE, exactText, nearTextOnly, type TextNeedles } from './near-text.ts';

/** A place to search plus a label for messages ("frame 1", "the header"). */
export interface SearchRoot {
  root: Root;
  label: string;
  /** Text the chosen element must sit closest to (scope by proximity, see nearestTo). */
  near?: string;
  /**
   * For a root searched by nearby text: the document element, found only while this root is to be
   * searched at all (a page where no row holds the text); the root holds nothing otherwise.
   */
  onlyIf?: Locator;
}

/**
 * Groups are tried in order; inside a group, one root per frame. A scope gives one group (two for a
 * section or form: those named so, then those headed so): the container it names and nothing
 * wider, so an element outside it is never a candidate.
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
  return root.near === undefined ? matches(root.root) : nearestTo(root.root, root.near, matches, root.onlyIf);
}

/**
 * The matches inside an element that holds the text (as a whole phrase, see scopeText) and a match,
 * but has no child holding both: meant as the card, row or list item. In a frame that is every
 * match, once the page holds the text and a match anywhere: Playwright's `:scope > *` finds no
 * child of the document element, so the document element is always such an element. What decides
 * is the distance to the text (finiteOnly, distancesToText); until the text and a match are both
 * on the page the count is 0, and the search waits for them. One locator, counted in Playwright's
 * own world: measuring in the page's world instead costs Playwright injecting its script there,
 * tens of ms on every new document.
 */
function nearestTo(root: Root, text: string, matches: (within: Root) => Locator, onlyIf?: Locator): Locator {
  // Playwright runs a container's text on from one child to the next, so the phrase's edges are
  // checked on the element showing it, in distancesToText. A descendant holding both lies in a
  // child holding both (a parent's text and matches include its children's): only children are
  // looked at, which keeps a lookup's cost near one pass over the page, not one per container.
  const holds = (elements: Locator) => elements.filter({ hasText: looseMatcher(text, false) }).filter({ has: matches(root) });
  return matches(holds((onlyIf ?? root).locator('*')).filter({ hasNot: holds(root.locator(':scope > *')) }));
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
 * ancestor is not the text's container but a bigger one that also holds the match's own item
 * (textDistance). Without this, "Remove" for "Bike Light" on a page where only the Backpack has a
 * Remove would find the grid that holds both, and the Backpack's button in it.
 */
export async function distancesToText(matches: Locator, text: string): Promise<number[]> {
  return matches.evaluateAll(DISTANCES_IN_PAGE, needlesOf(text));
}

/** Whether the elements `matches` finds at these indices are one item's control shown twice or more (sameItemShown): read in the page's main world. */
export async function sameItemNear(matches: Locator, indices: number[], text: string): Promise<boolean> {
  return matches.evaluateAll(SAME_ITEM_IN_PAGE, { indices, needles: needlesOf(text) }).catch(() => false);
}

/**
 * Whether the one element `element` matches is the one element a search for a target with this
 * scope would keep among `peers` (the elements the target's name matches): inside the container
 * the scope names, as the search resolves it (a region, the containers of a role, or the item
 * nearest the text, see nearestTo and textDistance), and alone there. Lock replay checks a recorded
 * element so before acting on it: a renamed product, another row showing the text, or a reordered
 * list moves the scope away from it, and the search runs instead. Two counts side by side in
 * Playwright's utility world, so a replay never makes Playwright build its script in the page's
 * own world. Stricter than the search where two matches share the container at different
 * distances (the search then keeps the nearer): replay declines and the search decides. Frame
 * scopes are not checked (false): a recorded element is looked up in the main frame.
 */
export async function soleInScope(frame: Frame, scope: TargetScope, element: Locator, peers: (within: Root) => Locator): Promise<boolean> {
  const kept = await keptInScope(frame, scope, peers);
  if (!kept)
    return false;
  const [all, mine] = await Promise.all([kept.count(), kept.and(element).count()]);
  return all === 1 && mine === 1;
}

/**
 * The `peers` a search for a target with this scope keeps (soleInScope counts them); undefined
 * for a frame scope, or when Playwright refused the engine that measures nearness. Near a text,
 * the search's nearestTo keeps every match: Playwright's `:scope > *` finds no child of the
 * document element, so the document element always counts as a container when any element holds
 * the text and a match (and when none does, no match is at a finite distance either). So the kept
 * matches are those at a finite distance, counted without nearestTo's scan of every element holding
 * the text: one scan of the page for the matches instead of one per such element, which is what
 * a replayed scoped step paid (test/e2e/lock-guarded.test.ts checks that the two sets agree).
 */
export async function keptInScope(frame: Frame, scope: TargetScope, peers: (within: Root) => Locator): Promise<Locator | undefined> {
  if (scope.frame)
    return undefined;
  const [root, ...fallbacks] = scoped(frame, '', scope);
  const kept = root.near === undefined ? matchesIn(root, peers) : await finiteOnly(peers(root.root), root.near);
  // As the search: the containers of the role first, and the ones headed so only where those hold none.
  if (!fallbacks.length || !kept || await kept.count() > 0)
    return kept;
  return matchesIn(fallbacks[0], peers);
}

/** The text a search for a target with this scope keeps its matches near (a scope by proximity, see nearestTo); undefined for a region, a role's containers or a frame. */
export function nearTextOf(frame: Frame, scope: TargetScope): string | undefined {
  return scope.frame ? undefined : scoped(frame, '', scope)[0].near;
}

/** `matches` kept where they sit at a finite distance from `text` (textDistance), counted in the utility world; undefined when Playwright refused the engine. */
export function finiteOnly(matches: Locator, text: string): Promise<Locator | undefined> {
  return nearTextOnly(matches, needlesOf(text));
}

function needlesOf(text: string): TextNeedles {
  const strict = scopeText(text);
  const loose = looseMatcher(text, false);
  return { strict: { source: strict.source, flags: strict.flags }, loose: { source: loose.source, flags: loose.flags }, exact: exactText(text) };
}

const HEADINGS = 'h1, h2, h3, h4, h5, h6, [role="heading"], legend';
/** Elements that are sections of their own: a first child that is one is not a header bar. */
const SECTIONS = 'section, article, aside, nav, main, fieldset, form, [role="region"], [role="group"]';

/**
 * The elements a heading showing the text heads: the heading (or a fieldset's legend) is a child of
 * the element, or a child of its first child when that is a header bar (not a section of its own),
 * and it is the element's only heading child. A page that runs headings and content side by side
 * in one parent ("Shipping", its lines, "Billing", its button) has no element that is the Shipping
 * section alone: nothing is found there, rather than Billing's button.
 */
function headedBy(frame: Frame, text: RegExp): Locator {
  const heading = frame.locator(`:scope > :is(${HEADINGS}), :scope > :first-child:not(${SECTIONS}) > :is(${HEADINGS})`).filter({ hasText: text });
  return frame.locator('body *').filter({ has: heading }).filter({ hasNot: frame.locator(`:scope > :is(${HEADINGS})`).nth(1) });
}

/** Container roles an element has only when it has an accessible name (HTML-AAM: section, form). */
const NAMED_ONLY_ROLES = new Set(['region', 'form']);

/** The words a heading says of a collection: "the shopping list" → "shopping list" (a quoted name stays as written). */
function captionPhrase(description: string): string | undefined {
  const words = description.replace(/^(?:the|a|an|this|that)\s+/i, '').replace(/["“”]/g, '').trim();
  return /\s/.test(words) ? words : undefined;
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
  if (scope.named && scope.text !== undefined && scope.roles.length) {
    const matcher = scopeText(scope.text);
    const name = new RegExp(matcher.source, matcher.flags.includes('i') ? matcher.flags : `${matcher.flags}i`);
    return [{ root: scope.roles.map(role => frame.getByRole(role, { name })).reduce((all, next) => all.or(next)), label: `${label} › ${scope.description}` }];
  }
  if (scope.roles.length) {
    // Containers named by role ("the row with …"), and only those: a page without such a container
    // holds no such element. A container is named by its accessible name (aria-label, a dialog's
    // title) or by the text it holds.
    const text = scope.text === undefined ? undefined : scopeText(scope.text);
    const named = scope.roles
      .map(role => text === undefined ? frame.getByRole(role) : frame.getByRole(role, { name: text }).or(frame.getByRole(role).filter({ has: frame.getByText(text) })))
      .reduce((all, next) => all.or(next));
    const byRole = { root: named, label: `${label} › ${scope.description}` };
    // "the 支付 dialog": the dialog whose title says so; only on a page where none does, the dialogs
    // holding the words (in Chinese a part of a longer word: 支付宝 holds 支付), never beside one
    // that does, which would widen the scope.
    if (text !== undefined && scope.roles.every(role => role === 'dialog' || role === 'alertdialog')) {
      const titled = scope.roles.map(role => frame.getByRole(role, { name: text })).reduce((all, next) => all.or(next));
      const untitled = frame.locator(':root').filter({ hasNot: titled });
      const holding = scope.roles.map(role => untitled.getByRole(role).filter({ has: frame.getByText(text) })).reduce((all, next) => all.or(next));
      return [{ root: titled, label: byRole.label }, { root: holding, label: `${byRole.label} (holding it)` }];
    }
    // "Remove in Tuesday's row" on a list whose items a person reads as rows: only where no row at
    // all is named so (never beside a row that is, which would widen the scope), the list items
    // holding the text are.
    if (text !== undefined && scope.roles.length === 1 && scope.roles[0] === 'row') {
      const holding = (within: Root) => within.getByRole('listitem', { name: text }).or(within.getByRole('listitem').filter({ has: frame.getByText(text) }));
      const items = holding(frame.locator(':root').filter({ hasNot: named }));
      // Rows built of plain blocks (a <div> per request): on a page with no row at all, where no list
      // item holds the text, the item holding it as "… for <text>" reads it, the one of its own
      // nearest the text. A page with rows has its rows: a block beside them is none. (Relative to
      // the frame: a filter's inner locator must not start at the document element.)
      const plain = { root: frame, label: `${label} › ${scope.description} (the item showing it)`, near: scope.text, onlyIf: frame.locator(':root').filter({ hasNot: frame.getByRole('row') }).filter({ hasNot: holding(frame) }) };
      return [byRole, { root: items, label: `${label} › ${scope.description} (a list item)` }, plain];
    }
    // A <section> or <form> has its role only when it is named (aria-label, aria-labelledby): "the
    // Shipping section" is most often one headed "Shipping" and named by nothing. Where no container
    // of the role holds a match, the containers headed so do (headedBy).
    if (text !== undefined && scope.roles.every(role => NAMED_ONLY_ROLES.has(role)))
      return [byRole, { root: headedBy(frame, text), label: `${label} › ${scope.description} (headed so)` }];
    // "the shopping list", "the orders table" under a heading that says so, named by nothing: where no
    // list of that name holds a match, the one right after the heading does.
    const kind = collectionKind(scope.roles);
    // The heading read as a target's heading-list candidate reads it (collectionUnderHeading).
    if (kind && scope.text !== undefined)
      return [byRole, { root: collectionUnderHeading(frame, kind, scope.text, captionPhrase(scope.description)), label: `${label} › ${scope.description} (under its heading)` }];
    return [byRole];
  }
  return [{ root: frame, label: `${label} › near "${scope.text ?? ''}"`, near: scope.text }];
}
