/** Whether text is shown, via Playwright text locators (never by scanning the page's whole innerText; seed 003 review). */
import type { Locator } from '@playwright/test';
import type { ToolContext } from '../context.ts';
import { poll, waitAttached, type BrowserWait } from '../../locator/poll.ts';
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

/** Polls until the text is shown (`shown: true`) or no longer shown, up to the timeout; `count` is the last count seen. */
export async function pollTextShown(ctx: ToolContext, text: string, mode: TextMatchMode, timeout: number, options: { shown: boolean; within?: Locator }): Promise<{ pass: boolean; count: number }> {
  const result = await poll(timeout, async () => {
    const count = await countVisibleText(ctx, text, mode, options.within);
    return (options.shown ? count > 0 : count === 0) ? { pass: true as const, data: count } : { pass: false as const, evidence: count };
  }, options.shown ? textShownWait(ctx, text, mode, options.within) : undefined);
  return { pass: result.pass, count: result.pass ? result.data : result.evidence as number };
}

/**
 * Between checks, wait in the browser for the text to show on a page without frames (the usual
 * case); with frames, or within a target, `poll` sleeps between checks instead.
 */
export function textShownWait(ctx: ToolContext, text: string, mode: TextMatchMode, within?: Locator): BrowserWait | undefined {
  if (within)
    return undefined;
  return async ms => ctx.page.frames().length === 1 && waitAttached(ctx.page.getByText(textMatcher(text, mode)).filter({ visible: true }).first(), ms);
}

async function exactSelf(within: Locator, matcher: RegExp): Promise<number> {
  const text = await within.innerText().catch(() => '');
  return matcher.test(text.replace(/\s+/g, ' ').trim()) ? 1 : 0;
}
