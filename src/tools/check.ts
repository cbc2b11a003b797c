/** check and uncheck tools: set a checkbox, radio or switch (native or ARIA) to a state. */
import { defineTool } from './define.ts';
import { fail, ok } from '../common/result.ts';
import { followNavigation } from './follow.ts';
import { act, describeLocated, locateElement, targetSchema } from './target.ts';
import { BOXES } from '../locator/candidates.ts';

export const check = checkTool('check', true);
export const uncheck = checkTool('uncheck', false);

function checkTool(name: 'check' | 'uncheck', checked: boolean) {
  return defineTool({
    name,
    description: checked ? 'Tick a checkbox, radio button or switch (no-op if already on).' : 'Untick a checkbox or switch (no-op if already off).',
    schema: targetSchema({}),
    readOnly: false,
    async run(ctx, args) {
      const located = await locateElement(ctx, args, { kind: 'checkable', deferPinCheck: true });
      if (!located.ok)
        return located;
      return act(name, located.data, async where => {
        // A caption beside its box with nothing tying them ("<input type=checkbox> <span>Half day</span>"):
        // the one box it captions is what is ticked.
        // An app may draw the box anew once clicked (a list rendered again from its state): the state
        // is then read on the box found afresh, as Playwright's own locator.check() retries.
        for (let attempt = 0; ; attempt++) {
          const box = (await where.locator.evaluateHandle(CAPTIONED_BOX, `${BOXES}, [role="menuitemcheckbox"]`, { timeout: where.timeout })).asElement();
          if (!box)
            return fail('ELEMENT_NOT_FOUND', `${where.description} is no checkbox, radio button or switch, and captions none.`, { selector: where.selector, originalSelector: where.originalSelector });
          try {
            await followNavigation(ctx.page, where.timeout, () => box.setChecked(checked, { timeout: where.timeout }));
            return ok({ ...describeLocated(where), checked });
          } catch (error) {
            if (attempt >= 2 || !/not attached to the DOM/i.test(String((error as Error)?.message)))
              throw error;
          } finally {
            await box.dispose().catch(() => {});
          }
        }
      });
    },
  });
}

/**
 * Runs in the page: the box to set for the element found. The element itself when it is a box (or a
 * label Playwright follows to its control); else the one box its nearest ancestors hold, up to
 * three levels, while they hold no text but the element's: the caption's own box, never a box
 * another caption names. Null when there is none.
 */
function captionedBox(element: Element, boxes: string): Element | null {
  if (element.matches(boxes) || (element instanceof HTMLLabelElement && element.control))
    return element;
  const norm = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
  const own = norm(element.textContent);
  let node: Element | null = element;
  for (let level = 0; level < 3 && node; level++) {
    const found: Element[] = [...node.querySelectorAll(boxes)];
    if (found.length > 1 || norm(node.textContent) !== own)
      return null;
    if (found.length === 1)
      return found[0];
    node = node.parentElement;
  }
  return null;
}

/** Shipped as text: `__name` is what esbuild (tsx) wraps nested functions with, and the page has no such helper. */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- built once from our own function's text, run only in the page.
const CAPTIONED_BOX = new Function('element', 'boxes', `var __name=function(f){return f};return (${String(captionedBox)})(element, boxes);`) as (element: Element, boxes: string) => Element | null;
