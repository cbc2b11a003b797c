/** assertElementHidden tool: the described element is hidden or absent (waits for it to go); absent counts only when the target is known. */
import type { Locator } from '@playwright/test';
import { defineTool } from '../define.ts';
import { timeoutOf } from '../errors.ts';
import { poll, UNSETTLED } from '../../locator/poll.ts';
import { fail, ok } from '../../common/result.ts';
import { targetSchema } from '../target.ts';
import { resolveTarget } from '../../locator/resolve.ts';
import { absenceOf } from './known.ts';
import { absenceConfirm } from './text-presence.ts';
import { unseenMatches } from './perceivable.ts';
import { heldItemOf } from '../../locator/item-words.ts';
import { parseTarget } from '../../locator/parse.ts';
import { heldItemHidden } from './held-item.ts';

export const assertElementHidden = defineTool({
  name: 'assertElementHidden',
  description: 'Assert that an element is hidden (a fully transparent, one-pixel or off-page one counts as hidden) or not in the page. Waits up to the timeout for it to disappear. A description that matches nothing passes only if it is quoted text, has a scope that is on the page, or matched an element earlier; otherwise it cannot tell and fails.',
  schema: targetSchema({}),
  readOnly: true,
  async run(ctx, args) {
    const timeout = timeoutOf(args.timeout, ctx.timeout);
    const described = args.target ?? `ref=${args.ref}`;
    // "Luna's card is not displayed": no card whose caption is Luna, wherever else the name is shown.
    const held = args.target !== undefined && args.ref === undefined ? heldItemOf(parseTarget(args.target)) : undefined;
    if (held && args.target !== undefined)
      return heldItemHidden(ctx, args.target, held, timeout);
    const result = await poll<{ present: boolean; known?: string }>(timeout, async () => {
      // Find what the words mean among all elements, hidden ones included, then ask whether any is visible.
      const found = args.ref !== undefined
        ? { ok: true as const, data: { locator: ctx.page.getByRef(args.ref) } }
        : await resolveTarget(ctx.page, described, { timeout: 0, visibleOnly: false, allowMany: true });
      if (!found.ok) {
        if (found.error.code !== 'ELEMENT_NOT_FOUND')
          return { pass: false as const, evidence: found.error };
        const absence = await absenceOf(ctx.page, described);
        return absence.known ? { pass: true as const, data: { present: false, known: absence.why } } : { pass: false as const, evidence: { cannotTell: absence.message } };
      }
      const visible = await countVisible(found.data.locator);
      return visible === 0 ? { pass: true as const, data: { present: true } } : { pass: false as const, evidence: { visible } };
    }, undefined, absenceConfirm(ctx));
    if (result.pass)
      return ok({ target: described, hidden: true, ...result.data });
    const evidence = (result.evidence === UNSETTLED ? { cannotTell: UNSETTLED } : result.evidence) as { visible?: number; code?: string; cannotTell?: string };
    if (evidence.code)
      return { ok: false, error: result.evidence as never };
    if (evidence.cannotTell)
      return fail('ASSERTION_FAILED', `Expected ${JSON.stringify(described)} to be hidden, but ${evidence.cannotTell}.`, { selector: args.target, originalSelector: args.target, evidence });
    return fail('ASSERTION_FAILED', `Expected ${JSON.stringify(described)} to be hidden, but ${evidence.visible} matching element(s) are still visible after ${timeout}ms.`,
      { selector: args.target, originalSelector: args.target, evidence });
  },
});

/** Matches a person sees (perceivable.ts): a fully transparent or one-pixel element is hidden. */
async function countVisible(locator: Locator): Promise<number> {
  return (await unseenMatches(locator)).filter(why => !why).length;
}
