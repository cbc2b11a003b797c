/** screenshot tool: PNG of the viewport, the full page or one element; base64 unless saved to a path. */
import { z } from 'zod';
import { defineTool } from './define.ts';
import { ok } from '../common/result.ts';
import { act, describeLocated, locateElement, targetFields } from './target.ts';

export const screenshot = defineTool({
  name: 'screenshot',
  description: 'Take a PNG screenshot of the viewport, the full page (fullPage) or one element (target). Returns base64 unless path is given.',
  schema: z.object({ ...targetFields, fullPage: z.boolean().optional(), path: z.string().min(1).optional() }),
  readOnly: true,
  async run(ctx, args) {
    const result = (buffer: Buffer, extra: object = {}) => ok({
      ...extra, mimeType: 'image/png', bytes: buffer.length, ...(args.path ? { path: args.path } : { base64: buffer.toString('base64') }),
    });
    if (args.target === undefined && args.ref === undefined && args.index === undefined)
      return result(await ctx.page.screenshot({ fullPage: args.fullPage, path: args.path }));
    const located = await locateElement(ctx, args);
    if (!located.ok)
      return located;
    return act('screenshot', located.data, async () =>
      result(await located.data.locator.screenshot({ path: args.path, timeout: located.data.timeout }), describeLocated(located.data)));
  },
});
