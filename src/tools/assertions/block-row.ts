/**
 * A row drawn as plain blocks: "the 10 Mar – 12 Mar row shows Delivered" on a page whose rows are
 * `<div>`s. With no row on the page holding the text, the row meant is the block around the text,
 * as a row scope reads it (locator/scope.ts): the text check reads what sits nearest that text, as
 * it does for a card's caption, never the element showing the text alone.
 */
import type { ParsedTarget } from '../../locator/parse.ts';
import { scopeText } from '../../locator/scope.ts';
import { quietly } from '../../playwright/quiet.ts';
import type { ToolContext } from '../context.ts';

/** The text a row target is named by, read as a caption when no row of the page holds it; undefined otherwise. */
export async function blockRowCaption(ctx: ToolContext, parsed: ParsedTarget): Promise<string | undefined> {
  const text = parsed.text?.trim();
  if (!text || parsed.selector || parsed.scope || parsed.ordinal !== undefined || parsed.pickAny || parsed.roles.length !== 1 || parsed.roles[0] !== 'row')
    return undefined;
  const rows = ctx.page.getByRole('row').filter({ hasText: scopeText(text) });
  const count = await quietly(ctx.page, () => rows.count()).catch(() => 1);
  return count === 0 ? text : undefined;
}
