/**
 * The field a caption stands before, when no label is wired to it: the first form control after the
 * caption's text, with no other words between them. "We never share your email" before a Name
 * label, or an "Email" heading over a form whose first caption is "Name", captions nothing. A
 * selector engine of ours (playwright/engines.ts), chained after the caption's text element.
 */
import type { Locator } from '@playwright/test';
import { registerEngine } from '../playwright/engines.ts';

/** The fields each of `captions` stands directly before. */
export function fieldAfter(captions: Locator): Locator {
  return captions.locator(`${CAPTION_FIELD_ENGINE}=next`);
}

/** The list or table each of `captions` (headings) stands directly before: "the shopping list" under a "Shopping list" heading. */
export function collectionAfter(captions: Locator, kind: 'list' | 'table'): Locator {
  return captions.locator(`${CAPTION_FIELD_ENGINE}=${kind}`);
}

const CAPTION_FIELD_ENGINE = 'specwright_caption_field';

/**
 * Walks the document forward from the end of the caption: a control (body `next`), a list or a table
 * (`list`, `table`) ends the walk with it; a text
 * with a letter or digit in it (another caption, a sentence) ends it with nothing. Punctuation (a
 * required "*", a colon) and scripts are passed over. An option's text is a choice inside its
 * dropdown, not a caption: "Color", the first option of one dropdown, names no field after it.
 */
const CAPTION_FIELD_SOURCE = `({
  queryAll(root, body) {
    if (!root || root.nodeType !== 1 || root.closest('select, datalist, option, optgroup')) return [];
    var collection = function (el) {
      var role = el.getAttribute('role');
      if (body === 'list') return (/^(UL|OL)$/.test(el.nodeName) && !role) || role === 'list';
      return (el.nodeName === 'TABLE' && !role) || role === 'table' || role === 'grid' || role === 'treegrid';
    };
    var next = function (node, intoChildren) {
      if (intoChildren && node.firstChild) return node.firstChild;
      while (node && !node.nextSibling) node = node.parentNode;
      return node ? node.nextSibling : null;
    };
    var field = function (el) {
      var name = el.nodeName;
      if (name === 'INPUT') return (el.getAttribute('type') || '').toLowerCase() !== 'hidden';
      if (name === 'TEXTAREA' || name === 'SELECT') return true;
      var role = el.getAttribute('role');
      return el.getAttribute('contenteditable') === 'true' || role === 'textbox' || role === 'combobox';
    };
    var words = /[\\p{L}\\p{N}]/u;
    var node = next(root, false);
    for (var seen = 0; node && seen < 5000; seen++) {
      if (node.nodeType === 1) {
        if (body === 'next' ? field(node) : collection(node)) return [node];
        if (/^(SCRIPT|STYLE|TEMPLATE|NOSCRIPT)$/.test(node.nodeName)) { node = next(node, false); continue; }
      } else if (node.nodeType === 3 && words.test(node.data)) {
        return [];
      }
      node = next(node, true);
    }
    return [];
  }
})`;

void registerEngine(CAPTION_FIELD_ENGINE, CAPTION_FIELD_SOURCE);
