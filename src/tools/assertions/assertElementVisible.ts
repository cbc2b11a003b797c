/** assertElementVisible tool: the described element is visible, to a person as well as to Playwright; says so when only a hidden or unseen one exists. */
import { defineTool } from '../define.ts';
import { fail, ok } from '../../common/result.ts';
import { timeoutOf } from '../errors.ts';
import { describeLocated, targetSchema } from '../target.ts';
import { poll } from '../../locator/poll.ts';
import { resolveTarget } from '../../locator/resolve.ts';
import { locateForAssertion } from './locate.ts';
import { unseenMatches } from './perceivable.ts';
import { heldItemOf } from '../../locator/item-words.ts';
import { parseTarget } from '../../locator/parse.ts';
import { heldItemVisible } from './held-item.ts';

export const assertElementVisible = defineTool({
  name: 'assertElementVisible',
  description: 'Assert that an element (target description, selector or ref) is visible. Waits up to the timeout. Several visible matches pass. A fully transparent, one-pixel or off-page element is not visible. An item named by its caption ("Luna\'s card", "the tile for Desk Lamp") is a block the page marks as that kind (class or test id) whose caption holds the name.',
  schema: targetSchema({}),
  readOnly: true,
  async run(ctx, args) {
    const deadline = Date.now() + timeoutOf(args.timeout, ctx.timeout);
    // "Luna's card is shown": the card whose caption is Luna, not the name wherever it is shown.
    const held = args.target !== undefined && args.ref === undefined ? heldItemOf(parseTarget(args.target)) : undefined;
    if (held && args.target !== undefined)
      return heldItemVisible(ctx, args.target, held, timeoutOf(args.timeout, ctx.timeout));
    const located = await locateForAssertion(ctx, args, { allowMany: true });
    if (located.ok) {
      // Found as Playwright sees it; passes once one of the matches is seen (a fade-in finishing, say).
      const seen = await poll(Math.max(0, deadline - Date.now()), async () => {
        const unseen = await unseenMatches(located.data.locator);
        return unseen.includes('') ? { pass: true as const, data: true } : { pass: false as const, evidence: unseen };
      });
      if (seen.pass)
        return ok({ ...describeLocated(located.data), visible: true });
      const unseen = Array.isArray(seen.evidence) ? seen.evidence as string[] : [];
      const described = args.target ?? `ref=${args.ref}`;
      return fail('ASSERTION_FAILED', `Expected ${JSON.stringify(described)} to be visible, but ${unseen.length ? `what matches it cannot be seen: ${[...new Set(unseen)].join(', ')}` : 'it was gone when looked at'}.`,
        { selector: args.target, originalSelector: args.target, evidence: { matches: unseen.length, unseen: [...new Set(unseen)] } });
    }
    if (located.error.code !== 'ASSERTION_FAILED' || args.target === undefined)
      return located;
    // Evidence: is there a hidden element matching, or nothing at all?
    const hidden = await resolveTarget(ctx.page, args.target, { timeout: 0, visibleOnly: false, allowMany: true });
    const evidence = { ...(located.error.evidence as object), hiddenMatches: hidden.ok ? hidden.data.count : 0 };
    return { ok: false, error: { ...located.error, evidence } };
  },
});
