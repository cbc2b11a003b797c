/** Quote-aware text helpers for the step grammar: quoted spans, splitting outside quotes, target and value cleanup. */
import { looksLikeLocatorCode } from '../locator/code.ts';
import { countedKind, parseTarget } from '../locator/parse.ts';
import { hasSelectorPrefix } from '../locator/prefixes.ts';
import { QUOTE_PAIRS, quotedSpans, type Span } from '../locator/quotes.ts';

/** True when position `index` lies inside one of `spans`. */
export function insideSpans(spans: Span[], index: number): boolean {
  return spans.some(s => index > s.start && index < s.end);
}

/**
 * Splits `text` at every match of `separator` that is not inside quotes. The separator must be a
 * global regex; empty pieces are dropped.
 */
export function splitOutsideQuotes(text: string, separator: RegExp): string[] {
  const spans = quotedSpans(text);
  const parts: string[] = [];
  let last = 0;
  for (const match of text.matchAll(separator)) {
    const at = match.index;
    if (insideSpans(spans, at) || spans.some(s => at === s.start)) continue;
    parts.push(text.slice(last, at));
    last = at + match[0].length;
  }
  parts.push(text.slice(last));
  return parts.map(p => p.trim()).filter(p => p.length > 0);
}

/** Removes one pair of surrounding quotes (any supported kind) and surrounding whitespace. */
export function unquote(text: string): string {
  const t = text.trim();
  if (t.length >= 2) {
    const closer = QUOTE_PAIRS[t[0]];
    if (closer && t.endsWith(closer) && quotedSpans(t).some(s => s.start === 0 && s.end === t.length)) return t.slice(1, -1);
  }
  return t;
}

/** True when the whole of `text` is one quoted string. */
export function isQuoted(text: string): boolean {
  const t = text.trim();
  return t.length >= 2 && quotedSpans(t).some(s => s.start === 0 && s.end === t.length && t[0] !== '$');
}

/** A prefixed selector or Playwright locator code: kept as written, never read as words. */
function isSelector(text: string): boolean {
  return hasSelectorPrefix(text) || looksLikeLocatorCode(text);
}

/**
 * Cleans a target description: trims, drops a leading article and trailing punctuation, and unwraps
 * backticks around a prefixed selector (`` `css:#id` `` → `css:#id`). Quotes are kept: the locator
 * module reads them as exact names.
 */
export function cleanTarget(text: string): string {
  let t = stripTrailingPunctuation(text.trim());
  const code = /^`([^`]+)`$/.exec(t);
  if (code && isSelector(code[1])) return code[1];
  if (isSelector(t) || code) return t;
  t = t.replace(/^(?:the|a|an|on|at)\s+/i, '').replace(/^(?:the|a|an)\s+/i, '');
  return t.trim();
}

/** A value as the user meant it: quotes removed, surrounding whitespace and trailing punctuation dropped. */
export function cleanValue(text: string): string {
  const t = text.trim();
  if (isQuoted(t)) return unquote(t);
  return stripTrailingPunctuation(t);
}

/** Drops sentence-final punctuation outside quotes (`.`, `。`, `!`, `;`, `,`). */
export function stripTrailingPunctuation(text: string): string {
  let t = text.trimEnd();
  while (/[.。!！;；,，、]$/.test(t)) {
    const spans = quotedSpans(t);
    if (insideSpans(spans, t.length - 1)) break;
    t = t.slice(0, -1).trimEnd();
  }
  return t;
}

/**
 * Splits at the first (or last) match of `keyword` outside quotes: `Fill "a with b" with c` at /\s+with\s+/
 * gives [`Fill "a with b"`, `c`]. `keyword` must be global. Undefined when there is no such match or a side is empty.
 */
export function splitAt(text: string, keyword: RegExp, which: 'first' | 'last' = 'first'): [string, string] | undefined {
  const spans = quotedSpans(text);
  // After an article a preposition is a name: `the From dropdown`, `a To field`.
  const hits = [...text.matchAll(keyword)].filter(m => !insideSpans(spans, m.index) && !spans.some(s => s.start === m.index) && !/\b(?:the|a|an)$/i.test(text.slice(0, m.index)));
  const hit = which === 'first' ? hits[0] : hits[hits.length - 1];
  if (!hit) return undefined;
  const before = text.slice(0, hit.index).trim();
  const after = text.slice(hit.index + hit[0].length).trim();
  return before && after ? [before, after] : undefined;
}

/** True when every quote in `text` is closed (so a regex did not cut a quoted string in half). */
export function balancedQuotes(text: string): boolean {
  const covered = quotedSpans(text);
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (!'"“”「」『』《》`'.includes(ch)) continue;
    if (!covered.some(s => i >= s.start && i < s.end)) return false;
  }
  return true;
}

/**
 * `"A", "B" and "C"` (also `「A」和「B」`) → the quoted texts, unquoted; undefined unless there are at least two
 * items and every one is a quoted string, so a list of names is never read as one name.
 */
export function quotedItems(text: string): string[] | undefined {
  const parts = splitOutsideQuotes(text.trim(), /\s*(?:,\s*and\s+|,|，|、|;|\s+and\s+|\s*&\s*|以及|和|与|及)\s*/giu);
  if (parts.length < 2 || !parts.every(isQuoted)) return undefined;
  return parts.map(unquote);
}

/** One quoted text, or a list of them (quotedItems): the texts, unquoted; undefined for anything else. */
export function quotedTexts(text: string): string[] | undefined {
  return quotedItems(text) ?? (isQuoted(text.trim()) ? [unquote(text.trim())] : undefined);
}

/** Runs of whitespace become one space, except inside quotes: a quoted value is typed and compared as written. */
export function collapseSpaces(text: string): string {
  let out = '';
  let last = 0;
  for (const span of quotedSpans(text)) {
    out += text.slice(last, span.start).replace(/\s+/g, ' ') + text.slice(span.start, span.end);
    last = span.end;
  }
  return (out + text.slice(last).replace(/\s+/g, ' ')).trim();
}

/**
 * Whether a target names a kind of element to count: a selector or a role word ("row", "\"Remove\"
 * button", "复选框"). "the cart count is 1" says the number a counter shows, not how many elements
 * are named "cart": counting those passes on the Cart link alone. So does a quoted name alone:
 * "the "Inbox" count is 4" is the Inbox folder's counter, not four elements named Inbox.
 */
export function namesAKind(target: string): boolean {
  const parsed = parseTarget(target);
  // `items in the shopping list`: the plural of a role word in a container, which a count counts.
  return parsed.selector !== undefined || parsed.roles.length > 0 || countedKind(parsed) !== undefined;
}
