/** The few functions an exported test file defines for itself (it imports nothing from specwright), each written out only when the file uses it. */

export type Helper = 'env' | 'wholePhrase' | 'inContainerOf' | 'expectAbsent' | 'newestTab' | 'pageNamed';

/** In the order they are written; each with what it needs from @playwright/test. */
const HELPERS: Record<Helper, { imports: string[]; code: string }> = {
  env: {
    imports: [],
    code: String.raw`/** A variable of the environment (a secret stays there, never in this file); unset is an error, not "". */
function env(name: string): string {
  const value = process.env[name];
  if (value === undefined)
    throw new Error('environment variable ' + name + ' is not set');
  return value;
}`,
  },
  wholePhrase: {
    imports: [],
    code: String.raw`/**
 * The words as a whole phrase, as the spec's "shows" means: case-sensitive, any whitespace between
 * words, no letter or digit right before or after ("$29.99" is not in "$129.99"), except beside
 * Chinese, Japanese or Korean text, which has no spaces between words, and no decimals or
 * thousands beside a number ("$29" is not in "$29.99").
 */
function wholePhrase(text: string): RegExp {
  const cjk = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}]';
  const other = '(?!' + cjk + ')[\\p{L}\\p{N}]';
  const words = text.trim().split(/\s+/);
  const edge = (char: string) => new RegExp(cjk, 'u').test(char);
  const first = words[0][0] ?? '';
  const last = words[words.length - 1].slice(-1);
  // A number's decimals or thousands beside it make a longer number: "$29" is not in "$29.99".
  const before = (edge(first) ? '' : '(?<!' + other + ')') + (/\p{N}/u.test(first) ? '(?<!\\p{N}[.,])' : '');
  const after = (edge(last) ? '' : '(?!' + other + ')') + (/\p{N}/u.test(last) ? '(?![.,]\\p{N})' : '');
  const escaped = words.map(word => word.replace(/[.*+?^$|{}()[\]\\]/g, '\\$&'));
  return new RegExp(before + escaped.join('\\s+') + after, 'u');
}`,
  },
  inContainerOf: {
    imports: ['Locator', 'Page'],
    code: String.raw`/**
 * The target inside the smallest element holding both it and the text (as a whole phrase), as the
 * spec's "X for Y" and "in the row with Y" mean: the card, row or list item, whatever the markup
 * calls it.
 * An element that holds another such element is not it, so another item's match is never chosen.
 */
function inContainerOf(page: Page, text: string, target: Locator): Locator {
  const holding = page.locator('*').filter({ has: page.getByText(wholePhrase(text)) }).filter({ has: target });
  return holding.filter({ hasNot: holding }).locator(target);
}`,
  },
  expectAbsent: {
    imports: ['Locator'],
    code: String.raw`/** Nothing matches, and still nothing a moment later: a page that has not rendered yet does not pass an absence check. */
async function expectAbsent(matches: Locator): Promise<void> {
  await expect(matches).toHaveCount(0);
  await matches.page().waitForTimeout(300);
  await expect(matches).toHaveCount(0);
}`,
  },
  newestTab: {
    imports: ['Page'],
    code: String.raw`/** The tab opened most recently, other than the current one (waiting for it to open), brought to the front. */
async function newestTab(current: Page): Promise<Page> {
  const opened = current.context().pages().filter(page => page !== current).at(-1) ?? await current.context().waitForEvent('page');
  await opened.bringToFront();
  await opened.waitForLoadState('domcontentloaded');
  return opened;
}`,
  },
  pageNamed: {
    imports: ['Page'],
    code: String.raw`/**
 * The page's own name, as the spec's "the Checkout page is shown" reads it: its heading (the main
 * area's highest visible heading, the first of its level, else the first visible level-1
 * heading), case, closing punctuation and a trailing "page" aside; only a page with no heading is
 * named by its whole title. True when it is the name.
 */
async function pageNamed(page: Page, name: string): Promise<boolean> {
  const read = await page.evaluate(() => {
    const shows = (el: Element) => el.checkVisibility();
    const text = (el: Element) => ((el as HTMLElement).innerText || el.textContent || '').trim();
    const level = (el: Element) => Number(/^H(\d)$/.exec(el.tagName)?.[1] ?? el.getAttribute('aria-level') ?? 2);
    const top = (root: ParentNode, selector: string) => Array.from(root.querySelectorAll(selector)).filter(el => shows(el) && text(el)).sort((a, b) => level(a) - level(b))[0];
    const main = Array.from(document.querySelectorAll('main, [role="main"]')).find(shows);
    const heading = (main && top(main, 'h1, h2, h3, h4, h5, h6, [role="heading"]')) || top(document, 'h1, [role="heading"][aria-level="1"]');
    return { heading: heading ? text(heading) : undefined, title: document.title };
  });
  const key = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()
    .replace(/[\s.:：!！。]+$/u, '').replace(/(?:\s+(?:page|screen)|\s*(?:页面|页))$/u, '').trim();
  const want = key(name);
  if (read.heading !== undefined) {
    const lines = read.heading.split(/\n+/).map(line => line.trim()).filter(Boolean);
    return key(read.heading) === want || (lines.length > 1 && key(lines[0]) === want);
  }
  return key(read.title) === want;
}`,
  },
};

/** The helpers `body` calls, and those they call, in a stable order. */
export function helpersUsedBy(body: string): Helper[] {
  const calls = (code: string) => (Object.keys(HELPERS) as Helper[]).filter(name => new RegExp(`\\b${name}\\(`).test(code));
  let used = calls(body);
  for (let more = used; more.length;) {
    more = calls(more.map(helperCode).join('\n')).filter(name => !used.includes(name));
    used = (Object.keys(HELPERS) as Helper[]).filter(name => used.includes(name) || more.includes(name));
  }
  return used;
}

export function helperCode(helper: Helper): string {
  return HELPERS[helper].code;
}

/** Type imports the helpers need (`Locator`, `Page`). */
export function helperImports(helpers: readonly Helper[]): string[] {
  return [...new Set(helpers.flatMap(helper => HELPERS[helper].imports))].sort();
}
