/** assertEnabled tool: an element is enabled (or, with enabled: false, disabled). */
import type { Locator } from '@playwright/test';
import { z } from 'zod';
import { defineTool } from '../define.ts';
import { targetSchema } from '../target.ts';
import { assertState } from './state.ts';
import { parsedTarget } from '../../locator/parsed.ts';

export const assertEnabled = defineTool({
  name: 'assertEnabled',
  description: 'Assert that a control is enabled (enabled: false for disabled).',
  schema: targetSchema({ enabled: z.boolean().optional() }),
  readOnly: true,
  async run(ctx, args) {
    const expected = args.enabled ?? true;
    // A plain link is a control only when the words call it one ("the Next link"): a name that is a
    // link ("Ada Lovelace should be enabled") is a person's, whose state is a status shown elsewhere.
    const linkSaid = args.target !== undefined && parsedTarget(args.target).roles.includes('link');
    return assertState(ctx, args, {
      kind: 'any', state: 'enabled', expected,
      read: (locator, timeout) => readEnabled(locator, timeout, linkSaid),
      passes: actual => actual === expected,
    });
  },
});

/** What `enabled` reads on an element that has no such state: a name, a row, a status word. */
export const NOT_A_CONTROL = 'not a control';

/**
 * Whether the element is enabled: as Playwright reads it (disabled, in a disabled fieldset,
 * aria-disabled), and not disabled as the page shows it to a person (a `disabled` class, no pointer
 * events, inert). A cell, a row, a name (a link too, unless the words call it a link or it is styled
 * as a button) is not a control: Playwright calls any of them enabled,
 * and "Alan Turing is active" would pass on Alan Turing's name whatever his status says.
 */
async function readEnabled(locator: Locator, timeout: number, linkSaid: boolean): Promise<boolean | typeof NOT_A_CONTROL> {
  const shown = await locator.evaluate((el, linkSaid) => {
    // A label stands for its control, and a text inside a button for the button (as Playwright retargets it).
    const held = el instanceof HTMLLabelElement ? el : el.closest('button, a[href], [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="menuitem"], [role="option"], label') ?? el;
    const control = held instanceof HTMLLabelElement ? held.control ?? held : held;
    const tag = control.localName;
    const role = control.getAttribute('role') ?? '';
    const isControl = ['button', 'input', 'select', 'textarea', 'option', 'optgroup', 'fieldset'].includes(tag)
      || /^(?:button|link|checkbox|radio|switch|tab|menuitem|menuitemcheckbox|menuitemradio|option|combobox|listbox|textbox|searchbox|slider|spinbutton|treeitem|radiogroup)$/.test(role)
      || control.closest('[aria-disabled]') !== null
      || (tag === 'a' && control.hasAttribute('href') && (linkSaid || control.classList.contains('disabled') || control.classList.contains('btn') || control.classList.contains('button')))
      || (control instanceof HTMLElement && (control.isContentEditable || control.hasAttribute('onclick') || control.hasAttribute('tabindex')));
    if (!isControl)
      return 'none';
    const styledDisabled = control.classList.contains('disabled') || control.classList.contains('is-disabled')
      || getComputedStyle(control).pointerEvents === 'none' || control.closest('[inert]') !== null;
    return styledDisabled ? 'styled-disabled' : 'control';
  }, linkSaid, { timeout });
  if (shown === 'none')
    return NOT_A_CONTROL;
  if (shown === 'styled-disabled')
    return false;
  return locator.isEnabled({ timeout });
}
