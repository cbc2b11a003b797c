/** ToolContext and ToolDef: what every tool receives and how it is declared. */
import type { BrowserContext, Page } from '@playwright/test';
import type { z } from 'zod';
import { DEFAULT_STEP_TIMEOUT_MS } from '../common/defaults.ts';
import type { ToolResult } from '../common/result.ts';
import { BrowserSession } from '../session/browser.ts';
import type { Pin } from '../common/element.ts';

/** Per-call options: a call that needs others derives a new context (`with`), so concurrent calls never see each other's. */
export interface ToolOptions {
  /** Default for locating and waiting, in ms; a call's own `timeout` argument wins. */
  timeout: number;
  /** Resolves relative URLs for navigate and waitForUrl when the page has none of its own. */
  baseURL?: string;
  /** Values masked from what the page views return and kept out of report steps and traces (the spec's secrets). */
  secrets: readonly string[];
  /** The element a lock file recorded for this call's target: tried first, used only when its fingerprint still matches. */
  pin?: Pin;
  /**
   * Read the located element's record (normalized locator and fingerprint) into each result: the
   * lock file's replay and recording need it; nothing else does, and it costs a round trip per step.
   */
  recordElements?: boolean;
  /**
   * The pin is the call's only way to its element (an `ai` step's recorded action, whose target was
   * a ref of a snapshot long gone): no search runs when it does not match, the call fails instead
   * and the model takes over from it.
   */
  pinOnly?: boolean;
}

/**
 * What a tool is given: the session (whose current tab `switchTab` moves) and immutable options.
 * `page` is always the session's current tab.
 */
export class ToolContext {
  readonly session: BrowserSession;
  readonly options: Readonly<ToolOptions>;

  constructor(session: BrowserSession, options: Partial<ToolOptions> = {}) {
    this.session = session;
    this.options = Object.freeze({ timeout: options.timeout ?? DEFAULT_STEP_TIMEOUT_MS, secrets: options.secrets ?? [], ...(options.baseURL ? { baseURL: options.baseURL } : {}), ...(options.pin ? { pin: options.pin } : {}), ...(options.recordElements ? { recordElements: true } : {}), ...(options.pin && options.pinOnly ? { pinOnly: true } : {}) });
  }

  get page(): Page {
    return this.session.page;
  }

  get context(): BrowserContext {
    return this.session.context;
  }

  get timeout(): number {
    return this.options.timeout;
  }

  get baseURL(): string | undefined {
    return this.options.baseURL;
  }

  get secrets(): readonly string[] {
    return this.options.secrets;
  }

  /** The same session with some options changed: the caller's context is untouched. */
  with(changes: Partial<ToolOptions>): ToolContext {
    return new ToolContext(this.session, { ...this.options, ...changes });
  }
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

/** A context on a new session for `page` (tracking its network from now on). */
export function createToolContext(page: Page, options: Partial<ToolOptions> = {}, session: { trackNetwork?: boolean } = {}): ToolContext {
  return new ToolContext(new BrowserSession(page, session), options);
}
