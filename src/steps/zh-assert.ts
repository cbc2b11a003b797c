/** Chinese assertions: markers (验证, 断言, 检查, 确认, 应该 …) and bodies (页面显示 "X", 按钮不可用, 有 3 个商品 …). */
import { negation, type StepPlan } from './plan.ts';
import type { AssertionReading } from './en-assert.ts';
import { balancedQuotes, cleanTarget, cleanValue, isQuoted, namesAKind, quotedItems, quotedTexts, unquote } from './text.ts';
import { parseNumber } from './words.ts';
import { namesScope, parseTarget } from '../locator/parse.ts';
import { REGION_WORDS, ROLE_WORDS } from '../locator/vocabulary.ts';

const MARKER = /^(?:验证|断言|检查|确认|确保|校验|核实|核对|判断|预期结果|期望结果|期望|预期|期待|检验)(?:一下)?\s*[:：]?\s*(?:是否)?\s*/u;
/** Modal words that may sit before a predicate: 应该显示, 必须可见. */
const AUX = String.raw`(?:应该|应当|应|需要|会|必须|要|将会|将)?\s*(?:仍然|仍旧|依然|依旧|仍|还)?\s*(?:已经|已|被)?\s*`;

/** Reads a Chinese sentence as an assertion; `marked` when worded as one even if the body did not parse. */
export function readAssertionZh(sentence: string): AssertionReading {
  if (!/\p{Script=Han}/u.test(sentence)) return { marked: false };
  const marker = MARKER.exec(sentence);
  // 是否 ("whether") only frames the check: 检查按钮是否可用 = 检查按钮可用.
  const body = (marker ? sentence.slice(marker[0].length) : sentence).replace(/\s*是否\s*/gu, '');
  const see = SEE.exec(body);
  if (see) return { marked: true, plans: seeBody(body.slice(see[0].length), !!see[1]) };
  const plans = parseAssertionZh(body);
  // 成功进入购物车页面, 预约挂号页面已打开: a result said, a check even unplanned.
  return { marked: !!marker || /应该|应当|必须|应显示|应为|(?:成功|已经?)(?:进入|跳转|返回|回到)|(?:页面|页|界面)(?:已经?|成功)(?:打开|显示|加载|出现)/u.test(sentence), plans };
}

const SEE = /^(?:我|用户)?(?:应该|应当|应|能够?|可以|会)?(不会?|没有)?(?:看到|看见)\s*/u;

/** `看到 "欢迎"` is page text; `看到 欢迎横幅` an element. */
function seeBody(rest: string, negated: boolean): StepPlan[] | undefined {
  const t = rest.trim();
  if (!t || !balancedQuotes(t)) return undefined;
  if (isQuoted(t)) return [negated ? { action: 'assertTextAbsent', text: unquote(t) } : { action: 'assertTextPresent', text: unquote(t) }];
  return [negated ? { action: 'assertElementHidden', target: cleanTarget(t) } : { action: 'assertElementVisible', target: cleanTarget(t) }];
}

/** One Chinese assertion body. */
export function parseAssertionZh(body: string): StepPlan[] | undefined {
  const b = body.trim().replace(/[。.!！]+$/u, '');
  if (!b || !balancedQuotes(b)) return undefined;
  for (const form of FORMS) {
    const plan = form(b);
    if (plan) return Array.isArray(plan) ? plan : [plan];
  }
  return undefined;
}

const FORMS: Array<(b: string) => StepPlan | StepPlan[] | undefined> = [url, title, namedPage, emptyField, pageHeading, count, popup, pageText, inPlace, placedIn, value, enabled, checked, hidden, visible, textAbsent, text, bare];

/** `页面显示标题「图书目录」`: the page's own heading (level 1) shows the quoted text. */
function pageHeading(b: string): StepPlan | undefined {
  const m = new RegExp(String.raw`^(?:页面|网页)?(?:上)?\s*${AUX}(?:显示|展示|出现)(?:的)?\s*(?:页面)?(?:标题|大标题|主标题)\s*(?:为|是)?\s*[:：]?\s*(["“「『《][^"”」』》]+["”」』》])$`, 'u').exec(b);
  return m ? { action: 'assertTextPresent', target: '页面标题', text: unquote(m[1]) } : undefined;
}

/** Negation before a URL or title verb: 不, 不应该, 没有, 并不 … */
const ZH_NOT = String.raw`(不应该?|不应当|不会|不能|不再|并不|没有|未|不)?\s*`;
const URL_IS = new RegExp(String.raw`^(?:当前)?(?:页面|浏览器)?(?:的)?(?:URL|url|网址|地址|链接|路径)\s*${AUX}${ZH_NOT}(包含|含有|为|是|等于|变为|变成|跳转到|跳转为|匹配)\s*(.+?)$`, 'u');
const REDIRECTED = /^(?:页面)?(不应该?|不会|没有|未)?(?:已)?(?:跳转|重定向|导航)(?:到|至)\s*(.+)$/u;

function url(b: string): StepPlan | undefined {
  const m = URL_IS.exec(b);
  if (m) {
    const match = m[2] === '匹配' ? 'regex' : /包含|含有|跳转/u.test(m[2]) ? 'contains' : 'exact';
    return { action: 'assertUrl', url: cleanValue(m[3]), match, ...negation(m[1]) };
  }
  const r = REDIRECTED.exec(b);
  if (r && /^["'“]?(?:https?:\/\/|\/)/.test(r[2])) return { action: 'assertUrl', url: cleanValue(r[2]), match: 'contains', ...negation(r[1]) };
  return undefined;
}

const TITLE_IS = new RegExp(String.raw`^(?:页面|网页|窗口|标签页)?(?:的)?标题\s*${AUX}${ZH_NOT}(包含|含有|为|是|等于)\s*(.+)$`, 'u');

function title(b: string): StepPlan | undefined {
  const m = TITLE_IS.exec(b);
  if (!m) return undefined;
  const contains = /包含|含有/u.test(m[2]);
  // 页面标题为“科室列表”: the title the page shows, its own heading (page-name.ts), which the tab's
  // title often joins to the site's name ("科室列表 - 仁和医院"); 网页标题, 标签页标题 are the tab's.
  if (!contains && /^页面(?:的)?标题/u.test(b)) return { action: 'assertTitle', title: cleanValue(m[3]), page: true, ...negation(m[1]) };
  return { action: 'assertTitle', title: cleanValue(m[3]), match: contains ? 'contains' : 'exact', ...negation(m[1]) };
}

/**
 * 跳转到「订单详情」页面, 成功进入「登录」页, 「预约挂号」页面已打开: a page said by its name, quoted,
 * told by its heading (tools/assertions/page-name.ts). Unquoted, 登录页 says what the page is for,
 * which its heading need not read (用户登录, 欢迎回来): not planned, as "the product page" is not.
 * 进入 or 返回 alone may be the step that goes there (进入登录页面, 返回商品列表页), so only
 * 应/已/成功进入 is a check; 首页, 当前页 and 下一页 name no page's heading.
 */
const ZH_PAGE_NAME = String.raw`(?<name>["“「『][^"”」』]+["”」』])\s*(?:页面|页|界面)`;
const ZH_PAGE = [
  new RegExp(String.raw`^(?:页面|用户|我)?\s*${AUX}(?<not>不应该?|不会|没有|未)?\s*(?:成功)?(?:跳转|重定向|导航|转到)(?:到|至)?(?:了)?\s*${ZH_PAGE_NAME}$`, 'u'),
  new RegExp(String.raw`^(?:页面|用户|我)?\s*(?:应该?|应当|会|将|已经?|成功|已成功)\s*(?<not>不|没有|未)?\s*(?:进入|打开|返回|回到)(?:到|至)?(?:了)?\s*${ZH_PAGE_NAME}$`, 'u'),
  new RegExp(String.raw`^(?:当前|用户|我)?\s*${AUX}(?<not>不|没有|未)?\s*(?:停留|位于|处于|在)(?:在)?\s*${ZH_PAGE_NAME}$`, 'u'),
  new RegExp(String.raw`^${ZH_PAGE_NAME}\s*${AUX}(?<not>不|没有|未)?\s*(?:成功)?(?:打开|显示|加载|出现|展示)(?:成功|出来)?(?:了)?$`, 'u'),
];
const ZH_NOT_A_PAGE = /^(?:首|主|当前|下一|上一|前一|后一|新|同一|该|此|这个|那个|本|错误|目标|相应|对应|第.+|\d+)$/u;

function namedPage(b: string): StepPlan | undefined {
  for (const form of ZH_PAGE) {
    const m = form.exec(b);
    if (!m) continue;
    const name = unquote(m.groups?.name ?? '').trim();
    if (!name || ZH_NOT_A_PAGE.test(name)) return undefined;
    return { action: 'assertTitle', title: name, page: true, ...negation(m.groups?.not) };
  }
  return undefined;
}

const NUM = String.raw`(\d+|[一二两三四五六七八九十百]+)`;
const UNIT = String.raw`(?:个|条|项|件|行|张|位|款|种|篇)`;

const COUNT_LEAD = new RegExp(String.raw`^(?:页面上?|列表中?|其中)?\s*${AUX}(?:有|显示|共有|存在|包含|展示|列出)(?:了)?\s*(至少|至多|最多|最少|超过|少于|多于|不少于|不超过)?\s*${NUM}\s*${UNIT}\s*(.+)$`, 'u');
const COUNT_TAIL = new RegExp(String.raw`^(.+?)(?:的)?(?:数量|个数|条数|总数)\s*${AUX}(?:为|是|等于)?\s*(至少|至多|最多|最少|超过|少于|多于|不少于|不超过)?\s*${NUM}\s*${UNIT}?$`, 'u');

/** `“成员”表格中有3行`, `购物清单列表应有2项`: the rows of a table, the items of a list, counted there. */
// 我的预约列表中有 4 条记录, 表格中有 3 行数据: the word after the count says what each item is.
const COUNT_IN = new RegExp(String.raw`^(.+?)(?:中|里|内)?\s*${AUX}(?:有|共有|包含|显示|列出)(?:了)?\s*(至少|至多|最多|最少|超过|少于|多于|不少于|不超过)?\s*${NUM}\s*(行|项|条|个|张|位|件)\s*(\p{Script=Han}{1,4})?$`, 'u');

function countIn(b: string): StepPlan | undefined {
  const m = COUNT_IN.exec(b);
  const n = m ? parseNumber(m[3]) : undefined;
  if (!m || n === undefined) return undefined;
  // An unquoted name before its kind is the container's caption: 成员表格 is the table captioned 成员.
  const named = /^(.+?)(表格|列表)$/u.exec(m[1].trim());
  const container = named && !isQuoted(named[1]) && !/["“”]/u.test(named[1]) ? `“${named[1]}”${named[2]}` : m[1].trim();
  // A table's items are its rows, a list's its items, whatever the unit; a noun (记录) only with a unit
  // that counts items (条, 个), never rows of a list.
  const rows = /(?:表格|(?<!列)表)$/u.test(container) || (m[4] === '行' && !/列表$/u.test(container));
  if (m[5] !== undefined && !/(?:表格|列表)$/u.test(container)) return undefined;
  const target = `${container}中的${rows ? '行' : '列表项'}`;
  const parsed = parseTarget(target);
  const kind = rows ? 'table' : 'list';
  // 表格中有 3 行: the one table of the page, a region as the English "the table" is.
  const table = kind === 'table' && parsed.scope?.region?.startsWith('table') === true;
  if (parsed.text !== undefined || !(parsed.scope?.roles.includes(kind) || table)) return undefined;
  return { action: 'assertCount', target, count: n, comparison: comparisonZh(m[2]) };
}

function count(b: string): StepPlan | undefined {
  const inside = countIn(b);
  if (inside) return inside;
  const lead = COUNT_LEAD.exec(b);
  if (lead) {
    const n = parseNumber(lead[2]);
    if (n !== undefined) return { action: 'assertCount', target: cleanTarget(lead[3]), count: n, comparison: comparisonZh(lead[1]) };
  }
  const tail = COUNT_TAIL.exec(b);
  if (tail) {
    const n = parseNumber(tail[3]);
    // 购物车数量为3 is what a counter shows; 复选框的数量为3 counts checkboxes.
    if (n !== undefined && namesAKind(cleanTarget(tail[1]))) return { action: 'assertCount', target: cleanTarget(tail[1]), count: n, comparison: comparisonZh(tail[2]) };
  }
  return undefined;
}

const PAGE_SHOWS = new RegExp(String.raw`^(?:页面|网页|屏幕|界面)(?:上|中)?\s*${AUX}(?:显示|包含|出现|有|展示|呈现|提示)(?:了|出|有)?\s*(?:文本|文字|提示|消息)?\s*[:：]?\s*(.+)$`, 'u');

/** `页面显示 "谢谢"`, `页面不包含 "错误"`. */
function pageText(b: string): StepPlan | undefined {
  const neg = /^(?:页面|网页|屏幕|界面|页面上|页面中)\s*(?:不应该?|不会|没有|不再|未|不)\s*(?:显示|包含|出现|有|展示)(?:了)?\s*(?:文本|文字)?\s*[:：]?\s*(.+)$/u.exec(b);
  if (neg) return { action: 'assertTextAbsent', text: cleanValue(neg[1]) };
  const m = PAGE_SHOWS.exec(b);
  return m ? { action: 'assertTextPresent', text: cleanValue(m[1]) } : undefined;
}

const VALUE_IS = new RegExp(String.raw`^(.+?)\s*的\s*(?:值|输入值|内容)\s*${AUX}(?:为|是|等于)\s*(.+)$`, 'u');

function value(b: string): StepPlan | undefined {
  const m = VALUE_IS.exec(b);
  return m && balancedQuotes(m[1]) ? { action: 'assertValue', target: cleanTarget(m[1]), value: cleanValue(m[2]) } : undefined;
}

/** 用户名输入框应为空, 搜索框内容为空: a field with no value; only a field (购物车为空 says no field's value). */
const EMPTY_FIELD = new RegExp(String.raw`^(.*?(?:输入框|文本框|搜索框|输入栏|文本域|字段))\s*(?:的)?(?:内容|值)?\s*${AUX}(?:为空|是空的|为空白|清空了|是空白的)$`, 'u');

function emptyField(b: string): StepPlan | undefined {
  const m = EMPTY_FIELD.exec(b);
  return m && balancedQuotes(m[1]) ? { action: 'assertValue', target: cleanTarget(m[1]), value: '', match: 'exact' } : undefined;
}

const ENABLED_STATE = new RegExp(String.raw`^(.+?)\s*${AUX}(?:是|处于|为|变为|变成|变得|恢复为|恢复)?\s*(?:已经|已|被)?\s*(不可用|禁用|被禁用|置灰|不可点击|灰色|可用|启用|可点击|激活)(?:的)?(?:状态)?$`, 'u');

function enabled(b: string): StepPlan | undefined {
  const m = ENABLED_STATE.exec(b);
  // 李娜的状态为启用: a status is a word shown (启用 may be an account's), no control's state.
  if (!m || !balancedQuotes(m[1]) || /状态\s*(?:是|为)?$/u.test(m[1])) return undefined;
  return { action: 'assertEnabled', target: cleanTarget(m[1]), enabled: /^(?:可用|启用|可点击|激活)$/u.test(m[2]) };
}

const CHECKED_STATE = new RegExp(String.raw`^(.+?)\s*${AUX}(?:是|处于|为|变为|变成)?\s*(未勾选|未选中|没有勾选|没有选中|未被勾选|未被选中|不勾选|勾选|选中)(?:的)?(?:状态)?$`, 'u');

// “夜间模式”开关已开启, 通知开关处于关闭状态: a switch's state is said as on or off; only a target
// said to be a switch reads so (夜间模式已开启 may be a message, 对话框已关闭 is the dialog gone).
const SWITCH_STATE = new RegExp(String.raw`^(.+?开关)\s*${AUX}(?:是|处于|为|变为|变成)?\s*(开启|打开|开|关闭|关)(?:着)?(?:的)?(?:状态)?$`, 'u');

function checked(b: string): StepPlan | undefined {
  const m = CHECKED_STATE.exec(b);
  if (m && balancedQuotes(m[1]) && !SAID_AS_VALUE.test(m[1])) return { action: 'assertChecked', target: cleanTarget(m[1]), checked: /^(?:勾选|选中)$/u.test(m[2]) };
  const s = SWITCH_STATE.exec(b);
  if (s && balancedQuotes(s[1])) return { action: 'assertChecked', target: cleanTarget(s[1]), checked: /^(?:开启|打开|开)$/u.test(s[2]) };
  return undefined;
}

const HIDDEN_STATE = new RegExp(String.raw`^(.+?)\s*${AUX}(?:是)?\s*(?:不可见|隐藏|消失|不显示|未显示|没有显示|不存在|不出现|没有出现|关闭)(?:了)?$`, 'u');

/** J-1032 的状态为已关闭: a state said as a status's value (a word shown), not the element's own state. */
const SAID_AS_VALUE = /(?:状态|的值|结果|进度)\s*(?:为|是)?$/u;

function hidden(b: string): StepPlan | StepPlan[] | undefined {
  const m = HIDDEN_STATE.exec(b);
  return m && balancedQuotes(m[1]) && !SAID_AS_VALUE.test(m[1]) ? present(m[1], false) : undefined;
}

const VISIBLE_STATE = new RegExp(String.raw`^(.+?)\s*${AUX}(?:是)?\s*(?:可见|显示|出现|展示|存在|显示出来|显示在页面上|出现在页面上)(?:了)?$`, 'u');

function visible(b: string): StepPlan | StepPlan[] | undefined {
  const m = VISIBLE_STATE.exec(b);
  return m && balancedQuotes(m[1]) && !SAID_AS_VALUE.test(m[1]) ? present(m[1], true) : undefined;
}

/** A quoted text, which may hold quotes of another kind (“已将 张伟 推进到「初筛」”). */
const QUOTED = String.raw`(?:"[^"]+"|“[^”]+”|「[^」]+」|『[^』]+』|《[^》]+》)`;

const POPUP_KIND_FIRST = new RegExp(String.raw`^(?:页面上?)?${AUX}(?:出现|弹出|显示|展示)(?:了)?\s*(提示|消息|通知|提示信息|对话框|弹窗|弹框|窗口)\s*[:：]?\s*(${QUOTED})$`, 'u');
const POPUP_TEXT_FIRST = new RegExp(String.raw`^(?:页面上?)?${AUX}(?:出现|弹出|显示|展示)(?:了)?\s*(${QUOTED})\s*(提示|消息|通知|提示信息|对话框|弹窗|弹框|窗口)?$`, 'u');

/** `出现"保存成功"提示`, `弹出"编辑用户"对话框`: a message is its text shown; a dialog is the dialog named so. */
function popup(b: string): StepPlan | undefined {
  // 出现提示“时间冲突”: the kind said before the text, as often as after it.
  // 应提示“下单成功”, 系统提示“保存成功”: the message said as what the page or the system prompts.
  const prompted = new RegExp(String.raw`^(?:页面|系统|网页|界面)?\s*(?:应该|应当|应|会|将|要)?\s*(?:弹出|出现)?\s*提示\s*[:：]?\s*(${QUOTED})$`, 'u').exec(b);
  if (prompted) return { action: 'assertTextPresent', text: unquote(prompted[1]) };
  const before = POPUP_KIND_FIRST.exec(b);
  const m = before ? [before[0], before[2], before[1]] : POPUP_TEXT_FIRST.exec(b);
  if (!m || !isQuoted(m[1])) return undefined;
  if (m[2] && /对话框|弹窗|弹框|窗口/u.test(m[2])) return { action: 'assertElementVisible', target: `${m[1]}对话框` };
  return { action: 'assertTextPresent', text: unquote(m[1]) };
}

/** `表格中有"李娜"`, `列表里已不再有"王芳"`: quoted texts shown (or not) in a container the words name. */
/** Words that name a place a text is shown in: a container said so, a region, a kind of element. */
function namesPlace(words: string): boolean {
  return namesScope(words) || words in REGION_WORDS || words in ROLE_WORDS;
}

function placedIn(b: string): StepPlan[] | undefined {
  const m = /^(.+?)(?:中|里|内|里面|之中)\s*(已经?不再有|不再有|已经?没有|没有|不包含|不显示|有|包含|显示|出现了?|列出了?)\s*(.+)$/u.exec(b);
  if (!m || !balancedQuotes(m[1]) || !balancedQuotes(m[3])) return undefined;
  const items = quotedTexts(m[3]);
  const scope = m[1].trim();
  if (!items || !namesPlace(scope)) return undefined;
  const absent = /不|没有/u.test(m[2]);
  return items.map(text => ({ action: absent ? 'assertTextAbsent' : 'assertTextPresent', text, target: cleanTarget(scope) }));
}

/**
 * “张伟”在表格中, “张伟”不再出现在“新投递”列, “背包”应显示在购物车中: a quoted text shown (or no longer
 * shown) in a container, as `"Ada" is in the table` is; only a place the words name as one.
 */
const IN_PLACE = new RegExp(String.raw`^(${QUOTED})\s*${AUX}(不再|没有|不|未)?\s*(?:出现在|显示在|位于|列在|在)\s*(.+?)\s*(?:中|里|内|里面|之中|上)?$`, 'u');

function inPlace(b: string): StepPlan | undefined {
  const m = IN_PLACE.exec(b);
  if (!m || !balancedQuotes(m[3])) return undefined;
  const place = m[3].trim();
  if (!namesPlace(place)) return undefined;
  return { action: m[2] ? 'assertTextAbsent' : 'assertTextPresent', text: unquote(m[1]), target: cleanTarget(place) };
}

/** `"A" 和 "B" 可见`: every quoted item is checked, each as page text. */
function present(subject: string, shown: boolean): StepPlan | StepPlan[] {
  const s = subject.replace(/^(?:文本|文字|提示|消息)\s*/u, '').trim();
  const items = quotedItems(s);
  if (items) return items.map(text => (shown ? { action: 'assertTextPresent', text } : { action: 'assertTextAbsent', text }));
  if (isQuoted(s)) return shown ? { action: 'assertTextPresent', text: unquote(s) } : { action: 'assertTextAbsent', text: unquote(s) };
  const target = cleanTarget(subject);
  return shown ? { action: 'assertElementVisible', target } : { action: 'assertElementHidden', target };
}

function textAbsent(b: string): StepPlan | undefined {
  const m = /^(.+?)\s*(?:不应该?|不会|没有|未|不)\s*(?:显示|包含|出现)\s*(.+)$/u.exec(b);
  return m && balancedQuotes(m[1]) && balancedQuotes(m[2]) ? { action: 'assertTextAbsent', text: cleanValue(m[2]), target: cleanTarget(m[1]) } : undefined;
}

const SHOWS_TEXT = new RegExp(String.raw`^(.+?)\s*(?:的(?:文本|文字|内容))?\s*${AUX}(显示为|显示|包含|展示|变为|变成|为|是|等于|出现)(?:了)?\s*(?:文本|文字)?\s*[:：]?\s*(.+)$`, 'u');

/** `购物车徽标显示 "2"`, `标题的文本为 "商品"`. */
function text(b: string): StepPlan | undefined {
  const m = SHOWS_TEXT.exec(b);
  if (!m || !balancedQuotes(m[1]) || !balancedQuotes(m[3])) return undefined;
  // 对话框中应显示“…”: the text in the dialog, said with the place word after it.
  const subject = m[1].replace(/的(?:文本|文字|内容)$/u, '');
  const place = /^(.+?)\s*(?:中|里|内|里面)$/u.exec(subject);
  // 面试记录中显示“…”: a place named by its caption alone (a section headed 面试记录) is that section,
  // as “面试记录”区域 is; a region or a kind of element is itself.
  const kind = place && (REGION_WORDS[place[1]] !== undefined || ROLE_WORDS[place[1]] !== undefined);
  const captioned = place && !kind && /^\p{Script=Han}{2,8}$/u.test(place[1]) && !/[的在]/u.test(place[1]) ? `“${place[1]}”区域` : undefined;
  const target = kind ? place[1] : captioned ?? subject;
  if (!target || /^(?:有|没有)$/u.test(target)) return undefined;
  // 应显示…: the auxiliary alone before the verb is no element; the page shows the text.
  const pageLevel = /^(?:应该|应当|应|需要|会|必须|要|将会|将|页面上?|网页上?)$/u.test(target);
  // 显示错误信息：请先同意借阅规则: the words before the colon say what kind of message the text is.
  // 为 / 是 / 等于 claim the element's whole text; 显示 / 包含 that the text appears in it.
  const whole = /^(?:显示为|变为|变成|为|是|等于)$/u.test(m[2]);
  // 手机号输入框显示错误“请输入正确的手机号”: the kind of message said before its quoted text is not part of it.
  const said = whole ? m[3] : m[3].replace(MESSAGE_KIND, '');
  const value = cleanValue(said).replace(MESSAGE_LABEL, '');
  if (pageLevel) return whole || !value ? undefined : { action: 'assertTextPresent', text: value };
  return { action: 'assertTextPresent', text: value, target: cleanTarget(target), ...(whole ? { match: 'exact' as const } : {}) };
}

/** A message's kind said before its quoted text (显示错误“…”, 出现提示「…」). */
const MESSAGE_KIND = /^(?:错误|报错|错误提示|错误信息|错误消息|提示|提示信息|提示语|提示文字|校验提示|校验错误|警告|成功提示)\s*[:：]?\s*(?=["“「『])/u;

/** A message's kind said before its text (错误信息：, 提示：, 成功提示：), unquoted: not part of the text. */
const MESSAGE_LABEL = /^(?:错误|提示|成功|警告|失败)?(?:信息|消息|提示|通知)\s*[:：]\s*(?=\S)/u;

function bare(b: string): StepPlan | undefined {
  const m = /^(?:显示|出现|看到|包含)?\s*(?:文本|文字)?\s*(.+)$/u.exec(b);
  return m && isQuoted(m[1]) ? { action: 'assertTextPresent', text: unquote(m[1]) } : undefined;
}

function comparisonZh(word: string | undefined): 'eq' | 'gte' | 'lte' | 'gt' | 'lt' {
  if (!word) return 'eq';
  if (/至少|最少|不少于/u.test(word)) return 'gte';
  if (/至多|最多|不超过/u.test(word)) return 'lte';
  if (/超过|多于/u.test(word)) return 'gt';
  return 'lt';
}
