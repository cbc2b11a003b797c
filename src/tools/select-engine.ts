/** The select tool's selector engine: registered when this module loads, before any page (tools/selector-engines.ts). */
import type { Locator } from '@playwright/test';
import { engineSelector, registerEngine } from '../playwright/engines.ts';

/**
 * Whether a native <select> takes every wanted text as the label of the option it already names
 * first (matchOption's first rule), with no earlier option Playwright would also take for that
 * label: then its own selectOption by label chooses what matchOption would, and the options need
 * no read in the page's own world. Counted in the utility world.
 */
export async function labelsChoose(select: Locator, wanted: string[]): Promise<boolean> {
  return await registerEngine(LABELS_ENGINE, LABELS_ENGINE_SOURCE) && await select.locator(engineSelector(LABELS_ENGINE, wanted)).count() === 1;
}

const LABELS_ENGINE = 'specwright_select_labels';

const LABELS_ENGINE_SOURCE = `({
  queryAll(root, body) {
    if (!root || root.nodeName !== 'SELECT') return [];
    var wanted = JSON.parse(decodeURIComponent(body));
    var loose = function (text) { return text.replace(/[\\s\\u200b]+/g, ''); };
    var options = Array.prototype.slice.call(root.options);
    var chosen = wanted.every(function (text) {
      for (var i = 0; i < options.length; i++) {
        if (options[i].label === text) return true;
        if (loose(options[i].label) === loose(text)) return false;
      }
      return false;
    });
    return chosen ? [root] : [];
  }
})`;

void registerEngine(LABELS_ENGINE, LABELS_ENGINE_SOURCE);
