/**
 * A choice made in a group of options that is no dropdown: radio buttons under a legend or a
 * radiogroup's label ("Select "Consultation" as the visit type"), or options laid out after a
 * caption (物品类型选择“食品”, 选择份量“加面 ¥21”: a caption, then spans or buttons to pick from).
 * The option is looked for only in the group the words name, never in the next group of the page.
 */
import type { ElementHandle, Locator, Page } from '@playwright/test';
import { fail, ok, type ToolResult } from '../common/result.ts';
import { bareName, type ParsedTarget } from '../locator/parse.ts';
import { phrase } from '../locator/text-match.ts';
import { poll } from '../locator/poll.ts';
import { parsedTarget } from '../locator/parsed.ts';

/**
 * The option named `text` in the group the element found for a select is or stands for (groupOf),
 * chosen: a radio checked, any other option clicked. Undefined, nothing done, when the element is
 * no group of options.
 */
export async function chooseInGroup(element: Locator, description: string, text: string, timeout: number): Promise<ToolResult | undefined> {
  const group = (await element.evaluateHandle(GROUP_OF, undefined, { timeout })).asElement();
  return group ? chooseOption(group, description, text, timeout) : undefined;
}

/**
 * Runs in the page: the group of options the element is (a fieldset, a radiogroup, a group holding
 * radios) or stands for: a radio (its group: radiogroup, fieldset, or the nearest element holding
 * every radio of its name), a legend (its fieldset), what names a group by aria-labelledby. Null for
 * a dropdown or anything else.
 */
function groupOf(el: Element): Element | null {
  const radios = 'input[type="radio"], [role="radio"]';
  if (el instanceof HTMLInputElement && el.type === 'radio') {
    const marked = el.closest('[role="radiogroup"], fieldset');
    if (marked)
      return marked;
    const peers = el.name ? [...(el.form ?? document).querySelectorAll(`input[type="radio"][name="${CSS.escape(el.name)}"]`)] : [el];
    let group: Element = el;
    while (group.parentElement && !peers.every(peer => group.contains(peer)))
      group = group.parentElement;
    return group;
  }
  if (el.matches('select, input, textarea, button, [role="combobox"], [role="listbox"], [role="button"], [role="option"]'))
    return null;
  if (el.matches('fieldset, [role="radiogroup"]') || (el.matches('[role="group"]') && el.querySelector(`${radios}, button, [role="option"]`)) || el.querySelector(radios))
    return el;
  if (el.tagName === 'LEGEND' && el.parentElement?.tagName === 'FIELDSET')
    return el.parentElement;
  if (el.id) {
    const named = [...document.querySelectorAll(`[aria-labelledby~="${CSS.escape(el.id)}"]`)].filter(g => g.matches('fieldset, [role="radiogroup"], [role="group"]'));
    if (named.length === 1)
      return named[0];
  }
  return null;
}

/**
 * A caption that is the target's whole name, shown once with options after it: the option named
 * `text` among them. Undefined when the target is more than a name or no caption so shown holds it.
 */
export async function chooseAfterCaption(page: Page, target: string, text: string, timeout: number): Promise<ToolResult | undefined> {
  const parsed = parsedTarget(target);
  const name = captionName(parsed);
  if (!name)
    return undefined;
  // Said unquoted, the caption is its words in any case ("as the delivery slot" for "Delivery slot").
  // A caption may end in its required marker or a colon ("Veterinarian *", "Doctor:"), which is not its name.
  const captions = page.getByText(new RegExp(`^\\s*${phrase(name)}\\s*[*＊:：]?\\s*$`, parsed.quoted ? '' : 'i')).filter({ visible: true });
  const count = await captions.count();
  if (count === 0 || count > 5)
    return undefined;
  const groups: ElementHandle[] = [];
  for (let i = 0; i < count; i++) {
    const region = await captions.nth(i).evaluateHandle(CAPTION_REGION);
    const element = region.asElement();
    if (element)
      groups.push(element);
  }
  const holding = [];
  for (const group of groups)
    if (await group.evaluate(OPTIONS_NAMED, text).then(found => found.length > 0))
      holding.push(group);
  if (holding.length > 1)
    return fail('AMBIGUOUS_TARGET', `${holding.length} groups captioned ${JSON.stringify(name)} hold an option ${JSON.stringify(text)}; name the one meant.`);
  // One group by that caption, without the option: its options are named in the failure.
  const only = holding.length ? holding[0] : groups.length === 1 ? groups[0] : undefined;
  return only ? chooseOption(only, `the options after ${JSON.stringify(name)}`, text, timeout) : undefined;
}

/** The caption a target names: its bare name, or the name before a dropdown's role word ("the Leave type dropdown"). */
function captionName(parsed: ParsedTarget): string | undefined {
  const named = bareName(parsed);
  if (named !== undefined)
    return named;
  if (parsed.scope || parsed.selector || parsed.ordinal !== undefined || parsed.text === undefined || parsed.roleWord === undefined)
    return undefined;
  if (/^(?:drop-?down|select|picker|menu|list)/i.test(parsed.roleWord))
    return parsed.text;
  if (parsed.quoted)
    return undefined;
  // A role word that is the caption's own last word ("the delivery slot" for the caption "Delivery slot").
  const words = parsed.raw.replace(/^(?:the|a|an|your|my)\s+/i, '').trim();
  return words.toLowerCase() === `${parsed.text} ${parsed.roleWord}`.toLowerCase() ? words : undefined;
}

async function chooseOption(group: ElementHandle, description: string, text: string, timeout: number): Promise<ToolResult> {
  let found = await group.evaluateHandle(OPTIONS_NAMED, text);
  let count = await found.evaluate(list => list.length);
  // A dropdown made of plain blocks (a box showing the value, a hidden menu after it): opened by its
  // box, the option is then shown, and chosen as any other.
  const opener = count === 0 ? (await group.evaluateHandle(OPENER_OF, text)).asElement() : null;
  if (opener) {
    await opener.click({ timeout });
    const opened = await poll(timeout, async () => {
      const list = await group.evaluateHandle(OPTIONS_NAMED, text);
      const shown = await list.evaluate(options => options.length);
      return shown > 0 ? { pass: true as const, data: { list, shown } } : { pass: false as const, evidence: null };
    });
    if (opened.pass)
      ({ list: found, shown: count } = opened.data);
  }
  if (count === 0) {
    const names = await group.evaluate(OPTION_NAMES);
    return fail('ELEMENT_NOT_FOUND', `${description} has no option ${JSON.stringify(text)}; options: ${names.map(n => JSON.stringify(n)).join(', ') || 'none'}.`, { evidence: { options: names.slice(0, 50) } });
  }
  if (count > 1)
    return fail('AMBIGUOUS_TARGET', `${description} has ${count} options named ${JSON.stringify(text)}.`);
  const option = (await found.evaluateHandle(list => list[0])).asElement();
  const radio = await option.evaluate(el => el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox'));
  if (radio)
    await option.check({ timeout });
  else
    await option.click({ timeout });
  return ok({ chosen: text, description });
}

/**
 * Runs in the page, from a caption: the part of the page its options lie in. Up from the caption
 * while nothing but it is there; then its parent, when no other part of it is built as that branch
 * is, or else (a flat list of groups: caption, options, caption, options) the element right after
 * the branch. Null when there is none.
 */
function captionRegion(caption: Element): Element | null {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
  const own = norm(caption.textContent ?? '');
  let branch = caption;
  while (branch.parentElement && branch.parentElement !== document.body && norm(branch.parentElement.textContent ?? '') === own)
    branch = branch.parentElement;
  const parent = branch.parentElement;
  if (!parent || parent === document.body)
    return null;
  const shape = (el: Element) => `${el.tagName}.${[...el.classList].sort().join('.')}`;
  const alike = (el: Element) => el !== branch && shape(el) === shape(branch);
  const siblings = [...parent.children];
  // The parent holds just this caption and its options: the group.
  if (!siblings.some(alike))
    return parent;
  // A flat list of groups (caption, options, caption, options): the element right after the caption.
  const first = branch.nextElementSibling;
  return first && !alike(first) ? first : null;
}

/**
 * Runs in the page: the options of the group named `text`. Radios by their label, then controls
 * (buttons, options, pressed toggles) by their whole text, then the innermost elements whose whole
 * text it is. The first kind that has any decides.
 */
function optionsNamed(group: Element, text: string): Element[] {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
  const wanted = norm(text);
  const shown = (el: Element) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed';
  const labelOf = (input: Element) => norm([...((input as HTMLInputElement).labels ?? [])].map(l => l.textContent ?? '').join(' ') || input.getAttribute('aria-label') || '');
  const radios = [...group.querySelectorAll('input[type="radio"], [role="radio"]')];
  const byLabel = radios.filter(r => (r instanceof HTMLInputElement ? labelOf(r) : norm(r.textContent ?? '')) === wanted);
  if (byLabel.length)
    return byLabel;
  const byStart = radios.filter(r => (r instanceof HTMLInputElement ? labelOf(r) : norm(r.textContent ?? '')).startsWith(wanted));
  if (byStart.length)
    return byStart;
  const controls = [...group.querySelectorAll('button, [role="button"], [role="option"], [role="tab"], [aria-pressed], label')].filter(el => shown(el) && norm(el.textContent ?? '') === wanted);
  if (controls.length)
    return controls;
  return [...group.querySelectorAll('*')].filter(el => shown(el) && norm(el.textContent ?? '') === wanted && ![...el.children].some(child => norm(child.textContent ?? '') === wanted));
}

/**
 * Runs in the page: the box that opens a dropdown made of plain blocks, where the option named
 * `text` is in a hidden menu of the group: the shown element right before that menu (its box), when
 * it is no caption of the group and holds no control of its own. Null when the option is not so
 * hidden, or several hidden menus hold it.
 */
function openerOf(group: Element, text: string): Element | null {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
  const wanted = norm(text);
  const shown = (el: Element) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed';
  const named = [...group.querySelectorAll('*')].filter(el => !shown(el) && norm(el.textContent ?? '') === wanted && ![...el.children].some(child => norm(child.textContent ?? '') === wanted));
  const menus = new Set(named.map(el => {
    let menu = el;
    while (menu.parentElement && menu.parentElement !== group && !shown(menu.parentElement))
      menu = menu.parentElement;
    return menu;
  }));
  if (menus.size !== 1)
    return null;
  const [menu] = [...menus];
  const box = menu.previousElementSibling;
  // The group's first element is its caption (a legend, a label): a box is what follows it.
  if (!box || !shown(box) || box === group.firstElementChild || box.matches('legend, label, h1, h2, h3, h4, h5, h6') || box.querySelector('input, select, textarea, button, a[href]'))
    return null;
  return box;
}

/** Runs in the page: the names of the options a group offers, for the message when none is the one asked for. */
function optionNames(group: Element): string[] {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
  const radios = [...group.querySelectorAll('input[type="radio"], [role="radio"]')].map(r => r instanceof HTMLInputElement ? norm([...(r.labels ?? [])].map(l => l.textContent ?? '').join(' ')) : norm(r.textContent ?? ''));
  if (radios.length)
    return radios.filter(Boolean);
  const controls = [...group.querySelectorAll('button, [role="button"], [role="option"], [aria-pressed], span, li')].map(el => norm(el.textContent ?? '')).filter(t => t && t.length < 40);
  if (controls.length)
    return [...new Set(controls)].slice(0, 20);
  // Plain blocks (a dropdown's hidden menu): the texts of the elements holding no other, the caption's excepted.
  const caption = group.firstElementChild;
  return [...new Set([...group.querySelectorAll('*')].filter(el => !el.children.length && !caption?.contains(el)).map(el => norm(el.textContent ?? '')).filter(t => t && t.length < 40))].slice(0, 20);
}

/** Shipped as text: `__name` is what esbuild (tsx) wraps nested functions with, and the page has no such helper. */
const inPage = <A, R>(fn: (element: Element, arg: A) => R) =>
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- built once from our own function's text, run only in the page.
  new Function('element', 'arg', `var __name=function(f){return f};return (${String(fn)})(element, arg);`) as (element: Element, arg: A) => R;
const GROUP_OF = inPage(groupOf);
const CAPTION_REGION = inPage(captionRegion);
const OPTIONS_NAMED = inPage(optionsNamed);
const OPTION_NAMES = inPage(optionNames);
const OPENER_OF = inPage(openerOf);
