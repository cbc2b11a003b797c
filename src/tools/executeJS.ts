/** executeJS tool: run JavaScript in the page and return its (JSON-able) result; errors are SCRIPT_ERROR. */
import { z } from 'zod';
import { defineTool } from './define.ts';
import { toToolError } from './errors.ts';
import { fail, ok } from '../common/result.ts';

const MAX_RESULT_CHARS = 4000;

export const executeJS = defineTool({
  name: 'executeJS',
  description: 'Run JavaScript in the page: an expression ("document.title") or statements with return. Returns the JSON-serializable result.',
  schema: z.object({ code: z.string().min(1) }),
  readOnly: false,
  async run(ctx, args) {
    // Statements with `return` are a function body; anything else is an expression, as page.evaluate takes it.
    const code = /\breturn\b/.test(args.code) && !/^\s*(?:async\s*)?(?:\(|function\b)/.test(args.code)
      ? `(async () => { ${args.code} })()`
      : args.code;
    try {
      const value: unknown = await ctx.page.evaluate(code);
      const text = JSON.stringify(value) ?? 'undefined';
      return ok({ result: text.length > MAX_RESULT_CHARS ? `${text.slice(0, MAX_RESULT_CHARS)}…` : value, truncated: text.length > MAX_RESULT_CHARS });
    } catch (error) {
      const mapped = toToolError(error, { action: 'executeJS' });
      if (!mapped.ok && ['TARGET_CLOSED', 'PAGE_CRASHED', 'NAVIGATION_FAILED', 'TIMEOUT'].includes(mapped.error.code))
        return mapped;
      return fail('SCRIPT_ERROR', mapped.ok ? 'executeJS failed' : mapped.error.message, { retriable: false });
    }
  },
});
