/** getText tool: an element's visible text with whitespace collapsed (seed 004). */
import { defineTool } from './define.ts';
import { ok } from '../common/result.ts';
import { act, describeLocated, locateElement, targetSchema } from './target.ts';

export const getText = defineTool({
  name: 'getText',
  description: 'Read the visible text of an element (whitespace collapsed); for form fields, their value.',
  schema: targetSchema({}),
  readOnly: true,
  async run(ctx, args) {
    const located = await locateElement(ctx, args);
    if (!located.ok)
      return located;
    return act('read text of', located.data, async () => {
      const { locator, timeout } = located.data;
      const raw = await locator.evaluate(el => (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)
        ? el.value
        : (el as HTMLElement).innerText ?? el.textContent ?? '', undefined, { timeout });
      return ok({ ...describeLocated(located.data), text: normalizeText(raw) });
    });
  },
});

export function normalizeText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
