/** assertTextAbsent tool: the text is not shown (waits for it to go, up to the timeout). */
import type { Locator } from '@playwright/test';
import { z } from 'zod';
import { defineTool } from '../define.ts';
import { timeoutOf } from '../errors.ts';
import { fail, ok } from '../../common/result.ts';
import { locateElement, timeoutField } from '../target.ts';
import { checkRegex, matchField } from '../../locator/text-match.ts';
import type { ElementRecord } from '../../common/element.ts';
import { readElement } from '../element.ts';
import { absenceOf } from './known.ts';
import { absenceConfirm, captionShown, pollTextShown } from './text-presence.ts';
import { withDescriptions } from './described-engine.ts';
import { captionOfTarget, type CaptionReading } from './caption-value.ts';
import { columnCell, columnOfTarget } from './column-cell.ts';
import { containerCaption, parseTarget } from '../../locator/parse.ts';
import { blockRowCaption } from './block-row.ts';
import { poll, UNSETTLED } from '../../locator/poll.ts';

export const assertTextAbsent = defineTool({
  name: 'assertTextAbsent',
  description: 'Assert that text is NOT visible on the page (or inside target), with the same match semantics as assertTextPresent. Waits up to the timeout for it to disappear.',
  schema: z.object({ text: z.string().min(1), target: z.string().optional(), match: matchField, timeout: timeoutField }),
  readOnly: true,
  async run(ctx, args) {
    const mode = args.match ?? 'contains';
    const invalid = checkRegex(args.text, mode);
    if (invalid)
      return fail('INVALID_INPUT', invalid);
    const timeout = timeoutOf(args.timeout, ctx.timeout);
    let within: Locator | undefined;
    let own: Locator | undefined;
    let element: ElementRecord | undefined;
    let reading: CaptionReading | undefined;
    // "the "To do" column does not contain …": what sits in the container around that caption, which must be on the page.
    const parsedTarget = args.target === undefined ? undefined : parseTarget(args.target);
    // A row drawn as blocks reads as a card's caption does (blockRowCaption).
    const caption = parsedTarget && (containerCaption(parsedTarget) ?? await blockRowCaption(ctx, parsedTarget));
    // "the status of Linen Throw Pillow is not Archived": the cell under that column in that item's row, in a table.
    const column = args.target !== undefined && caption === undefined ? columnOfTarget(parseTarget(args.target)) : undefined;
    const cell = column ? await columnCell(ctx, column, timeout) : undefined;
    if (cell && cell.count > 1)
      return fail('ASSERTION_FAILED', `Expected ${JSON.stringify(args.text)} not to be shown in ${args.target}, but cannot tell: ${cell.count} rows name ${JSON.stringify(column!.item)}.`, { selector: args.target, evidence: { text: args.text, cannotTell: `${cell.count} rows name ${JSON.stringify(column!.item)}` } });
    if (cell?.cell) {
      within = own = cell.cell;
    } else if (args.target !== undefined && caption === undefined) {
      const target = args.target;
      let located = await locateElement(ctx, { target, timeout: 0 }, { check: true });
      // No such container: the text cannot be shown in it, if the container is known at all, and is
      // still not there once the page has settled (a page still rendering has no container yet).
      if (!located.ok && located.error.code === 'ELEMENT_NOT_FOUND') {
        const settled = await poll<'found' | 'absent'>(timeout, async () => {
          located = await locateElement(ctx, { target, timeout: 0 }, { check: true });
          if (located.ok || located.error.code !== 'ELEMENT_NOT_FOUND')
            return { pass: true, data: 'found' };
          const absence = await absenceOf(ctx.page, target);
          return absence.known ? { pass: true, data: 'absent' } : { pass: false, evidence: absence.message };
        }, undefined, absenceConfirm(ctx));
        if (!settled.pass) {
          const why = settled.evidence === UNSETTLED ? `cannot tell: ${UNSETTLED}` : String(settled.evidence);
          return fail('ASSERTION_FAILED', `Expected ${JSON.stringify(args.text)} not to be shown in ${target}, but ${why}.`, { selector: target, evidence: { text: args.text, cannotTell: why } });
        }
        if (settled.data === 'absent')
          return ok({ text: args.text, count: 0, container: 'absent' });
      }
      if (!located.ok)
        return located;
      within = await withDescriptions(located.data.locator);
      own = located.data.locator;
      element = located.data.element;
      // "the total does not show $3.18": a caption's value, read as widely as it could be where it cannot be told.
      const name = captionOfTarget(args.target);
      reading = name === undefined ? undefined : { name, most: true };
    }
    const result = await pollTextShown(ctx, args.text, mode, timeout, { shown: false, within, near: caption, caption: reading });
    // Nothing near the caption, once the page has settled: the caption must be there for that to say anything.
    if (result.pass && caption !== undefined && !await captionShown(ctx, caption)) {
      const absence = await absenceOf(ctx.page, args.target!);
      if (!absence.known)
        return fail('ASSERTION_FAILED', `Expected ${JSON.stringify(args.text)} not to be shown in ${args.target}, but cannot tell: ${JSON.stringify(caption)}, which says where it is, is not on the page.`, { selector: args.target, evidence: { text: args.text, cannotTell: `${JSON.stringify(caption)} is not on the page` } });
      return ok({ text: args.text, count: 0, container: 'absent' });
    }
    if (result.pass) {
      // The container checked (lock files, export), as it is now.
      const checked = element && own ? await readElement(own, ctx.secrets, element) : undefined;
      return ok({ text: args.text, count: 0, ...(checked ? { element: checked } : {}) });
    }
    if (result.unsettled)
      return fail('ASSERTION_FAILED', `Cannot tell whether ${JSON.stringify(args.text)} is shown: ${UNSETTLED}.`, { selector: args.target, evidence: { text: args.text, cannotTell: UNSETTLED } });
    return fail('ASSERTION_FAILED', `Expected ${JSON.stringify(args.text)} not to be shown, but ${result.count} visible element(s) still show it after ${timeout}ms.`, {
      selector: args.target, evidence: { text: args.text, match: mode, count: result.count },
    });
  },
});
