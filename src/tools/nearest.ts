/** When a description finds nothing: the visible elements whose names come closest, for the failure message. */
import { distance } from 'fastest-levenshtein';
import { getElementList } from '../page/elements.ts';
import type { ElementInfo } from '../page/types.ts';
import { parseTarget } from '../locator/parse.ts';
import type { ToolContext } from './context.ts';

const MAX_NEAREST = 3;
/** Elements read from the page at most; the list is read once, on failure only. */
const LIST_LIMIT = 300;

/**
 * Up to three visible elements named like the target's text (`button "Log in"`), closest first, or
 * nothing when none is close: evidence for a person, never a candidate the step acts on.
 */
export async function nearestElements(ctx: ToolContext, target: string): Promise<string[]> {
  const wanted = normalize(parseTarget(target).text ?? '');
  if (!wanted)
    return [];
  const list = await getElementList(ctx.page, { limit: LIST_LIMIT, group: false, secrets: ctx.secrets });
  if (!list.ok)
    return [];
  return list.data.items
    .map(item => ({ item, score: closeness(wanted, normalize(item.text)) }))
    .filter(entry => entry.score >= 0.5)
    .sort((a, b) => b.score - a.score || a.item.index - b.item.index)
    .slice(0, MAX_NEAREST)
    .map(({ item }) => describe(item));
}

/** 1 for the same words; a shared word or a small edit distance scores ≥ 0.5; unrelated names near 0. */
function closeness(wanted: string, name: string): number {
  if (!name)
    return 0;
  const edit = 1 - distance(wanted, name) / Math.max(wanted.length, name.length);
  const words = new Set(name.split(' '));
  const shared = wanted.split(' ').filter(word => word.length > 1 && words.has(word)).length;
  const overlap = shared / Math.max(wanted.split(' ').length, words.size);
  return Math.max(edit, overlap > 0 ? 0.5 + overlap / 2 : 0);
}

function normalize(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

function describe(item: ElementInfo): string {
  const kind = item.role ?? item.kind;
  return `${kind} ${JSON.stringify(item.text)}${item.context ? ` in "${item.context}"` : ''}`;
}
