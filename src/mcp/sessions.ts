/** Browser sessions of the MCP server: started and stopped by tools, each with its own call queue and tool context. */
import { fail, ok, type ToolResult } from '../common/result.ts';
import { checkUrl, createDomainPolicy, urlTarget, type DomainPolicy } from '../safety/index.ts';
import type { BrowserSession } from '../session/browser.ts';
import type { DomainGuard } from '../session/guard.ts';
import { profileName } from '../session/profiles.ts';
import { ToolContext } from '../tools/context.ts';
import { navigate } from '../tools/navigate.ts';
import { domainChecked } from './domains.ts';
import { Serial } from './serial.ts';

export interface LaunchRequest {
  headless: boolean;
  /** Every browser operation's default, in ms. */
  timeout: number;
  /** The allowlist the session's guard enforces. */
  policy: DomainPolicy;
  /** The profile to restore now and save at stop (a domain or a name); none: a fresh browser, nothing saved. */
  profile?: string;
}

export interface OpenedSession {
  session: BrowserSession;
  /** The allowlist of the session's context; each call is checked against it. */
  guard?: DomainGuard;
  /** The profile's state file. */
  profileFile?: string;
  /** How much of the profile was restored. */
  restored?: { cookies: number; origins: number };
  warnings?: string[];
  /** Saves the profile (if any) and closes the browser; what it saved, or why it could not. */
  close: () => Promise<ToolResult<unknown>>;
}

/**
 * How a session's browser is opened: `openSession` (src/session/open.ts) with the profile of its
 * domain and the allowlist. Failing to open is an error value.
 */
export type SessionLauncher = (request: LaunchRequest) => Promise<ToolResult<OpenedSession>>;

export interface SessionDefaults {
  headless: boolean;
  /** Locating and waiting default of each call, in ms. */
  timeout: number;
  /** Values masked in what the page views return. */
  secrets: readonly string[];
  /** Sessions open at once; one more is BUDGET_EXCEEDED (each is a browser). */
  maxSessions: number;
  /** The server's allowlist; unset: every host but link-local and cloud metadata addresses. A client cannot widen it. */
  allowlist?: DomainPolicy;
}

export interface StartRequest {
  /** The domain the session is for: its profile is restored and saved; it must pass the allowlist. */
  domain?: string | undefined;
  /** A profile by name instead of the domain's (e.g. a spec's `session:` name). */
  profile?: string | undefined;
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
  close: () => Promise<ToolResult<unknown>>;
  stopped: boolean;
  guard: DomainGuard | undefined;
  profile: string | undefined;
}

export class Sessions {
  private readonly open = new Map<string, Entry>();
  private starting = 0;
  private readonly profilesStarting = new Set<string>();
  private next = 1;

  constructor(private readonly launcher: SessionLauncher, private readonly defaults: SessionDefaults) {}

  async start(request: StartRequest): Promise<ToolResult<Record<string, unknown>>> {
    if (this.open.size + this.starting >= this.defaults.maxSessions)
      return fail('BUDGET_EXCEEDED', `${this.defaults.maxSessions} sessions are open (the limit); stop one first: ${[...this.open.keys()].join(', ')}.`, { retriable: false });
    const policy = this.defaults.allowlist ?? OPEN_POLICY;
    const profile = this.profileOf(request, policy);
    if (!profile.ok)
      return profile;
    this.starting++;
    if (profile.data !== undefined)
      this.profilesStarting.add(profile.data);
    let opened: ToolResult<OpenedSession>;
    try {
      opened = await this.launcher({ headless: request.headless ?? this.defaults.headless, timeout: request.timeout ?? this.defaults.timeout, policy, ...(profile.data !== undefined ? { profile: profile.data } : {}) });
    } catch (error) {
      opened = fail('INTERNAL_ERROR', `could not start a browser: ${firstLine(error)}`, { retriable: false });
    } finally {
      this.starting--;
      if (profile.data !== undefined)
        this.profilesStarting.delete(profile.data);
    }
    if (!opened.ok)
      return opened;
    const session = opened.data;
    const baseURL = request.baseURL ?? request.url;
    const ctx = new ToolContext(session.session, {
      timeout: request.timeout ?? this.defaults.timeout,
      secrets: this.defaults.secrets,
      ...(baseURL ? { baseURL } : {}),
    });
    if (request.url) {
      const url = request.url;
      const opening = await domainChecked(session.guard, ctx, { tool: 'navigate', args: { url } }, () => navigate.run(ctx, { url }));
      if (!opening.ok) {
        // A session whose first page failed is not handed out half-open; its profile is left as it was.
        await session.close().catch(() => undefined);
        return opening;
      }
    }
    const id = `s${this.next++}`;
    this.open.set(id, { id, ctx, serial: new Serial(), close: session.close, stopped: false, guard: session.guard, profile: profile.data });
    return ok({
      session: id,
      url: ctx.page.url(),
      ...(profile.data !== undefined ? { profile: profile.data, profileFile: session.profileFile, restored: session.restored ?? { cookies: 0, origins: 0 } } : {}),
      ...(session.warnings?.length ? { warnings: session.warnings } : {}),
    });
  }

  /** Closes the session's browser after the calls already queued on it, saving its profile first. */
  async stop(id: string | undefined): Promise<ToolResult<Record<string, unknown>>> {
    const found = this.resolve(id);
    if (!found.ok)
      return found;
    const entry = found.data as Entry;
    // Gone for new calls at once; calls already queued run first, calls queued after are refused.
    this.open.delete(entry.id);
    return await entry.serial.run(async () => {
      entry.stopped = true;
      let closed: ToolResult<unknown>;
      try {
        closed = await entry.close();
      } catch (error) {
        closed = fail('INTERNAL_ERROR', `closing the browser: ${firstLine(error)}`, { retriable: false });
      }
      if (!closed.ok)
        return fail(closed.error.code, `session ${entry.id} stopped, but: ${closed.error.message}`, { retriable: false, ...(closed.error.evidence ? { evidence: closed.error.evidence } : {}) });
      const saved = (closed.data as { saved?: unknown } | undefined)?.saved;
      return ok({ session: entry.id, stopped: true as const, ...(saved ? { saved } : {}) });
    });
  }

  /** Runs one call of a session under its allowlist (see domainChecked). */
  async checked(session: McpSession, call: { tool: string; args: Record<string, unknown> }, run: () => Promise<ToolResult>): Promise<ToolResult> {
    return await domainChecked((session as Entry).guard, session.ctx, call, run);
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

  /**
   * The profile a start asks for: the domain's (which must pass the allowlist: a client may not
   * open a session, and save state, for a host the server does not allow) or a name. One session
   * per profile at a time, or the last to stop would silently overwrite the other's state.
   */
  private profileOf(request: StartRequest, policy: DomainPolicy): ToolResult<string | undefined> {
    let name: string | undefined;
    if (request.domain !== undefined) {
      const domain = profileName(request.domain);
      if (!domain.ok)
        return domain;
      if (urlTarget(`http://${domain.data}/`).kind !== 'network')
        return fail('INVALID_INPUT', `startSession: domain ${JSON.stringify(request.domain)} is not a host; name a profile with profile instead.`, { retriable: false });
      const verdict = checkUrl(policy, `http://${domain.data}/`);
      if (!verdict.allowed)
        return fail('DOMAIN_BLOCKED', `startSession for ${verdict.domain} refused: ${verdict.reason}`, { retriable: false, evidence: { domain: verdict.domain } });
      name = domain.data;
    }
    if (request.profile !== undefined) {
      const named = profileName(request.profile);
      if (!named.ok)
        return named;
      name = named.data;
    }
    if (name === undefined)
      return ok(undefined);
    const holder = [...this.open.values()].find(entry => entry.profile === name);
    if (holder || this.profilesStarting.has(name))
      return fail('INVALID_INPUT', `the profile ${JSON.stringify(name)} is in use by session ${holder?.id ?? '(starting)'}; stop it first.`, { retriable: false });
    return ok(name);
  }

  private names(): string {
    return [...this.open.keys()].join(', ') || 'none';
  }
}

/** No allowlist configured: every host but link-local and cloud metadata addresses. */
const OPEN_POLICY: DomainPolicy = (createDomainPolicy({}) as { ok: true; policy: DomainPolicy }).policy;

export function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.split('\n')[0] ?? '').slice(0, 300);
}
