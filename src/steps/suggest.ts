/** Nearest grammar forms for a sentence nothing matched, by edit distance to one example sentence per form. */
import { distance } from 'fastest-levenshtein';

/** One example per grammar form and language; shown to users as "did you mean". Each must parse (a unit test checks). */
export const FORM_EXAMPLES = {
  en: [
    'Open /shop', 'Go to https://example.com', 'Navigate to /login', 'Go back', 'Go forward', 'Reload the page',
    'Click the "Login" button', 'Double-click "Row 1"', 'Right-click "File"', 'Hover over the "Account" menu',
    'Fill "Email" with "a@b.c"', 'Enter "a@b.c" in the Email field', 'Type "laptop" into the search box', 'Clear the "Search" field',
    'Select "Price (low to high)" from the sort dropdown', 'Check the "Remember me" checkbox', 'Uncheck the "Newsletter" checkbox',
    'Press Enter', 'Press Control+A', 'Scroll down', 'Scroll to the bottom', 'Scroll to "Footer"',
    'Wait 2 seconds', 'Wait for "Loaded" to appear', 'Wait for the spinner to disappear', 'Wait until the URL contains "/cart"', 'Wait for the page to load',
    'Upload "fixtures/a.txt" to the "Resume" field', 'Drag "Card A" to "Done"', 'Switch to the new tab', 'Switch to tab 2',
    'Run common:login with username "alice" and password "${env.PASSWORD}"',
    'Verify "Thank you" is visible', 'Verify the page shows "Products"', 'Verify the cart badge shows "2"',
    'Verify the page does not show "Error"', 'Verify the "Login" button is visible', 'Verify the spinner is hidden',
    'Verify the "Login" button is disabled', 'Verify the "Remember me" checkbox is checked', 'Verify the "Email" field has value "a@b.c"',
    'Verify there are 3 items', 'Expect the URL to contain "/cart"', 'Verify the URL does not contain "/login"', 'Verify the title is "Shop"',
  ],
  zh: [
    '打开 /shop', '返回', '刷新页面', '点击 "登录" 按钮', '双击 "第一行"', '右键点击 "文件"', '鼠标悬停在 "账户" 上',
    '在 "邮箱" 中输入 "a@b.c"', '清空 "搜索" 输入框', '在 "排序" 下拉框中选择 "价格从低到高"', '勾选 "记住我"', '取消勾选 "订阅"',
    '按下回车', '向下滚动', '滚动到底部', '等待 2 秒', '等待 "加载完成" 出现', '等待 "加载中" 消失', '等待页面加载完成', '上传 "a.txt" 到 "简历"',
    '将 "A" 拖到 "B"', '切换到新标签页', '执行 dialog:open，trigger 为 "New"',
    '验证页面显示 "谢谢"', '验证页面不显示 "错误"', '断言购物车徽标显示 "2"', '验证 "登录" 按钮可见', '验证 "加载中" 消失',
    '验证 "提交" 按钮不可用', '验证 "记住我" 已勾选', '验证页面有 3 个商品', '验证 URL 包含 "/cart"', '验证 URL 不包含 "/login"', '验证标题为 "商店"',
  ],
} as const;

/**
 * The `max` example sentences closest to `sentence` (same language), nearest first. When `parses` is given and the
 * sentence only misspells its verb ("Clikc Login"), the corrected sentence ("Click Login") comes first.
 */
export function suggestForms(sentence: string, max = 3, parses?: (candidate: string) => boolean): string[] {
  const zh = /\p{Script=Han}/u.test(sentence);
  const examples = zh ? FORM_EXAMPLES.zh : FORM_EXAMPLES.en;
  const shape = shapeOf(sentence);
  const ranked = examples
    .map(example => ({ example, score: score(shape, shapeOf(example)) }))
    .sort((a, b) => a.score - b.score)
    .map(s => s.example);
  const corrected = parses ? correctVerb(sentence, ranked, parses) : undefined;
  return [...new Set([...(corrected ? [corrected] : []), ...ranked])].slice(0, Math.max(0, max));
}

/** The sentence with its first word replaced by a nearby verb of the grammar, if that makes it parse. */
function correctVerb(sentence: string, ranked: readonly string[], parses: (candidate: string) => boolean): string | undefined {
  const [verb = '', ...rest] = sentence.trim().split(/\s+/);
  if (!rest.length || /\p{Script=Han}/u.test(verb)) return undefined;
  const verbs = [...new Set(ranked.map(e => e.split(' ')[0]))];
  for (const candidate of verbs) {
    if (candidate.toLowerCase() === verb.toLowerCase() || distance(candidate.toLowerCase(), verb.toLowerCase()) > 2) continue;
    const fixed = [candidate, ...rest].join(' ');
    if (parses(fixed)) return fixed;
  }
  return undefined;
}

/** Lowercased, quoted contents collapsed: the structure of a sentence matters more than its names. */
function shapeOf(text: string): string {
  return text.toLowerCase().replace(/(["“「'‘])[^"”」'’]*(["”」'’])/g, '"…"').replace(/\s+/g, ' ').trim();
}

/** Edit distance, with the leading verb weighted so "Clikc Login" lands on "Click …". */
function score(a: string, b: string): number {
  const verbA = a.split(' ')[0] ?? '';
  const verbB = b.split(' ')[0] ?? '';
  return distance(a, b) + 2 * distance(verbA, verbB);
}
