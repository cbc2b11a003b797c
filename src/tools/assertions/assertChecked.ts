/** assertChecked tool: a checkbox, radio or switch is on (or, with checked: false, off); a tab or option selected, a toggle button pressed. */
import type { Locator } from '@playwright/test';
import { z } from 'zod';
import { defineTool } from '../define.ts';
import { targetSchema } from '../target.ts';
import { assertState } from './state.ts';

export const assertChecked = defineTool({
  name: 'assertChecked',
  description: 'Assert that a checkbox, radio button or switch is checked (checked: false for unchecked); for a tab, option or toggle button, that it is selected or pressed.',
  schema: targetSchema({ checked: z.boolean().optional() }),
  readOnly: true,
  async run(ctx, args) {
    const expected = args.checked ?? true;
    return assertState<boolean | 'no such state'>(ctx, args, {
      kind: 'checkable', state: 'checked', expected,
      read: checkedState,
      passes: actual => actual === expected,
    });
  },
});

/**
 * Checked as Playwright reads it, or, where that is false and no aria-checked says so, selected
 * (`aria-selected`: an option, a tree item); for an element that is no checkbox or radio
 * (Playwright throws), `aria-selected` (a tab) or `aria-pressed` (a toggle button). An element with none of
 * these has no such state: neither on nor off, so the check fails either way.
 */
async function checkedState(locator: Locator, timeout: number): Promise<boolean | 'no such state'> {
  try {
    if (await locator.isChecked({ timeout }))
      return true;
    // Playwright reads an option or tree item by aria-checked, which a listbox's selected option seldom has.
    const selected = await locator.evaluate(element => !(element instanceof HTMLInputElement) && element.getAttribute('aria-checked') === null ? element.getAttribute('aria-selected') : null, undefined, { timeout });
    return selected === 'true';
  } catch (error) {
    if (!/Not a checkbox or radio button/i.test(String((error as Error)?.message ?? error)))
      throw error;
  }
  const state = await locator.evaluate(element => element.getAttribute('aria-selected') ?? element.getAttribute('aria-pressed'), undefined, { timeout });
  return state === 'true' ? true : state === 'false' ? false : 'no such state';
}
