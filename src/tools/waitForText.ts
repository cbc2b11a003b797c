/** waitForText tool: wait until text is shown (or, with gone, no longer shown). */
import { z } from 'zod';
import { pollTextShown } from './assertions/text-presence.ts';
import { defineTool } from './define.ts';
import { timeoutOf } from './errors.ts';
import { fail, ok } from '../common/result.ts';
import { timeoutField } from './target.ts';
import { checkRegex, matchField } from '../locator/text-match.ts';

export const waitForText = defineTool({
  name: 'waitForText',
  description: 'Wait until text is visible on the page (gone: true — until it is not). By default the text as a whole phrase, case-sensitive, whitespace-normalized (see assertTextPresent).',
  schema: z.object({ text: z.string().min(1), gone: z.boolean().optional(), match: matchField, timeout: timeoutField }),
  readOnly: true,
  async run(ctx, args) {
    const mode = args.match ?? 'contains';
    const invalid = checkRegex(args.text, mode);
    if (invalid)
      return fail('INVALID_INPUT', invalid);
    const timeout = timeoutOf(args.timeout, ctx.timeout);
    const result = await pollTextShown(ctx, args.text, mode, timeout, { shown: !args.gone });
    if (result.pass)
      return ok({ text: args.text, gone: args.gone ?? false, ...(result.count !== undefined ? { count: result.count } : {}) });
    return fail('TIMEOUT', `${JSON.stringify(args.text)} ${args.gone ? 'is still shown' : 'did not appear'} within ${timeout}ms.`, { evidence: { text: args.text, count: result.count, timeout } });
  },
});
