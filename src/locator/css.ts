/** Is this text a CSS or XPath selector rather than words? Pure checks, conservative on purpose. */

/**
 * Only forms that words never take: `#id`, `.class`, `[attr]`, `tag#id`, `tag.class`, `tag[attr]`,
 * combinators `a > b`, pseudo-classes `a:nth-child(2)`. A bare word such as `button` is treated as
 * words, because "button" in a spec means the role. Callers still fall back to words when the
 * browser rejects the selector or it matches nothing.
 */
export function looksLikeCss(text: string): boolean {
  const t = text.trim();
  if (!t || /[\uE000\uE001]/.test(t) || /[\u0080-\uFFFF]/.test(t.replace(/"[^"]*"|'[^']*'/g, '')))
    return false;
  if (/^[#.][A-Za-z_\\-][\w\\-]*(?:[#.[:\s>+~,][\s\S]*)?$/.test(t))
    return true;
  if (/^\[[\w-]+(?:[~|^$*]?=\s*(?:"[^"]*"|'[^']*'|[\w-]+)\s*[is]?)?\]/.test(t))
    return true;
  if (/^[a-z][\w-]*(?:[#.][\w-]+|\[[^\]]+\]|::?[a-z-]+(?:\([^)]*\))?)+(?:[\s>+~,][\s\S]*)?$/i.test(t))
    return true;
  return /^[a-z][\w-]*(?:[#.[:][^\s]*)?\s*[>+~]\s*[a-z#.[*]/i.test(t);
}

export function looksLikeXPath(text: string): boolean {
  return /^(?:\(\s*)?\/\/?[a-z*@(]/i.test(text.trim()) || /^xpath=/i.test(text.trim());
}
