/**
 * The words that name items by kind: "5 pet cards", "Luna's card", 图书卡片. Read without a
 * browser (the grammar asks whether a sentence names such an item); item-kind.ts finds them.
 */
import type { ParsedTarget } from './parse.ts';

export interface ItemKind {
  /** The kind word, singular and in English as markup writes it: `card`. */
  kind: string;
  /** The words before it (`pet`), lower case; empty when none is said, or none in English. */
  qualifier: string[];
  /** Words were said before the kind that markup cannot be told by (图书卡片): only a page of one kind of these items answers. */
  unsaid?: true;
}

/** Plural kind words → the word markup names one item by. */
const KINDS: Record<string, string> = {
  cards: 'card', tiles: 'tile', panels: 'panel', boxes: 'box', blocks: 'block', widgets: 'widget', products: 'product', entries: 'entry',
};
/** Chinese kind words (a count's noun is not inflected): the same. */
const ZH_KINDS: Record<string, string> = { 卡片: 'card', 卡: 'card', 商品: 'product', 条目: 'entry', 面板: 'panel', 模块: 'widget' };

/**
 * The kind a counted target names, when it is a plural kind word with at most three words before it
 * (`pet cards`, `search result tiles`) or a Chinese kind word after a name (图书卡片); undefined
 * for anything else, which the search reads as usual.
 */
export function itemKindOf(parsed: ParsedTarget): ItemKind | undefined {
  if (parsed.quoted || parsed.selector || parsed.roles.length || parsed.scope || parsed.ordinal !== undefined || parsed.container !== undefined || parsed.text === undefined)
    return undefined;
  const text = parsed.text.trim();
  const zh = /^(\p{Script=Han}{0,8}?)(卡片|卡|商品|条目|面板|模块)$/u.exec(text);
  if (zh)
    return { kind: ZH_KINDS[zh[2]], qualifier: [], ...(zh[1] ? { unsaid: true as const } : {}) };
  const words = text.toLowerCase().split(/\s+/);
  const kind = KINDS[words[words.length - 1] ?? ''];
  const qualifier = words.slice(0, -1);
  if (!kind || qualifier.length > 3 || !qualifier.every(word => /^[a-z][a-z\d]*$/.test(word)))
    return undefined;
  return { kind, qualifier };
}

/** Container words that name an item markup names by kind, singular: what "Luna's card" is one of. */
const ITEM_WORDS = new Set(Object.values(KINDS));

/** An item named by its caption: "Luna's card", "the pet card for Pickles", 《活着》卡片. */
export interface HeldItem {
  kind: ItemKind;
  caption: string;
}

/**
 * The item a target names by kind and caption, when its container word is a kind of item
 * (`card`, `tile`, `panel`…; not a column, a row or an area) and nothing else is said of it (no
 * scope, position or role). Undefined for any other target.
 */
export function heldItemOf(parsed: ParsedTarget): HeldItem | undefined {
  if (parsed.container === undefined || !parsed.text || parsed.scope || parsed.selector || parsed.roles.length || parsed.ordinal !== undefined || parsed.pickAny)
    return undefined;
  const zh = ZH_KINDS[parsed.container.trim()];
  if (zh)
    return { kind: { kind: zh, qualifier: [] }, caption: parsed.text };
  const words = parsed.container.toLowerCase().trim().split(/\s+/);
  const kind = words.pop() ?? '';
  if (!ITEM_WORDS.has(kind) || words.length > 2 || !words.every(word => /^[a-z][a-z\d]*$/.test(word)))
    return undefined;
  return { kind: { kind, qualifier: words }, caption: parsed.text };
}
