/** In-page selector builders: a unique CSS path and an XPath for an element; serialized into the page, so self-contained. */

/** Returns the helpers (sent to the page as source by runtime/source.ts: nothing from outside its body). */
export function pathHelpers() {
  /** A CSS selector that matches exactly `el`: id, a stable test attribute, else a path of :nth-of-type steps. */
  function cssPath(el: Element): string {
    const root = el.getRootNode() as Document | ShadowRoot;
    const unique = (selector: string) => {
      try {
        const all = root.querySelectorAll(selector);
        return all.length === 1 && all[0] === el;
      } catch {
        return false;
      }
    };
    const own = ownSelector(el);
    if (own && unique(own))
      return own;
    const steps: string[] = [];
    for (let node: Element | null = el; node && node.nodeType === 1; node = node.parentElement) {
      const mine = ownSelector(node);
      if (mine && node !== el && unique(mine)) {
        steps.unshift(mine);
        break;
      }
      steps.unshift(nthStep(node));
      if (unique(steps.join(' > ')))
        return steps.join(' > ');
    }
    return steps.join(' > ');
  }

  function ownSelector(el: Element): string | undefined {
    if (el.id)
      return '#' + CSS.escape(el.id);
    for (const attr of ['data-testid', 'data-test', 'data-qa', 'name']) {
      const value = el.getAttribute(attr);
      if (value)
        return `${el.tagName.toLowerCase()}[${attr}=${JSON.stringify(value)}]`;
    }
    return undefined;
  }

  function nthStep(el: Element): string {
    const tag = el.tagName.toLowerCase();
    const parent = el.parentElement;
    if (!parent)
      return tag;
    const same = Array.from(parent.children).filter(child => child.tagName === el.tagName);
    return same.length === 1 ? tag : `${tag}:nth-of-type(${same.indexOf(el) + 1})`;
  }

  /** An XPath that matches exactly `el`: by unique id, else absolute with positions. */
  function xpathOf(el: Element): string {
    if (el.id && document.querySelectorAll('#' + CSS.escape(el.id)).length === 1 && !el.id.includes('"'))
      return `//*[@id="${el.id}"]`;
    const steps: string[] = [];
    for (let node: Element | null = el; node; node = node.parentElement) {
      const parent: Element | null = node.parentElement;
      const name = node.namespaceURI === 'http://www.w3.org/1999/xhtml' ? node.tagName.toLowerCase() : `*[local-name()="${node.localName}"]`;
      if (!parent) {
        steps.unshift(name);
        break;
      }
      const same = Array.from(parent.children).filter(child => child.tagName === node.tagName);
      steps.unshift(same.length === 1 ? name : `${name}[${same.indexOf(node) + 1}]`);
    }
    return '/' + steps.join('/');
  }

  return { cssPath, xpathOf };
}

export type PathHelpers = ReturnType<typeof pathHelpers>;
