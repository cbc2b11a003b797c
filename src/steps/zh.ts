/** Chinese action forms (点击, 输入, 选择, 勾选, 等待 …): one clause → StepPlan(s). Targets may run into verbs without spaces. */
import { waitForLoadPlan, type LoadState, type StepPlan } from './plan.ts';
import { isOtherSchemeUrl, isUrlish, parseParams } from './values.ts';
import { balancedQuotes, cleanTarget, cleanValue, isQuoted, splitOutsideQuotes, unquote } from './text.ts';
import { MAX_REPEAT, namesNoDropdown, parseDuration, parseKey, parseNumber } from './words.ts';
import { quotedSpans } from '../locator/quotes.ts';

type Form = (clause: string) => StepPlan[] | undefined;

/** Tries every Chinese action form in order. */
export function parseActionZh(clause: string): StepPlan[] | undefined {
  if (!/\p{Script=Han}/u.test(clause)) return undefined;
  for (const form of FORMS) {
    const plans = form(clause);
    if (plans) return plans;
  }
  return undefined;
}

const SELECTABLE = /下拉|选择框|选择器|列表框|drop-?down|select/i;
/** Input verbs; `输入框` (input box) is a noun, hence the look-ahead. */
const INPUT = String.raw`(?:输入|填写|填入|键入|录入|填)(?!框|栏|项)`;

const FORMS: Form[] = [
  pageTab, navigate, history, switchTab, run, press, scroll, wait, upload, drag,
  doubleClick, rightClick, hover, switchToggle, expand, uncheck, check, selectOption, selectSubject, selectField, setTo, clear, fillIn, fillInto, fillNamed, fillSubject, fillPairs, typeOnly, repeatedClick, click,
];

function navigate(s: string): StepPlan[] | undefined {
  const m = /^(?:打开|访问|进入|跳转到|跳转至|导航到|导航至|前往|转到|浏览|去)\s*(?:页面|网页|网址|链接|地址|URL)?\s*[:：]?\s*(.+)$/iu.exec(s);
  if (!m) return undefined;
  const url = cleanValue(m[1]);
  if (isUrlish(url) || isOtherSchemeUrl(url)) return [{ action: 'navigate', url }];
  // 打开借阅页面 /loans.html, 进入我的借阅页（地址 /my-loans.html）: what the page is, then where it is.
  const described = /^[\p{Script=Han}A-Za-z\d“”"「」《》\s]{1,16}?(?:页面|页|网页|界面|首页|列表|表单)\s*(?:[:：]|，|,)?\s*(?:地址|网址)?\s*[:：为是]?\s*(\S+)$/u.exec(m[1].trim());
  const address = described ? cleanValue(described[1]) : undefined;
  return address && (isUrlish(address) || isOtherSchemeUrl(address)) ? [{ action: 'navigate', url: address }] : undefined;
}

function history(s: string): StepPlan[] | undefined {
  if (/^(?:浏览器)?(?:返回|后退|回退)(?:到)?(?:上一页|上一个页面|前一页|上一级)?$|^(?:点击)?浏览器(?:的)?后退(?:按钮)?$/u.test(s)) return [{ action: 'goBack' }];
  if (/^(?:浏览器)?前进(?:到下一页|到下一个页面)?$|^(?:点击)?浏览器(?:的)?前进(?:按钮)?$/u.test(s)) return [{ action: 'goForward' }];
  if (/^(?:刷新|重新加载|重载|重新载入)(?:一下)?(?:当前)?(?:页面|网页|浏览器|标签页)?$/u.test(s)) return [{ action: 'refresh' }];
  return undefined;
}

const TAB_NOUN = String.raw`(?:标签页|标签|窗口|页面|选项卡|页签)`;

const NEW_TAB = new RegExp(String.raw`^(?:切换|转到|跳转)(?:到|至)\s*(?:新的?|最新的?|新打开的|刚打开的|弹出的?)\s*${TAB_NOUN}$`, 'u');
const NUMBERED_TAB = new RegExp(String.raw`^(?:切换|转到|跳转)(?:到|至)\s*第\s*(\d+|[一二两三四五六七八九十]+)\s*个?\s*${TAB_NOUN}$`, 'u');
const FIRST_TAB = new RegExp(String.raw`^(?:切换|转到|跳转|返回)(?:到|至)?\s*(?:原|原来的|原始的?|最初的?|主|首个)\s*${TAB_NOUN}$`, 'u');

/**
 * `切换到"评价"标签`, `打开"商家"标签页`: the page's tab of that name, clicked. Only a quoted name: a
 * browser tab is switched to by its order or as the new one (switchTab). Switched to, a 标签 is a
 * tab, not a tag on a card.
 */
const PAGE_TAB = new RegExp(String.raw`^(?:切换到|切换至|切到|打开|进入|转到)\s*(".+"|“.+”|「.+」|『.+』)\s*(?:标签页|标签|选项卡|页签)$`, 'u');

function pageTab(s: string): StepPlan[] | undefined {
  const m = PAGE_TAB.exec(s);
  if (!m || !isQuoted(m[1])) return undefined;
  return [{ action: 'click', target: `${m[1]}标签页` }];
}

function switchTab(s: string): StepPlan[] | undefined {
  if (NEW_TAB.test(s)) return [{ action: 'switchTab' }];
  const nth = NUMBERED_TAB.exec(s);
  if (nth) {
    const n = parseNumber(nth[1]);
    return n && n >= 1 ? [{ action: 'switchTab', index: n - 1 }] : undefined;
  }
  if (FIRST_TAB.test(s)) return [{ action: 'switchTab', index: 0 }];
  return undefined;
}

function run(s: string): StepPlan[] | undefined {
  const m = /^(?:执行|运行|调用|使用)\s*(?:动作|操作|注册动作)?\s*`?([A-Za-z_][\w-]*(?::[\w.-]+)+)`?\s*(?:动作|操作)?\s*(?:[，,：:]\s*|\s+)?(?:(?:参数|其中)\s*[:：]?\s*)?(.*)$/u.exec(s);
  if (!m) return undefined;
  const rest = m[2].trim();
  const params = rest ? parseParams(rest) : {};
  return params ? [{ action: 'run', name: m[1], params }] : undefined;
}

function press(s: string): StepPlan[] | undefined {
  // 回车 is a verb of its own: 输入“牛奶”并回车.
  if (/^回车(?:键)?$/u.test(s)) return [{ action: 'pressKey', key: 'Enter' }];
  const m = /^(?:按下?|敲击|敲|按键)\s*(.+?)\s*(?:键)?$/u.exec(s);
  if (!m) return undefined;
  const key = parseKey(m[1]);
  return key ? [{ action: 'pressKey', key }] : undefined;
}

function scroll(s: string): StepPlan[] | undefined {
  const dir = /^(?:将页面|把页面)?(?:向|往)?(上|下|左|右)(?:滚动|滑动|翻动|滚|翻)(?:页面)?(?:\s*(\d+)\s*(?:像素|px))?$/u.exec(s) ?? /^(?:页面)?(?:滚动|滑动)(?:页面)?(?:向|往)(上|下|左|右)(?:\s*(\d+)\s*(?:像素|px))?$/u.exec(s);
  if (dir) {
    const direction = ({ 上: 'up', 下: 'down', 左: 'left', 右: 'right' } as const)[dir[1] as '上' | '下' | '左' | '右'];
    const plan: StepPlan = { action: 'scroll', direction };
    if (dir[2]) plan.amount = Number(dir[2]);
    return [plan];
  }
  if (/^(?:上滑|下滑)$/u.test(s)) return [{ action: 'scroll', direction: s === '上滑' ? 'up' : 'down' }];
  const edge = /^(?:滚动|滑动|翻)(?:页面)?(?:到|至)(?:页面)?(?:的)?(顶部|底部|最上方|最下方|顶端|底端|最上面|最下面|最顶部|最底部|开头|末尾)$/u.exec(s);
  if (edge) return [{ action: 'scroll', to: /顶|上|开头/u.test(edge[1]) ? 'top' : 'bottom' }];
  const to = /^(?:滚动|滑动)(?:页面)?(?:到|至)\s*(.+?)\s*(?:处|位置|所在位置)?$/u.exec(s);
  return to ? [{ action: 'scroll', target: cleanTarget(to[1]) }] : undefined;
}

const ZH_PAGE_LOADED = /^等待?\s*(?:页面|网页|网站|整个页面)?\s*(?:完全)?(?:(?:加载|载入)(?:完成|完毕|结束|好|完)?|就绪|准备好)(?:了)?$/u;
const ZH_DOM_READY = /^等待?\s*DOM\s*(?:加载|载入)?(?:完成|完毕|就绪)$/iu;
const ZH_NETWORK_IDLE = /^等待?\s*(?:网络|网络请求|所有请求|请求)\s*(?:空闲|完成|结束|静止|稳定)(?:了)?$/u;

/** `等待页面加载完成`, `等待 DOM 就绪`, `等待网络空闲`. */
function loadState(s: string): LoadState | undefined {
  if (ZH_PAGE_LOADED.test(s)) return 'load';
  if (ZH_DOM_READY.test(s)) return 'domcontentloaded';
  if (ZH_NETWORK_IDLE.test(s)) return 'networkidle';
  return undefined;
}

function wait(s: string): StepPlan[] | undefined {
  if (!/^等/u.test(s)) return undefined;
  const time = /^等待?\s*(\d+(?:\.\d+)?|[一二两三四五六七八九十]+)\s*(秒钟|秒|毫秒|分钟|ms|s)$/iu.exec(s);
  if (time) {
    const ms = parseDuration(time[1], time[2]);
    return ms === undefined ? undefined : [{ action: 'wait', ms }];
  }
  const url = /^等待\s*(?:页面)?(?:的)?(?:URL|网址|地址|链接)\s*(包含|变为|变成|为|是|等于)\s*(.+)$/iu.exec(s);
  if (url) return [{ action: 'waitForUrl', url: cleanValue(url[2]), match: url[1] === '包含' ? 'contains' : 'exact' }];
  const load = loadState(s);
  if (load) return [waitForLoadPlan(load)];
  const m = /^等待\s*(.+?)\s*(出现|显示|可见|显示出来|加载出来|消失|隐藏|不可见|关闭|移除)?$/u.exec(s);
  if (!m || !balancedQuotes(m[1])) return undefined;
  const subject = m[1].replace(/的?(?:文本|文字)$|^(?:文本|文字)/u, '').trim();
  const gone = !!m[2] && /消失|隐藏|不可见|关闭|移除/u.test(m[2]);
  if (isQuoted(subject)) return [gone ? { action: 'waitForText', text: unquote(subject), gone: true } : { action: 'waitForText', text: unquote(subject) }];
  if (/^(?:页面|网页)|^加载完成$/u.test(subject)) return undefined;
  return [{ action: 'waitForElement', target: cleanTarget(subject), state: gone ? (m[2] === '移除' ? 'detached' : 'hidden') : 'visible' }];
}

function upload(s: string): StepPlan[] | undefined {
  const m = /^上传\s*(?:文件)?\s*(.+?)\s*(?:到|至|于)\s*(.+)$/u.exec(s)
    ?? /^(?:将|把)\s*(?:文件)?\s*(.+?)\s*上传(?:到|至)\s*(.+)$/u.exec(s);
  const inside = /^(?:在|向|往)\s*(.+?)\s*(?:中|里|处)?\s*上传\s*(?:文件)?\s*(.+)$/u.exec(s);
  const [files, target] = m ? [m[1], m[2]] : inside ? [inside[2], inside[1]] : [];
  if (!files || !target || !balancedQuotes(files)) return undefined;
  const list = splitOutsideQuotes(files, /\s*(?:,|，|、|和)\s*/gu).map(cleanValue).filter(Boolean);
  return list.length ? [{ action: 'uploadFile', target: cleanTarget(target), files: list }] : undefined;
}

function drag(s: string): StepPlan[] | undefined {
  const m = /^(?:将|把)?\s*(.+?)\s*(?:拖动|拖拽|拖放|拖)(?:到|至|进|入)\s*(.+?)\s*(?:上|中|里|内|处)?$/u.exec(s)
    ?? /^(?:拖动|拖拽|拖放)\s*(.+?)\s*(?:到|至)\s*(.+?)\s*(?:上|中|里|内|处)?$/u.exec(s);
  if (!m || !balancedQuotes(m[1]) || !balancedQuotes(m[2])) return undefined;
  return [{ action: 'dragDrop', source: cleanTarget(m[1]), destination: cleanTarget(m[2]) }];
}

function doubleClick(s: string): StepPlan[] | undefined {
  const m = /^双击\s*(.+)$/u.exec(s);
  return m ? [{ action: 'dblclick', target: cleanTarget(m[1]) }] : undefined;
}

function rightClick(s: string): StepPlan[] | undefined {
  const m = /^(?:右键(?:点击|单击)?|右击|鼠标右键(?:点击|单击)?)\s*(.+)$/u.exec(s);
  return m ? [{ action: 'rightClick', target: cleanTarget(m[1]) }] : undefined;
}

function hover(s: string): StepPlan[] | undefined {
  const m = /^(?:将|把)?(?:鼠标|光标)?(?:悬停|悬浮|移动到|移到|移至|停留|放)(?:在|到|于|至)?\s*(.+?)\s*(?:上方|之上|上)?$/u.exec(s);
  if (!m || !/^(?:将|把)?(?:鼠标|光标)|^(?:悬停|悬浮)/u.test(s)) return undefined;
  return [{ action: 'hover', target: cleanTarget(m[1]) }];
}

function uncheck(s: string): StepPlan[] | undefined {
  const m = /^(?:取消勾选|取消选中|取消选择|去掉勾选|去除勾选|取消打勾|不勾选)\s*(.+)$/u.exec(s);
  return m ? [{ action: 'uncheck', target: cleanTarget(m[1]) }] : undefined;
}

/**
 * 展开“6月停水通知”, 收起“常见问题”部分: a state to reach, as `Expand` and `Collapse` are; the click
 * happens only when the control is not in it already. The caption is what is clicked, not its section.
 */
function expand(s: string): StepPlan[] | undefined {
  const m = /^(展开|收起|折叠|收拢)\s*(.+)$/u.exec(s);
  // Quoted only: 展开全部 is a button's whole name, not 全部 expanded.
  if (!m || !/^["“「『]/u.test(m[2].trim()) || !balancedQuotes(m[2])) return undefined;
  const caption = /^(["“「『][^"”」』]+["”」』])\s*(?:部分|面板|区域|分组|栏目|模块|详情|一栏|这一栏|折叠面板|手风琴)$/u.exec(m[2].trim());
  return [{ action: 'click', target: cleanTarget(caption ? caption[1] : m[2]), expand: m[1] === '展开' }];
}

/**
 * 切换“夜间模式”开关 flips it (a click, as "Toggle the "Dark mode" switch"); 打开 / 开启 it turns it
 * on, 关闭 / 关掉 off, as "Turn on" and "Turn off" do. Only a switch said so (开关): 打开 alone opens a page.
 */
function switchToggle(s: string): StepPlan[] | undefined {
  const m = /^(切换|打开|开启|启用|关闭|关掉|禁用)\s*(.+?开关)$/u.exec(s);
  if (!m || !balancedQuotes(m[2])) return undefined;
  const target = cleanTarget(m[2]);
  if (m[1] === '切换') return [{ action: 'click', target }];
  return [{ action: /^(?:打开|开启|启用)$/u.test(m[1]) ? 'check' : 'uncheck', target }];
}

function check(s: string): StepPlan[] | undefined {
  const m = /^(?:勾选|选中|打勾|勾上)\s*(.+)$/u.exec(s);
  return m ? [{ action: 'check', target: cleanTarget(m[1]) }] : undefined;
}

/** `在 排序下拉框 中选择 "价格"`, `从国家列表选择 中国`. */
function selectOption(s: string): StepPlan[] | undefined {
  const m = /^(?:在|从|于)\s*(.+?)\s*(?:中|里|内|之中)?\s*(?:选择|选取|选中|挑选)\s*(?:选项)?\s*(.+)$/u.exec(s)
    ?? /^(?:选择|选取)\s*(.*?(?:下拉框|下拉菜单|下拉列表|选择框|列表))\s*(?:中|里)的\s*(.+)$/u.exec(s)
    ?? /^(.+?(?:下拉框|下拉菜单|下拉列表|选择框))\s*(?:中|里)?\s*(?:选择|选取)\s*(.+)$/u.exec(s);
  // 在对话框中选择“支付宝”: a choice in a container said first, not a dropdown called so.
  if (!m || !balancedQuotes(m[1]) || !balancedQuotes(m[2]) || namesNoDropdown(m[1])) return undefined;
  return [{ action: 'select', target: cleanTarget(m[1]), option: cleanValue(m[2]) }];
}

/** `目的城市选择“广州”`, `尺码选“M”`: the subject names the field, and the option is quoted. */
function selectSubject(s: string): StepPlan[] | undefined {
  const m = /^(.+?)\s*(?:中|里)?\s*(?:选择|选取|选中|选)\s*(["“「『《][^"”」』》]+["”」』》])$/u.exec(s);
  if (!m || !balancedQuotes(m[1]) || /^(?:请|然后|再|点击|单击|勾选|验证|断言|检查|确认|在|从|于)/u.test(m[1]) || /[，,。]/u.test(m[1])) return undefined;
  return [{ action: 'select', target: cleanTarget(m[1]), option: cleanValue(m[2]) }];
}

/**
 * `选择份量“加面 ¥21”`, `选择辣度为“微辣”`: the verb, then the field named unquoted, then the quoted
 * option. Not a position (第一个), a pointing word (这个) or a kind that is clicked (按钮, 链接, 标签页).
 */
function selectField(s: string): StepPlan[] | undefined {
  // `选择读者类型 老人`: unquoted, the option is one word after a space.
  const m = /^(?:选择|选取|选)\s*(\p{Script=Han}{2,8}?)\s*(?:为|成)?\s*(["“「『《][^"”」』》]+["”」』》])$/u.exec(s) ?? /^(?:选择|选取|选)\s*(\p{Script=Han}{2,8}?)(?:为|成)?\s+([^\s"“「『《]{1,20})$/u.exec(s);
  if (!m || /^(?:第|最后|倒数|一个|这|那|该|此|所有|全部|任意|每)/u.test(m[1]) || /(?:按钮|按键|链接|标签页|选项卡|复选框|单选框|图标|菜单项|选项)$/u.test(m[1])) return undefined;
  return [{ action: 'select', target: m[1], option: cleanValue(m[2]) }];
}

/** `将 邮箱 设置为 "a@b.c"`; a dropdown target makes it a select. */
function setTo(s: string): StepPlan[] | undefined {
  const m = /^(?:将|把)\s*(.+?)\s*(?:设置为|设置成|设为|改为|改成|修改为|填写为|填为|输入为|选为)\s*(.+)$/u.exec(s);
  if (!m || !balancedQuotes(m[1])) return undefined;
  const target = cleanTarget(m[1]);
  const value = cleanValue(m[2]);
  return [SELECTABLE.test(target) ? { action: 'select', target, option: value } : { action: 'fill', target, value }];
}

function clear(s: string): StepPlan[] | undefined {
  const m = /^(?:清空|清除|清理)\s*(.+?)\s*(?:的?(?:内容|文本|值|输入))?$/u.exec(s);
  return m ? [{ action: 'clear', target: cleanTarget(m[1]) }] : undefined;
}

const FILL_IN = new RegExp(String.raw`^(?:在|向|往|于|给)\s*(.+?)\s*(?:中|里|内|上|处|当中)?\s*${INPUT}\s*[:：]?\s*(.+)$`, 'u');

/** `在 "邮箱" 中输入 "a@b.c"`, `在邮箱输入框输入 a@b.c`, `向搜索框输入 手机`. */
function fillIn(s: string): StepPlan[] | undefined {
  // Read with quoted names masked: 在“请输入身份证号”输入框中输入 … has the verb inside its name too.
  const m = FILL_IN.exec(masked(s));
  if (!m) return undefined;
  const split = m.index + m[0].length - m[2].length;
  const field = s.slice(0, split).replace(/^(?:在|向|往|于|给)\s*/u, '').replace(new RegExp(String.raw`\s*(?:中|里|内|上|处|当中)?\s*${INPUT}\s*[:：]?\s*$`, 'u'), '');
  const value = s.slice(split);
  if (!balancedQuotes(field) || !balancedQuotes(value)) return undefined;
  return [{ action: 'fill', target: cleanTarget(field), value: cleanValue(value) }];
}

/** `s` with every quoted name's letters replaced (same length), so a pattern reads only the words outside quotes. */
function masked(s: string): string {
  let out = s;
  for (const span of quotedSpans(s))
    out = out.slice(0, span.start + 1) + '\u0001'.repeat(Math.max(0, span.end - span.start - 2)) + out.slice(span.end - 1);
  return out;
}

const FILL_INTO = new RegExp(String.raw`^${INPUT}\s*(.+?)\s*(?:到|至|进)\s*(.+?)\s*(?:中|里|内)?$`, 'u');

/** `输入 "a@b.c" 到 邮箱`. */
function fillInto(s: string): StepPlan[] | undefined {
  const m = FILL_INTO.exec(s);
  if (!m || !balancedQuotes(m[1]) || !balancedQuotes(m[2])) return undefined;
  return [{ action: 'fill', target: cleanTarget(m[2]), value: cleanValue(m[1]) }];
}

const FILL_SUBJECT = new RegExp(String.raw`^(.+?)\s*(?:中|里|内)?\s*${INPUT}\s*[:：]?\s*(.+)$`, 'u');

/** `输入框 "邮箱" 填写 "a@b.c"`, `用户名输入 admin`: the subject names the field. */
function fillSubject(s: string): StepPlan[] | undefined {
  const m = FILL_SUBJECT.exec(s);
  if (!m || !balancedQuotes(m[1]) || !balancedQuotes(m[2])) return undefined;
  if (/^(?:请|然后|再|点击|单击|选择|验证|断言|检查|确认)/u.test(m[1])) return undefined;
  return [{ action: 'fill', target: cleanTarget(m[1]), value: cleanValue(m[2]) }];
}

const FILL_NAMED = new RegExp(String.raw`^${INPUT}\s*(\p{Script=Han}+?)(?:为|是)?\s+(\S.*)$`, 'u');

/** `输入用户名 admin`, `填写手机号为 13600001111`: a field name in Chinese, then the value. */
function fillNamed(s: string): StepPlan[] | undefined {
  const m = FILL_NAMED.exec(s);
  if (!m || !balancedQuotes(m[2])) return undefined;
  return [{ action: 'fill', target: m[1], value: cleanValue(m[2]) }];
}

const FILL_PAIRS = new RegExp(String.raw`^${INPUT}\s*(?!(?:文本|文字|内容)\s*[:：])(.+)$`, 'u');

/**
 * `填写姓名：张三，电话：13800000000`, `输入 用户名：admin`: each field and its value, said `字段：值`.
 * Not text typed where the focus is: "姓名：张三" names a field. Every piece must be one; else
 * nothing is planned.
 */
function fillPairs(s: string): StepPlan[] | undefined {
  const m = FILL_PAIRS.exec(s);
  if (!m) return undefined;
  const plans: StepPlan[] = [];
  for (const piece of splitOutsideQuotes(m[1], /\s*[，,；;]\s*/gu)) {
    // A full-width colon, or an ASCII one with a space after it: "https://…" names no field.
    const pair = /^([^:："“”]{1,12}?|["“][^"”]+["”])\s*(?:：|:\s)\s*(.+)$/u.exec(piece);
    if (!pair || !pair[1].trim() || !balancedQuotes(pair[2]) || /[:：]\s|：/u.test(pair[2])) return undefined;
    plans.push({ action: 'fill', target: cleanTarget(pair[1]), value: cleanValue(pair[2]) });
  }
  return plans.length ? plans : undefined;
}

const TYPE_ONLY = new RegExp(String.raw`^${INPUT}\s*(?:文本|文字|内容)?\s*[:：]?\s*(.+)$`, 'u');

function typeOnly(s: string): StepPlan[] | undefined {
  const m = TYPE_ONLY.exec(s);
  if (!m || !balancedQuotes(m[1])) return undefined;
  // "地址：北京市，海淀区" begins with a field's name: fillPairs reads it, or nothing does.
  if (!isQuoted(m[1]) && /^[^:："“”\s]{1,12}(?:：|:\s)/u.test(m[1])) return undefined;
  return [{ action: 'type', value: cleanValue(m[1]) }];
}

/** How many times (两次, 3 下), its number captured. */
const ZH_TIMES = String.raw`([一两二三四五六七八九十]|\d+)\s*(?:次|下)`;
const CLICKS_AFTER = new RegExp(String.raw`^(?:点击|单击|点按|点)\s*(.+?)\s*${ZH_TIMES}$`, 'u');
const CLICKS_BEFORE = new RegExp(String.raw`^(?:连续)?(?:点击|单击|点按|点)\s*${ZH_TIMES}\s*(.+)$`, 'u');
const CLICKS_GIVEN = new RegExp(String.raw`^给\s*(.+?)\s*(?:点击|点)\s*${ZH_TIMES}\s*(.+)$`, 'u');
const ENDS_IN_TIMES = new RegExp(String.raw`${ZH_TIMES}$`, 'u');

/**
 * 点击“+”两次, 点击红油抄手的 + 3 次, 点两下“+”, 给钵钵鸡点一次“+”: that many clicks, one after
 * another (给 names the item whose control it is, as 钵钵鸡的“+” does). At most MAX_REPEAT.
 */
function repeatedClick(s: string): StepPlan[] | undefined {
  const after = CLICKS_AFTER.exec(s);
  const before = after ? null : CLICKS_BEFORE.exec(s);
  const given = after || before ? null : CLICKS_GIVEN.exec(s);
  const target = after?.[1] ?? before?.[2] ?? (given ? `${given[1]}的${given[3]}` : undefined);
  const times = parseNumber(after?.[2] ?? before?.[1] ?? given?.[2] ?? '');
  if (target === undefined || !balancedQuotes(target) || !times || times > MAX_REPEAT) return undefined;
  return Array.from({ length: times }, () => ({ action: 'click' as const, target: cleanTarget(target) }));
}

function click(s: string): StepPlan[] | undefined {
  const m = /^(?:点击|单击|点按|点开|轻触|轻点|点一下|按一下|选择|选取|点选|点)\s*(?:一下)?\s*(.+)$/u.exec(s);
  if (!m || !balancedQuotes(m[1]) || ENDS_IN_TIMES.test(m[1])) return undefined;
  return [{ action: 'click', target: cleanTarget(m[1]) }];
}
