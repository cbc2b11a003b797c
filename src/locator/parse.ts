/** parseTarget: a target description (English or Chinese) or a prefixed selector → a structured query. Pure. */
import { sanitizeTarget } from './clean.ts';
import { looksLikeCss, looksLikeXPath } from './css.ts';
import { looksLikeLocatorCode, parseLocatorCode, type CodeCall } from './code.ts';
import { readPrefix, type SelectorEngine } from './prefixes.ts';
import { QUOTE_PAIRS, quotedSpans } from './quotes.ts';
import { CONTAINER_WORDS, REGION_WORDS, ROLE_WORDS, type RoleName } from './vocabulary.ts';
import { readOrdinal, stripFiller, type Ordinal } from './words.ts';
import type { ItemKind } from './item-words.ts';


export interface ExplicitSelector {
  engine: SelectorEngine;
  value: string;
  /** For `role:button[name="Save"]`. */
  role?: string;
  name?: string;
  /** `css` chosen because the text parsed as CSS, not because of a prefix: fall back to words if it finds nothing. */
  guessed?: boolean;
  /** Engine `code`: the Playwright locator calls, read at compile time. */
  chain?: CodeCall[];
  /** Why the selector cannot be used (locator code that does not read): a compile error, or INVALID_INPUT at run time. */
  error?: string;
}

export interface TargetScope {
  /** Text the container holds ("Backpack"). */
  text?: string;
  /** Container roles named in the scope ("row", "dialog"). */
  roles: RoleName[];
  /** CSS of a named region ("header", "页脚"). */
  region?: string;
  /** The scope is an iframe, named by `text` (its title, name, aria-label or id). */
  frame?: boolean;
  description: string;
  /** An ordinal or "any" the scope was said with ("the second row"): not counted, so the target is refused (notReadWhy). */
  position?: string;
  /**
   * The scope was said as a place beside it ("next to", "near", "beside", 旁边, 附近), not around
   * it: read only for a text (the item nearest it), refused for an element or a region, whose
   * inside is where the search would look (notReadWhy).
   */
  beside?: string;
  /** Words of the scope phrase the search would not look for (a side: "to the left of", 左边; "quickly"): refused. */
  unread?: string;
  /**
   * Only containers of the roles whose accessible name (a fieldset's legend, aria-label) says the
   * text, in any case: a group said in running words ("the visit type" for the legend "Visit type").
   */
  named?: true;
}

export interface ParsedTarget {
  raw: string;
  selector?: ExplicitSelector;
  /** The name to look for: quoted text, or the words left once role words and filler are gone. */
  text?: string;
  quoted: boolean;
  roles: RoleName[];
  roleWord?: string;
  icon: boolean;
  /** 1-based; -1 for "last". */
  ordinal?: Ordinal;
  /** "any"/"a" or an ordinal: several matches are fine. */
  pickAny: boolean;
  /**
   * The words with their ordinal word kept, when unquoted words follow it: "the First name field"
   * may name the field labelled "First name" or the first field named "name" (第一联系人输入框, the
   * field labelled 第一联系人 or the first named 联系人). The name is looked for first; only when
   * nothing bears it is the ordinal counted, among whole names alone (and, for a kind of input such
   * as "password", the inputs of that type).
   */
  asWords?: string;
  /** The kind words of a container said around a quoted caption ("column" in `the "To do" column`): see containerCaption. */
  container?: string;
  /** A heading's level: 1 for the page's own heading ("the page heading", "the main title", 页面标题). */
  level?: number;
  /**
   * The words as one name, when they also read as a control on an item ("View recipe on Chickpea
   * Curry", see ownerScope): an element of that whole name is looked for first, by whole names only.
   */
  whole?: string;
  /** Set by the search for the ordinal reading of `asWords`: no partial name matches. */
  wholeNamesOnly?: boolean;
  /**
   * "the Check-up visit type", "the SMS reminder": a capitalized name, then lowercase words that
   * may name the group it is one of (a fieldset's legend, a labelled group). Only when nothing bears
   * the words as they are is the name looked for in that group (the option "Check-up" in the group
   * named "visit type").
   */
  inGroup?: { text: string; scope: TargetScope };
  /** Set by a count for items counted by their kind ("5 pet cards"): those are found by markup alone (item-kind.ts). */
  items?: ItemKind;
  scope?: TargetScope;
  /**
   * Words beside a quoted name that are neither its role word, filler nor a scope ("quickly",
   * "below the table", a second quoted name): the description says more than the search would look
   * for, so the grammar does not plan it (strict.ts) and the locator refuses it.
   */
  unread?: string;
}

/**
 * Why the locator does not look for this description, or undefined: words beside a quoted name it
 * does not read (ParsedTarget.unread), or a position among containers ("in the second row"), which
 * it does not count. One line, for a compile error or a tool's.
 */
export function notReadWhy(parsed: ParsedTarget): string | undefined {
  if (parsed.unread !== undefined)
    return `the words ${JSON.stringify(parsed.unread)} beside the name ${JSON.stringify(parsed.text)} are not read as a role, a scope or a position, and a search without them would check less than it says; put the whole name in quotes, or say where with "in …", "for …" or "next to …"`;
  const scope = parsed.scope;
  if (scope?.position !== undefined)
    return uncountedScopeWhy(scope.position, scope.description);
  if (scope?.unread !== undefined)
    return `the words ${JSON.stringify(scope.unread)} in ${JSON.stringify(scope.description)} are not read, and a search without them would look somewhere else or check less; a side of an element (left of, above, 下方) is not looked for: say next to a text the element is beside, as in 'the checkbox next to "Ada"', or name the container it is in`;
  if (scope?.beside !== undefined && (scope.roles.length > 0 || scope.region !== undefined || scope.frame))
    return `"${scope.beside}" ${JSON.stringify(scope.description)} names a place beside an element, and the search would look inside it; say next to a text it shows, as in 'the icon next to "Delete"', or the container the element is in, as in 'in the row with "Ada"'`;
  return undefined;
}

/** Why a scope said by its position (`last` in "the last row") is not looked in. */
export function uncountedScopeWhy(position: string, description: string): string {
  return `the position ${JSON.stringify(position)} in ${JSON.stringify(description)} is not counted among containers (is a table's header row the first?); name the container by a text it holds, as in 'in the row with "Bob"'`;
}

const ROLE_SELECTOR = /^([a-z]+)\s*(?:\[\s*name\s*=\s*(["'])([\s\S]*)\2\s*[is]?\s*\])?$/i;
const REF = /^\[?ref\s*=\s*((?:f\d+)?e\d+)\]?$/i;

export function parseTarget(input: string): ParsedTarget {
  const raw = sanitizeTarget(input).cleaned;
  const wrapped = QUOTE_PAIRS[input.trim()[0]] !== undefined && QUOTE_PAIRS[raw[0]] === undefined;
  const explicit = readExplicitSelector(raw);
  if (explicit)
    return { raw, selector: explicit, quoted: false, roles: [], icon: false, pickAny: false };
  if (looksLikeCss(raw))
    return { raw, selector: { engine: 'css', value: raw, guessed: true }, text: raw, quoted: false, roles: [], icon: false, pickAny: false };
  // A description quoted as a whole ("Shadow btn") is the element's text, not words to read.
  if (wrapped)
    return { raw, text: raw, quoted: true, roles: [], icon: false, pickAny: false };
  return parseWords(raw);
}

/** The description read as words only: for text that looked like CSS but the browser rejected. */
export function parseWords(input: string): ParsedTarget {
  const raw = sanitizeTarget(input).cleaned;
  const { skeleton, texts } = maskQuotes(raw);
  const split = splitScope(skeleton);
  const landmark = LANDMARKS[split.target.replace(LEADING_ARTICLES, '').trim().toLowerCase()];
  const target: Phrase = landmark ? { quoted: false, roles: [landmark], roleWord: split.target.replace(LEADING_ARTICLES, '').trim(), icon: false, pickAny: false }
    : zhHeld(split.target) ?? readPhrase(split.target, texts);
  const scope = split.scope === undefined ? undefined : readScope(split.scope, texts, split.connector);
  return { raw, ...target, scope, ...(split.owner ? { whole: skeleton.trim().replace(LEADING_ARTICLES, '') } : {}) };
}

/**
 * A page region said alone, as the element a check reads: "the header shows "Priya"" is the page's
 * banner, not its headings ("the Status header" stays a heading or a column's header), "the footer"
 * its footer. By landmark role, so a <header> inside an article is not the page's header.
 */
const LANDMARKS: Record<string, RoleName> = {
  'header': 'banner', 'page header': 'banner', 'site header': 'banner', 'top bar': 'banner', 'header bar': 'banner',
  'footer': 'contentinfo', 'page footer': 'contentinfo', 'site footer': 'contentinfo',
  'nav': 'navigation', 'navbar': 'navigation', 'nav bar': 'navigation', 'navigation bar': 'navigation', 'navigation': 'navigation',
  'sidebar': 'complementary', 'side bar': 'complementary', 'main content': 'main', 'main area': 'main',
  '页头': 'banner', '页眉': 'banner', '顶部栏': 'banner', '页脚': 'contentinfo', '导航栏': 'navigation', '侧边栏': 'complementary', '主内容': 'main',
};

/**
 * 李敏的卡片, 陈晓东的医生卡片, 张小明那一行: an item said by the name it shows, unquoted, and its kind
 * (a card; a row, which 这一行 says of any item of a list): as “李敏”卡片 and the "Bob" row are.
 */
function zhHeld(words: string): Phrase | undefined {
  const card = /^(.+?)\s*的\s*(?:\p{Script=Han}{1,4}?)?卡片$/u.exec(words.trim());
  const owner = card ? zhItemName(card[1]) : undefined;
  if (owner)
    return { text: owner, quoted: false, roles: [], icon: false, pickAny: false, container: '卡片' };
  const row = ZH_ROW_OF.exec(words.trim());
  return row ? { text: row[1], quoted: false, roles: ['row', 'listitem'], roleWord: '行', icon: false, pickAny: false } : undefined;
}

/** A prefixed selector (the one table, src/locator/prefixes.ts), Playwright locator code, a ref or XPath. */
function readExplicitSelector(raw: string): ExplicitSelector | undefined {
  if (looksLikeLocatorCode(raw)) {
    const code = parseLocatorCode(raw);
    return code.ok ? { engine: 'code', value: raw, chain: code.chain } : { engine: 'code', value: raw, error: `locator code that does not read: ${code.message}` };
  }
  const prefixed = readPrefix(raw);
  if (prefixed) {
    const { engine } = prefixed;
    const value = engine === 'playwright' ? prefixed.value : sanitizeTarget(prefixed.value).cleaned;
    if (engine === 'role') {
      const role = ROLE_SELECTOR.exec(value);
      return role ? { engine, value, role: role[1].toLowerCase(), name: role[3] } : { engine, value, role: value.toLowerCase() };
    }
    if (engine === 'ref')
      return { engine, value: value.replace(/^\[?ref\s*=\s*/i, '').replace(/\]$/, '') };
    return { engine, value };
  }
  const ref = REF.exec(raw);
  if (ref)
    return { engine: 'ref', value: ref[1] };
  if (looksLikeXPath(raw))
    return { engine: 'xpath', value: raw };
  return undefined;
}

interface Phrase {
  text?: string;
  quoted: boolean;
  unread?: string;
  roles: RoleName[];
  roleWord?: string;
  icon: boolean;
  ordinal?: Ordinal;
  pickAny: boolean;
  asWords?: string;
  container?: string;
  /** The words as one element's whole name, looked for first (ParsedTarget.whole). */
  whole?: string;
  level?: number;
}

/** Quoted parts (the one quote table, src/locator/quotes.ts) become \uE000N\uE001 so the scope and word rules never look inside them. */
function maskQuotes(raw: string): { skeleton: string; texts: string[] } {
  const texts: string[] = [];
  let skeleton = '';
  let last = 0;
  for (const span of quotedSpans(raw, { variables: false })) {
    skeleton += raw.slice(last, span.start) + `\uE000${texts.length}\uE001`;
    texts.push(raw.slice(span.start + 1, span.end - 1));
    last = span.end;
  }
  return { skeleton: skeleton + raw.slice(last), texts };
}

const EN_SCOPE = /^(.+?)\s+((?:to the\s+)?(?:left|right)(?:-hand side)? of|for|of|in|inside|within|under|on|from|next to|near|beside)\s+(.+)$/i;
/** Connectors that say beside the scope, not in it (TargetScope.beside). */
const BESIDE_EN = /^(?:next to|near|beside)$/i;
/** A side of the scope (left of, right of): not looked for, so refused (TargetScope.unread). */
const SIDE_EN = /^(?:to the\s+)?(?:left|right)(?:-hand side)? of$/i;
/** A scope phrase ending in a place beside it (旁边), or a side of it (左边, 下方), which is not looked for. */
const BESIDE_ZH = /(?:旁边|附近|边上|一旁|身边|周围|周边)$/u;
const SIDE_ZH = /(?:左边|右边|左侧|右侧|左方|右方|上方|下方|上面|下面|前面|后面|对面|左|右)$/u;
const ZH_IN = /^在\s*(.+?)\s*(?:中|里|内|里面|上|下)\s*(?:的)?\s*(.+)$/;
const ZH_NAMED = /^(?:名为|名叫|叫做|叫|标有|写着|显示为|文字为|文本为|文案为|标签为)\s*\uE000\d+\uE001$/u;
const ZH_OF = /^(.+?)\s*(?:中的|里的|内的|下的|上的|的)\s*(.+)$/;
const ZH_REGION_IN = /^(\p{Script=Han}{2,5}?)\s*(?:中|里|内|上)(?!的)\s*(.+)$/u;

function splitScope(skeleton: string): { target: string; scope?: string; connector?: string; owner?: true } {
  const zhIn = ZH_IN.exec(skeleton);
  if (zhIn && isScopePhrase(zhIn[1]))
    return { target: zhIn[2], scope: zhIn[1] };
  // 页眉中借阅车数量, 侧边栏里"设置": a region said first, then what is in it (with no 的 between).
  const zhRegion = ZH_REGION_IN.exec(skeleton.trim());
  if (zhRegion && REGION_WORDS[zhRegion[1]] !== undefined && zhRegion[2].trim())
    return { target: zhRegion[2], scope: zhRegion[1] };
  const zhOf = ZH_OF.exec(skeleton);
  // 名为"保存"的按钮 is the button named 保存, not a button inside something that says it.
  // "删除"的按钮 is the button named 删除 too: a quoted name alone before 的 and a role word alone after it.
  const zhNamed = zhOf && (ZH_NAMED.test(zhOf[1].trim()) || (/^\uE000\d+\uE001$/.test(zhOf[1].trim()) && ROLE_WORDS[stripFiller(zhOf[2]).toLowerCase()] !== undefined));
  if (zhOf && isScopePhrase(zhOf[1]) && zhOf[2].trim() && !zhNamed)
    return { target: zhOf[2], scope: zhOf[1] };
  // 李娜的"通过"按钮, BX-2024-0312 的"查看": the quoted control of an item named unquoted (ZH_OWNER).
  if (zhOf && !zhNamed && (/^\s*\uE000\d+\uE001/.test(zhOf[2]) || SYMBOL_CONTROL.test(zhOf[2])) && zhOwner(zhOf[1]))
    return { target: zhOf[2], scope: zhOf[1] };
  // 川味小馆的状态, 订单 DD20261129003 的状态: a property of an item named unquoted (or by its kind and
  // id, which the item shows alone): that property where the item is, as 《活着》的状态 is.
  const propertyOwner = zhOf && !zhNamed && ZH_PROPERTY.test(zhOf[2].trim()) ? zhItemName(zhOf[1]) : undefined;
  if (zhOf && propertyOwner)
    return { target: zhOf[2], scope: propertyOwner };
  // Try every connector position: the first whose right side names a container wins.
  for (let from = 0; ;) {
    const rest = skeleton.slice(from);
    const match = EN_SCOPE.exec(rest);
    if (!match)
      return ownerScope(skeleton) ?? quotedControlOwner(skeleton) ?? { target: skeleton };
    const left = skeleton.slice(0, from) + match[1];
    // "the row for "Bob"", "the card of Luna": the container holding that name, as "the row with
    // "Bob"" is, not another row inside the one showing it.
    if (/^(?:for|of)$/i.test(match[2]) && holderWord(left) && HELD_NAME.test(match[3])) {
      // "the row for the 10:30 appointment": the time or id it shows, the word after it saying what it is.
      const literal = HELD_LITERAL.exec(match[3]);
      return splitScope(`${left} with ${literal ? literal[1] : match[3]}`);
    }
    if (isScopePhrase(match[3]) && left.trim())
      return { target: left, scope: match[3], connector: match[2].toLowerCase().replace(/\s+/g, ' ') };
    from += match[1].length + 1;
  }
}

/** A lone container word, with its article at most: "the row", "card", "an item". */
function holderWord(words: string): boolean {
  const word = words.trim().replace(LEADING_ARTICLES, '').toLowerCase();
  return CONTAINER_WORDS.has(word) || CONTAINER_ROLE_WORDS.has(word);
}

/** What a container is named by after "for" or "of": a quoted text, or a capitalized name or a number. */
const HELD_NAME = /^\s*(?:the\s+)?(?:\uE000\d+\uE001|\p{Lu}|#?\d)/u;
/** A time, a date or an id, then one plain word saying what it is ("the 10:30 appointment", "#1003 order"). */
const HELD_LITERAL = /^\s*(?:the\s+)?(#?\d[\d:./-]*(?:\s*[ap]m)?)\s+[a-z]+$/i;

/**
 * "View recipe on Chickpea Curry", "Renew for The Baker's Almanac": a control named unquoted, on or
 * for an item named by its capitalized name, is the control of the item nearest that name (as
 * 李娜的"通过" is). The words may also be one control's whole name ("Sign up for Newsletter"), which
 * is looked for first (ParsedTarget.whole). Only words, on either side: a quoted name, a kind of
 * element or a container word is read by the other forms.
 */
function ownerScope(skeleton: string): { target: string; scope: string; connector: string; owner: true } | undefined {
  const match = /^(.+?)\s+(on|for)\s+(?:the\s+)?(.+)$/i.exec(skeleton.trim());
  if (!match || /\uE000/.test(skeleton))
    return undefined;
  const [, control, connector, owner] = match;
  const name = control.replace(LEADING_ARTICLES, '');
  if (!name || name.split(/\s+/).length > 3 || !/^\p{Lu}/u.test(name) || !NAME_WORDS.test(owner) || ownerWordsRead(owner))
    return undefined;
  return { target: control, scope: owner, connector: connector.toLowerCase(), owner: true };
}

/**
 * `"Request refund" for ORD-1045`, `the "+" button for VIP`: a quoted control for or on an item named
 * unquoted by its capitalized name or its id is that control of the item nearest the name, as
 * BX-2024-0312 的"查看" is. Only the control's quoted name and a role word may come before.
 */
function quotedControlOwner(skeleton: string): { target: string; scope: string; connector: string } | undefined {
  const match = /^((?:the\s+)?\uE000\d+\uE001(?:\s+[a-z]+)?)\s+(on|for)\s+(?:the\s+)?([^\uE000]+)$/iu.exec(skeleton.trim());
  if (!match) return undefined;
  const [, control, connector, owner] = match;
  const role = /\uE001\s+([a-z]+)$/iu.exec(control)?.[1];
  if ((role && ROLE_WORDS[role.toLowerCase()] === undefined) || !NAME_WORDS.test(owner) || ownerWordsRead(owner))
    return undefined;
  return { target: control, scope: owner, connector: connector.toLowerCase() };
}

/** Words another reading takes: a count ("for 2 Nights"), a role or container word, a region. */
function ownerWordsRead(owner: string): boolean {
  const words = owner.toLowerCase().split(/\s+/);
  const last = words[words.length - 1] ?? '';
  return words.length > 6 || /^\d+\s+\p{L}/u.test(owner) || ROLE_WORDS[last] !== undefined || CONTAINER_WORDS.has(last) || CONTAINER_ROLE_WORDS.has(last) || REGION_WORDS[owner.toLowerCase()] !== undefined;
}

/** Whether words name a container a target may be looked for in (`the row "Ada"`, `"Billing"`, `the header`), as after "in". */
export function namesScope(words: string): boolean {
  return isScopePhrase(maskQuotes(words.trim()).skeleton);
}

/** A scope names quoted text, a region ("the header") or a container role ("the dialog"). */
function isScopePhrase(phrase: string): boolean {
  if (/\uE000\d+\uE001/.test(phrase))
    return true;
  const words = stripFiller(phrase.toLowerCase());
  if (words in REGION_WORDS)
    return true;
  // "the Bike Light card", "the Ada row": a name followed by a container word.
  const last = words.split(' ').pop() ?? '';
  if (words.includes(' ') && (CONTAINER_WORDS.has(last) || CONTAINER_ROLE_WORDS.has(last) || FRAME_WORDS.has(last)))
    return true;
  // 李娜那一行, BX-2024-0311 这一行: the row of a name said unquoted, as Chinese says it.
  if (ZH_ROW_OF.test(phrase.trim()))
    return true;
  // 第一行, 最后一张卡片: a container by its position (read as one, and refused as the English is).
  if (/^(?:第\s*[一二两三四五六七八九十\d]+|最后一?|倒数第\s*[一二两三四五六七八九十\d]+)\s*(?:个|张|条)?\s*(?:行|列|卡片|项|条目|条记录|个条目)$/u.test(phrase.trim()))
    return true;
  // "the row for Linen Throw Pillow", "the card with Ada Lovelace": a container word, then the name it holds, capitalized.
  const holding = CONTAINER_HOLDING.exec(phrase.trim());
  return !!holding && (CONTAINER_WORDS.has(holding[1].toLowerCase()) || CONTAINER_ROLE_WORDS.has(holding[1].toLowerCase())) && (NAME_WORDS.test(holding[2]) || HELD_LITERAL.test(holding[2]));
}

/**
 * An item named unquoted before 的: a short Chinese name (李娜) that is no word of the vocabulary
 * (表单, 顶部, 对话框 say a kind or a place), or an id with a digit (BX-2024-0312).
 */
function zhOwner(phrase: string): boolean {
  const p = phrase.trim();
  if (/^[\p{L}\d][\p{L}\d#._-]*\d[\p{L}\d#._-]*$/u.test(p) && !/\p{Script=Han}/u.test(p))
    return true;
  // 满50减10, 3号桌: a name of Chinese and digits (a coupon's, a table's), never a position (第2个, 前3条).
  if (/^(?=.*\d)(?=.*\p{Script=Han})[\p{Script=Han}\d.]{2,12}$/u.test(p) && !/^[第前后最]|[个条项行列页]$/u.test(p))
    return true;
  // A kind said in one character (行, 列, 页) ends the phrase that names one; inside a name it is a
  // character of the name (自行车灯).
  return /^\p{Script=Han}{2,8}$/u.test(p) && !BESIDE_ZH.test(p) && !SIDE_ZH.test(p)
    && !ZH_VOCABULARY.some(word => word.length > 1 ? p.includes(word) : p.endsWith(word)) && !ZH_FUNCTION_WORDS.some(word => p.includes(word));
}

/** What an item has, said after its name and 的: its status, price, stock, rating… */
const ZH_PROPERTY = /^(?:状态|当前状态|订单状态|价格|单价|售价|总价|金额|数量|库存|评分|类型|类别|等级|优先级|角色|标签|进度|余额|有效期|截止日期|到期日期)$/u;

/** Words for a kind of item, not one item's name. */
const ZH_ITEM_KINDS = /^(?:该|此|这个|那个|当前|第一个|最后一个|最新的?)?(?:订单|商品|用户|账号|账户|文章|任务|项目|产品|菜品|餐厅|店铺|商家|图书|书籍|课程|活动|优惠券|会员|员工|客户|申请|记录|消息|评论|地址|套餐|房间|预约|工单|请求|条目|菜单)$/u;

/** An item named unquoted: a name zhOwner takes, or a kind word then an id ("订单 DD20261129003" → the id, as the item shows it). */
function zhItemName(phrase: string): string | undefined {
  const p = phrase.trim();
  // 订单的状态 names no item: a kind of them, of which a page may show many.
  if (ZH_ITEM_KINDS.test(p))
    return undefined;
  // 川味小馆·高新店: a branch's name after a middle dot is a part of the name.
  if (zhOwner(p) || p.split(/[·・]/u).every(part => zhOwner(part)))
    return p;
  const kindAndId = /^\p{Script=Han}{1,4}\s*([A-Za-z\d][\w#.-]*\d[\w#.-]*)$/u.exec(p);
  return kindAndId ? kindAndId[1] : undefined;
}

/** A control that is a sign alone (红油抄手的 +): a name as a quoted one is. */
const SYMBOL_CONTROL = /^\s*[+\-−×✕✖＋－]\s*$/u;

/** A name (Chinese, or letters and digits with no space) before 那一行, 这一行, 所在行. */
const ZH_ROW_OF = /^(\p{Script=Han}{2,6}|[\p{L}\d][\p{L}\d#._-]{1,30})\s*(?:那一行|这一行|那行|这行|所在行|所在的行)$/u;
const CONTAINER_HOLDING = /^(?:the\s+)?([a-z]+)\s+(?:for|with|of|containing|showing)\s+(.+)$/i;
/** An unquoted name: capitalized words or numbers, joined by a few small words or a dash (`Linen Throw Pillow`, `Wool Area Rug 5x8`, `#1002`, `10 Mar – 12 Mar`). */
const NAME_WORDS = /^(?:\p{Lu}[\p{L}\d'’&.-]*|#?\d[\w.-]*)(?:\s+(?:\p{Lu}[\p{L}\d'’&.-]*|\d[\w.-]*|of|the|and|x|[–—-]))*$/u;

/**
 * Words of a scope beside its quoted text that only say which kind of container it is ("the
 * "Backpack" product card", "the "Ada" user row", "Bob"所在行): the text is still what the search
 * looks near. Not a second quoted name, a place ("below the table", "after", "left"), or a manner
 * ("quickly"), which say where or how the search would not look.
 */
function modifiesOnly(words: string): boolean {
  return !/["\u201c\u201d]/.test(words) && words.toLowerCase().split(/\s+/).every(word => !PLACE_WORDS.has(word) && !/^[a-z]{3,}ly$/.test(word));
}

const PLACE_WORDS = new Set([
  'above', 'below', 'under', 'underneath', 'beneath', 'over', 'after', 'before', 'behind', 'beside', 'besides', 'near',
  'next', 'left', 'right', 'top', 'bottom', 'of', 'with', 'without', 'in', 'on', 'at', 'by', 'from', 'to', 'into', 'onto',
  'around', 'between', 'across', 'first', 'last', 'then', 'and', 'or', 'not', 'no', 'except', 'but',
]);

/** "in the "Newsletter" frame", "在 "订阅" 框架中": the element is inside that iframe. */
const FRAME_WORDS = new Set(['frame', 'iframe', '框架', '内嵌框架', '内嵌页']);

/** The vocabulary's Chinese words (roles, regions, containers, frames) and words of place and time no name is (zhOwner). */
const ZH_VOCABULARY = [...Object.keys(ROLE_WORDS), ...Object.keys(REGION_WORDS), ...CONTAINER_WORDS, ...FRAME_WORDS, '页']
  .filter(word => /\p{Script=Han}/u.test(word));
/** Words of place, time and pointing that no name holds (当前, 所有, 已, 这, 第). */
const ZH_FUNCTION_WORDS = ['当前', '上方', '下方', '所有', '全部', '每', '第', '已', '未', '验证', '确认', '这', '那', '该', '此'];

const CONTAINER_ROLE_WORDS = new Set(['row', 'dialog', 'modal', 'section', 'region', 'form', 'table', 'list', 'item', 'listitem', 'navigation', 'toolbar']);

function readScope(said: string, texts: string[], connector?: string): TargetScope {
  const description = unmask(said, texts).trim();
  // Where the scope is said to be: beside it, or a side of it (in English the connector, in Chinese the phrase's last word).
  const zhBeside = BESIDE_ZH.exec(said.trim())?.[0];
  const zhSide = zhBeside ? undefined : SIDE_ZH.exec(said.trim())?.[0];
  const phrase = zhBeside || zhSide ? said.trim().slice(0, -(zhBeside ?? zhSide)!.length) : said;
  const beside = connector && BESIDE_EN.test(connector) ? connector : zhBeside;
  const side = connector && SIDE_EN.test(connector) ? connector : zhSide;
  const relation = { ...(beside ? { beside } : {}), ...(side ? { unread: side } : {}) };
  const bare = stripFiller(phrase.toLowerCase());
  if (!/\uE000/.test(phrase) && bare in REGION_WORDS)
    return { region: REGION_WORDS[bare], roles: [], description, ...relation };
  const frameWord = [...FRAME_WORDS].find(word => atEdge(bare, word, 'end'));
  if (frameWord) {
    const text = /\uE000/.test(phrase) ? readPhrase(phrase, texts).text : stripFiller(bare.slice(0, -frameWord.length)) || undefined;
    if (text)
      return { text, roles: [], frame: true, description, ...relation };
  }
  // 李娜那一行, as 在"李娜"这一行 is read: 这一行 is said of any item of a list, not only a table's row,
  // so it is the item nearest the name.
  const zhRow = !/\uE000/.test(phrase) ? ZH_ROW_OF.exec(phrase.trim()) : null;
  if (zhRow)
    return { text: zhRow[1], roles: [], description, ...relation };
  // 李娜的…: the item nearest the name, as 李娜那一行.
  if (!/\uE000/.test(phrase) && zhOwner(phrase))
    return { text: phrase.trim(), roles: [], description, ...relation };
  const read = readPhrase(phrase, texts, CONTAINER_WORDS);
  const position = read.pickAny ? readOrdinal(bare).word ?? bare.split(' ')[0] : undefined;
  const unread = [relation.unread, read.unread !== undefined && !modifiesOnly(read.unread) ? read.unread : undefined].filter(Boolean).join(' ');
  // "in Hannah Müller's row": the row of Hannah Müller. A quoted name is the name as written.
  // "the row for Linen Throw Pillow": the name after the container word, without its preposition.
  const holding = !/\uE000/.test(phrase) ? CONTAINER_HOLDING.exec(phrase.trim()) : null;
  const literal = holding && !NAME_WORDS.test(holding[2]) ? HELD_LITERAL.exec(holding[2]) : null;
  const text = holding && NAME_WORDS.test(holding[2]) ? holding[2] : literal ? literal[1] : read.text !== undefined && !read.quoted ? ownerOf(read.text) : read.text;
  return { text, roles: read.roles, description, ...(position !== undefined ? { position } : {}), ...relation, ...(unread ? { unread } : {}) };
}

function readPhrase(phrase: string, texts: string[], ignore?: ReadonlySet<string>): Phrase {
  let rest = phrase.trim();
  const ordinal = readOrdinal(rest);
  rest = ordinal.rest;
  const quotedIndex = /\uE000(\d+)\uE001/.exec(rest);
  const quotedText = quotedIndex ? texts[Number(quotedIndex[1])] : undefined;
  const otherQuotes = [...rest.matchAll(/\uE000(\d+)\uE001/g)].slice(1).map(m => `"${texts[Number(m[1])]}"`);
  const spoken = rest.replace(/\uE000\d+\uE001/g, ' ').replace(/\s+/g, ' ').replace(WHERE_EVERYTHING_IS, '').trim();
  rest = stripFiller(spoken);
  let role = takeRoleWord(rest) ?? (quotedText !== undefined ? takePluralRoleWord(rest) : undefined);
  // "the filter": a word that is a kind only after a name is, alone, the name; before the rest
  // ("the "Approved" filter chip") it says what the rest is, and is no kind of its own.
  if (role?.word.afterName && ((quotedText === undefined && !stripFiller(role.rest)) || role.edge === 'start'))
    role = undefined;
  rest = role ? role.rest : rest;
  let words = stripFiller(rest);
  // "the To field", "the From field": a name that is only a filler word is still the name.
  if (!words && role && quotedText === undefined) {
    const named = takeRoleWord(spoken.replace(LEADING_ARTICLES, ''));
    words = named && named.phrase === role.phrase && !ENGLISH_FILLER_ONLY_ARTICLES.test(named.rest) ? named.rest : '';
  }
  if (ignore)
    words = words.split(' ').filter(w => !ignore.has(w.toLowerCase())).join(' ');
  for (const word of ignore ?? [])
    if (/[\u0080-\uFFFF]/.test(word))
      words = words.replaceAll(word, '').trim();
  // "Ada Lovelace's row": a container is named by its owner (a control, "Bob's button", stays as said).
  const owned = quotedText === undefined && role?.word.roles.some(r => OWNED_ROLES.has(r)) ? ownerOf(words) : words;
  const text = quotedText ?? (owned || undefined);
  // Chinese words join with no space: 第一 + 联系人 is 第一联系人.
  const joiner = ordinal.word && /\p{Script=Han}$/u.test(ordinal.word) && /^\p{Script=Han}/u.test(words) ? '' : ' ';
  const asWords = ordinal.word && quotedText === undefined && words ? `${ordinal.word}${joiner}${words}` : undefined;
  // Beside a quoted name every word must be read: the name is what is looked for, and a word the
  // search would drop ("below the table", "quickly") is a claim nothing checks.
  const unread = quotedText === undefined ? [] : [...otherQuotes, ...(NAMING.test(words) || kindOnly(words) ? [] : [words])].filter(Boolean);
  // "the "To do" column", "the "Trail Backpack" card": the container around the quoted caption, not the caption.
  const container = quotedText !== undefined && !role && !unread.length && kindOnly(words) && words.split(/\s+/).some(word => AROUND_WORDS.has(word.toLowerCase())) ? words : undefined;
  // "the Skyline Tasks card", "the To do column": a capitalized name before a container word, unquoted;
  // "the card for Luna", "the pet card of Pickles": a container word, then the name it holds.
  const named = quotedText === undefined && !role && ordinal.ordinal === undefined && !ordinal.pickAny ? namedContainer(spoken) ?? heldContainer(spoken) : undefined;
  // The words may be one element's whole name as well ("Add product", a button): that is looked for
  // first (ParsedTarget.whole), as with an owner.
  if (named)
    return { text: named.caption, quoted: false, roles: [], icon: false, pickAny: false, container: named.container, ...(named.held ? {} : { whole: spoken.replace(LEADING_ARTICLES, '').trim() }) };
  // "the Not approved chip", "the Overdue badge": a capitalized name shown as a chip, as `the "Overdue" badge` is.
  const shownAs = quotedText === undefined && !role && ordinal.ordinal === undefined && !ordinal.pickAny ? SHOWN_AS.exec(spoken.replace(LEADING_ARTICLES, '')) : null;
  if (shownAs)
    return { text: shownAs[1], quoted: false, roles: [], icon: false, pickAny: false };
  // "the page heading", "the main title": the page's own heading, level 1, not a heading named "page".
  if (quotedText === undefined && role?.word.roles.includes('heading') && PAGE_OWN.test(words))
    return { quoted: false, roles: ['heading'], roleWord: role.phrase, icon: false, ordinal: ordinal.ordinal, pickAny: ordinal.pickAny, level: 1 };
  const grouped = quotedText === undefined && !role && !container && !asWords && ordinal.ordinal === undefined && !ordinal.pickAny ? nameInGroup(spoken) : undefined;
  return {
    text, quoted: quotedText !== undefined, ...(unread.length ? { unread: unread.join(' ') } : {}), roles: role?.word.roles ?? [], roleWord: role?.phrase,
    icon: role?.word.icon ?? false, ordinal: ordinal.ordinal, pickAny: ordinal.pickAny, ...(asWords ? { asWords } : {}), ...(container ? { container } : {}),
    ...(grouped ? { inGroup: grouped } : {}),
  };
}

/** Words that end a phrase without naming a group: pronouns, adverbs, places, pages. */
const NOT_GROUP_WORDS = new Set(['me', 'it', 'us', 'them', 'you', 'now', 'here', 'there', 'too', 'only', 'again', 'instead', 'once', 'twice', 'below', 'above', 'please', 'all', 'both', 'each', 'any', 'today', 'and', 'or', 'of', 'for', 'to', 'in', 'on', 'at', 'by', 'with', 'is', 'are', 'page', 'screen', 'site', 'app', 'window', 'view', 'text', 'name', 'label', 'value', 'link', 'one']);

/**
 * "the Check-up visit type" → "Check-up" in the group "visit type"; undefined unless the words are
 * a name in capitalized words, then one to three plain lowercase words that are no container,
 * area, place or filler word (those are read by the other readings).
 */
function nameInGroup(spoken: string): { text: string; scope: TargetScope } | undefined {
  const words = spoken.replace(LEADING_ARTICLES, '').trim().split(/\s+/);
  const cut = words.findIndex(word => !/^\p{Lu}[\p{L}\d'’&.-]*$/u.test(word));
  if (cut < 1 || words.length - cut > 3)
    return undefined;
  const group = words.slice(cut);
  if (!group.every(word => /^[a-z]+$/.test(word) && !NOT_GROUP_WORDS.has(word) && !AROUND_WORDS.has(word) && !AREA_WORDS.has(word) && !PLACE_WORDS_EN.has(word)))
    return undefined;
  const text = group.join(' ');
  return { text: words.slice(0, cut).join(' '), scope: { text, roles: ['group', 'radiogroup'], named: true, description: `the ${text} group` } };
}

/** A name said unquoted, capitalized, before a word for what it is shown as (AREA_WORDS'). */
const SHOWN_AS = /^(\p{Lu}[^\s]*(?:\s+[^\s]+)*?)\s+(?:filter\s+)?(?:chip|pill|badge|tag|category)$/u;

/** What only says the quoted text is the element's own ("button with the text "Save""), in English and Chinese. */
const NAMING = /^(?:(?:with|having|showing|reading|bearing|of|whose)\s+)?(?:(?:the|its|a)\s+)?(?:text|label|name|title|caption|wording|aria-label|accessible name)(?:\s+(?:of|text))?$|^(?:文字|文本|文案|名称|名字|标签)(?:为|是)?$/iu;

/**
 * A caption said without quotes before a container word: "the Skyline Tasks card" (not "the product
 * card", a kind, nor "the left column", a place). The caption starts with a capital letter, as a
 * name in running text does, and is not only kind or place words.
 */
function namedContainer(spoken: string): { caption: string; container: string; held?: true } | undefined {
  const words = spoken.replace(LEADING_ARTICLES, '').split(/\s+/).filter(Boolean);
  const last = words.pop()?.toLowerCase();
  if (!last || !AROUND_WORDS.has(last) || !words.length || !/^\p{Lu}/u.test(words[0]))
    return undefined;
  if (words.every(word => CONTAINER_WORDS.has(word.toLowerCase()) || AREA_WORDS.has(word.toLowerCase()) || PLACE_WORDS_EN.has(word.toLowerCase())))
    return undefined;
  // "Pickles's pet card": the owner's name, then words for the kind ("pet"), which belong to the container.
  const owner = words.findIndex(word => /\S['’]s$/u.test(word));
  if (owner >= 0 && owner < words.length - 1 && words.slice(owner + 1).every(word => /^[a-z]+$/.test(word)))
    return { caption: ownerOf(words.slice(0, owner + 1).join(' ')), container: [...words.slice(owner + 1), last].join(' ') };
  return { caption: ownerOf(words.join(' ')), container: last };
}

/**
 * "the card for Luna", "the pet card of Pickles", "the tile with Ceramic Pour-Over Set": a container
 * word (with at most two plain words for its kind before it), then the name it holds, capitalized or
 * a time or an id ("the card for the 10:30 appointment"). Undefined for any other words: "the price
 * of Bike Light" names no container.
 */
function heldContainer(spoken: string): { caption: string; container: string; held: true } | undefined {
  const match = /^(?:the\s+|an?\s+)?((?:[a-z]+\s+){0,2}([a-z]+))\s+(?:for|of|with|showing|containing)\s+(.+)$/.exec(spoken.trim());
  if (!match || !AROUND_WORDS.has(match[2]))
    return undefined;
  const literal = NAME_WORDS.test(match[3].replace(LEADING_ARTICLES, '')) ? undefined : HELD_LITERAL.exec(match[3]);
  const caption = literal ? literal[1] : NAME_WORDS.test(match[3]) || /^#?\d[\d:./-]*(?:\s*[ap]m)?$/i.test(match[3]) ? match[3] : undefined;
  return caption ? { caption, container: match[1], held: true } : undefined;
}

/** "Hannah Müller's" → "Hannah Müller": what a container said to be someone's is found by. */
function ownerOf(name: string): string {
  return name.replace(/(?<=\S)['’]s$/u, '');
}

/** Roles of containers, which a possessive names by their owner ("Ada's row", "Bob's dialog"). */
const OWNED_ROLES = new Set(['row', 'listitem', 'dialog', 'alertdialog', 'region', 'article', 'group', 'form', 'table', 'list']);

const PLACE_WORDS_EN = new Set(['left', 'right', 'top', 'bottom', 'middle', 'center', 'centre', 'upper', 'lower', 'side', 'first', 'last', 'next', 'previous', 'other', 'same', 'new']);

/** Articles before a description's words, and words that are nothing but articles (no name). */
const LEADING_ARTICLES = /^(?:(?:the|a|an|this|that)\s+)+/i;
const ENGLISH_FILLER_ONLY_ARTICLES = /^(?:(?:the|a|an|this|that)\s*)*$/i;

/** Words before a heading's role word that say it is the page's own: "the page heading", "the main title", 页面标题, 主标题. */
const PAGE_OWN = /^(?:(?:web\s*)?page(?:'s)?|main|top|primary|top-level|site|页面|网页|主)$/iu;

/** Words that only say what kind of part of the page a quoted name is on ("the "Done" column", "the "Terms" panel"): the name is looked for. */
function kindOnly(words: string): boolean {
  const all = words.toLowerCase().split(/\s+/).filter(Boolean);
  return all.length > 0 && all.every(word => CONTAINER_WORDS.has(word) || AREA_WORDS.has(word) || FRAME_WORDS.has(word));
}

/** Parts of a page laid out side by side, each under its caption (a board's columns, lanes). */
const AREAS = ['column', 'pane', 'zone', 'dropzone', 'lane', 'swimlane', '列', '栏', '区'];

/** Kind words of a part of the page around its caption (a card, a column), not of the element showing it (a label, a badge). */
const AROUND_WORDS = new Set([...CONTAINER_WORDS, ...AREAS]);

/**
 * The caption of a container a target names by it: `the "To do" column`, `the "Trail Backpack"
 * card`, `the card for "Bike Light"`. What such a container holds is what sits nearest the caption
 * (as for a scope), not what the caption's own element holds; undefined for any other target.
 */
export function containerCaption(parsed: ParsedTarget): string | undefined {
  if (parsed.selector || parsed.roles.length || parsed.ordinal !== undefined || parsed.pickAny)
    return undefined;
  if (parsed.container !== undefined)
    return !parsed.scope ? parsed.text : undefined;
  if (parsed.quoted)
    return undefined;
  const scope = parsed.scope;
  const kindAlone = parsed.text !== undefined && AROUND_WORDS.has(parsed.text.toLowerCase());
  return kindAlone && scope?.text !== undefined && !scope.roles.length && !scope.region && !scope.frame && scope.beside === undefined ? scope.text : undefined;
}

/** The name of a description that says nothing but a name: no kind, container, position, icon or selector ("the total", `"Balance"`). */
export function bareName(parsed: ParsedTarget): string | undefined {
  if (parsed.selector || parsed.roles.length || parsed.ordinal !== undefined || parsed.pickAny || parsed.container !== undefined || parsed.icon || parsed.level !== undefined || parsed.asWords !== undefined)
    return undefined;
  return parsed.text?.trim() || undefined;
}

const AREA_WORDS = new Set([
  ...AREAS, 'section', 'region',
  // What a text is shown as: the quoted text is still what is looked for.
  'label', 'text', 'badge', 'tag', 'chip', 'pill', 'caption', 'wording', '文字', '文本', '标签', '徽标',
  // "the "Approved" filter chip": the chip is one that filters. "the "Desserts" category", “甜品”分类:
  // a category is shown as its name (a chip, a tab, a link).
  'filter', 'category', '分类', '类别',
  // Which one of its kind, said of the page's own: "the page heading", "the main heading".
  'page', 'main',
]);

/** "on the page", "on screen": where every element is, read as nothing. */
const WHERE_EVERYTHING_IS = /\s+(?:on|in)\s+(?:the\s+|this\s+)?(?:current\s+)?(?:page|screen|window)$|(?:页面上|页面中|页面里|屏幕上)$/iu;

const ROLE_PHRASES = Object.keys(ROLE_WORDS).sort((a, b) => b.length - a.length);

/** The role word at the end wins ("Title field"), then one at the start ("button Save"). */
function takeRoleWord(text: string): { phrase: string; word: (typeof ROLE_WORDS)[string]; rest: string; edge: 'start' | 'end' } | undefined {
  const lower = text.toLowerCase();
  for (const edge of ['end', 'start'] as const) {
    for (const phrase of ROLE_PHRASES) {
      if (!atEdge(lower, phrase, edge))
        continue;
      const rest = edge === 'end' ? text.slice(0, text.length - phrase.length) : text.slice(phrase.length);
      return { phrase, word: ROLE_WORDS[phrase], rest: rest.trim(), edge };
    }
  }
  return undefined;
}

/**
 * A plural role word after a quoted name (`"Add to cart" buttons`, `"Remove" links`), as a count
 * names its elements. Only there: unquoted, "Options" or "Links" may be the name itself.
 */
function takePluralRoleWord(text: string): { phrase: string; word: (typeof ROLE_WORDS)[string]; rest: string; edge: 'end' } | undefined {
  const lower = text.toLowerCase();
  for (const phrase of ROLE_PHRASES) {
    if (/[^a-z ]/.test(phrase))
      continue;
    const plural = [`${phrase}es`, `${phrase}s`].find(form => atEdge(lower, form, 'end'));
    if (plural)
      return { phrase: plural, word: ROLE_WORDS[phrase], rest: text.slice(0, text.length - plural.length).trim(), edge: 'end' };
  }
  return undefined;
}

/**
 * A count of a kind of element in a container (`items in the shopping list`, `rows in the Members
 * table`, `buttons in the toolbar`): the unquoted plural of a role word, alone before the scope,
 * names every element of that role there, not one named "items". Only for a count and only in a
 * scope: elsewhere "Options" may be a name, and a count of every row on the page says nothing of
 * where.
 */
export function countedKind(parsed: ParsedTarget): ParsedTarget | undefined {
  if (parsed.quoted || (parsed.roles.length && !parsed.roleWord) || !parsed.scope || parsed.text === undefined || parsed.ordinal !== undefined || parsed.selector)
    return undefined;
  // "list items in …": the role word the parse took first is a word of the plural.
  const word = pluralRoleWord(parsed.text) ?? (parsed.roleWord ? pluralRoleWord(`${parsed.roleWord} ${parsed.text}`) : undefined);
  return word ? { ...parsed, text: undefined, roles: word.roles, roleWord: undefined } : undefined;
}

/** The role word whose English plural `text` is, whole (`items`, `rows`, `list items`, `checkboxes`), or undefined. */
function pluralRoleWord(text: string): (typeof ROLE_WORDS)[string] | undefined {
  const lower = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const phrase = ROLE_PHRASES.find(candidate => !/[^a-z ]/.test(candidate) && (lower === `${candidate}s` || lower === `${candidate}es`));
  return phrase === undefined ? undefined : ROLE_WORDS[phrase];
}

/** Whether `text` ends (or starts) with the word: a whole word in English, any run of characters in Chinese. */
function atEdge(text: string, word: string, edge: 'start' | 'end'): boolean {
  const cjk = /[\u0080-\uFFFF]/.test(word);
  return edge === 'end'
    ? text.endsWith(word) && (cjk || text.length === word.length || text[text.length - word.length - 1] === ' ')
    : text.startsWith(word) && (cjk || text.length === word.length || text[word.length] === ' ');
}

function unmask(phrase: string, texts: string[]): string {
  return phrase.replace(/\uE000(\d+)\uE001/g, (_, n: string) => `"${texts[Number(n)]}"`);
}
