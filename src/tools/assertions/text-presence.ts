/** Whether text is shown, via Playwright text locators (never by scanning the page's whole innerText; seed 003 review). */
import type { Locator } from '@playwright/test';
import type { ToolContext } from '../context.ts';
import { textMatcher, type TextMatchMode } from '../text.ts';

/**
 * Visible elements showing the text: getByText in every frame (it pierces open shadow roots), or,
 * within a target, the target itself (getByText only looks at descendants) and its descendants.
 */
export async function countVisibleText(ctx: ToolContext, text: string, mode: TextMatchMode, within?: Locator): Promise<number> {
  const matcher = textMatcher(text, mode);
  if (within) {
    const self = await within.filter({ hasText: matcher, visible: true }).count();
    if (self > 0 && mode !== 'exact')
      return self;
    return (await within.getByText(matcher).filter({ visible: true }).count()) + (mode === 'exact' ? await exactSelf(within, matcher) : 0);
  }
  let total = 0;
  for (const frame of ctx.page.frames()) {
    if (!frame.isDetached())
      total += await frame.getByText(matcher).filter({ visible: true }).count();
  }
  return total;
}

async function exactSelf(within: Locator, matcher: RegExp): Promise<number> {
  const text = await within.innerText().catch(() => '');
  return matcher.test(text.replace(/\s+/g, ' ').trim()) ? 1 : 0;
}
