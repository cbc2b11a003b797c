/**
 * A caption's value: what a text check of a bare name ("the total is $43.18", "Balance shows
 * $1,200.00", "已选学分为 9") judges when the element that name finds is a caption rather than the
 * thing the sentence speaks of. A selector engine of ours (playwright/engines.ts), chained on the
 * located element, keeps it when the value it reads matches, so the check stays one count in the
 * utility world.
 *
 * The value is taken from the caption's own structure, never from whatever text lies near it: on a
 * summary that says "Subtotal: $40.00, Tax: $3.18, Total: $43.18", "the total shows $3.18" is false,
 * and a check that read the whole line would pass it. Read, in order:
 * - an element whose text is "Total: $43.18" (alone, or one piece of a line of such pieces split by
 *   `,` `;` `|` `·`): the text after the caption's colon;
 * - an element whose text is the caption alone: the element it is paired with by the markup: a
 *   `<dt>`'s one `<dd>`, a label's control, what names it by `aria-labelledby`, the other cell of a
 *   two-cell row, the cell under a column header when the table has one body row, the other child of
 *   a parent holding just the two, the child right after it where it comes first and nothing beside
 *   it is built as it is (a tile's label, value and note), the one thing that is no control after it
 *   (a stepper: "Servings [−] 2 [+]"), or the text after it in a parent holding it and text alone;
 * - any other element: its own text, as before (a name found by id, test id or label is not a caption).
 * What cannot be told apart (a line "Items: 2 Shipping: Free", a caption beside several values)
 * shows no value for a check that it is shown, and the most it could mean for a check that it is not.
 */
import type { Locator } from '@playwright/test';
import { engineSelector, registerEngine } from '../../playwright/engines.ts';
import { bareName, parseTarget } from '../../locator/parse.ts';
import { readVisibleTexts } from './shown-text-engine.ts';

/**
 * Runs in the page: the texts a check of `name` judges on `root`. `most`: the widest reading where
 * the value cannot be told (an absence check), else the narrowest (none). `read` is
 * readVisibleTexts. No named inner functions: page functions are serialized as source.
 */
export function captionTexts(root: Element, name: string, most: boolean, read: (elements: Element[], blockMark?: string) => string[]): string[] {
  const norm = (text: string) => text.replace(/\s+/g, ' ').trim();
  const wanted = norm(name).toLowerCase();
  const escaped = wanted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
  const alone = (text: string) => norm(text).toLowerCase().replace(/\s*[:：]$/, '') === wanted;
  const whole = (element: Element) => norm(read([element])[0] ?? '');
  // One piece "Caption: value"; a letter before a colon and a space starts another caption ("Ships: Today"), a digit does not ("10:00").
  const piece = new RegExp(`^${escaped}\\s*[:：]\\s*(.*)$`, 'iu');
  const anywhere = new RegExp(`(?:^|[^\\p{L}\\p{N}])${escaped}\\s*[:：]`, 'iu');
  const otherCaption = /\p{L}\s*[:：](?:\s|$)/u;
  // Pieces part where a separator is followed by the next caption: "Paris, France" after "Location:" is one value.
  const separator = /\s*(?:[;|·•；，、]|,(?=\s))\s*(?=\p{L}[\p{L}\d .&'’-]{0,40}[:：])/u;
  const role = (element: Element) => element.getAttribute('role') ?? '';
  const isCell = (element: Element) => /^(?:TD|TH)$/.test(element.tagName) || /^(?:cell|gridcell|columnheader|rowheader)$/.test(role(element));
  const shownChildren = (parent: Element) => [...parent.children].filter(child => !/^(?:SCRIPT|STYLE|TEMPLATE|NOSCRIPT)$/.test(child.tagName) && getComputedStyle(child).display !== 'none');
  const ownText = (parent: Element) => [...parent.childNodes].some(node => node.nodeType === Node.TEXT_NODE && norm(node.textContent ?? '') !== '');
  const structural = /^(?:TR|THEAD|TBODY|TFOOT|TABLE|UL|OL|DL|SELECT|DATALIST|FORM|FIELDSET)$/;
  const heading = (element: Element) => /^H[1-6]$/.test(element.tagName) || role(element) === 'heading';
  // What holds other things, labelled by a caption as a whole: a section, a form, a list, a dialog.
  const container = (element: Element) => /^(?:SECTION|ARTICLE|ASIDE|NAV|MAIN|HEADER|FOOTER|FORM|FIELDSET|TABLE|UL|OL|DL|DIALOG|DETAILS|MENU)$/.test(element.tagName)
    || /^(?:region|dialog|alertdialog|group|table|grid|treegrid|list|listbox|tabpanel|tablist|menu|menubar|tree|navigation|form|search|toolbar|radiogroup)$/.test(role(element))
    || !!element.querySelector('h1, h2, h3, h4, h5, h6, [role="heading"], table, ul, ol, section, article');
  // A control is acted on, not read as a caption's value (a label's own field excepted: see below).
  const control = (element: Element) => element.matches('button, a[href], [role="button"], [role="link"], input[type="button"], input[type="submit"], input[type="reset"]') || !!element.querySelector('button, a[href], [role="button"], [role="link"]');
  const top = (element: Element) => element === element.ownerDocument.body || element === element.ownerDocument.documentElement;

  // The texts after the caption's colon, in each block; undefined when the caption is in a block in a way that cannot be read.
  const afterColon = (element: Element): string[] | undefined => {
    const values: string[] = [];
    for (const block of read([element], '\u0000')[0].split('\u0000').map(norm).filter(Boolean)) {
      let found = false;
      for (const part of block.split(separator)) {
        const m = piece.exec(part);
        if (!m)
          continue;
        if (!m[1] || otherCaption.test(m[1]))
          return undefined;
        values.push(m[1]);
        found = true;
      }
      if (!found && anywhere.test(block))
        return undefined;
    }
    return values;
  };

  // The element the caption is paired with by the markup, or its parent with the value as text beside it; null when none.
  const pairOf = (caption: Element): Element | null => {
    // Up through wrappers holding only the caption: never out of a cell, a term or a label, nor into a
    // row, a table, a list or a form, whose other parts are not this caption's value.
    let c = caption;
    for (let p = c.parentElement; p && !top(p) && !ownText(p) && shownChildren(p).length === 1 && !isCell(c) && !/^(?:DT|DD|LABEL|LI|OPTION)$/.test(c.tagName) && !structural.test(p.tagName); p = c.parentElement)
      c = p;
    if (heading(c))
      return null;
    for (const named of [caption, c]) {
      if (named.id) {
        // A custom dropdown's button and its list of options are both labelled by the caption: the
        // list holds the choices, the button the one chosen, which is the value.
        const labelled = [...(named.getRootNode() as Document).querySelectorAll(`[aria-labelledby~="${CSS.escape(named.id)}"]`)].filter(element => element !== named && !container(element));
        if (labelled.length === 1)
          return labelled[0];
      }
    }
    if (c instanceof HTMLLabelElement && c.control)
      return c.control;
    if (c.tagName === 'DT' || role(c) === 'term') {
      const found: Element[] = [];
      for (let s = c.nextElementSibling; s && s.tagName !== 'DT' && role(s) !== 'term'; s = s.nextElementSibling)
        if (s.tagName === 'DD' || role(s) === 'definition')
          found.push(s);
      return found.length === 1 ? found[0] : null;
    }
    const parent = c.parentElement;
    if (!parent || top(parent))
      return null;
    if (isCell(c)) {
      const cells = shownChildren(parent).filter(isCell);
      const header = role(c) === 'columnheader' || (c.tagName === 'TH' && (c.getAttribute('scope') === 'col' || !!c.closest('thead') || cells.every(cell => cell.tagName === 'TH')));
      if (!header)
        return cells.length === 2 ? cells.find(cell => cell !== c)! : null;
      const table = parent.closest('table, [role="table"], [role="grid"], [role="treegrid"]');
      if (!table)
        return null;
      const rows = [...table.querySelectorAll('tr, [role="row"]')].filter(row => row !== parent && row.closest('table, [role="table"], [role="grid"], [role="treegrid"]') === table
        && !shownChildren(row).filter(isCell).every(cell => cell.tagName === 'TH' || role(cell) === 'columnheader'));
      const body = rows.length === 1 ? shownChildren(rows[0]).filter(isCell) : [];
      return body.length === cells.length && body.length > 0 ? body[cells.indexOf(c)] : null;
    }
    if (structural.test(parent.tagName))
      return null;
    if (ownText(parent))
      return shownChildren(parent).length === 1 ? parent : null;
    const kids = shownChildren(parent);
    // The other of two; or, where the caption comes first and nothing else beside it is built as it
    // is (a tile: label, value, a note under it), the one right after it.
    const shape = (one: Element) => `${one.tagName}.${[...one.classList].sort().join('.')}`;
    const other = kids.length === 2 ? kids.find(kid => kid !== c)!
      : kids.length > 2 && kids[0] === c && !kids.slice(1).some(kid => shape(kid) === shape(c)) ? kids[1] : null;
    if (other && !control(other) && !container(other) && !heading(other))
      return other;
    // A stepper, "Servings [−] 2 [+]": the caption first, controls around the one thing they change.
    const read = kids[0] === c ? kids.slice(1).filter(kid => !control(kid)) : [];
    return read.length === 1 && kids.length > 2 && shape(read[0]) !== shape(c) && !container(read[0]) && !heading(read[0]) ? read[0] : null;
  };

  // The value's texts: after the caption where the value element repeats it ("Total: $43.18"), else its text.
  const valueTexts = (value: Element): string[] => {
    const text = whole(value);
    if (!text.toLowerCase().startsWith(wanted))
      return [text];
    const rest = norm(text.slice(wanted.length).replace(/^\s*[:：]/, ''));
    return !rest || otherCaption.test(rest) ? (most ? [text] : []) : [rest];
  };

  const own = whole(root);
  // A heading names a section: what the section holds is the section's ("the Toast section"), no heading's value.
  if (heading(root))
    return [own];
  if (alone(own)) {
    const value = pairOf(root);
    if (value)
      return valueTexts(value);
    // Nothing pairs with it: an absence check reads everything beside it, each piece on its own too.
    const beside = root.parentElement;
    return most && beside ? [whole(beside), ...shownChildren(beside).map(whole)] : [];
  }
  if (!anywhere.test(own))
    return [own];
  const values = afterColon(root);
  if (values === undefined)
    return most ? [own] : [];
  return values.length ? values : [own];
}

const ENGINE = 'specwright_caption_value';

// The element itself when a text its caption reading judges (captionTexts) matches the expression.
const ENGINE_SOURCE = `({
  queryAll(root, body) {
    var __name = function (f) { return f; };
    if (!root || root.nodeType !== 1) return [];
    var wanted = JSON.parse(decodeURIComponent(body));
    var matcher = new RegExp(wanted.source, wanted.flags);
    var texts = (${String(captionTexts)})(root, wanted.name, !!wanted.most, ${String(readVisibleTexts)});
    return texts.some(function (text) { return matcher.test(text); }) ? [root] : [];
  }
})`;

/** Registers the engine once per process; false when Playwright refuses it. */
export function registerCaptionValueEngine(): Promise<boolean> {
  return registerEngine(ENGINE, ENGINE_SOURCE);
}

void registerCaptionValueEngine();

/** How a check reads a bare name's element: its caption, and whether the widest reading counts (an absence check). */
export interface CaptionReading {
  name: string;
  most?: boolean;
}

/** The elements of `candidates` whose value, read as the caption `reading.name`'s (captionTexts), matches `matcher`. */
export function captionValueMatching(candidates: Locator, matcher: RegExp, reading: CaptionReading): Locator {
  return candidates.locator(engineSelector(ENGINE, { source: matcher.source, flags: matcher.flags, name: reading.name, ...(reading.most ? { most: true } : {}) }));
}

/** What the element shows as the caption's value (evidence for a failed check); undefined where it cannot be read. */
export async function captionValueOf(element: Locator, name: string): Promise<string[] | undefined> {
  // Playwright sends a function's source and calls it; a string would be evaluated, not called. The
  // two page functions are joined into one function here, made from their source once.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- built once from our own functions' text, run only in the page.
  readCaption ??= new Function(`return (root, name) => { var __name = function (f) { return f; }; return (${String(captionTexts)})(root, name, false, ${String(readVisibleTexts)}); }`)() as (root: Element, name: string) => string[];
  return element.evaluate(readCaption, name).then(texts => texts.map(String), () => undefined);
}

let readCaption: ((root: Element, name: string) => string[]) | undefined;

/**
 * The caption a text check of `target` reads a value by: a name with no kind, container, position or
 * selector ("the total", `"Balance"`, "the status for "Ada""), whose element may be a caption.
 */
export function captionOfTarget(target: string): string | undefined {
  return bareName(parseTarget(target));
}
