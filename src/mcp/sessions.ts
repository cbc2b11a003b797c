/** Browser sessions of the MCP server: started and stopped by tools, each with its own call queue and tool context. */
import { fail, ok, type ToolResult } from '../common/result.ts';
import type { BrowserSession } from '../session/browser.ts';
import { ToolContext } from '../tools/context.ts';
import { navigate } from '../tools/navigate.ts';
import { Serial } from './serial.ts';

export interface LaunchRequest {
  headless: boolean;
}

export interface OpenedSession {
  session: BrowserSession;
  close: () => Promise<void>;
}

/**
 * How a session's browser is opened. `launchSession` today; profiles per domain and the domain
 * allowlist belong to the session layer, and plug in here without the tools noticing.
 */
export type SessionLauncher = (request: LaunchRequest) => Promise<OpenedSession>;

export interface SessionDefaults {
  headless: boolean;
  /** Locating and waiting default of each call, in ms. */
  timeout: number;
  /** Values masked in what the page views return. */
  secrets: readonly string[];
  /** Sessions open at once; one more is BUDGET_EXCEEDED (each is a browser). */
  maxSessions: number;
}

export interface StartRequest {
  url?: string | undefined;
  baseURL?: string | undefined;
  headless?: boolean | undefined;
  timeout?: number | undefined;
}

export interface McpSession {
  readonly id: string;
  readonly ctx: ToolContext;
  /** Every call on this session runs through here, in arrival order. */
  readonly serial: Serial;
}

interface Entry extends McpSession {
  close: () => Promise<void>;
  stopped: boolean;
}

export class Sessions {
  private readonly open = new Map<string, Entry>();
  private starting = 0;
  private next = 1;

  constructor(private readonly launcher: SessionLauncher, private readonly defaults: SessionDefaults) {}

  async start(request: StartRequest): Promise<ToolResult<{ session: string; url: string }>> {
    if (this.open.size + this.starting >= this.defaults.maxSessions)
      return fail('BUDGET_EXCEEDED', `${this.defaults.maxSessions} sessions are open (the limit); stop one first: ${[...this.open.keys()].join(', ')}.`, { retriable: false });
    this.starting++;
    let opened: OpenedSession;
    try {
      opened = await this.launcher({ headless: request.headless ?? this.defaults.headless });
    } catch (error) {
      return fail('INTERNAL_ERROR', `could not start a browser: ${firstLine(error)}`, { retriable: false });
    } finally {
      this.starting--;
    }
    const baseURL = request.baseURL ?? request.url;
    const ctx = new ToolContext(opened.session, {
      timeout: request.timeout ?? this.defaults.timeout,
      secrets: this.defaults.secrets,
      ...(baseURL ? { baseURL } : {}),
    });
    if (request.url) {
      const opening = await navigate.run(ctx, { url: request.url });
      if (!opening.ok) {
        // A session whose first page failed is not handed out half-open.
        await opened.close().catch(() => undefined);
        return opening;
      }
    }
    const id = `s${this.next++}`;
    this.open.set(id, { id, ctx, serial: new Serial(), close: opened.close, stopped: false });
    return ok({ session: id, url: ctx.page.url() });
  }

  /** Closes the session's browser after the calls already queued on it. */
  async stop(id: string | undefined): Promise<ToolResult<{ session: string; stopped: true }>> {
    const found = this.resolve(id);
    if (!found.ok)
      return found;
    const entry = found.data as Entry;
    // Gone for new calls at once; calls already queued run first, calls queued after are refused.
    this.open.delete(entry.id);
    return await entry.serial.run(async () => {
      entry.stopped = true;
      await entry.close().catch(() => undefined);
      return ok({ session: entry.id, stopped: true as const });
    });
  }

  /** The session a call names, or the only one open when it names none. */
  resolve(id: string | undefined): ToolResult<McpSession> {
    if (id !== undefined) {
      const entry = this.open.get(id);
      return entry ? ok(entry) : fail('INVALID_INPUT', `no session ${JSON.stringify(id)}; open: ${this.names()}.`, { retriable: false });
    }
    if (this.open.size === 1)
      return ok([...this.open.values()][0]);
    return this.open.size === 0
      ? fail('INVALID_INPUT', 'no browser session: call startSession first.', { retriable: false })
      : fail('INVALID_INPUT', `several sessions are open (${this.names()}): name one in the session argument.`, { retriable: false });
  }

  /** Runs `task` in the session's queue; a session stopped while the call waited is refused. */
  async call<T>(session: McpSession, task: () => Promise<ToolResult<T>>): Promise<ToolResult<T>> {
    return await session.serial.run(async () => {
      if ((session as Entry).stopped)
        return fail('INVALID_INPUT', `session ${session.id} was stopped before this call ran.`, { retriable: false });
      return await task();
    });
  }

  async closeAll(): Promise<void> {
    const ids = [...this.open.keys()];
    await Promise.all(ids.map(id => this.stop(id)));
  }

  list(): Array<{ session: string; url: string }> {
    return [...this.open.values()].map(entry => ({ session: entry.id, url: entry.ctx.page.url() }));
  }

  get size(): number {
    return this.open.size;
  }

  private names(): string {
    return [...this.open.keys()].join(', ') || 'none';
  }
}

export function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.split('\n')[0] ?? '').slice(0, 300);
}
