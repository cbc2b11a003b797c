/** ToolContext and ToolDef: what every tool receives and how it is declared. */
import type { BrowserContext, Page } from '@playwright/test';
import type { z } from 'zod';
import { trackNetwork } from '../page/network.ts';
import type { ToolResult } from '../common/result.ts';

/**
 * Mutable on purpose: switchTab changes `page`, and everyone holding the context sees the new one.
 * `timeout` is the default for locating and waiting; a call's own `timeout` argument wins.
 */
export interface ToolContext {
  page: Page;
  context: BrowserContext;
  timeout: number;
  /** Resolves relative URLs for navigate and waitForUrl when the page has none of its own. */
  baseURL?: string;
  /** Values masked from what the page views return (the spec's secrets). */
  secrets?: readonly string[];
}

export interface ToolDef<Schema extends z.ZodType = z.ZodType> {
  name: string;
  description: string;
  schema: Schema;
  /** Changes nothing on the page: allowed while healing an assertion. */
  readOnly: boolean;
  /** Validates `args` with `schema` first; never throws. */
  run(ctx: ToolContext, args: unknown): Promise<ToolResult>;
}

/** Counts every page's requests from the start (pages opened later too), so a network-idle wait knows what is in flight. */
export function createToolContext(page: Page, options: { timeout?: number; baseURL?: string } = {}): ToolContext {
  const context = page.context();
  trackNetwork(page);
  context.on('page', trackNetwork);
  return { page, context, timeout: options.timeout ?? 5000, baseURL: options.baseURL };
}
