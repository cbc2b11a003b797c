/** A ToolResult as an MCP tool result: data as compact text, a failure as `isError` with its code, message and retriable flag, never a stack or a page dump. */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ToolResult } from '../common/result.ts';

/** A failure's message is cut here: enough to act on, not a page's worth of text. */
export const MAX_MESSAGE_CHARS = 800;
/** Evidence (what was found instead) is sent only when its JSON is this small. */
export const MAX_EVIDENCE_CHARS = 600;
/** A success's text is cut here (a script's result, a long list). */
export const MAX_DATA_CHARS = 20_000;

/** Masks known secret values in a text. */
export type Redact = (text: string) => string;

export function toCallResult(result: ToolResult, redact: Redact, render?: (data: unknown) => string): CallToolResult {
  if (!result.ok) {
    const { code, message, retriable, selector, evidence } = result.error;
    const small = evidence === undefined ? undefined : JSON.stringify(evidence);
    const error = {
      code,
      message: clip(message, MAX_MESSAGE_CHARS),
      retriable,
      ...(selector ? { selector: clip(selector, 200) } : {}),
      ...(small !== undefined && small.length <= MAX_EVIDENCE_CHARS ? { evidence } : {}),
    };
    return { isError: true, content: [{ type: 'text', text: redact(JSON.stringify(error)) }] };
  }
  const text = render ? render(result.data) : JSON.stringify(result.data ?? null);
  return { content: [{ type: 'text', text: redact(clip(text, MAX_DATA_CHARS)) }] };
}

/** Only the first line of a message (a thrown error's stack stays out) and at most `max` characters. */
export function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
