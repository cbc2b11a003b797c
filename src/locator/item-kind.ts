/**
 * Items counted by their kind: "5 pet cards", "3 product tiles", 5 张图书卡片. A page draws such
 * items as blocks its markup names by kind (`class="pet-card"`, `data-testid="product-tile"`), and
 * holds them in a container it names by the plural (`id="pet-cards"`): what is counted is the
 * items, never that container, which a search by name would find (one element, whatever the count).
 */
import type { Locator } from '@playwright/test';
import { engineSelector, registerEngine } from '../playwright/engines.ts';
import type { HeldItem, ItemKind } from './item-words.ts';

/** The items of that kind in `root`, outermost only (a card's own parts named `pet-card__head` are not cards). */
export function itemsOfKind(root: { locator(selector: string): Locator }, kind: ItemKind): Locator {
  return root.locator(engineSelector(ENGINE, kind));
}

/**
 * The items of the kind whose caption holds `caption` (matched as `matcher` reads it): an item's
 * caption is its first heading, else the text of the first element in it that shows text (the
 * name on a card, above its details). Any item of the kind counts, at any depth, the innermost
 * where one holds another: `Biscuit` listed in a panel of archived pets is no card of Biscuit's,
 * and a page that wraps its cards in a `card` panel still has the pet's own card. Where the page
 * marks no item with the qualifier said (`pet card`, markup `card`), items of the kind alone count.
 */
export function heldItems(root: { locator(selector: string): Locator }, held: HeldItem, matcher: RegExp): Locator {
  return root.locator(engineSelector(ENGINE, { ...held.kind, caption: { source: matcher.source, flags: matcher.flags } }));
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
    var all = root.querySelectorAll('*');
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
    if (want.caption) {
      var wanted = new RegExp(want.caption.source, want.caption.flags);
      var marked = [];
      for (var m = 0; m < all.length; m++) if (tokenOf(all[m])) marked.push(all[m]);
      if (!marked.length && joined) {
        joined = null;
        for (var n = 0; n < all.length; n++) if (tokenOf(all[n])) marked.push(all[n]);
      }
      var shows = function (el) { return !el.checkVisibility || el.checkVisibility(); };
      var captionOf = function (item) {
        var heading = item.querySelector('h1, h2, h3, h4, h5, h6, [role="heading"]');
        if (heading && shows(heading) && heading.textContent.trim()) return heading.textContent;
        var walker = item.ownerDocument.createTreeWalker(item, NodeFilter.SHOW_TEXT);
        for (var node = walker.nextNode(); node; node = walker.nextNode()) {
          var parent = node.parentElement;
          if (!node.nodeValue.trim() || !parent || parent.closest('script, style, template, noscript') || !shows(parent)) continue;
          return parent.textContent;
        }
        return '';
      };
      var holding = marked.filter(function (item) { return wanted.test(captionOf(item).replace(/\\s+/g, ' ').trim()); });
      return holding.filter(function (item) { return !holding.some(function (other) { return other !== item && item.contains(other); }); });
    }
    var found = [];
    var kinds = {};
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
