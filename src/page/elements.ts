/** Layer 2 of the page views: the element list, bounded and grouped so the default observation stays small. */
import type { Page } from '@playwright/test';
import type { ToolResult } from '../common/result.ts';
import { fail } from '../common/result.ts';
import { runInPage } from './runtime/source.ts';
import type { ElementInfo, ElementList, ElementListOptions, RepeatGroup } from './types.ts';
import { runView } from './view.ts';

export const DEFAULT_LIST_LIMIT = 40;
const IMPLIED_ROLES: Record<string, readonly string[]> = {
  a: ['link'], area: ['link'], button: ['button'], summary: ['button'], img: ['img'], textarea: ['textbox'],
  select: ['combobox', 'listbox'], input: ['textbox', 'searchbox', 'spinbutton', 'slider', 'checkbox', 'radio', 'button'],
};
const KINDS = new Set(['button', 'input', 'link', 'select', 'image', 'checkbox', 'radio', 'all']);

/**
 * Lists visible elements of a kind, in document order, with stable indices. One bounded evaluate:
 * it stops after `limit` entries and reports the remaining candidates as a count. Rows of big tables
 * and lists are collapsed after their first 5 items on the first page (offset 0) unless `group: false`;
 * pages after it (offset > 0) are flat, so the offsets the first page hands out reach inside them.
 */
export async function getElementList(page: Page, options: ElementListOptions = {}): Promise<ToolResult<ElementList>> {
  const kind = options.kind ?? 'all';
  const limit = options.limit ?? DEFAULT_LIST_LIMIT;
  const offset = options.offset ?? 0;
  if (!KINDS.has(kind) || !Number.isInteger(limit) || limit < 1 || !Number.isInteger(offset) || offset < 0)
    return fail('INVALID_INPUT', `getElementList: kind must be one of ${[...KINDS].join('|')}, limit ≥ 1, offset ≥ 0 (got ${kind}, ${limit}, ${offset})`);
  return await runView(page, options, async () => {
    const found = await runInPage(page, 'list', { kind, visible: options.visible ?? false, limit, offset, group: options.group ?? offset === 0 });
    const list = { ...found, offset };
    return { ...list, text: renderElementList(list, { kind, limit }) };
  });
}

/** One line per element, then one per collapsed structure, then what to ask for next. */
export function renderElementList(list: Omit<ElementList, 'text'>, request: { kind: string; limit: number }): string {
  const lines: string[] = [];
  const seen = new Map<string, number>();
  for (const item of list.items)
    seen.set(item.text, (seen.get(item.text) ?? 0) + 1);
  // Where a collapsed structure's hidden part starts in the ungrouped list (earlier groups' skipped elements counted in full).
  let skippedBefore = 0;
  const groupLine = (group: RepeatGroup) => {
    const line = renderGroup(group, list.offset + group.after + skippedBefore);
    skippedBefore += group.skippedElements;
    return line;
  };
  list.items.forEach((item, position) => {
    for (const group of list.groups.filter(g => g.after === position))
      lines.push(groupLine(group));
    // The row's text only where the element's own text does not tell it apart.
    lines.push(renderItem(item, (seen.get(item.text) ?? 0) > 1));
  });
  for (const group of list.groups.filter(g => g.after >= list.items.length))
    lines.push(groupLine(group));
  if (!list.items.length)
    lines.push(`No visible ${request.kind === 'all' ? '' : request.kind + ' '}elements${list.offset ? ` after offset ${list.offset}` : ''}.`);
  if (list.frames > 0)
    lines.push(`… ${list.frames} iframe${list.frames === 1 ? '' : 's'} not listed: their elements are in getAriaTree (refs like f1e2).`);
  if (list.more > 0)
    lines.push(`… about ${list.more} more candidates: use offset ${list.offset + list.items.length + skippedBefore} or a kind filter.`);
  return lines.join('\n');
}

function renderItem(item: ElementInfo, withContext: boolean): string {
  const tag = item.tag === 'input' && item.type && item.type !== 'text' ? `input:${item.type}` : item.tag;
  // Native elements imply their role; custom widgets (div role=button, button role=tab) spell it out.
  const parts = [`[${item.index}]`, item.role && !impliedRole(item) ? `${tag}(${item.role})` : tag];
  if (item.text)
    parts.push(JSON.stringify(item.text));
  if (withContext && item.context)
    parts.push(`in ${JSON.stringify(item.context)}`);
  if (item.placeholder)
    parts.push(`placeholder=${JSON.stringify(item.placeholder)}`);
  if (item.value !== undefined)
    parts.push(`value=${JSON.stringify(item.value)}`);
  if (item.href)
    parts.push(`href=${item.href}`);
  if (item.checked !== undefined)
    parts.push(item.checked ? 'checked' : 'unchecked');
  if (!item.enabled)
    parts.push('disabled');
  if (!item.visible)
    parts.push('offscreen');
  if (item.ref)
    parts.push(`ref=${item.ref}`);
  return parts.join(' ');
}

function renderGroup(group: RepeatGroup, resumeAt: number): string {
  return `… ${group.container}: ${group.items} items, elements of the first ${group.shownItems} listed; ${group.skippedElements} more inside (list them with offset ${resumeAt}).`;
}

function impliedRole(item: ElementInfo): boolean {
  return !!item.role && !!IMPLIED_ROLES[item.tag]?.includes(item.role);
}
