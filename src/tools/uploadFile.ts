/** uploadFile tool: set files on a file input, or on the file chooser a button opens. */
import { access } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { defineTool } from './define.ts';
import { fail, ok } from '../common/result.ts';
import { act, describeLocated, locateElement, targetSchema } from './target.ts';

export const uploadFile = defineTool({
  name: 'uploadFile',
  description: 'Upload files through a file input (even a visually hidden one) or a button that opens a file chooser.',
  schema: targetSchema({
    files: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).optional(),
    filePath: z.string().min(1).optional().describe('One file (seed 001 name); same as files.'),
  }).refine(a => a.files !== undefined || a.filePath !== undefined, { message: 'Give files or filePath.' }),
  readOnly: false,
  async run(ctx, args) {
    const files = [args.files ?? args.filePath!].flat().map(f => path.resolve(f));
    for (const file of files)
      if (!(await access(file).then(() => true, () => false)))
        return fail('INVALID_INPUT', `uploadFile: no such file ${JSON.stringify(file)}.`);
    // Styled uploaders hide the real <input type=file>: look at visible elements first, then at all.
    let located = await locateElement(ctx, args, { kind: 'any' });
    if (!located.ok && located.error.code === 'ELEMENT_NOT_FOUND' && args.target !== undefined)
      located = await locateElement(ctx, { ...args, timeout: 0 }, { kind: 'any', visibleOnly: false });
    if (!located.ok)
      return located;
    const where = located.data;
    return act('upload to', where, async () => {
      const isFileInput = await where.locator.evaluate(el => el instanceof HTMLInputElement && el.type === 'file', undefined, { timeout: where.timeout });
      if (isFileInput) {
        await where.locator.setInputFiles(files, { timeout: where.timeout });
      } else {
        const chooser = ctx.page.waitForEvent('filechooser', { timeout: where.timeout });
        await where.locator.click({ timeout: where.timeout });
        await (await chooser).setFiles(files);
      }
      return ok({ ...describeLocated(where), files: files.map(f => path.basename(f)) });
    });
  },
});
