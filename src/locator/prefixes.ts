/**
 * The one table of selector prefixes: what a spec, a registry file, the model or an MCP client may
 * write before a selector (`css:#id`, `testid:save`, Playwright's own `css=`, `internal:role=…`). Pure.
 */

export type SelectorEngine = 'css' | 'xpath' | 'role' | 'text' | 'testid' | 'ref' | 'id' | 'playwright' | 'code';

/** Prefix (lower case) → engine. Seed 000/001 spell them with `:`; Playwright's selector syntax with `=`. */
const PREFIXES: Readonly<Record<string, { engine: SelectorEngine; separators: string }>> = {
  'css': { engine: 'css', separators: ':=' },
  'xpath': { engine: 'xpath', separators: ':=' },
  'role': { engine: 'role', separators: ':=' },
  'text': { engine: 'text', separators: ':=' },
  'testid': { engine: 'testid', separators: ':' },
  'test-id': { engine: 'testid', separators: ':' },
  'data-testid': { engine: 'testid', separators: ':=' },
  'ref': { engine: 'ref', separators: ':=' },
  'id': { engine: 'id', separators: ':=' },
};

const PREFIX = new RegExp(`^(${Object.keys(PREFIXES).map(p => p.replace('-', '\\-')).join('|')})\\s*([:=])\\s*([\\s\\S]+)$`, 'i');

export interface PrefixedSelector {
  engine: SelectorEngine;
  /** The selector after its prefix; for `playwright`, the whole selector (Playwright reads the prefix itself). */
  value: string;
}

/** The engine a prefixed selector names, or undefined when `text` has no known prefix. */
export function readPrefix(text: string): PrefixedSelector | undefined {
  const t = text.trim();
  if (/^internal:[a-z-]+=/i.test(t))
    return { engine: 'playwright', value: t };
  const match = PREFIX.exec(t);
  if (!match)
    return undefined;
  const entry = PREFIXES[match[1].toLowerCase()];
  return entry.separators.includes(match[2]) ? { engine: entry.engine, value: match[3] } : undefined;
}

/** True when `text` starts with a selector prefix of the table. */
export function hasSelectorPrefix(text: string): boolean {
  return readPrefix(text) !== undefined;
}
