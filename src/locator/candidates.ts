/** Ranked locator candidates for a parsed target: exact before case/whitespace-insensitive before partial. */
import type { Locator } from '@playwright/test';
import { buildLocatorCode } from './code-build.ts';
import { collectionAfter, fieldAfter } from './caption-field.ts';
import { byOwnLabel } from './own-label.ts';
import { phrase } from './text-match.ts';
import type { ExplicitSelector, ParsedTarget } from './parse.ts';
import type { RoleName } from './vocabulary.ts';
import { itemsOfKind } from './item-kind.ts';

/** Anything with Playwright's getBy* family: a Page, a Frame, a Locator or a FrameLocator. */
export type Root = Pick<Locator, 'getByRole' | 'getByText' | 'getByLabel' | 'getByPlaceholder' | 'getByAltText' | 'getByTitle' | 'getByTestId' | 'locator'>;

export type TargetKind = 'clickable' | 'editable' | 'checkable' | 'selectable' | 'any';

export interface Candidate {
  /** Stable name of the strategy, e.g. `role:button/exact`; used in messages and as the cache value. */
  strategy: string;
  build(root: Root): Locator;
  /**
   * The strategy of a looser candidate of the same family whose matches include every match of this
   * one (`label/exact` is within `label/partial`): where that one matches nothing, this one need not
   * be counted.
   */
  within?: string;
}

/** How closely a name matches the words, closest first: the whole name, in any case, a part of it. */
const TIERS = ['exact', 'insensitive', 'partial'] as const;
type Tier = typeof TIERS[number];

/**
 * A strategy's family (`role:button`, `label`) and the rank of its tier in TIERS (0 for `…/exact`);
 * -1 for a strategy with no tiers (`css`, `role:button` with no name).
 */
export function strategyTier(strategy: string): { family: string; rank: number } {
  const slash = strategy.lastIndexOf('/');
  return slash < 0 ? { family: strategy, rank: -1 } : { family: strategy.slice(0, slash), rank: TIERS.indexOf(strategy.slice(slash + 1) as Tier) };
}
type Matcher = string | RegExp;

const TEST_ID_ATTRIBUTES = ['data-testid', 'data-test', 'data-test-id', 'data-qa', 'data-cy', 'id', 'name'];
const KIND_ROLES: Record<TargetKind, RoleName[]> = {
  clickable: ['button', 'link', 'menuitem', 'tab', 'option', 'checkbox', 'radio', 'switch', 'treeitem'],
  editable: ['textbox', 'searchbox', 'spinbutton', 'combobox'],
  checkable: ['checkbox', 'radio', 'switch', 'menuitemcheckbox'],
  selectable: ['combobox', 'listbox'],
  any: [],
};

/**
 * Roles whose accessible name is a caption a person reads on the element, not its content (as a
 * row's, a list item's or a region's is). A quoted name of one is its whole name.
 */
const CAPTIONED_ROLES = new Set<RoleName>([
  'button', 'link', 'textbox', 'searchbox', 'spinbutton', 'checkbox', 'radio', 'switch', 'combobox', 'listbox', 'option',
  'tab', 'menuitem', 'menuitemcheckbox', 'treeitem', 'heading', 'img', 'slider', 'columnheader',
]);

/**
 * Whether this target's quoted name is held to the elements' whole names, in checks and actions
 * alike (a click on "Submit feedback" for `the "Submit" button` acts on an element the spec does
 * not name; the step fails with it as the nearest name, and a model, when configured, may heal):
 * a quoted name of an element the words call by a role captioned so (`the "Submit" button`, `the
 * "Email" field`, `the "Products" heading`). A quoted text alone, an unquoted description (`the
 * Submit button`) and a container (`the "Total" row`) may still be a part of a longer name.
 */
export function holdsWholeName(target: ParsedTarget): boolean {
  return target.quoted && target.text !== undefined && target.roles.length > 0 && target.roles.every(role => CAPTIONED_ROLES.has(role));
}

/**
 * A whole name, in any case, with marks that are not letters around it: a count ("Cart 2", or a
 * count badge's digits right after the last letter, "Pending2" for `Pending<span>2</span>`, whose
 * accessible name has no space), an icon glyph ("★ Save"), a required asterisk, punctuation. Never
 * a part of a longer name: "Submit" is not "Submit feedback", 提交 is not 提交反馈, "Room 1" is not
 * "Room 12".
 */
export function wholeNameMatcher(text: string): RegExp {
  return new RegExp(`^[^\\p{L}]*(?<![\\p{L}\\p{N}])${phrase(text)}(?:(?<=\\p{L})\\p{N}+)?(?![\\p{L}\\p{N}])[^\\p{L}]*$`, 'iu');
}

/**
 * Rows a person counts in a table (`the first row`, `the table has 3 rows`): not its header rows,
 * which sit in a `thead` or hold column headers and no cell, nor its footer rows (a `tfoot`: the
 * totals, "Showing 5 of 5"), nor a row whose one cell spans several columns (a message such as "No
 * results", a group's caption). A row of data with a row header (`<th scope="row">`) is one.
 */
/** Words for a message the page shows: never a form's `<output>`. */
const MESSAGE_WORDS = /^(?:notification|notice|message|alert|snackbar|toast|banner|通知|消息|提示|提示信息)$/i;

const DATA_ROW = ':not(thead *):not(tfoot *):not(:has(> th, > [role="columnheader"]):not(:has(> td, > [role="cell"], > [role="gridcell"], > [role="rowheader"])))'
  + ':not(:has(> :is(td, th, [role="cell"], [role="gridcell"]):only-child[colspan]:not([colspan="1"])))';

/** `wholeNames` (the search's, always; export names its own candidates): quoted names of captioned elements are whole names (holdsWholeName), at every tier. */
export function candidatesFor(target: ParsedTarget, kind: TargetKind, includeHidden: boolean, wholeNames = false): Candidate[] {
  if (target.selector && !target.selector.guessed)
    return explicitCandidates(target.selector, includeHidden);
  // "Pick Dr. Weber from the Doctor list": to choose in, a list is a dropdown's list first.
  if (kind === 'selectable' && target.roles.length === 1 && target.roles[0] === 'list' && !target.quoted && target.ordinal === undefined)
    return candidatesFor({ ...target, roles: ['combobox', 'listbox'] }, kind, includeHidden, wholeNames);
  if (target.items) {
    const items = target.items;
    return [{ strategy: `items:${items.kind}`, build: root => includeHidden ? itemsOfKind(root, items) : itemsOfKind(root, items).filter({ visible: true }) }];
  }
  const named = nameOfAnotherKind(target, kind);
  if (named)
    return candidatesFor(named, kind, includeHidden, wholeNames);
  const list: Candidate[] = [];
  if (target.selector?.guessed)
    list.push({ strategy: 'css', build: root => root.locator(target.selector!.value) });
  // Text that merely looks like CSS ("budget.xlsx", "#1 item") is tried as words after the CSS.
  const text = target.text;
  const roles = target.roles.length ? target.roles : KIND_ROLES[kind];
  if (text === undefined) {
    list.push(...roles.map(role => ({ strategy: `role:${role}`, build: (root: Root) => {
      const all = root.getByRole(role, { ...hidden(includeHidden), ...(target.level && role === 'heading' ? { level: target.level } : {}) });
      // "A notification says …": a message the page shows, not a form's `<output>` (a stepper's
      // count), which is a status by its role too.
      return role === 'row' ? all.and(root.locator(DATA_ROW)) : role === 'status' && MESSAGE_WORDS.test(target.roleWord ?? '') ? all.and(root.locator(':not(output)')) : all;
    } })));
    if (target.roleWord && !target.level)
      list.push(...textCandidates(target.roleWord, target, kind, includeHidden, ['partial']));
    return list;
  }
  // An icon has no text of its own: a partial name match ("cart" in "Add to cart") would be wrong.
  const byText = textCandidates(text, target, kind, includeHidden, target.icon || target.wholeNamesOnly ? ['exact', 'insensitive'] : ['exact', 'insensitive', 'partial'], wholeNames && holdsWholeName(target));
  list.push(...(target.roles.length && !target.icon ? byText.map(c => c.strategy.startsWith('role:') ? c : ofRoles(c, target.roles)) : byText));
  if (target.icon && !target.quoted)
    list.push(attributeTokenCandidate(text, true));
  // Counting fields by a kind of input ("the second password field" beside "Password" and "Confirm
  // password"): the fields named so, in any case, and the inputs of that type are counted together,
  // in page order (an email field may be a text input named "Email").
  if (target.wholeNamesOnly && FIELD_TYPES.has(text.toLowerCase()) && (kind === 'editable' || kind === 'any')) {
    const named = list.filter(candidate => {
      const { family, rank } = strategyTier(candidate.strategy);
      return (rank === 0 || rank === 1) && family !== 'text';
    });
    const typed = (root: Root) => root.locator(`input[type="${text.toLowerCase()}" i]`);
    list.unshift({ strategy: 'input-type/exact', build: root => named.reduce((all, candidate) => all.or(candidate.build(root)), typed(root)) });
  }
  return list;
}

/**
 * "the job title" to fill, "the Title" to type in: a role word that no element the action acts on
 * has (a heading's "title", an image's "picture") is a word of the field's name. Only for fields,
 * dropdowns and boxes, and unquoted: `the "Job" title` says what it names.
 */
function nameOfAnotherKind(target: ParsedTarget, kind: TargetKind): ParsedTarget | undefined {
  if ((kind !== 'editable' && kind !== 'selectable' && kind !== 'checkable') || target.quoted || target.icon || !target.roleWord || target.ordinal !== undefined || target.pickAny)
    return undefined;
  if (!target.roles.length || target.roles.some(role => KIND_ROLES[kind].includes(role) || (kind === 'checkable' && SELECTED_ROLES.has(role))))
    return undefined;
  const word = target.roleWord;
  const text = target.text === undefined ? word
    : new RegExp(`${phrase(target.text)}\\s+${phrase(word)}`, 'iu').test(target.raw) ? `${target.text} ${word}` : `${word} ${target.text}`;
  return { ...target, text, roles: [], roleWord: undefined };
}

/** Roles that are selected or pressed as a box is checked (assertChecked reads aria-selected, aria-pressed): "the Failed tab is selected" names a tab. */
const SELECTED_ROLES = new Set<RoleName>(['tab', 'option', 'treeitem', 'gridcell', 'row', 'button']);

/** Roles of a box that is ticked, and the elements that are one. */
const BOX_ROLES = new Set<RoleName>(['checkbox', 'radio', 'switch']);
export const BOXES = 'input[type="checkbox"], input[type="radio"], [role="checkbox"], [role="radio"], [role="switch"]';

/** Input types a person names a field by ("the second password field", "the last email field"). */
const FIELD_TYPES = new Set(['password', 'email', 'search', 'tel', 'url', 'number', 'date', 'time', 'file']);

/**
 * The tiers in order; inside a tier, the strategies most likely to mean what a person meant come
 * first. `whole`: the loosest tier matches whole names with marks around them (wholeNameMatcher),
 * not parts of longer ones.
 */
function textCandidates(text: string, target: ParsedTarget, kind: TargetKind, includeHidden: boolean, tiers: Tier[], whole = false): Candidate[] {
  const roles = target.roles.length ? target.roles : KIND_ROLES[kind];
  const fieldLike = kind === 'editable' || kind === 'selectable' || roles.some(r => KIND_ROLES.editable.includes(r));
  // A part of a name, on an element the words did not call by its role ("Login help", a link, for
  // the "Login" button), is two guesses at once: at the partial tier only role matches are tried.
  const partialByRoleOnly = (tier: Tier) => tier === 'partial' && target.roles.length > 0 && !fieldLike;
  const list: Candidate[] = [];
  const loosest = tiers[tiers.length - 1];
  const looserExists = (family: string) => family.startsWith('role:') || !partialByRoleOnly(loosest);
  for (const tier of tiers) {
    const match = whole && tier === 'partial' ? wholeNameMatcher(text) : matcher(text, tier, target.quoted);
    const exact = tier === 'exact';
    // A name, label or attribute that matches exactly also matches case-insensitively and as a part.
    // Not text: Playwright's text engine returns the innermost element holding a partial match, which
    // may be a hidden child of the visible element that holds the exact text.
    const within = (family: string) => tier === loosest || !looserExists(family) ? undefined : `${family}/${loosest}`;
    // A part of a field's label may be a part of its own content (an option of a dropdown its label
    // wraps): such a match is not by the label's words (byOwnLabel).
    const ownWords = (locator: Locator) => tier === 'partial' ? byOwnLabel(locator, match) : locator;
    const byRole = roles.map(role => ({
      strategy: `role:${role}/${tier}`,
      build: (root: Root) => {
        const named = root.getByRole(role, { name: match, exact, ...hidden(includeHidden) });
        return KIND_ROLES.editable.includes(role) || KIND_ROLES.selectable.includes(role) ? ownWords(named) : named;
      },
      within: within(`role:${role}`),
    }));
    const byLabel = [
      { strategy: `label/${tier}`, build: (root: Root) => ownWords(root.getByLabel(match, { exact })), within: within('label') },
      { strategy: `placeholder/${tier}`, build: (root: Root) => root.getByPlaceholder(match, { exact }), within: within('placeholder') },
    ];
    // A text is no control: clicked or read for a part of its words, it holds them as whole words
    // ("Cancel" is not the status "Cancelled" beside the button that was removed).
    const textMatch = tier === 'partial' && !whole && typeof match === 'string' ? wholeWordsMatcher(match, 'iu') : match;
    const byText = { strategy: `text/${tier}`, build: (root: Root) => root.getByText(textMatch, { exact }) };
    const others = [
      { strategy: `title/${tier}`, build: (root: Root) => root.getByTitle(match, { exact }), within: within('title') },
      { strategy: `alt/${tier}`, build: (root: Root) => root.getByAltText(match, { exact }), within: within('alt') },
    ];
    const partialOfOtherKind = partialByRoleOnly(tier);
    if (fieldLike)
      list.push(...byLabel, ...byRole);
    else if (partialOfOtherKind)
      list.push(...byRole);
    else
      list.push(...byRole, ...(target.roles.length ? [] : [byText]), ...byLabel);
    if (!partialOfOtherKind)
      list.push(...others);
    // A quoted label is what a person reads; ids, classes and test ids are not read by anyone.
    if (tier !== 'partial' && !target.quoted)
      list.push({ ...testIdCandidate(text, tier), within: tier === 'exact' ? 'test-id/insensitive' : undefined });
    // "the status card" for <status-card>: a custom element is named by its tag, words joined by hyphens.
    const tag = exact && !target.quoted ? customElementTag(text) : undefined;
    if (tag)
      list.push({ strategy: 'tag/exact', build: root => root.locator(tag) });
    if (target.roles.length && !fieldLike && !partialOfOtherKind)
      list.push(byText);
    if (fieldLike)
      list.push({ strategy: `near-text/${tier}`, build: root => fieldAfter(root.getByText(match, { exact })) });
    // A box beside its caption with nothing tying them (`<input type=checkbox> <span>Half day</span>`):
    // the box in the caption's parent, where that parent shows the caption and nothing else.
    if (tier !== 'partial' && roles.some(role => BOX_ROLES.has(role))) {
      const alone = new RegExp(`^\\s*${phrase(text)}\\s*$`, exact ? 'u' : 'iu');
      list.push({ strategy: `caption-box/${tier}`, build: root => root.getByText(match, { exact }).locator('xpath=..').filter({ hasText: alone }).locator(BOXES) });
    }
  }
  if (tiers.includes('partial') && !target.quoted)
    list.push(attributeTokenCandidate(text, target.icon));
  // "the shopping list", "the orders table": named by nothing but the heading right before it.
  const collection = target.roleWord && !target.quoted && target.roles.length ? collectionKind(target.roles) : undefined;
  if (collection && tiers.includes('partial'))
    // Under a heading that says the words ("Shopping list 2"), or the name alone ("Pantry", for the Pantry list).
    list.push({ strategy: `heading-${collection}/partial`, build: root => collectionUnderHeading(root, collection, text, `${text} ${target.roleWord}`) });
  // A dropdown with no label is named by its prompt, the first option with no value ("Select a
  // country", 请选择目的城市): the words are the field's, shown where a person reads them.
  if (kind === 'selectable' && tiers.includes('partial') && (!target.roles.length || target.roles.some(role => role === 'combobox' || role === 'listbox')))
    list.push({ strategy: 'prompt-option/partial', build: root => root.locator('select').filter({ has: root.locator('option:first-child[value=""]').filter({ hasText: promptMatcher(text) }) }) });
  return list;
}

/** A list or a table, when every role a target or scope names is that (`the shopping list`). */
export function collectionKind(roles: readonly RoleName[]): 'list' | 'table' | undefined {
  return roles.every(role => role === 'list') ? 'list' : roles.every(role => role === 'table') ? 'table' : undefined;
}

/**
 * The list or table right after a heading that names it: one that begins with the words, whole
 * ("Shopping list", "Shopping list 10"; not "Shopping lists"), or that says the name alone ("Pantry"
 * for the pantry list, 购物清单 for “购物清单”列表, which has no words to begin with).
 */
export function collectionUnderHeading(root: Root, kind: 'list' | 'table', name: string, words?: string): Locator {
  const alone = root.getByRole('heading', { name: new RegExp(`^\\s*${phrase(name)}\\s*$`, 'iu') });
  return collectionAfter(words === undefined ? alone : root.getByRole('heading', { name: new RegExp(`^\\s*${phrase(words)}(?![\\p{L}\\p{N}])`, 'iu') }).or(alone), kind);
}

/** The words inside a dropdown's prompt: whole words in a script with spaces, anywhere in Chinese. */
function promptMatcher(text: string): RegExp {
  return /\p{Script=Han}/u.test(text) ? new RegExp(phrase(text), 'iu') : new RegExp(`(?<![\\p{L}\\p{N}])${phrase(text)}(?![\\p{L}\\p{N}])`, 'iu');
}

/** The custom element tag a description names word by word ("status card" → `status-card`), when it is a valid one. */
function customElementTag(text: string): string | undefined {
  const words = text.trim().toLowerCase().split(/\s+/);
  const tag = words.join('-');
  return words.length > 1 && /^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/.test(tag) ? tag : undefined;
}

function explicitCandidates(selector: ExplicitSelector, includeHidden: boolean): Candidate[] {
  const { engine, value } = selector;
  switch (engine) {
    case 'css': return [{ strategy: 'css', build: root => root.locator(value) }];
    case 'xpath': return [{ strategy: 'xpath', build: root => root.locator(value.startsWith('xpath=') ? value : `xpath=${value}`) }];
    case 'text': return [
      { strategy: 'text/exact', build: root => root.getByText(value, { exact: true }) },
      { strategy: 'text/partial', build: root => root.getByText(value) },
    ];
    case 'testid': return [
      { strategy: 'testid', build: root => root.getByTestId(value) },
      testIdCandidate(value, 'exact'),
    ];
    case 'role': return [{
      strategy: `role:${selector.role}`,
      build: root => root.getByRole(selector.role as RoleName, selector.name === undefined ? hidden(includeHidden) : { name: selector.name, exact: true, ...hidden(includeHidden) }),
    }];
    case 'id': return [{ strategy: 'id', build: root => root.locator(`[id="${cssString(value)}"]`) }];
    case 'playwright': return [{ strategy: 'playwright-selector', build: root => root.locator(value) }];
    case 'code': return selector.chain ? [{ strategy: 'code', build: root => buildLocatorCode(root, selector.chain!) }] : [];
    case 'ref': return [];
  }
}

/** `[data-testid="add-to-cart" i]`, and the same for the other test-id attributes, with the text and its slugs. */
function testIdCandidate(text: string, tier: Tier): Candidate {
  const values = [...new Set([text, slug(text, '-'), slug(text, '_'), slug(text, '')])].filter(Boolean);
  const flag = tier === 'exact' ? '' : ' i';
  const css = TEST_ID_ATTRIBUTES.flatMap(attr => values.map(v => `[${attr}="${cssString(v)}"${flag}]`)).join(', ');
  return { strategy: `test-id/${tier}`, build: root => root.locator(css) };
}

/**
 * Every word of the text inside one attribute: "cart badge" → `[class*="cart" i][class*="badge" i]`.
 * For icons only clickable or graphic elements count, so a container named "cart" does not.
 */
function attributeTokenCandidate(text: string, icon: boolean): Candidate {
  // A plural said of one element ("the results count" for `#result-count`): the singular is in both.
  const words = text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(w => w.length > 1).map(w => w.length > 4 ? w.replace(/(?<=[^s])s$/u, '') : w);
  const elements = icon ? ['a', 'button', '[role="button"]', '[role="link"]', 'img', 'svg', 'i', '[role="img"]', 'input[type="image"]'] : ['*'];
  const attrs = ['class', 'id', 'data-testid', 'data-test', 'data-icon', 'aria-label', 'title', 'name'];
  const selectors = words.length === 0 ? [] : elements.flatMap(el => attrs.map(attr => el + words.map(w => `[${attr}*="${cssString(w)}" i]`).join('')));
  // Innermost only: "price" is in the class of the price label and of the bar around it (`pricebar`,
  // which also holds a button); the bar's whole text is not the price.
  const any = selectors.join(', ');
  const css = selectors.map(selector => `${selector}:not(:has(${any}))`).join(', ');
  return { strategy: 'attribute-words', build: root => root.locator(css || ':not(*)') };
}

const NO_SPACES_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Exact text; case- and whitespace-insensitive whole text; substring (Playwright's non-exact string match). */
function matcher(text: string, tier: Tier, quoted = false): Matcher {
  if (tier === 'insensitive')
    return new RegExp(`^\\s*${phrase(text)}\\s*$`, 'i');
  // A quoted label's part is whole words of the name ("Log" is not in "Login"), case as written.
  // Chinese and Japanese have no spaces between words: there a part is any run of the name.
  if (tier === 'partial' && quoted)
    return wholeWordsMatcher(text, 'u');
  return text;
}

/** The words as whole words of a longer text: no letter or digit right before or after them, except in scripts written without spaces. */
function wholeWordsMatcher(text: string, flags: 'u' | 'iu'): RegExp {
  const words = text.trim();
  const before = NO_SPACES_SCRIPT.test(words[0]) ? '' : '(?<![\\p{L}\\p{N}])';
  const after = NO_SPACES_SCRIPT.test(words[words.length - 1]) ? '' : '(?![\\p{L}\\p{N}])';
  return new RegExp(`${before}${phrase(words)}${after}`, flags);
}

/**
 * When the words name a role ("the Fruit listbox"), a label, text or test-id match that declares
 * another role (a combobox button labelled "Fruit") is not what was meant; an element with no
 * explicit role (a native control, a focusable or clickable div) still is.
 */
function ofRoles(candidate: Candidate, roles: RoleName[]): Candidate {
  // For controls, a role-less element must at least be focusable or clickable (not a caption beside one).
  const control = roles.some(role => KIND_ROLES.clickable.includes(role) || KIND_ROLES.editable.includes(role) || KIND_ROLES.selectable.includes(role));
  // Any other role ("the Delete user dialog"): a role-less element counts unless its own tag gives it
  // another role — a button titled "Delete user" is not a dialog, a plain div may be.
  const otherRoles = Object.entries(IMPLICIT_ROLES).filter(([role]) => !roles.includes(role as RoleName)).map(([, css]) => css);
  // A container (a row, a dialog, a list item) is never an inline run of text: "the 张伟 row" is not
  // the <b>张伟</b> in the page's header, though a plain <div> may be a row.
  const inline = roles.some(role => CONTAINER_ROLES.has(role)) ? ':not(b, strong, em, i, span, small, label, a, abbr, code, mark, u, s, sub, sup, time, font, bdi)' : '';
  const roleless = control ? ':not([role]):is(a, button, input, select, textarea, summary, [tabindex], [onclick], [contenteditable])' : `:not([role]):not(${otherRoles.join(', ')})${inline}`;
  const css = [roleless, ...roles.map(role => `[role="${role}"]`)].join(', ');
  return { ...candidate, build: root => candidate.build(root).and(root.locator(css)) };
}

/** Roles of elements that hold others: what a person calls a row, a dialog or a list item is a block, never a word in one. */
const CONTAINER_ROLES = new Set<RoleName>(['row', 'listitem', 'dialog', 'alertdialog', 'region', 'article', 'group', 'list', 'table', 'form', 'tabpanel', 'navigation', 'banner', 'contentinfo', 'main', 'complementary']);

/** Elements whose tag alone gives them a role (HTML-AAM), so a role-less match of that tag is that role and no other. */
const IMPLICIT_ROLES: Partial<Record<RoleName, string>> = {
  button: 'button, input[type="button"], input[type="submit"], input[type="reset"], input[type="image"], summary',
  link: 'a[href], area[href]',
  textbox: 'textarea, input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="url"], input[type="password"]',
  searchbox: 'input[type="search"]',
  spinbutton: 'input[type="number"]',
  checkbox: 'input[type="checkbox"]',
  radio: 'input[type="radio"]',
  slider: 'input[type="range"]',
  combobox: 'select',
  option: 'option',
  heading: 'h1, h2, h3, h4, h5, h6',
  img: 'img, svg',
  row: 'tr',
  cell: 'td',
  columnheader: 'th',
  table: 'table',
  list: 'ul, ol, menu',
  listitem: 'li',
  dialog: 'dialog',
  form: 'form',
  navigation: 'nav',
  main: 'main',
  article: 'article',
  complementary: 'aside',
  progressbar: 'progress',
};

/** Only when asked, so the locator's code stays what a person would write. */
function hidden(includeHidden: boolean): { includeHidden?: true } {
  return includeHidden ? { includeHidden: true } : {};
}

function slug(text: string, separator: string): string {
  return text.trim().toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).join(separator);
}

export function cssString(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}
