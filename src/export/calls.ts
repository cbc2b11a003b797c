/** One tool call → the Playwright statements that do it, each check at least as strict as the tool's; or the reason it cannot be written. */
import type { TargetField, ToolCall } from '../common/calls.ts';
import type { TargetKind } from '../locator/candidates.ts';
import { locatorCode } from './locators.ts';
import { quote, valueCode } from './values.ts';

export type CallCode = { ok: true; lines: string[]; fromLock: number } | { ok: false; reason: string };

export interface CallContext {
  /** The lock's locator for this call's `target` (or `source`, `destination`), when one was recorded. */
  recorded(field: TargetField): string | undefined;
  /** The spec's folder, root-relative: upload paths are written relative to it. */
  specDir: string;
}


/** How each tool looks for its element (src/tools), and whether Playwright's call refuses anything but a form control. */
const LOOKUP: Partial<Record<string, { kind: TargetKind; controlOnly: boolean }>> = {
  click: { kind: 'clickable', controlOnly: false },
  dblclick: { kind: 'clickable', controlOnly: false },
  rightClick: { kind: 'clickable', controlOnly: false },
  hover: { kind: 'clickable', controlOnly: false },
  dragDrop: { kind: 'any', controlOnly: false },
  scroll: { kind: 'any', controlOnly: false },
  fill: { kind: 'editable', controlOnly: true },
  clear: { kind: 'editable', controlOnly: true },
  type: { kind: 'editable', controlOnly: false },
  select: { kind: 'selectable', controlOnly: true },
  check: { kind: 'checkable', controlOnly: true },
  uncheck: { kind: 'checkable', controlOnly: true },
  pressKey: { kind: 'any', controlOnly: false },
  uploadFile: { kind: 'any', controlOnly: true },
  waitForElement: { kind: 'any', controlOnly: false },
  assertTextPresent: { kind: 'any', controlOnly: false },
  assertTextAbsent: { kind: 'any', controlOnly: false },
  assertElementVisible: { kind: 'any', controlOnly: false },
  assertElementHidden: { kind: 'any', controlOnly: false },
  assertEnabled: { kind: 'any', controlOnly: false },
  assertChecked: { kind: 'checkable', controlOnly: true },
  assertValue: { kind: 'editable', controlOnly: true },
  assertCount: { kind: 'any', controlOnly: false },
};

/** Counts take every match, never the one element a lock entry names. */
const NO_RECORDED_LOCATOR = new Set(['assertCount']);

export function callCode(call: ToolCall, context: CallContext): CallCode {
  const args = call.args;
  let fromLock = 0;
  const problems: string[] = [];
  const locate = (field: TargetField = 'target'): string => {
    const lookup = LOOKUP[call.tool] ?? { kind: 'any' as const, controlOnly: false };
    // A registry alias gives its candidates in order; any one that matches is what it means, and
    // Playwright's strictness refuses the union when two of them match different elements.
    const given = args[field];
    const recorded = NO_RECORDED_LOCATOR.has(call.tool) || Array.isArray(given) ? undefined : context.recorded(field);
    const codes: string[] = [];
    for (const target of Array.isArray(given) ? given : [given]) {
      const found = locatorCode({ target: String(target), ...lookup, recorded });
      if (!found.ok) {
        problems.push(found.reason);
        return 'page';
      }
      fromLock += found.from === 'lock' ? 1 : 0;
      codes.push(found.code);
    }
    return codes.map((code, i) => (i === 0 ? code : `.or(${code})`)).join('');
  };
  const value = (text: unknown): string => {
    const code = valueCode(String(text));
    if (!code.ok)
      problems.push(code.reason);
    return code.ok ? code.code : "''";
  };
  const lines = statements(call, args, locate, value, context);
  if (typeof lines === 'string')
    return { ok: false, reason: lines };
  if (problems.length)
    return { ok: false, reason: problems[0] };
  return { ok: true, lines, fromLock };
}

type Locate = (field?: TargetField) => string;
type Value = (text: unknown) => string;

function statements(call: ToolCall, args: Record<string, unknown>, locate: Locate, value: Value, context: CallContext): string[] | string {
  const has = (name: string) => args[name] !== undefined;
  switch (call.tool) {
    case 'navigate': return [`await page.goto(${value(args.url)});`];
    case 'goBack': return ['await page.goBack();'];
    case 'goForward': return ['await page.goForward();'];
    case 'refresh': return ['await page.reload();'];
    case 'switchTab':
      return args.newest === true ? ['page = await newestTab(page);'] : 'switching to a tab by index or URL is not exported yet';
    case 'click':
      if (has('expand'))
        return 'a click that expands or collapses a section only when it is not so already is not exported yet';
      return [`await ${locate()}.click(${options({ button: args.button === 'left' ? undefined : args.button, clickCount: args.clickCount, modifiers: args.modifiers })});`];
    case 'dblclick': return [`await ${locate()}.dblclick(${options({ modifiers: args.modifiers })});`];
    case 'rightClick': return [`await ${locate()}.click(${options({ button: 'right', modifiers: args.modifiers })});`];
    case 'hover': return [`await ${locate()}.hover();`];
    case 'dragDrop': return [`await ${locate('source')}.dragTo(${locate('destination')});`];
    case 'scroll': return scrollCode(args, locate);
    case 'fill': return [`await ${locate()}.fill(${value(args.value)});`];
    case 'type': return has('target') ? [`await ${locate()}.pressSequentially(${value(args.text)});`] : [`await page.keyboard.type(${value(args.text)});`];
    case 'clear': return [`await ${locate()}.clear();`];
    case 'select': return [`await ${locate()}.selectOption(${value(args.value)});`];
    case 'check': return [`await ${locate()}.check();`];
    case 'uncheck': return [`await ${locate()}.uncheck();`];
    case 'pressKey': {
      const keys = quote([...((args.modifiers as string[] | undefined) ?? []), String(args.key)].join('+'));
      return has('target') ? [`await ${locate()}.press(${keys});`] : [`await page.keyboard.press(${keys});`];
    }
    case 'uploadFile': {
      const files = (args.files as unknown[]).map(file => quote(joinPosix(context.specDir, String(file))));
      return [`await ${locate()}.setInputFiles(${files.length === 1 ? files[0] : `[${files.join(', ')}]`});`];
    }
    case 'wait': return [`await page.waitForTimeout(${Number(args.ms)});`];
    case 'waitForElement': {
      const state = args.state as string | undefined;
      return [`await ${locate()}.waitFor(${state && state !== 'visible' ? `{ state: ${quote(state)} }` : ''});`];
    }
    case 'waitForText':
      return args.gone ? [`await expect(${textOnPage(args.text, 'contains', value)}).toHaveCount(0);`]
        : [`await expect(${textOnPage(args.text, 'contains', value)}.first()).toBeVisible();`];
    case 'waitForUrl': return [`await page.waitForURL(${urlMatcher(args.url, args.match, value)});`];
    case 'waitForLoad': return [`await page.waitForLoadState(${typeof args.state === 'string' ? quote(args.state) : ''});`];
    case 'assertTextPresent': return textPresent(args, locate, value);
    case 'assertTextAbsent': return has('target')
      ? [`await expectAbsent(${locate()}.filter({ visible: true }).filter({ hasText: ${matcher(args.text, args.match, value)} }));`]
      : [`await expectAbsent(${textOnPage(args.text, args.match, value)});`];
    case 'assertElementVisible': return [`await expect(${locate()}).toBeVisible();`];
    case 'assertElementHidden': return [`await expect(${locate()}).toBeHidden();`];
    case 'assertEnabled': return [`await expect(${locate()}).${args.enabled === false ? 'toBeDisabled' : 'toBeEnabled'}();`];
    case 'assertChecked': return [`await expect(${locate()}).${args.checked === false ? 'not.toBeChecked' : 'toBeChecked'}();`];
    case 'assertValue': {
      const match = (args.match as string | undefined) ?? 'exact';
      return [`await expect(${locate()}).toHaveValue(${match === 'exact' ? value(args.value) : matcher(args.value, match, value)});`];
    }
    case 'assertCount': return countCode(args, locate);
    case 'assertUrl': return [`await expect(page).${args.not ? 'not.' : ''}toHaveURL(${urlMatcher(args.url, args.match, value)});`];
    case 'assertTitle': {
      if (args.page)
        return [`await expect.poll(() => pageNamed(page, ${value(args.title)})).toBe(${!args.not});`];
      const match = (args.match as string | undefined) ?? 'contains';
      return [`await expect(page).${args.not ? 'not.' : ''}toHaveTitle(${match === 'exact' ? value(args.title) : matcher(args.title, match, value)});`];
    }
    default: return `the ${call.tool} call has no Playwright equivalent here`;
  }
}

/**
 * "shows" within an element: its visible text holds the phrase (exact: is the whole of it). A
 * hidden element's innerText is its textContent, so only a visible one counts.
 */
function textPresent(args: Record<string, unknown>, locate: Locate, value: Value): string[] {
  const match = (args.match as string | undefined) ?? 'contains';
  if (args.target === undefined)
    return [`await expect(${textOnPage(args.text, match, value)}.first()).toBeVisible();`];
  const within = `${locate()}.filter({ visible: true })`;
  if (match === 'exact')
    return [`await expect(${within}).toHaveText(${value(args.text)}, { useInnerText: true });`];
  return [`await expect(${within}).toContainText(${matcher(args.text, match, value)}, { useInnerText: true });`];
}

/** The visible elements showing the text. */
function textOnPage(text: unknown, match: unknown, value: Value): string {
  const exact = match === 'exact';
  return `page.getByText(${exact ? `${value(text)}, { exact: true }` : matcher(text, match, value)}).filter({ visible: true })`;
}

function matcher(text: unknown, match: unknown, value: Value): string {
  return match === 'regex' ? `new RegExp(${value(text)})` : `wholePhrase(${value(text)})`;
}

/** contains: a plain substring of the URL; exact: the whole URL, or a path compared with the page's path (and query and hash). */
function urlMatcher(url: unknown, match: unknown, value: Value): string {
  if (match === 'regex')
    return `new RegExp(${value(url)})`;
  const text = String(url);
  if (match === 'exact')
    return text.startsWith('/') ? `url => url.pathname + url.search + url.hash === ${value(url)} || url.pathname === ${value(url)}` : value(url);
  return `url => url.href.includes(${value(text)})`;
}

function countCode(args: Record<string, unknown>, locate: Locate): string[] {
  const count = Number(args.count);
  const matches = `${locate()}.filter({ visible: true })`;
  const compare = { gte: 'toBeGreaterThanOrEqual', lte: 'toBeLessThanOrEqual', gt: 'toBeGreaterThan', lt: 'toBeLessThan' }[typeof args.comparison === 'string' ? args.comparison : 'eq'];
  return compare ? [`await expect.poll(() => ${matches}.count()).${compare}(${count});`] : [`await expect(${matches}).toHaveCount(${count});`];
}

function scrollCode(args: Record<string, unknown>, locate: Locate): string[] | string {
  if (args.target !== undefined)
    return args.direction === undefined && args.to === undefined ? [`await ${locate()}.scrollIntoViewIfNeeded();`] : 'scrolling inside an element is not exported yet';
  if (args.to === 'top')
    return ['await page.evaluate(() => window.scrollTo({ top: 0, behavior: \'instant\' }));'];
  if (args.to === 'bottom')
    return ['await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: \'instant\' }));'];
  const direction = typeof args.direction === 'string' ? args.direction : 'down';
  const sign = direction === 'up' || direction === 'left' ? -1 : 1;
  const vertical = direction === 'up' || direction === 'down';
  // One screen (nine tenths of it) unless told, as the scroll tool does.
  const amount = args.amount === undefined ? `window.${vertical ? 'innerHeight' : 'innerWidth'} * 0.9` : String(Number(args.amount));
  const by = `${sign < 0 ? '-' : ''}${amount}`;
  return [`await page.evaluate(() => window.scrollBy(${vertical ? `0, ${by}` : `${by}, 0`}));`];
}

/** `{ button: 'right' }`, or nothing when every option is absent. */
function options(values: Record<string, unknown>): string {
  const present = Object.entries(values).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0));
  if (!present.length)
    return '';
  const code = (v: unknown): string => (typeof v === 'string' ? quote(v) : Array.isArray(v) ? `[${v.map(code).join(', ')}]` : String(v));
  return `{ ${present.map(([k, v]) => `${k}: ${code(v)}`).join(', ')} }`;
}

function joinPosix(dir: string, file: string): string {
  if (file.startsWith('/'))
    return file;
  const parts: string[] = [];
  for (const piece of `${dir}/${file}`.split('/')) {
    if (piece === '..' && parts.length && parts[parts.length - 1] !== '..')
      parts.pop();
    else if (piece && piece !== '.')
      parts.push(piece);
  }
  return parts.join('/');
}
