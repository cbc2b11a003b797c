/** assertValue tool: a field's current value matches (exact by default; contains or regex on request). */
import { z } from 'zod';
import { defineTool } from '../define.ts';
import { fail } from '../../common/result.ts';
import { targetSchema } from '../target.ts';
import { checkRegex, matchesText } from '../../locator/text-match.ts';
import { assertState } from './state.ts';

export const assertValue = defineTool({
  name: 'assertValue',
  description: 'Assert the current value of an input, textarea or select. match: exact (default, whitespace-trimmed), contains (a whole phrase, case-sensitive) or regex.',
  schema: targetSchema({ value: z.string(), match: z.enum(['exact', 'contains', 'regex']).optional() }),
  readOnly: true,
  async run(ctx, args) {
    const match = args.match ?? 'exact';
    const invalid = checkRegex(args.value, match);
    if (invalid)
      return fail('INVALID_INPUT', invalid);
    return assertState(ctx, args, {
      kind: 'editable', state: 'value', expected: args.value,
      read: (locator, timeout) => locator.inputValue({ timeout }),
      passes: actual => match === 'exact' ? actual.trim() === args.value.trim() : matchesText(actual, args.value, match),
    });
  },
});
