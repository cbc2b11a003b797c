/** The one mapping from anything thrown (Playwright's errors included) to a ToolError, and the guard every tool runs in. */
import { MAX_TIMEOUT_MS } from '../common/defaults.ts';
import { fail, type ToolErrorCode, type ToolResult } from '../common/result.ts';

/** What a message should name: the locator and the timeout (seed 004). */
export interface ErrorContext {
  /** Verb for the message: "click", "fill". */
  action?: string;
  /** Cleaned selector or target description. */
  selector?: string;
  originalSelector?: string;
  /** Playwright code of the resolved locator, when there is one. */
  locator?: string;
  timeout?: number;
}

/** Ordered: the first rule whose pattern matches the message (or error name) decides the code. */
const RULES: Array<[ToolErrorCode, RegExp]> = [
  ['PAGE_CRASHED', /page crashed|Target crashed/i],
  ['TARGET_CLOSED', /Target page, context or browser has been closed|Target closed|browser has been closed|context closed|page closed|has been closed/i],
  ['AMBIGUOUS_TARGET', /strict mode violation/i],
  ['ELEMENT_DETACHED', /not attached to the DOM|element is detached|Element is not attached|detached from document/i],
  ['NAVIGATION_FAILED', /net::ERR_|NS_ERROR_|Navigation failed|navigation to .* failed|Cannot navigate to invalid URL|interrupted by another navigation|invalid url/i],
  ['NOT_EDITABLE', /not editable|not an <input>|is not an input|Element is not an <input>|readonly/i],
  ['NOT_ENABLED', /element is not enabled|element is disabled/i],
  ['NOT_VISIBLE', /element is not visible|not visible|outside of the viewport/i],
  ['TIMEOUT', /Timeout \d+ms exceeded|TimeoutError|timed out/i],
  ['SCRIPT_ERROR', /^(?:page\.|frame\.|locator\.)?(?:evaluate|evaluateHandle|evaluateAll|\$eval|\$\$eval)\b|ReferenceError|SyntaxError|TypeError: .* is not a function|EvalError|Evaluation failed/i],
];

/**
 * Timeouts whose call log says why the element never became actionable are reported by that
 * reason (NOT_VISIBLE, NOT_ENABLED, NOT_EDITABLE): the caller can act on it; both are retriable
 * and the message still names the timeout.
 */
export function toToolError<T = never>(error: unknown, context: ErrorContext = {}): ToolResult<T> {
  const text = describeThrown(error);
  const name = error instanceof Error ? error.name : '';
  const timedOut = name === 'TimeoutError' || /Timeout \d+ms exceeded/i.test(text);
  const code = timedOut ? timeoutReason(text) : RULES.find(([, pattern]) => pattern.test(text))?.[0] ?? 'INTERNAL_ERROR';
  const what = [context.action, context.locator ?? quote(context.selector)].filter(Boolean).join(' ');
  const timeout = timedOut || code === 'TIMEOUT' ? ` (timeout ${context.timeout ?? '?'}ms)` : '';
  const firstLine = text.split('\n')[0].slice(0, 300);
  return fail<T>(code, `${what ? `${what}: ` : ''}${firstLine}${timeout}`.trim(), {
    selector: context.selector,
    originalSelector: context.originalSelector,
    evidence: timedOut ? { timeout: context.timeout, log: callLog(text) } : undefined,
  });
}

/** Runs a tool body so that nothing escapes: a throw becomes a ToolError through toToolError. */
export async function guard<T>(fn: () => Promise<ToolResult<T>>, context: ErrorContext = {}): Promise<ToolResult<T>> {
  try {
    return await fn();
  } catch (error) {
    return toToolError<T>(error, context);
  }
}

/** The timeout every wait and action uses: the call's own, else the context's, never negative or unbounded. */
export function timeoutOf(requested: number | undefined, fallback: number): number {
  const value = requested ?? fallback;
  return Number.isFinite(value) && value >= 0 ? Math.min(value, MAX_TIMEOUT_MS) : fallback;
}

function timeoutReason(text: string): ToolErrorCode {
  const log = callLog(text).join('\n');
  const last = (pattern: RegExp) => pattern.test(log);
  if (last(/strict mode violation/i))
    return 'AMBIGUOUS_TARGET';
  if (last(/not editable|readonly/i))
    return 'NOT_EDITABLE';
  if (last(/not enabled|disabled/i))
    return 'NOT_ENABLED';
  if (last(/not visible|element is outside of the viewport/i))
    return 'NOT_VISIBLE';
  return 'TIMEOUT';
}

/** Playwright's "Call log:" lines, without terminal colours. */
function callLog(text: string): string[] {
  const at = text.indexOf('Call log:');
  if (at < 0)
    return [];
  return text.slice(at + 'Call log:'.length).split('\n').map(stripAnsi).map(l => l.trim()).filter(Boolean).slice(-8);
}

function describeThrown(error: unknown): string {
  if (error instanceof Error)
    return stripAnsi(`${error.name && !error.message.startsWith(error.name) && error.name !== 'Error' ? `${error.name}: ` : ''}${error.message}`);
  if (typeof error === 'string')
    return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

function stripAnsi(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}

function quote(text: string | undefined): string {
  return text === undefined ? '' : JSON.stringify(text);
}
