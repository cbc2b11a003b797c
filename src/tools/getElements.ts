/** getElements tool (seed 001 layer 2): the bounded list of visible elements, with indices other tools accept. */
import { z } from 'zod';
import { getElementList } from '../page/index.ts';
import { defineTool } from './define.ts';

export const getElements = defineTool({
  name: 'getElements',
  description: 'List visible elements of a kind (button, input, link, select, image, checkbox, radio, all) with 1-based indices usable as the index argument of other tools.',
  schema: z.object({
    type: z.enum(['button', 'input', 'link', 'select', 'image', 'checkbox', 'radio', 'all']).optional(),
    visible: z.boolean().optional().describe('Only elements inside the viewport.'),
    limit: z.number().int().positive().max(500).optional(),
    offset: z.number().int().nonnegative().optional(),
  }),
  readOnly: true,
  run: (ctx, args) => getElementList(ctx.page, { kind: args.type, visible: args.visible, limit: args.limit, offset: args.offset, secrets: ctx.secrets }),
});
