/** Whether text is shown, via Playwright text locators and the visible text of what they find (never by scanning the page's whole innerText; seed 003 review). */
import type { Locator } from '@playwright/test';
import type { ToolContext } from '../context.ts';
import { ABSENCE_SETTLE_MS, poll, UNSETTLED, waitAttached, type BrowserWait } from '../../locator/poll.ts';
import { looseMatcher, matchesText, nearMiss, normalize, textMatcher, type TextMatchMode } from '../../locator/text-match.ts';

/** A text that looked like the expected one but is not a pass, and why. */
export interface NearMiss {
  text: string;
  why: 'case' | 'part-word' | 'part-text';
}

/**
 * Visible elements showing the text. Candidates come from getByText in every frame (it pierces
 * open shadow roots); each is then judged on its visible text only, so text inside a hidden
 * descendant (a hidden badge's "2" inside a visible link) never counts. Within a target, the
 * target's own visible text is judged: all of it for `exact`, a phrase in it otherwise.
 */
export async function countVisibleText(ctx: ToolContext, text: string, mode: TextMatchMode, within?: Locator): Promise<number> {
  const texts = await shownTexts(ctx, textMatcher(text, mode), within);
  return texts.filter(shown => matchesText(shown, text, mode)).length;
}

/** Up to `limit` visible texts that hold the value in another case or as part of a longer word: evidence, never a pass. */
export async function nearMisses(ctx: ToolContext, text: string, mode: TextMatchMode, within?: Locator, limit = 5): Promise<NearMiss[]> {
  if (mode === 'regex')
    return [];
  const texts = await shownTexts(ctx, looseMatcher(text), within).catch(() => [] as string[]);
  const misses: NearMiss[] = [];
  for (const shown of new Set(texts)) {
    const why = nearMiss(shown, text, mode);
    if (why && misses.length < limit)
      misses.push({ text: shown.slice(0, 200), why });
  }
  return misses;
}

/** Polls until the text is shown (`shown: true`) or no longer shown, up to the timeout; `count` is the last count seen. */
export async function pollTextShown(ctx: ToolContext, text: string, mode: TextMatchMode, timeout: number, options: { shown: boolean; within?: Locator }): Promise<{ pass: boolean; count: number; unsettled?: true }> {
  const result = await poll(timeout, async () => {
    const count = await countVisibleText(ctx, text, mode, options.within);
    return (options.shown ? count > 0 : count === 0) ? { pass: true as const, data: count } : { pass: false as const, evidence: count };
  }, options.shown ? textShownWait(ctx, text, mode, options.within) : undefined, options.shown ? undefined : { afterMs: ABSENCE_SETTLE_MS, where: () => ctx.page.url() });
  if (!result.pass && result.evidence === UNSETTLED)
    return { pass: false, count: 0, unsettled: true };
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

/**
 * The visible texts of the visible elements getByText finds for `matcher` in every frame, or of
 * the target itself; one round trip per frame, as the count it replaces.
 */
async function shownTexts(ctx: ToolContext, matcher: RegExp, within?: Locator): Promise<string[]> {
  if (within)
    return (await within.filter({ visible: true }).evaluateAll(readVisibleTexts)).map(normalize);
  const texts: string[] = [];
  for (const frame of ctx.page.frames()) {
    if (!frame.isDetached())
      texts.push(...await frame.getByText(matcher).filter({ visible: true }).evaluateAll(readVisibleTexts));
  }
  return texts.map(normalize);
}

/**
 * Runs in the page: each element's text without its hidden parts (display: none, visibility:
 * hidden), blocks and line breaks as spaces. As written in the source, not
 * as `text-transform` shows it: a spec quotes the words, not their styling. No named inner
 * helpers, since page functions are serialized as source.
 */
function readVisibleTexts(elements: Element[]): string[] {
  return elements.map(root => {
    let text = '';
    // A string on the stack is a separator to write once the block before it is done.
    const stack: Array<Node | string> = [root];
    while (stack.length) {
      const node = stack.pop()!;
      if (typeof node === 'string') {
        text += node;
        continue;
      }
      if (node.nodeType === Node.TEXT_NODE) {
        const parent = node.parentElement;
        if (!parent || getComputedStyle(parent).visibility === 'visible')
          text += node.textContent ?? '';
        continue;
      }
      if (node.nodeType !== Node.ELEMENT_NODE)
        continue;
      const element = node as Element;
      const style = getComputedStyle(element);
      if (element !== root && style.display === 'none')
        continue;
      if (/^(?:SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(element.tagName))
        continue;
      if (element.tagName === 'BR' || !style.display.startsWith('inline')) {
        text += ' ';
        stack.push(' ');
      }
      const children = element.shadowRoot ? [...element.shadowRoot.childNodes] : [...element.childNodes];
      for (let i = children.length - 1; i >= 0; i--)
        stack.push(children[i]);
    }
    return text;
  });
}
