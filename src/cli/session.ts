/** `specwright session open | list | clear`: per-domain browser profiles from the command line (seed 004's sessions outside Playwright Test). */
import type { BrowserContext, Page } from '@playwright/test';
import type { Command } from 'commander';
import { ProfileStore, profileName } from '../session/profiles.ts';
import type { ToolResult } from '../common/result.ts';
import { checkUrl, createDomainPolicy, urlTarget, type DomainPolicy } from '../safety/index.ts';
import { allowlistOf, browserOptionsOf, type BrowserFlags } from './browser-options.ts';

interface OpenFlags extends BrowserFlags {
  headless?: boolean;
  url?: string;
  allowedDomains?: string;
}

export function registerSession(program: Command): void {
  const session = program.command('session').description('browser profiles per domain: cookies and localStorage kept between sessions');
  session.command('open <domain>')
    .description('open a browser on the domain\'s profile (e.g. to log in by hand); closing the window, Ctrl+C or the end of stdin stops it and saves the profile')
    .option('--url <url>', 'page to open first (the allowlist applies)')
    .option('--headless', 'no window (SPECWRIGHT_HEADLESS=1); the session then lasts until Ctrl+C or the end of stdin')
    .option('--timeout <ms>', 'default ms of every browser operation (SPECWRIGHT_TIMEOUT; default 5000)')
    .option('--profile-dir <dir>', 'where profiles are kept (SPECWRIGHT_PROFILE_DIR; default ~/.specwright/browser-profiles)')
    .option('--allowed-domains <hosts>', 'comma-separated hosts the browser may reach; SPECWRIGHT_ALLOWED_DOMAINS replaces it')
    .action(async (domain: string, flags: OpenFlags) => {
      process.exitCode = await open(domain, flags);
    });
  session.command('list')
    .description('the saved profiles: cookie and origin counts (never values), when each was saved')
    .option('--profile-dir <dir>', 'where profiles are kept')
    .action((flags: BrowserFlags) => {
      const store = storeOf(flags);
      if (!store)
        return;
      const profiles = store.list();
      if (!profiles.length)
        process.stdout.write(`no profiles in ${store.dir}\n`);
      for (const p of profiles)
        process.stdout.write(p.cookies < 0 ? `${p.name}: unreadable (${p.folder}); clear it\n` : `${p.name}: ${p.cookies} cookie(s), ${p.origins} origin(s) with localStorage, saved ${p.savedAt}\n`);
    });
  session.command('clear <domain>')
    .description('delete the domain\'s (or session name\'s) profile')
    .option('--profile-dir <dir>', 'where profiles are kept')
    .action((domain: string, flags: BrowserFlags) => {
      const store = storeOf(flags);
      const name = profileName(domain);
      if (!store || !name.ok) {
        if (!name.ok)
          process.stderr.write(`specwright session: ${name.error.message}\n`);
        process.exitCode = 2;
        return;
      }
      process.stdout.write(store.clear(name.data) ? `cleared ${name.data}\n` : `no profile ${name.data} in ${store.dir}\n`);
    });
}

async function open(domain: string, flags: OpenFlags): Promise<number> {
  const browser = browserOptionsOf(flags);
  const allowlist = allowlistOf(flags.allowedDomains);
  const name = profileName(domain);
  if (!browser.ok || !allowlist.ok || !name.ok) {
    process.stderr.write(`specwright session: ${(!browser.ok ? browser : !allowlist.ok ? allowlist : name as ToolResult<never> & { ok: false }).error.message}\n`);
    return 2;
  }
  if (urlTarget(`http://${name.data}/`).kind !== 'network') {
    process.stderr.write(`specwright session: ${JSON.stringify(domain)} is not a domain\n`);
    return 2;
  }
  // Opening a profile is mostly for logging in by hand: a window unless asked otherwise.
  const headless = flags.headless || (process.env.SPECWRIGHT_HEADLESS ? browser.data.headless : false);
  const policy: DomainPolicy = allowlist.data ?? (createDomainPolicy({}) as { ok: true; policy: DomainPolicy }).policy;
  const verdict = checkUrl(policy, `http://${name.data}/`);
  if (!verdict.allowed) {
    process.stderr.write(`specwright session: DOMAIN_BLOCKED: ${verdict.domain}: ${verdict.reason}\n`);
    return 1;
  }
  // Loaded here only: list and clear never start Playwright.
  const [{ openSession }, { ToolContext }, { navigate }, { domainChecked }] = await Promise.all([
    import('../session/open.ts'), import('../tools/context.ts'), import('../tools/navigate.ts'), import('../mcp/domains.ts'),
  ]);
  const opened = await openSession({ browser: { ...browser.data, headless }, policy, profile: name.data });
  if (!opened.ok) {
    process.stderr.write(`specwright session: ${opened.error.code}: ${opened.error.message}\n`);
    return 1;
  }
  const { session, close, warnings, restored, profileFile } = opened.data;
  for (const warning of warnings)
    process.stderr.write(`specwright session: warning: ${warning}\n`);
  process.stdout.write(`session ${name.data} started: profile ${profileFile} (restored ${restored?.cookies ?? 0} cookie(s), ${restored?.origins ?? 0} origin(s))\n`);
  let failed = false;
  if (flags.url) {
    const ctx = new ToolContext(session, { timeout: browser.data.timeout });
    const url = flags.url;
    const went = await domainChecked(opened.data.guard, ctx, { tool: 'navigate', args: { url } }, () => navigate.run(ctx, { url }));
    if (!went.ok) {
      process.stderr.write(`specwright session: ${went.error.code}: ${went.error.message}\n`);
      failed = true;
    }
  }
  if (!failed)
    await stopSignal(session.context, headless);
  const closed = await close();
  if (!closed.ok) {
    process.stderr.write(`specwright session: ${closed.error.code}: ${closed.error.message}\n`);
    return 1;
  }
  const saved = closed.data.saved;
  process.stdout.write(`session ${name.data} stopped: saved ${saved?.cookies ?? 0} cookie(s), ${saved?.origins ?? 0} origin(s) to ${saved?.file ?? profileFile}\n`);
  return failed ? 1 : 0;
}

/** Resolves on Ctrl+C, SIGTERM, the end of stdin (a script's way to stop it), or, with a window, its last tab closed. */
function stopSignal(context: BrowserContext, headless: boolean): Promise<void> {
  return new Promise(resolve => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
    if (!process.stdin.isTTY) {
      process.stdin.on('end', () => resolve());
      process.stdin.resume();
    }
    if (!headless) {
      const watch = (page: Page) => page.on('close', () => {
        if (context.pages().length === 0)
          resolve();
      });
      context.pages().forEach(watch);
      context.on('page', watch);
    }
  });
}

function storeOf(flags: BrowserFlags): ProfileStore | undefined {
  const browser = browserOptionsOf({ ...(flags.profileDir !== undefined ? { profileDir: flags.profileDir } : {}) });
  if (!browser.ok) {
    process.stderr.write(`specwright session: ${browser.error.message}\n`);
    process.exitCode = 2;
    return undefined;
  }
  return new ProfileStore(browser.data.profileDir);
}
