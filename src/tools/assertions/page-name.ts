/**
 * The page a sentence names: "the Book a visit page is shown", "I am on the Login page", 跳转到「登录」页.
 * A page is told by its own heading, the one a person reads as the page's name: the main area's
 * highest visible heading (the first of its level), else the first visible level-1 heading. Only a
 * page with no such heading is told by its document title, whole: a part of it ("Login | Shop")
 * may be the site's name, shown on every page. A link or button of that name is no sign of being on the page.
 */
import type { ToolContext } from '../context.ts';
import { poll } from '../../locator/poll.ts';
import { fail, ok, type ToolResult } from '../../common/result.ts';

/** What a page is named by: its heading (the whole text, and the first line of it), or, with none, its title. */
export interface PageName {
  heading?: string;
  title: string;
}

/**
 * Reads the page's name in the browser: an expression, so a source string (not a function of this
 * module), which an exported test evaluates as well to read the page the same way without
 * importing specwright.
 */
export const PAGE_NAME_SOURCE = String.raw`(() => {
  const shows = el => (el.checkVisibility ? el.checkVisibility() : el.getClientRects().length > 0);
  const text = el => (el.innerText || el.textContent || '').trim();
  const level = el => Number(/^H(\d)$/.exec(el.tagName)?.[1] ?? el.getAttribute('aria-level') ?? 2);
  const top = (root, selector) => Array.from(root.querySelectorAll(selector)).filter(el => shows(el) && text(el)).sort((a, b) => level(a) - level(b))[0];
  const main = Array.from(document.querySelectorAll('main, [role="main"]')).find(shows);
  const heading = (main && top(main, 'h1, h2, h3, h4, h5, h6, [role="heading"]')) || top(document, 'h1, [role="heading"][aria-level="1"]');
  return heading ? { heading: text(heading), title: document.title } : { title: document.title };
})()`;

/** Case, spacing, closing punctuation and a trailing "page" (页面, 页) aside: "Login page" is "login". */
export function pageNameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()
    .replace(/[\s.:：!！。]+$/u, '')
    .replace(/(?:\s+(?:page|screen)|\s*(?:页面|页))$/u, '')
    .trim();
}

/** Whether the page read is the one named: its heading (or the heading's first line) is the name; with no heading, its whole title is. */
export function isPageNamed(read: PageName, name: string): boolean {
  const want = pageNameKey(name);
  if (!want)
    return false;
  if (read.heading !== undefined) {
    const lines = read.heading.split(/\n+/).map(line => line.trim()).filter(Boolean);
    return pageNameKey(read.heading) === want || (lines.length > 1 && pageNameKey(lines[0]) === want);
  }
  return pageNameKey(read.title) === want;
}

function described(read: PageName): string {
  return read.heading !== undefined
    ? `its heading reads ${JSON.stringify(read.heading.replace(/\s+/g, ' '))}`
    : read.title.trim() ? `it has no heading and its title is ${JSON.stringify(read.title)}` : 'it has neither a heading nor a title';
}

/** The page is (or, with `not`, is not) the one named, within the timeout. */
export async function checkPageName(ctx: ToolContext, name: string, timeout: number, not?: boolean): Promise<ToolResult> {
  const read = (): Promise<PageName> => ctx.page.evaluate<PageName>(PAGE_NAME_SOURCE);
  const result = await poll<PageName>(timeout, async () => {
    const now = await read();
    // With neither a heading nor a title, which page this is cannot be told: not even that it is another.
    const known = now.heading !== undefined || now.title.trim() !== '';
    return known && isPageNamed(now, name) !== !!not ? { pass: true as const, data: now } : { pass: false as const, evidence: now };
  });
  if (result.pass)
    return ok({ page: name, ...result.data, ...(not ? { not: true } : {}) });
  const evidence = result.evidence;
  const why = typeof evidence === 'string' ? evidence : described(evidence as PageName);
  return fail('ASSERTION_FAILED', `Expected ${not ? 'not ' : ''}to be on the ${JSON.stringify(name)} page, but ${why} (after ${timeout}ms).`, {
    evidence: { page: name, ...(typeof evidence === 'string' ? { why: evidence } : evidence as PageName), ...(not ? { not: true } : {}) },
  });
}
