/**
 * A session outside Playwright Test (CLI, MCP): its own Chromium behind the domain guard, the
 * profile of its domain restored at start and saved at stop (seed 004's lifecycle).
 */
import { chromium, type Browser } from '@playwright/test';
import { fail, ok, type ToolResult } from '../common/result.ts';
import type { DomainPolicy } from '../safety/index.ts';
import { BrowserSession } from './browser.ts';
import { chromiumLaunchOptions, resolveChromium } from './chromium.ts';
import { DomainGuard } from './guard.ts';
import type { ResolvedBrowserOptions } from './options.ts';
import { ProfileStore, type StorageState } from './profiles.ts';
import { proxySettings, startGuardProxy, type GuardProxy } from './proxy.ts';

export interface OpenRequest {
  browser: ResolvedBrowserOptions;
  /** The allowlist every request of the session must pass. */
  policy: DomainPolicy;
  /** The profile (a domain or a session name, as `profileName` gives it); none: nothing restored, nothing saved. */
  profile?: string;
}

export interface OpenedSession {
  session: BrowserSession;
  guard: DomainGuard;
  /** The profile's state file, when the session has a profile. */
  profileFile?: string;
  /** How much of the profile was restored (counts, never values). */
  restored?: { cookies: number; origins: number };
  /** What the caller should tell the user: a corrupt profile that was set aside for this session. */
  warnings: string[];
  /** Saves the profile (when there is one), then closes the browser and the proxy; closes them even when saving fails. */
  close: () => Promise<ToolResult<{ saved?: { file: string; cookies: number; origins: number } }>>;
}

/** Opens the session; the launch or the profile failing is an error value, never a throw. */
export async function openSession(request: OpenRequest): Promise<ToolResult<OpenedSession>> {
  const store = new ProfileStore(request.browser.profileDir);
  const warnings: string[] = [];
  let restored: StorageState | undefined;
  if (request.profile !== undefined) {
    const read = store.read(request.profile);
    // A corrupt profile must not stop the user: the session starts empty and the warning names the file it will replace.
    if (read.ok)
      restored = read.data;
    else
      warnings.push(`${read.error.message} The session starts without it; stopping the session saves over it.`);
  }
  const guard = new DomainGuard(request.policy);
  let proxy: GuardProxy | undefined;
  let browser: Browser | undefined;
  try {
    proxy = await startGuardProxy(url => guard.check(url), block => guard.noteProxyBlock(block));
    browser = await chromium.launch({ ...chromiumLaunchOptions(resolveChromium(), request.browser.headless), headless: request.browser.headless });
    const context = await browser.newContext({ proxy: proxySettings(proxy), ...(restored ? { storageState: restored } : {}) });
    // browser.timeout is every operation's default, Playwright's own waits included.
    context.setDefaultTimeout(request.browser.timeout);
    await guard.install(context);
    const session = new BrowserSession(await context.newPage());
    const opened = { browser, proxy };
    return ok({
      session,
      guard,
      ...(request.profile !== undefined ? { profileFile: store.fileOf(request.profile), restored: { cookies: restored?.cookies.length ?? 0, origins: restored?.origins.length ?? 0 } } : {}),
      warnings,
      close: () => closeSession(opened, session, request.profile === undefined ? undefined : { store, name: request.profile }),
    });
  } catch (error) {
    await browser?.close().catch(() => undefined);
    await proxy?.close();
    return fail('INTERNAL_ERROR', `could not start a browser: ${firstLine(error)}`, { retriable: false });
  }
}

async function closeSession(opened: { browser: Browser; proxy: GuardProxy }, session: BrowserSession, profile: { store: ProfileStore; name: string } | undefined): Promise<ToolResult<{ saved?: { file: string; cookies: number; origins: number } }>> {
  let result: ToolResult<{ saved?: { file: string; cookies: number; origins: number } }> = ok({});
  if (profile) {
    try {
      const state = await session.context.storageState();
      const written = profile.store.write(profile.name, state);
      result = written.ok ? ok({ saved: { file: written.data.file, cookies: state.cookies.length, origins: state.origins.length } }) : written;
    } catch (error) {
      result = fail('PROFILE_INVALID', `${profile.store.fileOf(profile.name)}: the session's state could not be read to save it: ${firstLine(error)}`, { retriable: false });
    }
  }
  await opened.browser.close().catch(() => undefined);
  await opened.proxy.close();
  return result;
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.split('\n')[0] ?? '').slice(0, 300);
}
