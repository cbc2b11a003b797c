/** Values inside sentences: URL-ish navigation targets and `name "value"` parameter lists of registry calls. */
import { balancedQuotes, cleanValue, isQuoted, splitOutsideQuotes, unquote } from './text.ts';

/** Something that can be opened: an absolute or relative URL, a host name, or a `${...}` reference. */
export function isUrlish(text: string): boolean {
  // A quoted URL may contain spaces; then only its start has to look like one.
  const t = isQuoted(text) ? unquote(text).replace(/\s/g, '%20') : text.trim();
  return /^(?:https?:\/\/\S+|www\.\S+|\/\S*|\.{1,2}\/\S*|#\/\S*|\$\{[^}]+\}\S*|about:\S+|file:\/\/\S+|localhost(?::\d+)?(?:\/\S*)?|(?:[\w-]+\.)+[a-z]{2,}(?::\d+)?(?:\/\S*)?|\{\{[^}]+\}\}\S*)$/i.test(t);
}

/**
 * A URL of a scheme no test should open (`javascript:`, `data:`, `file:`, `blob:` …): still a
 * navigation, so the navigate tool refuses it, never a click on an element named like it.
 */
export function isOtherSchemeUrl(text: string): boolean {
  const t = isQuoted(text) ? unquote(text) : text.trim();
  return /^(?:javascript|vbscript|data|blob|file|filesystem|chrome|chrome-extension|view-source|about|ftp|ws|wss|intent|jar):\S/i.test(t);
}

/** `a "x", b=2 and c: true` → `{ a: 'x', b: 2, c: true }`; undefined when a part is not `name value`. Shared with Chinese. */
export function parseParams(text: string): Record<string, unknown> | undefined {
  const params: Record<string, unknown> = {};
  const parts = splitOutsideQuotes(text, /\s*(?:,|，|;|；|、|\band\b|和|以及|并且)\s*/gi);
  for (const part of parts) {
    const m = /^(?:the\s+)?(?:param(?:eter)?\s+)?([A-Za-z_][\w.-]*|\p{Script=Han}[\p{Script=Han}\w]*?)(?:\s*(?:=|:|：)\s*|\s+(?:as|is|of|to)\s+|\s*(?:为|是|等于|设为)\s*|\s+)((?:["'“‘`「].*)|(?:\$\{.*)|\S+)$/u.exec(part.trim());
    if (!m || !balancedQuotes(m[2])) return undefined;
    params[m[1]] = paramValue(m[2]);
  }
  return Object.keys(params).length ? params : undefined;
}

function paramValue(raw: string): unknown {
  if (isQuoted(raw)) return unquote(raw);
  const v = cleanValue(raw);
  if (/^-?\d+(?:\.\d+)?$/.test(v)) return Number(v);
  if (/^(?:true|false)$/i.test(v)) return v.toLowerCase() === 'true';
  return v;
}

