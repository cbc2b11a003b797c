/** Whether text is shown, via Playwright text locators and the visible text of what they find (never by scanning the page's whole innerText; seed 003 review). */
import type { Frame, Locator, Page } from '@playwright/test';
import type { ToolContext } from '../context.ts';
import { ABSENCE_SETTLE_MS, poll, UNSETTLED, waitAttached, type BrowserWait, type Confirm } from '../../locator/poll.ts';
import { attachedWithin } from '../../playwright/attached.ts';
import { navigationPending } from '../../page/network.ts';
import { finiteOnly } from '../../locator/scope.ts';
import { looseMatcher, matchesText, nearMiss, normalize, spreadMatcher, textMatcher, type TextMatchMode } from '../../locator/text-match.ts';
import { readVisibleTexts, registerShownTextEngine, shownTextMatching } from './shown-text-engine.ts';
import { captionValueMatching, registerCaptionValueEngine, type CaptionReading } from './caption-value.ts';

/** A text that looked like the expected one but is not a pass, and why. */
export interface NearMiss {
  text: string;
  why: 'case' | 'part-word' | 'part-text';
}

/**
 * Visible elements showing the text. Candidates come from getByText in every frame (it pierces
 * open shadow roots); each is then judged on its visible text only, so text inside a hidden
 * descendant (a hidden badge's "2" inside a visible link) never counts. Within a target, the
 * target's own visible text is judged: all of it for `exact`, a phrase in it otherwise; or, when
 * the target was a bare name (`caption`), the value of that caption (caption-value.ts).
 */
export async function countVisibleText(ctx: ToolContext, text: string, mode: TextMatchMode, within?: Locator, near?: string, caption?: CaptionReading): Promise<number> {
  const matcher = textMatcher(text, mode);
  const spread = spreadMatcher(text, mode);
  if (near !== undefined)
    return countNear(ctx, matcher, spread, near);
  if (within && caption) {
    // Without the engine the value beside a caption cannot be told from its neighbours' values.
    if (!await registerCaptionValueEngine())
      throw new Error('the page refused the caption-value engine, which reading a value by its caption needs');
    return captionValueMatching(within.filter({ visible: true }), matcher, caption).count();
  }
  if (await registerShownTextEngine()) {
    let count = 0;
    for (const shown of shownIn(ctx, matcher, within, spread))
      count += await shown.count();
    return count;
  }
  const texts = await shownTexts(ctx, matcher, within);
  return texts.filter(shown => matchesText(shown, text, mode)).length;
}

/**
 * The elements showing the text that sit in the container around `caption` (the item nearest it,
 * as a scope by nearby text is read: scope.ts finiteOnly), in every frame. Throws when the page
 * refused the engines: a container's text cannot be told without them.
 */
async function countNear(ctx: ToolContext, matcher: RegExp, spread: RegExp | undefined, caption: string): Promise<number> {
  if (!await registerShownTextEngine())
    throw new Error('the page refused the shown-text engine, which reading a container\'s text needs');
  let count = 0;
  for (const frame of ctx.page.frames()) {
    if (frame.isDetached())
      continue;
    const near = await finiteOnly(shownMatches(frame, matcher, spread), caption);
    if (!near)
      throw new Error('the page refused the engine that measures nearness, which reading a container\'s text needs');
    count += await near.count();
  }
  return count;
}

/** Whether the caption of a container is shown on the page: where the container is, when it is there. */
export async function captionShown(ctx: ToolContext, caption: string): Promise<boolean> {
  for (const frame of ctx.page.frames())
    if (!frame.isDetached() && await frame.getByText(textMatcher(caption, 'contains')).filter({ visible: true }).count().catch(() => 0) > 0)
      return true;
  return false;
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

/** Polls until the text is shown (`shown: true`) or no longer shown, up to the timeout; `count` is the last count seen (none when the browser's wait saw the text). */
export async function pollTextShown(ctx: ToolContext, text: string, mode: TextMatchMode, timeout: number, options: { shown: boolean; within?: Locator; near?: string; caption?: CaptionReading }): Promise<{ pass: boolean; count?: number; unsettled?: true }> {
  const result = await poll<number | undefined>(timeout, async () => {
    const count = await countVisibleText(ctx, text, mode, options.within, options.near, options.caption);
    return (options.shown ? count > 0 : count === 0) ? { pass: true as const, data: count } : { pass: false as const, evidence: count };
  }, options.shown && options.near === undefined ? textShownWait(ctx, text, mode, options.within, undefined) : undefined, options.shown ? undefined : absenceConfirm(ctx));
  if (!result.pass && result.evidence === UNSETTLED)
    return { pass: false, count: 0, unsettled: true };
  return { pass: result.pass, count: result.pass ? result.data : result.evidence as number };
}

/** How a check of absence confirms its pass: a second look on the same document, with no navigation of it under way. */
export function absenceConfirm(ctx: ToolContext): Confirm {
  return { afterMs: ABSENCE_SETTLE_MS, where: () => ctx.page.url(), pending: () => navigationPending(ctx.page) };
}

/**
 * Between checks, wait in the browser for the text to show on a page without frames (the usual
 * case); with frames, or within a target, `poll` sleeps between checks instead. What it waits for
 * is what countVisibleText counts on such a page: once seen, that is the check's pass (`seen`, its
 * data; the matches were not counted), with no second look at a page still busy rendering.
 */
export function textShownWait<T>(ctx: ToolContext, text: string, mode: TextMatchMode, within: Locator | undefined, seen: T): BrowserWait<T> | undefined {
  if (within)
    return undefined;
  const matcher = textMatcher(text, mode);
  const spread = spreadMatcher(text, mode);
  const wait: BrowserWait<T> = async ms => {
    if (ctx.page.frames().length !== 1)
      return false;
    if (!await registerShownTextEngine())
      return waitAttached(ctx.page.getByText(matcher).filter({ visible: true }).first(), ms);
    const attached = await attachedWithin(shownMatches(ctx.page, matcher, spread).first(), ms);
    return attached ? { pass: true, data: seen } : attached !== undefined;
  };
  wait.decides = true;
  return wait;
}

/**
 * The visible texts of the visible elements getByText finds for `matcher` in every frame, or of
 * the target itself, one round trip per frame: the near misses a failure lists, and the count
 * where the engine is refused.
 */
async function shownTexts(ctx: ToolContext, matcher: RegExp, within?: Locator): Promise<string[]> {
  const texts: string[] = [];
  for (const candidates of candidatesOf(ctx, matcher, within))
    texts.push(...await candidates.evaluateAll(readVisibleTexts));
  return texts.map(normalize);
}

/**
 * What a text check judges, visible elements only: the target itself, or getByText's candidates
 * frame by frame, each frame's taken when its turn comes (a frame detached by then is skipped).
 */
function* candidatesOf(ctx: ToolContext, matcher: RegExp, within?: Locator): Generator<Locator> {
  if (within) {
    yield within.filter({ visible: true });
    return;
  }
  for (const frame of ctx.page.frames()) {
    if (!frame.isDetached())
      yield frame.getByText(matcher).filter({ visible: true });
  }
}

/** What a text check counts, frame by frame (as candidatesOf): the candidates showing the text. */
function* shownIn(ctx: ToolContext, matcher: RegExp, within?: Locator, spread?: RegExp): Generator<Locator> {
  if (within) {
    yield shownTextMatching(within.filter({ visible: true }), matcher);
    return;
  }
  for (const frame of ctx.page.frames()) {
    if (!frame.isDetached())
      yield shownMatches(frame, matcher, spread);
  }
}

/**
 * The visible elements showing the text: getByText's for the matcher and the dropdowns (their
 * chosen option, see readVisibleTexts), and those whose text holds the phrase's words in order
 * with anything between them (spreadMatcher), since Playwright reads hidden words into an
 * element's text and the page does not show them. Those are judged block by block: a phrase that
 * runs from one block into the next ("$29.99" ending one line, "Tax" starting the next) is not
 * shown as a phrase.
 */
function shownMatches(where: Page | Frame, matcher: RegExp, spread: RegExp | undefined): Locator {
  // A closed dropdown shows its chosen option, which has no box of its own and is no visible match of getByText.
  const found = shownTextMatching(where.getByText(matcher).filter({ visible: true }).or(where.locator('select').filter({ visible: true })), matcher);
  return spread ? found.or(shownTextMatching(where.getByText(spread).filter({ visible: true }), matcher, { withinBlocks: true })) : found;
}
