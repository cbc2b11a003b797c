/**
 * A selector engine (playwright/engines.ts) that keeps an element only when its visible text (readVisibleTexts)
 * matches a regular expression. Chained after a getByText candidate search, a text check becomes one
 * count in the utility world, and its wait a wait for exactly what passes.
 */
import type { Locator } from '@playwright/test';
import { engineSelector, registerEngine } from '../../playwright/engines.ts';

const ENGINE = 'specwright_shown_text';

/**
 * Runs in the page: each element's text without its hidden parts (display: none, visibility:
 * hidden, transparent, clipped to a pixel or to nothing, the options a closed dropdown does not
 * show; a field's value, which it shows, in place of its children), blocks and line breaks as
 * spaces (or as `blockMark`, to split the text into its blocks). As written in the source, not as
 * `text-transform` shows it: a spec quotes the words, not their styling. No named inner helpers,
 * since page functions are serialized as source (so the clip test is written out where it is
 * needed, here and in perceivable.ts).
 */
export function readVisibleTexts(elements: Element[], blockMark = ' ', decorative = true): string[] {
  return elements.map(root => {
    // A closed dropdown shows its chosen option, not the others: an unchosen option shows nothing.
    const closed = root.tagName === 'OPTION' ? root.closest('select') : null;
    if (closed && !closed.multiple && closed.size <= 1 && !(root as HTMLOptionElement).selected)
      return '';
    // Nobody sees a text that is transparent, clipped to a pixel (a screen-reader-only span) or
    // placed off the document's top or left edge, though Playwright counts it visible.
    // The chosen option of a closed dropdown has no box of its own: it is seen where its dropdown is.
    const shownBy = closed && !closed.multiple && closed.size <= 1 ? closed : root;
    for (let up: Element | null = shownBy; up; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.opacity === '0')
        return '';
      // Clipped to nothing: clip: rect(0 0 0 0) or clip-path: inset(50%), screen-reader-only copies.
      const clip = /^rect\(([-\d.]+)px,? ([-\d.]+)px,? ([-\d.]+)px,? ([-\d.]+)px\)$/.exec(style.clip);
      if ((clip && /^(?:absolute|fixed)$/.test(style.position) && (Number(clip[2]) - Number(clip[4]) <= 1 || Number(clip[3]) - Number(clip[1]) <= 1)) || style.clipPath === 'inset(50%)')
        return '';
    }
    const box = shownBy.getBoundingClientRect();
    if ((box.width <= 1 && box.height <= 1) || box.right + scrollX <= 0 || box.bottom + scrollY <= 0)
      return '';
    let text = '';
    // A string on the stack is a separator to write once the block before it is done.
    const stack: Array<Node | string> = [root];
    while (stack.length) {
      const node = stack.pop()!;
      if (typeof node === 'string') {
        text += node;
        continue;
      }
      if (node.nodeType === Node.TEXT_NODE) {
        const parent = node.parentElement;
        if (!parent || getComputedStyle(parent).visibility === 'visible')
          text += node.textContent ?? '';
        continue;
      }
      if (node.nodeType !== Node.ELEMENT_NODE)
        continue;
      const element = node as Element;
      const style = getComputedStyle(element);
      if (element !== root && (style.display === 'none' || style.opacity === '0'))
        continue;
      // Without its decorative parts (`decorative` false): an avatar's initials marked aria-hidden
      // beside the name they stand for.
      if (!decorative && element !== root && element.getAttribute('aria-hidden') === 'true')
        continue;
      if (element !== root && (style.overflow === 'hidden' || style.clip !== 'auto' || style.clipPath !== 'none')) {
        const clipped = element.getBoundingClientRect();
        if (clipped.width <= 1 && clipped.height <= 1)
          continue;
        const clip = /^rect\(([-\d.]+)px,? ([-\d.]+)px,? ([-\d.]+)px,? ([-\d.]+)px\)$/.exec(style.clip);
        if ((clip && /^(?:absolute|fixed)$/.test(style.position) && (Number(clip[2]) - Number(clip[4]) <= 1 || Number(clip[3]) - Number(clip[1]) <= 1)) || style.clipPath === 'inset(50%)')
          continue;
      }
      if (/^(?:SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(element.tagName))
        continue;
      if (element.tagName === 'BR' || !style.display.startsWith('inline')) {
        text += blockMark;
        stack.push(blockMark);
      }
      if (element.tagName === 'SELECT' && !(element as HTMLSelectElement).multiple && (element as HTMLSelectElement).size <= 1) {
        stack.push((element as HTMLSelectElement).selectedOptions[0]?.label ?? '');
        continue;
      }
      // A field shows what is in it now (a textarea's children are only its first value); a password shows dots.
      if (element.tagName === 'TEXTAREA' || (element.tagName === 'INPUT' && !/^(?:password|hidden|checkbox|radio|file|image|range|color)$/i.test((element as HTMLInputElement).type))) {
        stack.push((element as HTMLInputElement).value);
        continue;
      }
      const children = element.shadowRoot ? [...element.shadowRoot.childNodes] : [...element.childNodes];
      for (let i = children.length - 1; i >= 0; i--)
        stack.push(children[i]);
    }
    return text;
  });
}

// The element itself when its visible text, whitespace-normalized (text-match.ts `normalize`),
// matches, with or without its decorative (aria-hidden) parts; `withinBlocks`: when the text of one
// of its blocks (runs between block boundaries) does.
const ENGINE_SOURCE = `({
  queryAll(root, body) {
    var __name = function (f) { return f; };
    if (!root || root.nodeType !== 1) return [];
    var wanted = JSON.parse(decodeURIComponent(body));
    var matcher = new RegExp(wanted.source, wanted.flags);
    var read = ${String(readVisibleTexts)};
    var mark = wanted.withinBlocks ? '\\u0000' : ' ';
    var shows = function (text) {
      var runs = wanted.withinBlocks ? text.split('\\u0000') : [text];
      return runs.some(function (run) { return matcher.test(run.replace(/\\s+/g, ' ').trim()); });
    };
    if (shows(read([root], mark)[0])) return [root];
    // "the assignee is Maya Chen" beside her avatar's initials, marked decorative (aria-hidden): the
    // text without them is what the element says.
    return root.querySelector('[aria-hidden="true"]') && shows(read([root], mark, false)[0]) ? [root] : [];
  }
})`;

/** Registers the engine once per process; false when Playwright refuses it. */
export function registerShownTextEngine(): Promise<boolean> {
  return registerEngine(ENGINE, ENGINE_SOURCE);
}

void registerShownTextEngine();

/** The elements of `candidates` whose visible text matches `matcher` (`withinBlocks`: inside one of its blocks). */
export function shownTextMatching(candidates: Locator, matcher: RegExp, options: { withinBlocks?: boolean } = {}): Locator {
  return candidates.locator(engineSelector(ENGINE, { source: matcher.source, flags: matcher.flags, ...(options.withinBlocks ? { withinBlocks: true } : {}) }));
}
