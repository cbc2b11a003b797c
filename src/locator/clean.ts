/** sanitizeTarget: sanitizeSelector for target descriptions, which may legitimately start and end with quoted parts. */
import { hasSelectorPrefix } from './prefixes.ts';
import { sanitizeSelector, type SanitizeResult } from './sanitize.ts';

/**
 * `"Add to cart" for "Backpack"` starts and ends with a quote but is two quoted parts, not one
 * wrapped selector: seed 000's rule would turn it into `Add to cart" for "Backpack`. A wrapper is
 * removed when nothing inside reuses its quote, or when what is inside reads as a selector
 * (`"[data-id="x"]"`, `"css:a[href='/']"`).
 */
export function sanitizeTarget(target: string): SanitizeResult {
  const result = sanitizeSelector(target);
  if (!result.modified)
    return result;
  const trimmed = target.trim();
  const quote = trimmed[0];
  const wrapped = trimmed.length >= 2 && (quote === '"' || quote === "'") && trimmed.endsWith(quote);
  if (!wrapped || !trimmed.slice(1, -1).includes(quote) || readsAsSelector(result.cleaned))
    return result;
  return { original: target, cleaned: trimmed, modified: target !== trimmed };
}

/** What a CSS or XPath selector starts with (prefixed ones are in the prefix table). */
const SELECTOR_START = /^(?:[#.[/(*:]|[a-z][\w-]*(?:[#.[:>]|\s*>))/i;

function readsAsSelector(text: string): boolean {
  return SELECTOR_START.test(text) || hasSelectorPrefix(text);
}
