/**
 * A label's words, not the control's own: a <label> that wraps its control holds the control's
 * content too, and Playwright reads it as part of the label ("Box NoneLargeMedium size" for a Box
 * dropdown with an option "Medium size"). A partial match of "Size" there names the Box dropdown by
 * one of its options. This selector engine of ours (playwright/engines.ts) keeps a matched element
 * unless the words are in its labels only by its own content.
 */
import type { Locator } from '@playwright/test';
import { engineSelector, registerEngine } from '../playwright/engines.ts';

/** `matches` without the elements that match it only by their own content inside their labels. */
export function byOwnLabel(matches: Locator, words: string | RegExp): Locator {
  const body = typeof words === 'string' ? { text: words } : { source: words.source, flags: words.flags };
  return matches.locator(engineSelector(OWN_LABEL_ENGINE, body));
}

const OWN_LABEL_ENGINE = 'specwright_own_label';

/**
 * Runs per matched element (`root`): it is kept when none of its labels (`labels`, aria-labelledby)
 * holds the words, for then they came from another source of its name; or when one holds them
 * without the element's own content, or its aria-label, title or placeholder does. Words are matched
 * as Playwright matches a string (case-insensitive, whitespace-collapsed part) or the expression.
 */
const OWN_LABEL_SOURCE = `({
  queryAll(root, body) {
    if (!root || root.nodeType !== 1) return [];
    var words = JSON.parse(decodeURIComponent(body));
    var collapse = function (text) { return (text || '').replace(/\\s+/g, ' ').trim(); };
    var expression = words.source === undefined ? null : new RegExp(words.source, words.flags);
    var wanted = words.text === undefined ? '' : collapse(words.text).toLowerCase();
    var holds = function (text) { return expression ? expression.test(collapse(text)) : collapse(text).toLowerCase().indexOf(wanted) >= 0; };
    var textOf = function (node, without) {
      var out = '';
      var walker = node.ownerDocument.createTreeWalker(node, 4);
      for (var text = walker.nextNode(); text; text = walker.nextNode()) {
        var parent = text.parentElement;
        if (without && without.contains(text)) continue;
        if (parent && /^(SCRIPT|STYLE|TEMPLATE)$/.test(parent.nodeName)) continue;
        out += text.data;
      }
      return out;
    };
    var labels = Array.prototype.slice.call(root.labels || []);
    var doc = root.getRootNode ? root.getRootNode() : root.ownerDocument;
    (root.getAttribute('aria-labelledby') || '').split(/\\s+/).forEach(function (id) {
      var label = id && doc.getElementById ? doc.getElementById(id) : null;
      if (label) labels.push(label);
    });
    if (!labels.some(function (label) { return holds(textOf(label, null)); })) return [root];
    if (labels.some(function (label) { return holds(textOf(label, root)); })) return [root];
    var own = ['aria-label', 'title', 'placeholder'].some(function (name) { return holds(root.getAttribute(name) || ''); });
    return own ? [root] : [];
  }
})`;

void registerEngine(OWN_LABEL_ENGINE, OWN_LABEL_SOURCE);
