/** The element record a tool returns for the element it acted on or checked: normalized locator and fingerprint (lock files). */
import type { Locator } from '@playwright/test';
import type { ElementRecord, Fingerprint } from '../common/element.ts';
import { sameElement, STABLE_ATTRIBUTES } from '../lock/fingerprint.ts';
import { engineSelector, registerEngine } from '../playwright/engines.ts';
import { quietly } from '../playwright/quiet.ts';
import { selectorOf } from '../playwright/selector.ts';

/** Reading the record waits this long at most: it describes an element already located, never searches. */
const READ_TIMEOUT_MS = 5_000;

/**
 * The record of `locator`'s one element, or undefined when it cannot be read (gone, several) or
 * would carry one of `secrets`: a lock file is committed, and a secret never goes there. Read
 * before the action, since a click may navigate the element away. `normalized` skips
 * `normalize()` (one more round trip) when the locator is already a user-facing one.
 */
export async function readElement(locator: Locator, secrets: readonly string[], normalized?: { locator: string; selector: string }): Promise<ElementRecord | undefined> {
  const [fingerprint, best] = await Promise.all([readFingerprint(locator), normalized ? Promise.resolve(normalized) : normalizedOf(locator)]);
  if (!fingerprint || !best)
    return undefined;
  const record = { locator: best.locator, selector: best.selector, fingerprint };
  const text = JSON.stringify(record);
  return secrets.some(secret => secret.length > 0 && text.includes(secret)) ? undefined : record;
}

/** The fingerprint of `locator`'s one element, or undefined when there is not exactly one. */
export function readFingerprint(locator: Locator): Promise<Fingerprint | undefined> {
  return quietly(locator, () => locator.evaluate(IN_PAGE, [...STABLE_ATTRIBUTES], { timeout: READ_TIMEOUT_MS }).catch(() => undefined));
}

/**
 * The fingerprint when `locator` matches exactly one element (and, when `visible`, it has a box and
 * is not `visibility: hidden`, as Playwright's visibility reads it), else undefined: the count, the
 * visibility and the read in one round trip (replay's check).
 */
export function readSoleFingerprint(locator: Locator, visible = false): Promise<Fingerprint | undefined> {
  return locator.evaluateAll(SOLE_IN_PAGE, { attributes: [...STABLE_ATTRIBUTES], visible }).then(print => print ?? undefined);
}

/**
 * `recorded` when `locator` matches exactly one element (visible, when `visible`, as
 * readSoleFingerprint reads it) and that element is the recorded one by sameElement's rule; else
 * undefined. Both counts run in the utility world, side by side (playwright/engines.ts): replay's check with
 * no script of ours in the page's own world. The element's text and place are not re-read: it is
 * the recorded element, and its record stays as recorded.
 */
export async function soleRecordedElement(locator: Locator, recorded: Fingerprint, visible = false, compareText = true): Promise<Fingerprint | undefined> {
  const selector = await recordedElementSelector(recorded, visible, compareText, 'second');
  if (!selector) {
    const print = await readSoleFingerprint(locator, visible);
    return print && sameElement(recorded, print, compareText) ? print : undefined;
  }
  // One count: the recorded element alone is 1; another element, or a second match, is 2 or more.
  return await locator.locator(selector).count() === 1 ? recorded : undefined;
}

/**
 * The selector that, chained after a locator, keeps its match only when that element is the
 * recorded one by sameElement's rule (and visible, when `visible`); undefined when Playwright
 * refused the engine. With `other: 'second'`, a match that is not the recorded element is kept
 * together with a second element (the document's), so that the chain finds one element exactly
 * when the locator finds one and it is the recorded one: a count or a strict action says which,
 * with the locator's search run once.
 */
export async function recordedElementSelector(recorded: Fingerprint, visible: boolean, compareText: boolean, other?: 'second'): Promise<string | undefined> {
  return await registerEngine(SAME_ENGINE, SAME_ENGINE_SOURCE) ? engineSelector(SAME_ENGINE, { recorded, attributes: [...STABLE_ATTRIBUTES], visible, compareText, ...(other ? { other } : {}) }) : undefined;
}

/**
 * `normalize()`'s locator, when it finds this very element. Playwright's generator names the link or
 * button around an element (what a click there would hit): a badge inside a link comes back as the
 * link. Then the element's own test id, if it is unique; else the locator as the search built it.
 */
async function normalizedOf(locator: Locator): Promise<{ locator: string; selector: string } | undefined> {
  return quietly(locator, async () => {
    const handle = await locator.elementHandle({ timeout: READ_TIMEOUT_MS });
    if (!handle)
      return undefined;
    try {
      const best = await locator.normalize().catch(() => undefined);
      const testId = await handle.getAttribute('data-testid');
      for (const candidate of [best, testId ? locator.page().getByTestId(testId) : undefined, locator]) {
        const selector = candidate && selectorOf(candidate);
        if (candidate && selector && await candidate.evaluateAll((found, element) => found.length === 1 && found[0] === element, handle).catch(() => false))
          return { locator: candidate.toString().replace(/\.visible\(\)$/, ''), selector: selector.replace(/ >> visible=true$/, '') };
      }
      return undefined;
    } finally {
      await handle.dispose().catch(() => undefined);
    }
  }).catch(() => undefined);
}

// Shipped as text: `__name` is what esbuild (tsx) wraps nested functions with, and the page has no such helper.
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- built once from our own function's text, run only in the page.
const IN_PAGE = new Function('element', 'attributes', `var __name=function(f){return f};return (${String(fingerprintInPage)})(element, attributes);`) as (element: Element, attributes: string[]) => Fingerprint;

// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the same, over every match: one element or none.
const SOLE_IN_PAGE = new Function('elements', 'options', `var __name=function(f){return f};
  if (elements.length !== 1) return null;
  var element = elements[0];
  if (options.visible) {
    var box = element.getBoundingClientRect();
    if (!(box.width > 0 && box.height > 0) || getComputedStyle(element).visibility !== 'visible') return null;
  }
  return (${String(fingerprintInPage)})(element, options.attributes);`) as (elements: Element[], options: { attributes: string[]; visible: boolean }) => Fingerprint | null;

const SAME_ENGINE = 'specwright_same_element';

// The element itself when it is the recorded one: soleRecordedElement's check, in the utility world.
// Else nothing, or (`other`) the element with a second one beside it: the document element, or
// its first child when the element is the document element.
const SAME_ENGINE_SOURCE = `({
  queryAll(root, body) {
    var __name = function (f) { return f; };
    if (!root || root.nodeType !== 1) return [];
    var wanted = JSON.parse(decodeURIComponent(body));
    var same = function () {
      if (wanted.visible) {
        var box = root.getBoundingClientRect();
        if (!(box.width > 0 && box.height > 0) || getComputedStyle(root).visibility !== 'visible') return false;
      }
      var print = (${String(fingerprintInPage)})(root, wanted.attributes);
      return (${String(sameElement)})(wanted.recorded, print, wanted.compareText);
    };
    if (same()) return [root];
    if (!wanted.other) return [];
    var second = root === root.ownerDocument.documentElement ? root.firstElementChild : root.ownerDocument.documentElement;
    return second ? [root, second] : [];
  }
})`;

void registerEngine(SAME_ENGINE, SAME_ENGINE_SOURCE);

/** Runs in the page: no closure over anything outside it. */
function fingerprintInPage(element: Element, attributes: string[]): Fingerprint {
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
  const tag = element.tagName.toLowerCase();
  const type = (element.getAttribute('type') ?? '').toLowerCase();
  const implicit: Record<string, string> = {
    button: 'button', select: element.hasAttribute('multiple') ? 'listbox' : 'combobox', textarea: 'textbox', img: 'img',
    h1: 'heading', h2: 'heading', h3: 'heading', h4: 'heading', h5: 'heading', h6: 'heading', li: 'listitem', ul: 'list', ol: 'list',
    nav: 'navigation', table: 'table', tr: 'row', td: 'cell', th: 'columnheader', dialog: 'dialog', option: 'option', form: 'form',
    a: element.hasAttribute('href') ? 'link' : '',
  };
  const inputRoles: Record<string, string> = { checkbox: 'checkbox', radio: 'radio', submit: 'button', button: 'button', reset: 'button', image: 'button', range: 'slider', number: 'spinbutton', search: 'searchbox', hidden: '', file: '' };
  const role = element.getAttribute('role') ?? (tag === 'input' ? inputRoles[type] ?? 'textbox' : implicit[tag] ?? '');
  const text = squash(element instanceof HTMLElement && !['input', 'select', 'textarea'].includes(tag) ? element.innerText : '');
  const labelledBy = (element.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean).map(id => document.getElementById(id)?.textContent).join(' ');
  const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])].map(label => label.textContent).join(' ') : '';
  const fromContent = ['button', 'link', 'heading', 'option', 'cell', 'columnheader', 'tab', 'menuitem', 'checkbox', 'radio'].includes(role);
  const name = squash(element.getAttribute('aria-label')) || squash(labelledBy) || squash(labels) || squash(element.getAttribute('alt'))
    || (fromContent ? text : '') || squash(element.getAttribute('title')) || squash(element.getAttribute('placeholder'));
  const attrs: Record<string, string> = {};
  for (const attribute of attributes) {
    const value = element.getAttribute(attribute);
    if (value !== null)
      attrs[attribute] = attribute === 'href' ? value.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '') : value;
  }
  const parent = element.parentElement;
  const same = parent ? [...parent.children].filter(child => child.tagName === element.tagName) : [element];
  const place = `${parent ? parent.tagName.toLowerCase() : ''} > ${tag}:${same.indexOf(element) + 1}/${same.length}`;
  return { role, name, text, tag, attrs, place };
}
