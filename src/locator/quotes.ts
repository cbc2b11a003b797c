/** The one quote table: which characters open and close a quoted name, for the grammar and the locator alike. Pure. */

/** Opening quote → closing quote. Straight single quotes only count at word boundaries (so "user's" is not a quote). */
export const QUOTE_PAIRS: Readonly<Record<string, string>> = {
  '"': '"', "'": "'", '`': '`', '“': '”', '‘': '’', '「': '」', '『': '』', '«': '»', '„': '“',
  // A title said in Chinese (《三体》): the name of a book, a film, a document, as a quoted one is.
  '《': '》',
};

export interface Span {
  start: number;
  end: number;
}

/**
 * Spans (start inclusive, end exclusive, quotes included) of every quoted part of `text`. With
 * `variables`, a `${...}` reference is one span too: the grammar never splits inside one.
 */
export function quotedSpans(text: string, { variables = true }: { variables?: boolean } = {}): Span[] {
  const spans: Span[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (variables && ch === '$' && text[i + 1] === '{') {
      const close = text.indexOf('}', i + 2);
      if (close > 0) {
        spans.push({ start: i, end: close + 1 });
        i = close + 1;
        continue;
      }
    }
    const closer = QUOTE_PAIRS[ch];
    if (closer && opensQuote(text, i)) {
      const close = findCloser(text, i + 1, closer);
      if (close > 0) {
        spans.push({ start: i, end: close + 1 });
        i = close + 1;
        continue;
      }
    }
    i++;
  }
  return spans;
}

/** An apostrophe after a letter ("Women's") opens nothing. */
function opensQuote(text: string, i: number): boolean {
  if (text[i] !== "'") return true;
  const before = i === 0 ? ' ' : text[i - 1];
  return !/[\p{L}\p{N}]/u.test(before);
}

/** A straight single quote closes only where no letter follows ("'Bob's shop'" closes after "shop"). */
function findCloser(text: string, from: number, closer: string): number {
  for (let j = from; j < text.length; j++) {
    if (text[j] !== closer) continue;
    if (closer !== "'") return j;
    const after = j + 1 < text.length ? text[j + 1] : ' ';
    if (!/[\p{L}\p{N}]/u.test(after)) return j;
  }
  return -1;
}
