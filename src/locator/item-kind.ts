/**
 * Items counted by their kind: "5 pet cards", "3 product tiles", 5 张图书卡片. A page draws such
 * items as blocks its markup names by kind (`class="pet-card"`, `data-testid="product-tile"`), and
 * holds them in a container it names by the plural (`id="pet-cards"`): what is counted is the
 * items, never that container, which a search by name would find (one element, whatever the count).
 */
import type { Locator } from '@playwright/test';
import { engineSelector, registerEngine } from '../playwright/engines.ts';
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

/** The items of that kind in `root`, outermost only (a card's own parts named `pet-card__head` are not cards). */
export function itemsOfKind(root: { locator(selector: string): Locator }, kind: ItemKind): Locator {
  return root.locator(engineSelector(ENGINE, kind));
}

const ENGINE = 'specwright_item_kind';

/**
 * An element is an item of the kind when one of its class tokens, or its test id, is the kind word
 * with the qualifier before it (`pet-card`, `pet_card`, `petCard`, `PetCard`); with no qualifier,
 * the kind word alone or after another word (`card`, `product-card`). With words that cannot be
 * told (`unsaid`), only a page whose items are all of one such token counts them.
 */
const ENGINE_SOURCE = `({
  queryAll(root, body) {
    var want = JSON.parse(decodeURIComponent(body));
    var kind = want.kind;
    var joined = want.qualifier.length ? [want.qualifier.join('-') + '-' + kind, want.qualifier.join('_') + '_' + kind, want.qualifier.join('') + kind] : null;
    var tokenOf = function (el) {
      var tokens = (el.getAttribute('class') || '').split(/\\s+/);
      ['data-testid', 'data-test', 'data-test-id', 'data-qa', 'data-cy'].forEach(function (name) { var v = el.getAttribute(name); if (v) tokens.push(v); });
      for (var i = 0; i < tokens.length; i++) {
        var token = tokens[i].toLowerCase();
        if (!token) continue;
        if (joined ? joined.indexOf(token) >= 0 : token === kind || token.slice(-kind.length - 1) === '-' + kind || token.slice(-kind.length - 1) === '_' + kind || (tokens[i].slice(-kind.length) === kind.charAt(0).toUpperCase() + kind.slice(1) && token.length > kind.length))
          return token;
      }
      return null;
    };
    var found = [];
    var kinds = {};
    var all = root.querySelectorAll('*');
    for (var i = 0; i < all.length; i++) {
      var el = all[i];
      var token = tokenOf(el);
      if (!token) continue;
      var outer = true;
      for (var up = el.parentElement; up && up !== root; up = up.parentElement)
        if (tokenOf(up)) { outer = false; break; }
      if (!outer) continue;
      found.push(el);
      kinds[token] = true;
    }
    if (want.unsaid && Object.keys(kinds).length > 1) return [];
    return found;
  }
})`;

void registerEngine(ENGINE, ENGINE_SOURCE);
