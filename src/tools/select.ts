/** select tool: choose an option in a native <select> or a custom listbox/combobox (open it, pick the option). */
import type { Locator } from '@playwright/test';
import { z } from 'zod';
import type { ToolContext } from './context.ts';
import { defineTool } from './define.ts';
import { fail, ok, type ToolResult } from '../common/result.ts';
import { act, describeLocated, isStrictModeViolation, locateElement, targetSchema, type Located } from './target.ts';
import { followNavigation } from './follow.ts';
import { chosenByLabels, labelsChoose } from './select-engine.ts';
import { chooseAfterCaption, chooseInGroup } from './choice-group.ts';
import { guard } from './errors.ts';
import { textMatcher } from '../locator/text-match.ts';

export const select = defineTool({
  name: 'select',
  description: 'Choose an option (by its visible label or its value) in a dropdown: a native <select> or a custom combobox/listbox/menu button.',
  schema: targetSchema({ value: z.union([z.string(), z.array(z.string()).min(1)]).describe('Option label or value; several for a multi-select.') }),
  readOnly: false,
  async run(ctx, args) {
    const located = await locateElement(ctx, args, { kind: 'selectable', deferPinCheck: true });
    const wanted = Array.isArray(args.value) ? args.value : [args.value];
    if (!located.ok) {
      // No dropdown by that name: options laid out after a caption that is the name (物品类型, 份量).
      const captioned = located.error.code === 'ELEMENT_NOT_FOUND' && args.target && wanted.length === 1
        ? await guard(() => chooseAfterCaption(ctx.page, args.target!, wanted[0], ctx.timeout).then(result => result ?? located), { action: 'select in', locator: args.target })
        : undefined;
      return captioned ?? located;
    }
    return act('select in', located.data, async where => {
      // A recorded element checks itself as Playwright resolves it; whether its labels choose is
      // checked in the same resolution, and anything else stops before any input, to be read below.
      const replayed = where.recheck ? await chooseAtOnce(ctx, where, wanted) : undefined;
      if (replayed)
        return replayed;
      // A choice may send the page elsewhere (a menu of pages that navigates on change).
      if (await labelsChoose(where.locator, wanted))
        return followNavigation(ctx.page, where.timeout, () => selectByLabel(where, wanted));
      const native = await chooseIfNativeSelect(ctx, where, wanted);
      if (native)
        return native;
      // A group of radios or options (a fieldset, a radiogroup): the one named is chosen in it.
      const grouped = wanted.length === 1 ? await chooseInGroup(where.locator, where.description, wanted[0], where.timeout) : undefined;
      if (grouped)
        return grouped;
      // A custom widget takes a click per option: a recorded element is checked before the first,
      // so a second never finds it changed and starts over.
      const widget = wanted.length > 1 && where.recheck ? await where.recheck() : ok(where);
      if (!widget.ok)
        return widget;
      const element = { ...widget.data, locator: widget.data.locator ?? where.locator };
      return followNavigation(ctx.page, where.timeout, () => selectCustom(ctx, element, wanted));
    });
  },
});

/** The choice by label in one call when the element is a <select> whose labels choose (chosenByLabels); undefined, nothing chosen, when not. */
async function chooseAtOnce(ctx: ToolContext, where: Located & { locator: Locator }, wanted: string[]): Promise<ToolResult | undefined> {
  const locator = await chosenByLabels(where.locator, wanted);
  if (!locator)
    return undefined;
  try {
    return await followNavigation(ctx.page, where.timeout, () => selectByLabel({ ...where, locator }, wanted));
  } catch (error) {
    if (isStrictModeViolation(error))
      return undefined;
    throw error;
  }
}

async function selectByLabel(located: Located & { locator: Locator }, wanted: string[]): Promise<ToolResult> {
  const selected = await located.locator.selectOption(wanted.map(label => ({ label })), { timeout: located.timeout });
  return ok({ ...describeLocated(located), selected, labels: wanted });
}

interface OptionInfo { value: string; label: string }

/**
 * The options named (by label or value) chosen in the element when it is a native <select>;
 * undefined, nothing done, when it is not one. A choice may send the page elsewhere. The select
 * tool's native path, and a fill's on a dropdown (`Change the currency to "EUR"`, planned as a fill
 * because nothing in the words says a dropdown).
 */
export async function chooseIfNativeSelect(ctx: ToolContext, located: Located & { locator: Locator }, wanted: string[]): Promise<ToolResult | undefined> {
  const options = await located.locator.evaluate(el => el instanceof HTMLSelectElement ? [...el.options].map(o => ({ value: o.value, label: o.label })) : null, undefined, { timeout: located.timeout });
  return options ? followNavigation(ctx.page, located.timeout, () => selectNative(located, options, wanted)) : undefined;
}

async function selectNative(located: Located & { locator: Locator }, options: OptionInfo[], wanted: string[]): Promise<ToolResult> {
  const chosen: OptionInfo[] = [];
  for (const text of wanted) {
    const option = matchOption(options, text);
    if (Array.isArray(option))
      return fail('AMBIGUOUS_TARGET', `${located.description} has ${option.length} options holding ${JSON.stringify(text)} (${option.map(o => JSON.stringify(o.label)).join(', ')}): say which one in full.`,
        { selector: located.selector, originalSelector: located.originalSelector, evidence: { options: options.slice(0, 50) } });
    if (!option)
      return fail('ELEMENT_NOT_FOUND', `${located.description} has no option ${JSON.stringify(text)}; options: ${options.map(o => JSON.stringify(o.label)).join(', ')}.`,
        { selector: located.selector, originalSelector: located.originalSelector, evidence: { options: options.slice(0, 50) } });
    chosen.push(option);
  }
  const selected = await located.locator.selectOption(chosen.map(o => ({ value: o.value })), { timeout: located.timeout });
  return ok({ ...describeLocated(located), selected, labels: chosen.map(o => o.label) });
}

/** Open the widget, then pick the first visible option/menu item/listbox entry whose name matches. */
async function selectCustom(ctx: ToolContext, located: Located & { locator: Locator }, wanted: string[]): Promise<ToolResult> {
  const labels: string[] = [];
  for (const text of wanted) {
    // A menu already open, of plain blocks ("Pick Review from the menu"): its one entry named so is
    // clicked there. A control that opens a menu is clicked first.
    const entry = await openEntry(located.locator, text, located.timeout);
    if (entry === 'absent')
      return fail('ELEMENT_NOT_FOUND', `${located.description} is open and shows no entry ${JSON.stringify(text)}: ${(await located.locator.innerText()).replace(/\s+/g, ' ').trim().slice(0, 200)}.`, { selector: located.selector, originalSelector: located.originalSelector });
    if (entry === 'several')
      return fail('AMBIGUOUS_TARGET', `${located.description} shows more than one entry ${JSON.stringify(text)}.`, { selector: located.selector, originalSelector: located.originalSelector });
    if (entry) {
      labels.push(text);
      await entry.click({ timeout: located.timeout });
      continue;
    }
    await located.locator.click({ timeout: located.timeout });
    const { exact, loose } = optionLocators(ctx, text);
    const shown = await exact.or(loose).first().waitFor({ state: 'visible', timeout: located.timeout }).then(() => true, () => false);
    if (!shown) {
      // Opened, and no option of that name came: say so, with the options it shows, not a timeout.
      const seen = await ctx.page.getByRole('option').or(ctx.page.getByRole('menuitem')).or(ctx.page.getByRole('menuitemradio')).filter({ visible: true }).allInnerTexts().catch(() => []);
      return fail('ELEMENT_NOT_FOUND', `${located.description} was opened and shows no option ${JSON.stringify(text)} within ${located.timeout}ms; options shown: ${seen.length ? seen.slice(0, 30).map(label => JSON.stringify(label.replace(/\s+/g, ' ').trim())).join(', ') : 'none'}.`,
        { selector: located.selector, originalSelector: located.originalSelector, evidence: { options: seen.slice(0, 50) } });
    }
    // The option named so exactly; else the one option holding the words, never the first of several.
    let option = exact;
    if (await exact.count() === 0) {
      const holding = await loose.count();
      if (holding > 1)
        return fail('AMBIGUOUS_TARGET', `${located.description} shows ${holding} options holding ${JSON.stringify(text)} (${(await loose.allInnerTexts()).map(label => JSON.stringify(label.trim())).join(', ')}): say which one in full.`,
          { selector: located.selector, originalSelector: located.originalSelector });
      option = loose;
    }
    labels.push((await option.first().innerText()).trim());
    await option.first().click({ timeout: located.timeout });
  }
  return ok({ ...describeLocated(located), labels });
}

/**
 * When the element is a menu or list already open (no control, nothing that opens on a click, and
 * two or more entries shown): its one visible entry named exactly `text`; `absent` when it shows
 * none, `several` when more than one (a click on an open menu would land on one of its entries). Undefined for anything else:
 * a control, or a closed widget (one thing shown, its box) that a click opens.
 */
async function openEntry(element: Locator, text: string, timeout: number): Promise<Locator | 'absent' | 'several' | undefined> {
  const open = await element.evaluate(el => !el.matches('button, input, select, textarea, a[href], [role="button"], [role="combobox"], [role="textbox"], [aria-haspopup], [aria-expanded]')
    && [...el.children].filter(child => (child as HTMLElement).offsetParent !== null && (child.textContent ?? '').trim()).length >= 2, undefined, { timeout }).catch(() => false);
  if (!open)
    return undefined;
  const entries = element.getByText(text, { exact: true }).filter({ visible: true });
  const count = await entries.count();
  return count === 1 ? entries : count === 0 ? 'absent' : 'several';
}

/** The visible options named exactly so, and those holding the words (whole words, any case). */
function optionLocators(ctx: ToolContext, text: string): { exact: Locator; loose: Locator } {
  const page = ctx.page;
  const exact = [
    page.getByRole('option', { name: text, exact: true }),
    page.getByRole('menuitem', { name: text, exact: true }),
    page.getByRole('menuitemradio', { name: text, exact: true }),
    page.getByRole('listbox').getByText(text, { exact: true }),
  ].reduce((a, b) => a.or(b));
  const part = partOfOption(text);
  const loose = [
    page.getByRole('option', { name: part }),
    page.getByRole('menuitem', { name: part }),
    page.getByRole('menuitemradio', { name: part }),
    page.getByRole('listbox').getByText(part),
  ].reduce((a, b) => a.or(b));
  return { exact: exact.filter({ visible: true }), loose: loose.filter({ visible: true }) };
}

/**
 * Exact label, then exact value, then the label in another case or spacing; else the one label that
 * holds the text as whole words (partOfOption). Several that hold it: which is meant cannot be told.
 */
function matchOption(options: OptionInfo[], text: string): OptionInfo | OptionInfo[] | undefined {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
  const named = options.find(o => o.label === text) ?? options.find(o => o.value === text) ?? options.find(o => norm(o.label) === norm(text));
  if (named)
    return named;
  const part = partOfOption(text);
  const holding = options.filter(o => part.test(o.label));
  return holding.length > 1 ? holding : holding[0];
}

/** An option's label holding the text as whole words, in any case ("Price" in "Price (low to high)", never "Sick" in "Sickness"). */
function partOfOption(text: string): RegExp {
  return new RegExp(textMatcher(text, 'contains').source, 'iu');
}
