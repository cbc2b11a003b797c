/** In-page element registry: stable indices, refs learned from ARIA trees, per-ref facts; serialized into the page, so self-contained. */
import type { DomHelpers } from './dom.ts';

/** What the ARIA tree needs from the DOM about one ref. */
export interface RefInfo {
  hidden?: true; index?: number; attrs?: Record<string, string>; secret?: true; text?: string;
  /** States the snapshot leaves out when false (collapsed, unchecked), which a model needs as much as true. */
  states?: { expanded?: boolean; checked?: boolean };
}

/**
 * Returns the registry operations. Indices live in a registry on `window` under a symbol (no DOM
 * mutation, invisible to page code that does not look for it): an element keeps its index for as
 * long as it stays in this document, so a list and a later details call agree whatever changed
 * around it. A new document starts a new registry.
 */
export function registryOps(dom: DomHelpers) {
  const KEY = Symbol.for('specwright.pageViews.registry');
  const REF_ATTR = 'data-specwright-ref';
  let verdicts = new Map<Element, boolean>();
  const LOCATING = ['id', 'aria-label', 'data-testid', 'data-test', 'data-qa', 'name', 'placeholder', 'type'];

  interface Registry { next: number; byEl: WeakMap<Element, number>; byIndex: Map<number, WeakRef<Element>>; refs: WeakMap<Element, string> }

  function registry(): Registry {
    const holder = window as unknown as Record<symbol, Registry | undefined>;
    return holder[KEY] ??= { next: 1, byEl: new WeakMap(), byIndex: new Map(), refs: new WeakMap() };
  }

  function indexOf(el: Element): number {
    const reg = registry();
    let index = reg.byEl.get(el);
    if (index === undefined) {
      index = reg.next++;
      reg.byEl.set(el, index);
      reg.byIndex.set(index, new WeakRef(el));
    }
    return index;
  }

  function elementAt(index: number): Element | undefined {
    const el = registry().byIndex.get(index)?.deref();
    return el && el.isConnected ? el : undefined;
  }

  function refOf(el: Element): string | undefined {
    return registry().refs.get(el);
  }

  /** Marks the element of `index` with its index attribute so a CSS locator finds it. */
  function pin(index: number): boolean {
    const el = elementAt(index);
    el?.setAttribute('data-specwright-index', String(index));
    return !!el;
  }

  /**
   * Reads the `data-specwright-ref` markers the ref engine wrote (page/ref-engine.ts), remembers each
   * element's ref, removes the markers, and returns what the ARIA tree filter needs per ref.
   */
  function collectRefs(interactiveRefs: string[]): Record<string, RefInfo> {
    const wanted = new Set(interactiveRefs);
    const out: Record<string, RefInfo> = {};
    const marked = markedIn(document);
    verdicts = new Map();
    // Read everything before removing any marker: interleaving DOM writes with style reads
    // (checkVisibility) would recompute styles once per element.
    for (const el of marked) {
      const ref = el.getAttribute(REF_ATTR)!;
      const info = refInfo(el, ref, wanted.has(ref));
      if (info)
        out[ref] = info;
    }
    for (const el of marked)
      el.removeAttribute(REF_ATTR);
    verdicts = new Map();
    return out;
  }

  /**
   * aria-hidden, inert or opacity 0 on the element or an ancestor (checkboxes, radios and file
   * inputs exempt from their own opacity, as in dom.transparent). Memoized along the ancestry:
   * a big tree has tens of thousands of refs sharing the same few ancestors.
   */
  function concealed(el: Element): boolean {
    const known = verdicts.get(el);
    if (known !== undefined)
      return known;
    const root = el.getRootNode();
    const parent = el.parentElement ?? (root instanceof ShadowRoot ? root.host : null);
    const exempt = el instanceof HTMLInputElement && /^(checkbox|radio|file)$/i.test(el.type);
    const verdict = el.getAttribute('aria-hidden')?.toLowerCase() === 'true' || el.hasAttribute('inert')
      || (!exempt && getComputedStyle(el).opacity === '0') || (!!parent && concealed(parent));
    verdicts.set(el, verdict);
    return verdict;
  }

  /** Marked elements of `root` and of the open shadow roots inside it. */
  function markedIn(root: Document | ShadowRoot): Element[] {
    const found = Array.from(root.querySelectorAll(`[${REF_ATTR}]`));
    for (const host of Array.from(root.querySelectorAll('*'))) {
      if (host.shadowRoot)
        found.push(...markedIn(host.shadowRoot));
    }
    return found;
  }

  function refInfo(el: Element, ref: string, interactive: boolean): RefInfo | undefined {
    registry().refs.set(el, ref);
    const info: RefInfo = {};
    if (concealed(el))
      info.hidden = true;
    else if (el.querySelector('[aria-hidden="true"]'))
      info.text = dom.normalize(textWithoutHidden(el));
    if (interactive && !info.hidden) {
      info.index = indexOf(el);
      const attrs: Record<string, string> = {};
      for (const name of LOCATING) {
        // A type says something of inputs only (button type=submit is noise to a model).
        const value = name === 'type' && el.tagName !== 'INPUT' ? null : el.getAttribute(name);
        if (value)
          attrs[name] = dom.clip(value, 60);
      }
      info.attrs = attrs;
      const states: NonNullable<RefInfo['states']> = {};
      const expanded = el.getAttribute('aria-expanded');
      if (expanded === 'true' || expanded === 'false')
        states.expanded = expanded === 'true';
      if (el instanceof HTMLInputElement && /^(checkbox|radio)$/i.test(el.type))
        states.checked = el.checked;
      else if (el.getAttribute('aria-checked') === 'false')
        states.checked = false;
      if (Object.keys(states).length)
        info.states = states;
      if (dom.isSecret(el))
        info.secret = true;
    }
    return Object.keys(info).length ? info : undefined;
  }

  function textWithoutHidden(el: Element): string {
    let text = '';
    for (const child of Array.from(el.childNodes)) {
      if (child.nodeType === 3)
        text += child.nodeValue;
      else if (child instanceof Element && !(child.getAttribute('aria-hidden') === 'true') && child.checkVisibility())
        text += ' ' + textWithoutHidden(child) + ' ';
    }
    return text;
  }

  return { indexOf, elementAt, refOf, pin, collectRefs, refInfo };
}

export type RegistryOps = ReturnType<typeof registryOps>;
