/** sanitizeSelector (seed 000): strip one layer of outer quotes and surrounding whitespace a model or a spec may add. */

export interface SanitizeResult<T extends string | null | undefined = string> {
  original: T;
  cleaned: T;
  modified: boolean;
}

/**
 * Only the outermost matching pair of quotes goes, so `"'#id'"` keeps its inner quotes and
 * `[data-id="value"]` is untouched. null/undefined pass through so the caller reports them.
 */
export function sanitizeSelector(selector: string): SanitizeResult;
export function sanitizeSelector<T extends null | undefined>(selector: T): SanitizeResult<T>;
export function sanitizeSelector(selector: string | null | undefined): SanitizeResult<string | null | undefined>;
export function sanitizeSelector(selector: string | null | undefined): SanitizeResult<string | null | undefined> {
  if (typeof selector !== 'string')
    return { original: selector, cleaned: selector, modified: false };
  let cleaned = selector.trim();
  if (cleaned.length >= 2 && isWrappedIn(cleaned, '"'))
    cleaned = cleaned.slice(1, -1);
  else if (cleaned.length >= 2 && isWrappedIn(cleaned, "'"))
    cleaned = cleaned.slice(1, -1);
  cleaned = cleaned.trim();
  return { original: selector, cleaned, modified: selector !== cleaned };
}

function isWrappedIn(text: string, quote: string): boolean {
  return text.startsWith(quote) && text.endsWith(quote);
}
