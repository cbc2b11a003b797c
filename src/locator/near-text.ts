/**
 * How far a match sits from a scope's text ("Add to cart" for "Trail Backpack"): one function that
 * runs in the page, measured over a search's matches in its main world, or as a selector engine of
 * ours in Playwright's utility world (playwright/engines.ts), where lock replay checks a recorded
 * element's place with counts alone.
 */
import type { Locator } from '@playwright/test';
import { engineSelector, registerEngine } from '../playwright/engines.ts';

/** The scope's text as two regular expressions, sent to the page: `loose` finds the container, `strict` (whole phrase) judges where it is shown. */
export interface TextNeedles {
  strict: { source: string; flags: string };
  loose: { source: string; flags: string };
  /** The text as a caption shows it alone (exactText): where one shows exactly that, a longer one holding it is not it. */
  exact?: string;
}

/** A caption's text compared whole: spaces collapsed, case and a trailing colon left out ("Room:" is "room"). */
export function exactText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/\s*[:：]$/u, '').toLowerCase();
}

/**
 * Runs in the page: how many levels up `element`'s nearest ancestor holding the text is; infinite
 * when that ancestor is not the text's container but a bigger one that also holds the element's own
 * item. The element belongs to another item when, below that ancestor, its own branch holds an
 * element built like the one showing the text (another product's name beside another "Remove"), or
 * when its branch and the text's are built alike (two cards of one grid, a summary's lines, one of them marked by a
 * class of its own); table cells excepted,
 * which are built alike in every row. No named inner helpers: page functions are serialized.
 */
export function textDistance(element: Element, needles: TextNeedles): number {
  const wanted = new RegExp(needles.loose.source, needles.loose.flags);
  const whole = new RegExp(needles.strict.source, needles.strict.flags);
  const holds = (node: Node) => wanted.test((node.textContent ?? '').replace(/\s+/g, ' '));
  const up = (node: Node) => node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  const shape = (one: Element | null) => one ? `${one.tagName}.${[...one.classList].sort().join('.')}` : '';
  const signature = (one: Element) => `${shape(one)}<${shape(one.parentElement)}`;
  const cell = (one: Element) => /^(?:TD|TH)$/.test(one.tagName) || /^(?:cell|gridcell|columnheader|rowheader)$/.test(one.getAttribute('role') ?? '');
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
  // "Room" is not "Room rate" where another caption says just "Room": the one said exactly is meant.
  // exactText, in the page (a page function calls nothing outside it). Whether an element shows
  // the caption alone is read once per evaluation: the needles come with each, and the page does
  // not change while one runs.
  const exactly = (one: Node) => (one.textContent ?? '').replace(/\s+/g, ' ').trim().replace(/\s*[:：]$/u, '').toLowerCase();
  if (needles.exact && exactly(label) !== needles.exact) {
    const seen = needles as TextNeedles & { shownAlone?: boolean };
    seen.shownAlone ??= [...(label.ownerDocument.body?.querySelectorAll('*') ?? [])].some(one => exactly(one) === needles.exact);
    if (seen.shownAlone)
      return Number.POSITIVE_INFINITY;
  }
  // An item is not the page. With no other item beside it, the nearest ancestor holding the text
  // may be the page itself, and everything on it would count as the item's: the header's title,
  // a button beside the card. So no ancestor that is the body, holds all the page's content, is or
  // holds the main content, holds the page's own header, footer or navigation (one that no
  // section, article, aside or dialog inside it holds), or a level-1 heading other than the text's.
  if (node instanceof Element) {
    const page = node.ownerDocument;
    const sections = 'article, aside, section, main, dialog, [role="article"], [role="region"], [role="dialog"]';
    const chrome = [...node.querySelectorAll('header, footer, nav, [role="banner"], [role="contentinfo"], [role="navigation"]')].some(part => {
      const section = part.parentElement?.closest(sections);
      return !section || !node.contains(section);
    });
    const title = [...node.querySelectorAll('h1, [role="heading"][aria-level="1"]')].some(heading => !heading.contains(label) && !label.contains(heading));
    const content = [...page.body?.children ?? []].filter(child => !/^(?:SCRIPT|STYLE|TEMPLATE|NOSCRIPT)$/.test(child.tagName) && (child.textContent ?? '').trim());
    const wholePage = content.length > 0 && content.every(child => node.contains(child));
    if (node === page.body || node === page.documentElement || wholePage || chrome || title || node.matches('main, [role="main"]') || node.querySelector('main, [role="main"]'))
      return Number.POSITIVE_INFINITY;
    // Nor one that holds a sidebar, a navigation or a search form beside the item: a filter labelled
    // "Free cancellation" in the sidebar is no card's badge, though the layout around both holds the card.
    const aside = 'aside, nav, [role="complementary"], [role="navigation"], [role="search"]';
    const landmark = (one: Element | null) => { for (let at = one; at && at !== node; at = at.parentElement) if (at.matches(aside)) return true; return false; };
    if (landmark(element) !== landmark(label))
      return Number.POSITIVE_INFINITY;
  }
  // Built alike: the same tag and classes, or the same tag holding the same children, so a class
  // that marks one of them (`line total` among `line`s, `card featured`) does not make it another kind.
  const children = (one: Element) => [...one.children].map(shape).join(',');
  const alike = (one: Element, other: Element) => shape(one) === shape(other) || (one.tagName === other.tagName && one.children.length > 0 && children(one) === children(other));
  const peerLabel = [...branch.querySelectorAll(label.tagName)].some(other => signature(other) === signature(label)
    || (shape(other) === shape(label) && !!other.parentElement && !!label.parentElement && alike(other.parentElement, label.parentElement)));
  // Two plain blocks of one item (its name and details in one, its status and buttons in the other)
  // share a bare tag and nothing else: they are halves of the item, not two items, unless built of
  // the same children.
  const bare = (one: Element) => one.classList.length === 0 && !one.hasAttribute('role');
  const peerItems = alike(branch, labelBranch) && !cell(branch) && !(bare(branch) && bare(labelBranch) && children(branch) !== children(labelBranch));
  // Items of one tag, one styled apart (`plan-card current`, its button of other classes): the
  // element's item holds an element where the caption's item holds the caption (an <h2> right in
  // each <article>), so it is another item, whatever classes mark either.
  let path = '';
  for (let at: Element | null = label; at && at !== labelBranch; at = at.parentElement)
    path = path ? `${at.tagName.toLowerCase()} > ${path}` : at.tagName.toLowerCase();
  const peerPlace = path !== '' && branch.tagName === labelBranch.tagName && !cell(branch) && /^[a-z][a-z\d-]*(?: > [a-z][a-z\d-]*)*$/.test(path)
    && branch.querySelector(`:scope > ${path}`) !== null;
  return peerLabel || peerItems || peerPlace ? Number.POSITIVE_INFINITY : depth;
}

/** Each element's textDistance, in one main-world round trip (`__name` is what esbuild wraps nested functions with). */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- built once from our own function's text, run only in the page.
export const DISTANCES_IN_PAGE = new Function('elements', 'needles', `var __name=function(f){return f};
  var distance = (${String(textDistance)});
  return elements.map(function (element) { return distance(element, needles); });`) as (elements: Element[], needles: TextNeedles) => number[];

/**
 * Runs in the page: whether the elements are one item's control shown twice. Each element's item is
 * its nearest ancestor holding the text (as textDistance climbs); they are when those are two or
 * more, apart (none inside another) and the same markup to the character: a dish listed under
 * "Popular" and again under its own category. Nothing a person sees tells them apart, so acting on
 * either is acting on that item. A difference anywhere (an id, a quantity, a class) says two items.
 */
export function sameItemShown(elements: Element[], needles: TextNeedles): boolean {
  const wanted = new RegExp(needles.loose.source, needles.loose.flags);
  const items: Element[] = [];
  for (const element of elements) {
    let node: Element | null = element;
    while (node && !wanted.test((node.textContent ?? '').replace(/\s+/g, ' ')))
      node = node.parentElement;
    if (!node || node === element.ownerDocument.body || node === element.ownerDocument.documentElement)
      return false;
    items.push(node);
  }
  if (items.length < 2)
    return false;
  // Apart: no item holds another, itself excepted (so no two are the same element either).
  const apart = items.every((item, i) => items.every((other, j) => i === j || !item.contains(other)));
  return apart && items.every(item => item.outerHTML === items[0].outerHTML);
}

// eslint-disable-next-line @typescript-eslint/no-implied-eval -- built once from our own function's text, run only in the page.
export const SAME_ITEM_IN_PAGE = new Function('elements', 'arg', `var __name=function(f){return f};
  var chosen = arg.indices.map(function (index) { return elements[index]; }).filter(Boolean);
  return chosen.length === arg.indices.length && (${String(sameItemShown)})(chosen, arg.needles);`) as (elements: Element[], arg: { indices: number[]; needles: TextNeedles }) => boolean;

const ENGINE = 'specwright_near_text';

// The element itself when its distance to the text is finite: textDistance, in the utility world.
// A guard names the same element and text several times in one selector (lock replay of a scoped
// target): each distance is worked out once per evaluation. The memo lives until the evaluation's
// synchronous run ends; no page script, so no change to the page, can run before it is dropped.
const ENGINE_SOURCE = `(function () {
  var __name = function (f) { return f; };
  var distance = (${String(textDistance)});
  var memo = null;
  return {
    queryAll(root, body) {
      if (!root || root.nodeType !== 1) return [];
      if (!memo) {
        memo = new Map();
        Promise.resolve().then(function () { memo = null; });
      }
      var known = memo.get(body);
      if (!known) {
        known = { needles: JSON.parse(decodeURIComponent(body)), distances: new Map() };
        memo.set(body, known);
      }
      var far = known.distances.get(root);
      if (far === undefined) {
        far = distance(root, known.needles);
        known.distances.set(root, far);
      }
      return Number.isFinite(far) ? [root] : [];
    }
  };
})()`;

void registerEngine(ENGINE, ENGINE_SOURCE);

/** `matches` kept where they sit at a finite distance from the text; undefined when Playwright refused the engine. */
export async function nearTextOnly(matches: Locator, needles: TextNeedles): Promise<Locator | undefined> {
  return await registerEngine(ENGINE, ENGINE_SOURCE) ? matches.locator(engineSelector(ENGINE, needles)) : undefined;
}
