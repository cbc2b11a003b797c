/** In-page view operations (list, summary, details); serialized into the page, so self-contained. */
import type { DomHelpers } from './dom.ts';
import type { PathHelpers } from './paths.ts';
import type { RegistryOps } from './registry.ts';
import type { ElementFilter, ElementInfo, PageSummary, RepeatGroup } from '../types.ts';

export interface ListRequest { kind: ElementFilter; visible: boolean; limit: number; offset: number; group: boolean }
export interface ListResult { items: ElementInfo[]; groups: RepeatGroup[]; more: number; frames: number }
export type SummaryResult = Omit<PageSummary, 'text'>;
export interface DetailsResult {
  info: ElementInfo; attributes: Record<string, string>; selector: string; xpath: string; parentText?: string; childCount: number;
  /** CSS paths of the shadow hosts around the element, outermost first (empty in the light DOM). */
  hosts: string[];
}

/** Returns the operations, given the other runtime parts (runtime/source.ts wires them in the page). */
export function viewOps(dom: DomHelpers, paths: PathHelpers, reg: RegistryOps) {
  // A structure is collapsed from this many like items on, after listing the first GROUP_SHOWN_ITEMS.
  const GROUP_MIN_ITEMS = 15;
  const GROUP_SHOWN_ITEMS = 5;
  const REPEATERS = /^(TR|LI|ARTICLE|DT|DD|OPTION)$/;
  const SUMMARY_EXACT_LIMIT = 1500;

  function list(req: ListRequest): ListResult {
    const nodes = candidates(dom.selectorFor(req.kind));
    const items: ElementInfo[] = [];
    const groups: RepeatGroup[] = [];
    const seenItems = new Map<Element, Set<Element>>();
    let skipped = 0;
    let i = 0;
    for (; i < nodes.length && items.length < req.limit; i++) {
      const el = nodes[i];
      if (dom.decorative(el) || (req.kind === 'all' && el.tagName === 'IMG' && el.closest('a[href], button')))
        continue;
      if (req.group) {
        const item = repeatItem(el);
        if (item) {
          const container = item.parentElement!;
          const seen = seenItems.get(container) ?? new Set<Element>();
          seenItems.set(container, seen);
          if (!seen.has(item) && seen.size >= GROUP_SHOWN_ITEMS) {
            const end = endOf(nodes, i, container);
            groups.push({ container: describeContainer(container), items: container.childElementCount, shownItems: seen.size, skippedElements: end - i, after: items.length });
            i = end - 1;
            continue;
          }
          seen.add(item);
        }
      }
      if (dom.hiddenReason(el))
        continue;
      if (req.visible && !dom.inViewport(el.getBoundingClientRect()))
        continue;
      if (skipped < req.offset) {
        skipped++;
        continue;
      }
      items.push(dom.describe(el, reg.indexOf(el), reg.refOf(el)));
    }
    const frames = Array.from(document.querySelectorAll('iframe, frame')).filter(frame => !dom.hiddenReason(frame)).length;
    return { items, groups, more: nodes.length - i, frames };
  }

  /**
   * Elements matching `selector` in composed document order: open shadow roots included, each right
   * after its host. Without shadow roots this is one native querySelectorAll.
   */
  function candidates(selector: string): ArrayLike<Element> {
    const top = document.querySelectorAll(selector);
    if (!hostsIn(document).length)
      return top;
    const out: Element[] = [];
    collect(document, selector, out);
    return out;
  }

  function hostsIn(root: Document | ShadowRoot): Element[] {
    return Array.from(root.querySelectorAll('*')).filter(el => el.shadowRoot);
  }

  function collect(root: Document | ShadowRoot, selector: string, out: Element[]): void {
    const matches = Array.from(root.querySelectorAll(selector));
    const hosts = hostsIn(root);
    let i = 0;
    let j = 0;
    while (i < matches.length || j < hosts.length) {
      const host = hosts[j];
      const match = matches[i];
      if (host && (!match || host === match || host.compareDocumentPosition(match) & Node.DOCUMENT_POSITION_FOLLOWING)) {
        j++;
        if (host === match) {
          out.push(match);
          i++;
        }
        collect(host.shadowRoot!, selector, out);
      } else {
        out.push(match);
        i++;
      }
    }
  }

  /** The ancestor (or self) that is one of many like siblings: a table row, a list item, a card. */
  function repeatItem(el: Element): Element | undefined {
    let node: Element | null = el;
    for (let depth = 0; node && node.parentElement && depth < 8; depth++, node = node.parentElement) {
      const parent: Element = node.parentElement;
      if (parent.childElementCount < GROUP_MIN_ITEMS)
        continue;
      const role = node.getAttribute('role');
      if (REPEATERS.test(node.tagName) || role === 'row' || role === 'listitem' || role === 'article')
        return node;
      const first = parent.firstElementChild!;
      const last = parent.lastElementChild!;
      if (first.tagName === node.tagName && last.tagName === node.tagName && first.className === node.className && last.className === node.className)
        return node;
    }
    return undefined;
  }

  /** First position after `from` whose node is outside `container`; nodes are in document order. */
  function endOf(nodes: ArrayLike<Element>, from: number, container: Element): number {
    let lo = from;
    let hi = nodes.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (container.contains(nodes[mid]))
        lo = mid + 1;
      else
        hi = mid;
    }
    return lo;
  }

  function describeContainer(container: Element): string {
    const whole = container.closest('table, [role=table], [role=grid], ul, ol, [role=list], [role=listbox], dl') ?? container;
    const role = whole.tagName === 'TABLE' ? 'table' : dom.roleOf(whole) ?? (/^(UL|OL)$/.test(whole.tagName) ? 'list' : whole.tagName.toLowerCase());
    const labelledBy = (whole.getAttribute('aria-labelledby') ?? '').split(/\s+/).map(id => id && document.getElementById(id)?.textContent).join(' ');
    const caption = whole.querySelector(':scope > caption')?.textContent;
    const name = dom.normalize(whole.getAttribute('aria-label') || labelledBy || caption || '');
    return `${role}${whole.id ? '#' + whole.id : ''}${name ? ` "${dom.clip(name, 40)}"` : ''}`;
  }

  function summary(): SummaryResult {
    const counts = { buttons: 0, inputs: 0, links: 0, selects: 0, images: 0, forms: 0, checkboxes: 0, radios: 0, tabs: 0, dialogs: 0 };
    const field = { button: 'buttons', input: 'inputs', link: 'links', select: 'selects', image: 'images', checkbox: 'checkboxes', radio: 'radios' } as const;
    const all = candidates(dom.selectorFor('all'));
    // Past SUMMARY_EXACT_LIMIT candidates, the rest are counted without a visibility check (cheap, approximate).
    for (let i = 0; i < all.length; i++) {
      const el = all[i];
      if (dom.decorative(el) || (i < SUMMARY_EXACT_LIMIT && dom.hiddenReason(el)))
        continue;
      const kind = dom.kindOf(el);
      if (kind !== 'other')
        counts[field[kind]]++;
      else if (el.getAttribute('role') === 'tab')
        counts.tabs++;
    }
    counts.forms = Array.from(document.querySelectorAll('form')).filter(form => !dom.hiddenReason(form)).length;
    counts.dialogs = Array.from(document.querySelectorAll('dialog[open], [role=dialog], [role=alertdialog]')).filter(d => !dom.hiddenReason(d)).length;
    const active = document.activeElement;
    const result: SummaryResult = {
      url: location.href,
      title: document.title,
      viewport: { width: window.innerWidth, height: window.innerHeight },
      scrollPosition: { x: Math.round(window.scrollX), y: Math.round(window.scrollY) },
      documentSize: { width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight },
      elements: counts,
      visibleText: visibleText(500),
    };
    if (active && active !== document.body && active !== document.documentElement)
      result.focusedElement = { tag: active.tagName.toLowerCase(), index: reg.indexOf(active), text: dom.clip(dom.labelOf(active) || dom.normalize(active.textContent), 50) };
    return result;
  }

  /** The first `max` chars of text the user can see, without laying out the whole page. */
  function visibleText(max: number): string {
    const walker = document.createTreeWalker(document.body ?? document.documentElement, NodeFilter.SHOW_TEXT);
    const verdicts = new Map<Element, boolean>();
    let text = '';
    for (let node = walker.nextNode(); node && text.length < max; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(parent.tagName))
        continue;
      let shown = verdicts.get(parent);
      if (shown === undefined) {
        shown = !dom.hiddenReason(parent);
        verdicts.set(parent, shown);
      }
      if (shown && node.nodeValue)
        text += ' ' + node.nodeValue;
      text = text.replace(/\s+/g, ' ');
    }
    return dom.clip(text.trim(), max);
  }

  function details(index: number): DetailsResult | undefined {
    const el = reg.elementAt(index);
    return el ? detailsOf(el) : undefined;
  }

  function detailsOf(el: Element): DetailsResult {
    const attributes: Record<string, string> = {};
    for (const attr of Array.from(el.attributes).filter(a => !a.name.startsWith('data-specwright-')))
      attributes[attr.name] = attr.name === 'value' && dom.isSecret(el) ? '[redacted]' : attr.value;
    const parent = el.parentElement;
    const result: DetailsResult = {
      info: dom.describe(el, reg.indexOf(el), reg.refOf(el)),
      attributes, selector: paths.cssPath(el), hosts: hostPaths(el), childCount: el.childElementCount,
      // XPath cannot enter shadow roots.
      xpath: el.getRootNode() instanceof ShadowRoot ? '' : paths.xpathOf(el),
    };
    const parentText = parent ? dom.clip(dom.normalize(parent.innerText), 100) : '';
    if (parentText)
      result.parentText = parentText;
    return result;
  }

  function hostPaths(el: Element): string[] {
    const hosts: string[] = [];
    for (let root = el.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode())
      hosts.unshift(paths.cssPath(root.host));
    return hosts;
  }

  return { ...reg, ready: () => true, list, summary, details, detailsOf };
}

export type ViewOps = ReturnType<typeof viewOps>;
