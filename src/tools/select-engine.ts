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

/**
 * `select` narrowed to itself when it takes the wanted labels as labelsChoose does, and otherwise to
 * two elements (it and its document element, or that element's first child), so that an action on
 * it stops on Playwright's strict-mode violation before any input: the check and the choice are one
 * call. A locator that finds several elements finds several still. Undefined when Playwright
 * refused the engine.
 */
export async function chosenByLabels(select: Locator, wanted: string[]): Promise<Locator | undefined> {
  return await registerEngine(SOLE_ENGINE, SOLE_ENGINE_SOURCE) ? select.locator(engineSelector(SOLE_ENGINE, wanted)) : undefined;
}

const LABELS_ENGINE = 'specwright_select_labels';
const SOLE_ENGINE = 'specwright_select_sole';

/** The shared test: every wanted text is the label of the option it names first, with no looser match before it. */
const CHOSEN = `function (root, wanted) {
    var loose = function (text) { return text.replace(/[\\s\\u200b]+/g, ''); };
    var options = Array.prototype.slice.call(root.options);
    return wanted.every(function (text) {
      for (var i = 0; i < options.length; i++) {
        if (options[i].label === text) return true;
        if (loose(options[i].label) === loose(text)) return false;
      }
      return false;
    });
  }`;

const LABELS_ENGINE_SOURCE = `({
  queryAll(root, body) {
    if (!root || root.nodeName !== 'SELECT') return [];
    return (${CHOSEN})(root, JSON.parse(decodeURIComponent(body))) ? [root] : [];
  }
})`;

const SOLE_ENGINE_SOURCE = `({
  queryAll(root, body) {
    if (root && root.nodeName === 'SELECT' && (${CHOSEN})(root, JSON.parse(decodeURIComponent(body)))) return [root];
    var top = (root.ownerDocument || root).documentElement;
    var other = root === top ? top.firstElementChild : top;
    return other ? [root, other] : [];
  }
})`;

void registerEngine(LABELS_ENGINE, LABELS_ENGINE_SOURCE);
void registerEngine(SOLE_ENGINE, SOLE_ENGINE_SOURCE);
