/** Spec values as TypeScript: literals quoted, `${vars.x}` read from the spec's vars, `${env.X}` and `${secrets.X}` from the environment at run time (never their values). */
import { normalize } from '../locator/text-match.ts';

export type ValueCode = { ok: true; code: string; env: boolean } | { ok: false; reason: string };

/** `${vars.user}`, `${env.SHOP_PASSWORD}`, `${secrets.TOKEN}`: the templates a spec value may hold. */
const TEMPLATE = /\$\{\s*(vars|env|secrets)\.([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\s*\}/g;

/**
 * The expression for a spec value: a plain string literal, the one variable it is, or a template
 * literal. Anything else inside `${…}` (an expression, another scope) is refused, not guessed at.
 */
export function valueCode(text: string): ValueCode {
  const parts: Array<{ literal: string } | { expr: string }> = [];
  let env = false;
  let last = 0;
  for (const match of text.matchAll(TEMPLATE)) {
    parts.push({ literal: text.slice(last, match.index) });
    const [scope, path] = [match[1], match[2]];
    env ||= scope !== 'vars';
    parts.push({ expr: scope === 'vars' ? `vars.${path}` : `env(${quote(path)})` });
    last = match.index + match[0].length;
  }
  parts.push({ literal: text.slice(last) });
  const literals = parts.flatMap(part => ('literal' in part ? [part.literal] : []));
  if (literals.some(literal => literal.includes('${')))
    return { ok: false, reason: `the value ${JSON.stringify(text)} holds a template other than \${vars.…}, \${env.…} or \${secrets.…}` };
  const exprs = parts.filter(part => 'expr' in part);
  if (exprs.length === 0)
    return { ok: true, code: quote(text), env };
  const kept = parts.filter(part => !('literal' in part) || part.literal !== '');
  if (kept.length === 1 && 'expr' in kept[0])
    return { ok: true, code: kept[0].expr, env };
  const body = kept.map(part => ('literal' in part ? part.literal.replace(/[\\`]/g, '\\$&').replace(/\$\{/g, '\\${') : `\${${part.expr}}`)).join('');
  return { ok: true, code: `\`${body}\``, env };
}

/** Whether the value reads a variable or the environment: it is known only when the test runs. */
export function isDynamic(text: string): boolean {
  return new RegExp(TEMPLATE.source).test(text);
}

/** A single-quoted TypeScript string literal. */
export function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')}'`;
}

/** A value of the spec's `vars` as a TypeScript literal; strings go through valueCode, so `${env.X}` stays a read of the environment. */
export function dataCode(value: unknown, indent = ''): ValueCode {
  if (typeof value === 'string')
    return valueCode(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null)
    return { ok: true, code: String(value), env: false };
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    const items = value.map(item => dataCode(item, inner));
    const bad = items.find(item => !item.ok);
    if (bad)
      return bad;
    return { ok: true, code: `[${items.map(item => (item.ok ? item.code : '')).join(', ')}]`, env: items.some(item => item.ok && item.env) };
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => [key, dataCode(item, inner)] as const);
    const bad = entries.find(([, item]) => !item.ok);
    if (bad)
      return bad[1];
    if (!entries.length)
      return { ok: true, code: '{}', env: false };
    const lines = entries.map(([key, item]) => `${inner}${/^[A-Za-z_$][\w$]*$/.test(key) ? key : quote(key)}: ${item.ok ? item.code : ''},`);
    return { ok: true, code: `{\n${lines.join('\n')}\n${indent}}`, env: entries.some(([, item]) => item.ok && item.env) };
  }
  return { ok: false, reason: `a value of type ${typeof value} cannot be written as code` };
}

/** The string literals written in a piece of locator code (`getByTestId('a')` → `['a']`), unescaped: what `quote` writes, read back. */
export function stringLiterals(code: string): string[] {
  return [...code.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)].map(m => (m[1] ?? m[2]).replace(/\\(.)/g, '$1'));
}

/** Whether locator code already says this text in one of its literals (`getByRole('row', { name: 'Ada Lovelace' })`), whitespace-normalized. */
export function saysText(code: string, text: string): boolean {
  return stringLiterals(code).some(literal => normalize(literal) === normalize(text));
}
