/** What the model reads of a tool result: short text, never a page dump or a screenshot's bytes. */
import type { ToolResult } from '../common/result.ts';

/** A result's text is cut here (about 1,500 tokens); element lists say how to page on. */
export const RESULT_MAX_CHARS = 6000;

export function summarizeResult(result: ToolResult): string {
  if (!result.ok) {
    const hint = result.error.retriable ? ' (retriable: look again and try another way)' : '';
    return clip(`error ${result.error.code}: ${result.error.message}${hint}`, 1200);
  }
  const data = result.data;
  if (typeof data !== 'object' || data === null)
    return clip(`ok: ${JSON.stringify(data)}`, RESULT_MAX_CHARS);
  const { tool: _tool, args: _args, base64: _base64, text, snapshot, ...rest } = data as Record<string, unknown>;
  // Views come with their own text for the model (element lists, snapshots); the structured copy would double it.
  if (typeof text === 'string' && text.length > 200)
    return clip(`ok:\n${text}`, RESULT_MAX_CHARS);
  if (typeof snapshot === 'string')
    return clip(`ok:\n${snapshot}`, RESULT_MAX_CHARS);
  if (typeof text === 'string')
    return clip(`ok: ${text}`, RESULT_MAX_CHARS);
  return clip(`ok: ${JSON.stringify(rest)}`, RESULT_MAX_CHARS);
}

export function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
