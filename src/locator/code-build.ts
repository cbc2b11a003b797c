/** Replays a chain of locator calls read by `parseLocatorCode` on a search root (page, frame or scope). */
import type { Locator } from '@playwright/test';
import type { Root } from './candidates.ts';
import type { CodeCall, CodeValue } from './code.ts';

/**
 * Each call is one of the locator methods the reader allows, with arguments it checked, so calling
 * it by name on the object the previous call returned is what the code itself would do.
 */
export function buildLocatorCode(root: Root, chain: readonly CodeCall[]): Locator {
  let current: unknown = root;
  for (const call of chain) {
    const method = (current as Record<string, (...args: unknown[]) => unknown>)[call.method];
    current = method.apply(current, call.args.map(arg => argument(root, arg)));
  }
  return current as Locator;
}

function argument(root: Root, value: CodeValue): unknown {
  if (typeof value !== 'object')
    return value;
  if ('regex' in value)
    return new RegExp(value.regex, value.flags);
  if ('chain' in value)
    return buildLocatorCode(root, value.chain);
  return Object.fromEntries(Object.entries(value.object).map(([key, v]) => [key, argument(root, v)]));
}
