/** getElementDetails tool (seed 001 layer 3): attributes, unique CSS/XPath and normalized locator of chosen elements. */
import { z } from 'zod';
import { getElementDetails as details } from '../page/index.ts';
import { defineTool } from './define.ts';

export const getElementDetails = defineTool({
  name: 'getElementDetails',
  description: 'Details of elements by index (from getElements) or aria ref (e12): all attributes, a unique CSS selector, an XPath and the Playwright locator.',
  schema: z.object({ indices: z.array(z.union([z.number().int().positive(), z.string().regex(/^(f\d+)?e\d+$/)])).min(1).max(50) }),
  readOnly: true,
  run: (ctx, args) => details(ctx.page, args.indices, { secrets: ctx.secrets }),
});
