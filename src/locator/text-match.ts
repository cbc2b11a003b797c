/** Text matching shared by the text assertions and waits: exact, contains (a whole phrase), regex; and the near misses a failure lists. Pure. */
import { z } from 'zod';

export type TextMatchMode = 'contains' | 'exact' | 'regex';

export const matchField = z.enum(['contains', 'exact', 'regex']).optional()
  .describe('contains (default): the value as a whole phrase, case-sensitive, whitespace-normalized, not part of a longer word; exact: the whole text, whitespace-normalized; regex: a JavaScript regular expression.');

/**
 * For Playwright's getByText/hasText and for strings; throws SyntaxError on a bad regex (callers
 * validate first with checkRegex). `contains` wants no letter or digit directly before or after the
 * value ("$29.99" is not in "$129.99", "Install" is not in "Reinstall"), except beside Chinese,
 * Japanese or Korean text, which has no word boundaries; nor a decimal or thousands part beside a
 * number ("$29" is not in "$29.99", "1" is not in "1,000").
 */
export function textMatcher(text: string, mode: TextMatchMode = 'contains'): RegExp {
  const key = `${mode}\u0000${text}`;
  let matcher = matchers.get(key);
  if (!matcher) {
    // A step's text is matched on every look: the Unicode classes are compiled once.
    if (matchers.size >= 512)
      matchers.clear();
    matcher = buildMatcher(text, mode);
    matchers.set(key, matcher);
  }
  return matcher;
}

/** Shared, so stateless: no `g` or `y` flag, no lastIndex. */
const matchers = new Map<string, RegExp>();

function buildMatcher(text: string, mode: TextMatchMode): RegExp {
  if (mode === 'regex')
    return new RegExp(text);
  const words = phrase(text);
  if (mode === 'exact')
    return new RegExp(`^\\s*${words}\\s*$`, 'u');
  const value = normalize(text);
  // A letter or digit beside the value joins it into a longer word, unless one side is CJK text.
  const other = `(?!${CJK_CLASS})[\\p{L}\\p{N}]`;
  // A number beside its decimals or thousands is a longer number: "$29" is not in "$29.99", nor "99" in it.
  const before = (CJK.test(value[0] ?? '') ? '' : `(?<!${other})`) + (/^\p{N}/u.test(value) ? '(?<!\\p{N}[.,])' : '');
  const after = (CJK.test(value[value.length - 1] ?? '') ? '' : `(?!${other})`) + (/\p{N}$/u.test(value) ? '(?![.,]\\p{N})' : '');
  return new RegExp(`${before}${words}${after}`, 'u');
}

export function matchesText(actual: string, expected: string, mode: TextMatchMode = 'contains'): boolean {
  return textMatcher(expected, mode).test(actual);
}

/**
 * Why `actual` is not a pass though it looks like one: the value is there in another case, or
 * as part of a longer word or number. Undefined when it is not there at all (or is a pass).
 */
export function nearMiss(actual: string, expected: string, mode: TextMatchMode): 'case' | 'part-word' | 'part-text' | undefined {
  if (mode === 'regex' || matchesText(actual, expected, mode))
    return undefined;
  const loose = new RegExp(phrase(expected), 'iu');
  if (!loose.test(actual))
    return undefined;
  if (mode === 'exact')
    return new RegExp(phrase(expected), 'u').test(actual) ? 'part-text' : 'case';
  return new RegExp(phrase(expected), 'u').test(actual) ? 'part-word' : 'case';
}

/**
 * The value's words with any whitespace between them, and no edge rule: case-insensitive, what
 * finds the near misses to report; case-sensitive, what finds containers whose text runs on into
 * the next element's (Playwright joins an element's text with no spaces between its children).
 */
export function looseMatcher(text: string, ignoreCase = true): RegExp {
  return new RegExp(phrase(text), ignoreCase ? 'iu' : 'u');
}

/** Whitespace runs as one space, trimmed: what "whitespace-normalized" means everywhere. */
export function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A message when `text` is not a valid regex in regex mode. */
export function checkRegex(text: string, mode: TextMatchMode | undefined): string | undefined {
  if (mode !== 'regex')
    return undefined;
  try {
    new RegExp(text);
    return undefined;
  } catch (error) {
    return `Invalid regular expression ${JSON.stringify(text)}: ${(error as Error).message}`;
  }
}

const CJK_CLASS = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}]';
const CJK = new RegExp(CJK_CLASS, 'u');

/**
 * The phrase's words in order with anything between them, to find candidates whose text Playwright
 * reads with hidden words inside ("Status: <span hidden>Not</span> started" reads "Status: Not
 * started", and shows "Status: started"). Never a judge: what is shown is judged by textMatcher.
 * Undefined for one word, and for an exact text or a regex (an element's whole text, as
 * Playwright reads it).
 */
export function spreadMatcher(text: string, mode: TextMatchMode = 'contains'): RegExp | undefined {
  const words = normalize(text).split(' ').filter(Boolean);
  return mode !== 'contains' || words.length < 2 ? undefined : new RegExp(words.map(escapeRegExp).join('[\\s\\S]*'), 'u');
}

/** The value's words, escaped, with any whitespace between them. */
export function phrase(text: string): string {
  return normalize(text).split(' ').map(escapeRegExp).join('\\s+');
}

/**
 * Quotes are written as code points: Playwright escapes a quote in a regular expression it puts in a
 * selector, and in a `u` expression that escape is a syntax error once another selector is chained
 * after it (`/Baker's/u` then `visible=true`).
 */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/["'`]/g, quote => `\\x${quote.charCodeAt(0).toString(16)}`);
}
