/** One stderr line per call: which tool, which session, the shape of its arguments and how it ended — argument values only where they name a place, and known secrets masked. */
import type { ToolResult } from '../common/result.ts';
import { clip, type Redact } from './content.ts';

/** Arguments that say where a call acts; every other value is logged by its size only (a fill's value may be a password). */
const SHOWN = new Set(['target', 'ref', 'index', 'session', 'action', 'namespace', 'type', 'url', 'baseURL', 'indices', 'key', 'tab']);

export function callLine(tool: string, args: Record<string, unknown>, result: ToolResult, ms: number, redact: Redact): string {
  const parts = Object.entries(args).map(([key, value]) => `${key}=${SHOWN.has(key) ? shown(key, value) : sizeOf(value)}`);
  const outcome = result.ok ? 'ok' : result.error.code;
  return redact(`specwright mcp: ${tool}${parts.length ? ` ${parts.join(' ')}` : ''} → ${outcome} ${ms}ms`);
}

function shown(key: string, value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (typeof value === 'string')
    return JSON.stringify(clip(key === 'url' || key === 'baseURL' ? withoutQuery(value) : value, 80));
  return sizeOf(value);
}

function sizeOf(value: unknown): string {
  if (typeof value === 'string')
    return `<${value.length} chars>`;
  if (Array.isArray(value))
    return `<${value.length} items>`;
  if (value && typeof value === 'object')
    return `<${Object.keys(value).length} keys>`;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : `<${typeof value}>`;
}

/** Query strings and fragments carry tokens more often than not. */
function withoutQuery(url: string): string {
  const cut = url.search(/[?#]/);
  return cut < 0 ? url : `${url.slice(0, cut)}?…`;
}
