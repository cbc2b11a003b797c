/** Layer 2 of the page views: the element list, bounded and grouped so the default observation stays small. */
import type { Page } from '@playwright/test';
import type { ToolResult } from '../tools/result.ts';
import { fail } from '../tools/result.ts';
import { runInPage } from './runtime/source.ts';
import type { ElementInfo, ElementList, ElementListOptions, RepeatGroup } from './types.ts';
import { runView } from './view.ts';

export const DEFAULT_LIST_LIMIT = 40;
const NATIVE = new Set(['input', 'select', 'textarea', 'a', 'button', 'img', 'summary', 'area']);
const KINDS = new Set(['button', 'input', 'link', 'select', 'image', 'checkbox', 'radio', 'all']);

/**
 * Lists visible elements of a kind, in document order, with stable indices. One bounded evaluate:
 * it stops after `limit` entries and reports the remaining candidates as a count. Rows of big tables
 * and lists are collapsed after their first 3 items unless `group: false`.
 */
export async function getElementList(page: Page, options: ElementListOptions = {}): Promise<ToolResult<ElementList>> {
  const kind = options.kind ?? 'all';
  const limit = options.limit ?? DEFAULT_LIST_LIMIT;
  const offset = options.offset ?? 0;
  if (!KINDS.has(kind) || !Number.isInteger(limit) || limit < 1 || !Number.isInteger(offset) || offset < 0)
    return fail('INVALID_INPUT', `getElementList: kind must be one of ${[...KINDS].join('|')}, limit ≥ 1, offset ≥ 0 (got ${kind}, ${limit}, ${offset})`);
  return await runView(page, options, async () => {
    const found = await runInPage(page, 'list', { kind, visible: options.visible ?? false, limit, offset, group: options.group ?? true });
    const list = { ...found, offset };
    return { ...list, text: renderElementList(list, { kind, limit }) };
  });
}

/** One line per element, then one per collapsed structure, then what to ask for next. */
export function renderElementList(list: Omit<ElementList, 'text'>, request: { kind: string; limit: number }): string {
  const lines: string[] = [];
  list.items.forEach((item, position) => {
    for (const group of list.groups.filter(g => g.after === position))
      lines.push(renderGroup(group));
    lines.push(renderItem(item));
  });
  for (const group of list.groups.filter(g => g.after >= list.items.length))
    lines.push(renderGroup(group));
  if (!list.items.length)
    lines.push(`No visible ${request.kind === 'all' ? '' : request.kind + ' '}elements${list.offset ? ` after offset ${list.offset}` : ''}.`);
  if (list.more > 0)
    lines.push(`… about ${list.more} more candidates: use offset ${list.offset + list.items.length} or a kind filter.`);
  return lines.join('\n');
}

function renderItem(item: ElementInfo): string {
  const tag = item.tag === 'input' && item.type && item.type !== 'text' ? `input:${item.type}` : item.tag;
  // Native elements imply their role; only custom widgets (div role=button…) need it spelled out.
  const parts = [`[${item.index}]`, item.role && !NATIVE.has(item.tag) ? `${tag}(${item.role})` : tag];
  if (item.text)
    parts.push(JSON.stringify(item.text));
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

function renderGroup(group: RepeatGroup): string {
  return `… ${group.container}: ${group.items} items, elements of the first ${group.shownItems} listed; ${group.skippedElements} more inside (use group:false with offset, or a kind filter).`;
}
