/** assertTextPresent tool: the page (or a target) shows the text; ASSERTION_FAILED with the near misses and nearest texts if not. */
import type { Locator } from '@playwright/test';
import { z } from 'zod';
import { defineTool } from '../define.ts';
import { timeoutOf } from '../errors.ts';
import { poll } from '../../locator/poll.ts';
import { fail, ok, recode } from '../../common/result.ts';
import { locateElement, timeoutField } from '../target.ts';
import { checkRegex, matchField } from '../../locator/text-match.ts';
import { containerCaption, parseTarget } from '../../locator/parse.ts';
import { blockRowCaption } from './block-row.ts';
import { counterBadge, counterOwner, stateOfItem } from './counter.ts';
import type { ElementRecord } from '../../common/element.ts';
import { readElement } from '../element.ts';
import { nearestTexts } from './evidence.ts';
import { countVisibleText, nearMisses, textShownWait } from './text-presence.ts';
import { withDescriptions } from './described-engine.ts';
import { captionOfTarget, captionValueOf, type CaptionReading } from './caption-value.ts';
import { columnCell, columnOfTarget } from './column-cell.ts';

export const assertTextPresent = defineTool({
  name: 'assertTextPresent',
  description: 'Assert that visible text is on the page, or inside target. contains (default): the value as a whole phrase, case-sensitive, whitespace-normalized; exact: the whole text of an element (of target, if given); regex with match. Waits up to the timeout.',
  schema: z.object({ text: z.string().min(1), target: z.string().optional(), match: matchField, exact: z.boolean().optional(), timeout: timeoutField }),
  readOnly: true,
  async run(ctx, args) {
    const mode = args.match ?? (args.exact ? 'exact' : 'contains');
    const invalid = checkRegex(args.text, mode);
    if (invalid)
      return fail('INVALID_INPUT', invalid);
    const timeout = timeoutOf(args.timeout, ctx.timeout);
    let within: Locator | undefined;
    let own: Locator | undefined;
    let element: ElementRecord | undefined;
    let found: { strategy: string; tried: string[] } | undefined;
    let reading: CaptionReading | undefined;
    // "the "To do" column shows …": what sits in the container around that caption, not in the caption.
    const parsedTarget = args.target === undefined ? undefined : parseTarget(args.target);
    // A row drawn as blocks reads as a card's caption does (blockRowCaption).
    const caption = parsedTarget && (containerCaption(parsedTarget) ?? await blockRowCaption(ctx, parsedTarget));
    let near = caption;
    // "the status of Linen Throw Pillow is Archived": in a table, the cell under that column in that item's row.
    const column = parsedTarget && caption === undefined ? columnOfTarget(parsedTarget) : undefined;
    const cell = column ? await columnCell(ctx, column, timeout) : undefined;
    if (cell && cell.count > 1)
      return fail('ASSERTION_FAILED', `Expected ${args.target} to show ${JSON.stringify(args.text)}, but ${cell.count} rows name ${JSON.stringify(column!.item)}: which one's ${JSON.stringify(column!.column)} is meant cannot be told.`, { selector: args.target, evidence: { expected: args.text, rows: cell.count } });
    if (cell?.cell) {
      within = own = cell.cell;
      found = { strategy: 'column', tried: ['column'] };
    } else if (args.target !== undefined && caption === undefined) {
      const located = await locateElement(ctx, { target: args.target, timeout }, { check: true });
      // "the cart count shows 2", 借阅车数量为 0: nothing is named so; the number on the control it counts for is.
      const owner = !located.ok && located.error.code === 'ELEMENT_NOT_FOUND' && parsedTarget ? counterOwner(args.target, parsedTarget) : undefined;
      const badge = owner === undefined ? undefined : await counterBadge(ctx, owner, Math.min(timeout, 1000));
      if (badge) {
        within = own = badge;
        found = { strategy: 'counter', tried: [...(located.ok ? [] : triedOf(located.error)), 'counter'] };
      } else if (!located.ok) {
        // 《人类简史》的状态为 预约中, "the status of Linen Throw Pillow is Archived": no element says
        // "status" there; the item's block showing the value as an element's whole text is its status.
        const item = located.error.code === 'ELEMENT_NOT_FOUND' && parsedTarget && mode === 'exact' ? stateOfItem(parsedTarget, args.text) : undefined;
        if (item === undefined)
          return located.error.code === 'ELEMENT_NOT_FOUND' ? recode(located.error, 'ASSERTION_FAILED') : located;
        near = item;
        found = { strategy: 'item-state', tried: [...triedOf(located.error), 'item-state'] };
      } else {
        within = await withDescriptions(located.data.locator);
        own = located.data.locator;
        element = located.data.element;
        found = { strategy: located.data.strategy, tried: located.data.tried };
        // "the total is $43.18": where that name finds a caption, its value is what is checked.
        const name = captionOfTarget(args.target);
        reading = name === undefined ? undefined : { name };
      }
    }
    // A pass the browser's wait saw has no count: it stopped at the first match.
    const result = await poll<{ count?: number }>(timeout, async () => {
      const count = await countVisibleText(ctx, args.text, mode, within, near, reading);
      return count > 0 ? { pass: true as const, data: { count } } : { pass: false as const, evidence: null };
    }, near === undefined ? textShownWait(ctx, args.text, mode, within, {}) : undefined);
    if (result.pass) {
      // The element checked (lock files, export): its record as it is now, showing the text, not as it
      // was found. A lock's element keeps its record, which showed this text when it was recorded.
      const checked = element && own ? found?.strategy === 'lock' ? element : await readElement(own, ctx.secrets, element) : undefined;
      return ok({ text: args.text, match: mode, ...result.data, ...found, ...(checked ? { element: checked } : {}) });
    }
    const actual = own ? (await own.innerText().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, 300) : undefined;
    // The value a caption shows, when the element was one: what was judged, beside what it reads.
    const value = own && reading ? await captionValueOf(own, reading.name) : undefined;
    const valueRead = value && !(value.length === 1 && value[0] === actual) ? value : undefined;
    const misses = await nearMisses(ctx, args.text, mode, within);
    const why = misses.length ? `; near misses, which do not count: ${misses.map(m => `${JSON.stringify(m.text)} (${m.why})`).join(', ')}` : '';
    const beside = valueRead ? `; the value read beside the caption ${JSON.stringify(reading!.name)}: ${valueRead.length ? valueRead.map(v => JSON.stringify(v)).join(', ') : 'none that can be told from its neighbours\''}` : '';
    return fail('ASSERTION_FAILED', `Expected ${args.target !== undefined ? `${args.target} to show` : 'the page to show'} ${JSON.stringify(args.text)} (${mode}) within ${timeout}ms${beside}${why}.`, {
      selector: args.target, evidence: { expected: args.text, match: mode, actual, ...(valueRead ? { captionValue: valueRead } : {}), nearMisses: misses, nearest: await nearestTexts(ctx.page, args.text) },
    });
  },
});

/** The strategies a failed search tried, from its evidence. */
function triedOf(error: { evidence?: unknown }): string[] {
  const tried = (error.evidence as { tried?: unknown } | undefined)?.tried;
  return Array.isArray(tried) ? tried.filter((t): t is string => typeof t === 'string') : [];
}
