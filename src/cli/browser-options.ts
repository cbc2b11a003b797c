/** The browser options and allowlist of the commands that open sessions (`mcp`, `session`), from their flags and the environment. */
import { fail, ok, type ToolResult } from '../common/result.ts';
import { createDomainPolicy, type DomainPolicy } from '../safety/index.ts';
import { resolveBrowserOptions, type ResolvedBrowserOptions } from '../session/options.ts';

export interface BrowserFlags {
  headed?: boolean;
  timeout?: string;
  profileDir?: string;
}

/** Flags over SPECWRIGHT_HEADLESS / SPECWRIGHT_TIMEOUT / SPECWRIGHT_PROFILE_DIR over the defaults. */
export function browserOptionsOf(flags: BrowserFlags, env: NodeJS.ProcessEnv = process.env): ToolResult<ResolvedBrowserOptions> {
  const timeout = flags.timeout === undefined ? undefined : Number(flags.timeout);
  return resolveBrowserOptions({
    ...(flags.headed ? { headless: false } : {}),
    ...(timeout !== undefined ? { timeout } : {}),
    ...(flags.profileDir !== undefined ? { profileDir: flags.profileDir } : {}),
  }, env);
}

/**
 * The allowlist: SPECWRIGHT_ALLOWED_DOMAINS replaces the flag, as it replaces a config's list (CI
 * narrows per job). Neither: undefined, no allowlist. No base URL is implied: outside a test there
 * is no app of its own, and a client must not widen the list by naming one.
 */
export function allowlistOf(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): ToolResult<DomainPolicy | undefined> {
  const written = env.SPECWRIGHT_ALLOWED_DOMAINS ?? flag;
  if (written === undefined)
    return ok(undefined);
  const made = createDomainPolicy({ allowedDomains: written.split(',').map(s => s.trim()).filter(Boolean) });
  return made.ok ? ok(made.policy) : fail('INVALID_INPUT', `${env.SPECWRIGHT_ALLOWED_DOMAINS !== undefined ? 'SPECWRIGHT_ALLOWED_DOMAINS' : '--allowed-domains'}: ${made.message}`, { retriable: false });
}
