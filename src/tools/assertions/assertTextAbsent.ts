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
import { pollTextShown } from './text-presence.ts';
import { UNSETTLED } from '../../locator/poll.ts';

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
    let element: ElementRecord | undefined;
    if (args.target !== undefined) {
      const located = await locateElement(ctx, { target: args.target, timeout: 0 }, { check: true });
      // No such container: the text cannot be shown in it, if the container is known at all.
      if (!located.ok) {
        if (located.error.code !== 'ELEMENT_NOT_FOUND')
          return located;
        const absence = await absenceOf(ctx.page, args.target);
        return absence.known ? ok({ text: args.text, count: 0, container: 'absent' })
          : fail('ASSERTION_FAILED', `Expected ${JSON.stringify(args.text)} not to be shown in ${args.target}, but ${absence.message}.`, { selector: args.target, evidence: { text: args.text, cannotTell: absence.message } });
      }
      within = located.data.locator;
      element = located.data.element;
    }
    const result = await pollTextShown(ctx, args.text, mode, timeout, { shown: false, within });
    if (result.pass) {
      // The container checked (lock files, export), as it is now.
      const checked = element && within ? await readElement(within, ctx.secrets, element) : undefined;
      return ok({ text: args.text, count: 0, ...(checked ? { element: checked } : {}) });
    }
    if (result.unsettled)
      return fail('ASSERTION_FAILED', `Cannot tell whether ${JSON.stringify(args.text)} is shown: ${UNSETTLED}.`, { selector: args.target, evidence: { text: args.text, cannotTell: UNSETTLED } });
    return fail('ASSERTION_FAILED', `Expected ${JSON.stringify(args.text)} not to be shown, but ${result.count} visible element(s) still show it after ${timeout}ms.`, {
      selector: args.target, evidence: { text: args.text, match: mode, count: result.count },
    });
  },
});
