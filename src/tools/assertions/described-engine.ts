/**
 * The elements a form field's aria-describedby and aria-errormessage name (a hint, a validation
 * error shown under it), and the message shown right after the field in its own block (markup
 * that ties no id to it): a selector engine of ours (playwright/engines.ts), so a text check reads
 * them with the field in the same query, in Playwright's utility world, with no round trip of its
 * own. Any other element describes nothing here.
 */
import type { Locator } from '@playwright/test';
import { engineSelector, registerEngine } from '../../playwright/engines.ts';

const ENGINE = 'specwright_described';

const ENGINE_SOURCE = `({
  queryAll(root) {
    if (!root || root.nodeType !== 1) return [];
    if (!root.matches('input, textarea, select, [role="textbox"], [role="searchbox"], [role="combobox"], [role="spinbutton"], [contenteditable=""], [contenteditable="true"]')) return [];
    var ids = ((root.getAttribute('aria-describedby') || '') + ' ' + (root.getAttribute('aria-errormessage') || '')).split(/\\s+/).filter(Boolean);
    var scope = root.getRootNode();
    var found = [];
    for (var i = 0; i < ids.length; i++) {
      var element = scope.getElementById ? scope.getElementById(ids[i]) : null;
      if (element && element !== root && found.indexOf(element) < 0) found.push(element);
    }
    // The field's own message, shown right after it in a block that holds no other field: up to
    // two elements after the field (or after the wrapper it is alone in), each a short text with
    // no control, list or table in it. Results listed after a search box are no message of it.
    var FIELDS = 'input:not([type="hidden"]), textarea, select, [role="textbox"], [role="searchbox"], [role="combobox"], [role="spinbutton"], [contenteditable=""], [contenteditable="true"]';
    var node = root;
    for (var level = 0; level < 3; level++) {
      // Fields side by side in one parent (a flat form) have no block of their own: nothing is theirs.
      var parent = node.parentElement;
      if (!parent || parent.matches('form, fieldset, body') || parent.querySelectorAll(FIELDS).length > 1) break;
      var next = node.nextElementSibling;
      for (var n = 0; next && n < 2; n++, next = next.nextElementSibling) {
        if (next.matches(FIELDS + ', label, button, a, ul, ol, table, [role="list"], [role="table"], [role="grid"]') || next.querySelector(FIELDS + ', button, a, ul, ol, table, [role="list"], [role="table"], [role="grid"]')) break;
        var words = (next.textContent || '').trim();
        if (words && words.length <= 200 && found.indexOf(next) < 0) found.push(next);
      }
      node = parent;
    }
    return found;
  }
})`;

void registerEngine(ENGINE, ENGINE_SOURCE);

/**
 * What a text check of a target reads: the target, and when it is a form field, what its
 * aria-describedby and aria-errormessage name, each judged later on its own visible text (a hidden
 * error never counts). The target alone where Playwright refused the engine.
 */
export async function withDescriptions(within: Locator): Promise<Locator> {
  return await registerEngine(ENGINE, ENGINE_SOURCE) ? within.or(within.locator(engineSelector(ENGINE, 1))) : within;
}
