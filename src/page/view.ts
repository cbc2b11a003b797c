/** The frame every view runs in: closed-page check, optional network-idle wait, errors to codes, secret masking. */
import type { Page } from '@playwright/test';
import { fail, ok, type ToolErrorCode, type ToolResult } from '../common/result.ts';
import { DEFAULT_IDLE_TIMEOUT_MS, trackNetwork, waitForNetworkIdle } from './network.ts';
import type { ViewOptions } from './types.ts';

/** Runs `read` as a view: never throws, always a ToolResult. */
export async function runView<T>(page: Page, options: ViewOptions, read: () => Promise<T>): Promise<ToolResult<T>> {
  if (page.isClosed())
    return fail('TARGET_CLOSED', 'the page is closed');
  trackNetwork(page);
  const idle = options.waitForNetworkIdle;
  if (idle) {
    const waited = await waitForNetworkIdle(page, idle === true ? DEFAULT_IDLE_TIMEOUT_MS : idle);
    if (!waited.ok)
      return waited;
  }
  try {
    const data = await read();
    return ok(options.secrets?.length ? maskSecrets(data, options.secrets) : data);
  } catch (error) {
    const code = codeOf(error, page);
    // A navigation that replaced the document mid-read: reading again sees the new page.
    return fail(code, `page view failed: ${firstLine(error)}`, code === 'NAVIGATION_FAILED' ? { retriable: true } : {});
  }
}

/** Replaces every occurrence of each secret in every string of `value`. */
export function maskSecrets<T>(value: T, secrets: readonly string[]): T {
  const real = secrets.filter(secret => secret.length >= 3);
  if (!real.length)
    return value;
  const mask = (text: string) => real.reduce((out, secret) => out.split(secret).join('[redacted]'), text);
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string')
      return mask(node);
    if (Array.isArray(node))
      return node.map(walk);
    if (node && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
    return node;
  };
  return walk(value) as T;
}

function codeOf(error: unknown, page: Page): ToolErrorCode {
  const message = String(error instanceof Error ? error.message : error);
  if (page.isClosed() || /Target page, context or browser has been closed|Target closed|has been closed/i.test(message))
    return 'TARGET_CLOSED';
  if (/crash/i.test(message))
    return 'PAGE_CRASHED';
  if (error instanceof Error && error.name === 'TimeoutError')
    return 'TIMEOUT';
  if (/Execution context was destroyed|navigation/i.test(message))
    return 'NAVIGATION_FAILED';
  return 'SCRIPT_ERROR';
}

function firstLine(error: unknown): string {
  return String(error instanceof Error ? error.message : error).split('\n')[0];
}
