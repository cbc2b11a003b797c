/**
 * Whether an item named by its caption is shown: "Luna's card is shown", "the pet card for Pickles is
 * gone". The claim is about the item, a block the page marks as a card (a tile, a panel…), whose
 * caption is the name: not about the name, which a list of archived pets or a toast may show as well.
 * Found by the page's own marking of its items (item-kind.ts); where it marks none of that kind, which
 * block is Luna's card cannot be told, and the check says so rather than read the name alone.
 */
import type { Page } from '@playwright/test';
import { fail, ok, type ToolResult } from '../../common/result.ts';
import { heldItems, itemsOfKind } from '../../locator/item-kind.ts';
import type { HeldItem } from '../../locator/item-words.ts';
import { poll } from '../../locator/poll.ts';
import { rememberResolved, wasResolved } from '../../locator/seen.ts';
import { sanitizeTarget } from '../../locator/clean.ts';
import { looseMatcher } from '../../locator/text-match.ts';
import { quietly } from '../../playwright/quiet.ts';
import type { ToolContext } from '../context.ts';
import { unseenMatches } from './perceivable.ts';
import { absenceConfirm } from './text-presence.ts';

/** What the page shows of the item: how many held items are seen, how many items of the kind are seen, and whether the caption is shown anywhere. */
interface Sighting {
  held: number;
  items: number;
  captionShown: boolean;
}

async function sight(page: Page, held: HeldItem): Promise<Sighting> {
  return quietly(page, async () => {
    const matcher = looseMatcher(held.caption);
    const seen = async (locator: ReturnType<Page['locator']>) => (await unseenMatches(locator)).filter(why => !why).length;
    const [heldCount, items, shown] = await Promise.all([
      seen(heldItems(page, held, matcher)),
      seen(itemsOfKind(page, held.kind)).then(count => count || (held.kind.qualifier.length ? seen(itemsOfKind(page, { kind: held.kind.kind, qualifier: [] })) : 0)),
      page.getByText(matcher).filter({ visible: true }).count(),
    ]);
    return { held: heldCount, items, captionShown: shown > 0 };
  });
}

function kindWords(held: HeldItem): string {
  return [...held.kind.qualifier, held.kind.kind].join(' ');
}

export async function heldItemVisible(ctx: ToolContext, target: string, held: HeldItem, timeout: number): Promise<ToolResult> {
  const result = await poll<Sighting>(timeout, async () => {
    const now = await sight(ctx.page, held);
    return now.held > 0 ? { pass: true as const, data: now } : { pass: false as const, evidence: now };
  });
  if (result.pass) {
    rememberResolved(ctx.page, sanitizeTarget(target).cleaned);
    return ok({ target, visible: true, items: result.data.held, strategy: `items:${held.kind.kind}` });
  }
  const now = result.evidence as Sighting | string;
  const kind = kindWords(held);
  const why = typeof now === 'string' ? now
    : now.items === 0
      ? `no element on the page is marked as a ${kind} (by a class or test id naming it), so which block is ${JSON.stringify(target)} cannot be told${now.captionShown ? `; ${JSON.stringify(held.caption)} is shown` : ''}`
      : `no ${kind} shown has ${JSON.stringify(held.caption)} as its caption${now.captionShown ? `, though ${JSON.stringify(held.caption)} is shown elsewhere on the page` : ''}`;
  return fail('ASSERTION_FAILED', `Expected ${JSON.stringify(target)} to be visible, but ${why} (after ${timeout}ms).`, { selector: target, originalSelector: target, evidence: typeof now === 'string' ? { why: now } : { ...now } });
}

/**
 * Hidden when no item of the kind with that caption is seen, and the check knows what it looks
 * for: other items of the kind are seen (so the page marks them), or the caption is shown nowhere,
 * or the item was seen earlier on this page. A page that marks no such item and shows the name
 * cannot tell: the name may be on the very card the check cannot find.
 */
export async function heldItemHidden(ctx: ToolContext, target: string, held: HeldItem, timeout: number): Promise<ToolResult> {
  const cleaned = sanitizeTarget(target).cleaned;
  const result = await poll<Sighting>(timeout, async () => {
    const now = await sight(ctx.page, held);
    if (now.held > 0)
      return { pass: false as const, evidence: now };
    return now.items > 0 || !now.captionShown || wasResolved(ctx.page, cleaned) ? { pass: true as const, data: now } : { pass: false as const, evidence: now };
  }, undefined, absenceConfirm(ctx));
  if (result.pass)
    return ok({ target, hidden: true, present: false, known: result.data.items > 0 ? 'others-shown' : result.data.captionShown ? 'gone' : 'caption-absent' });
  const now = result.evidence as Sighting | string;
  const why = typeof now === 'string' ? now
    : now.held > 0
      ? `${now.held === 1 ? `a ${kindWords(held)}` : `${now.held} ${kindWords(held)}s`} with ${JSON.stringify(held.caption)} as the caption ${now.held === 1 ? 'is' : 'are'} still visible`
      : `cannot tell: no element on the page is marked as a ${kindWords(held)}, and ${JSON.stringify(held.caption)} is shown`;
  return fail('ASSERTION_FAILED', `Expected ${JSON.stringify(target)} to be hidden, but ${why} (after ${timeout}ms).`, { selector: target, originalSelector: target, evidence: typeof now === 'string' ? { why: now } : { ...now } });
}
