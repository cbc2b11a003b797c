/** The `browser` options of seed 004 (`headless`, `timeout`, `profileDir`) in one shape, with their environment variables and defaults. */
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_STEP_TIMEOUT_MS, MAX_TIMEOUT_MS } from '../common/defaults.ts';
import { fail, ok, type ToolResult } from '../common/result.ts';
import { defaultProfileDir } from './profiles.ts';

/** As written in a config, a CLI's flags or `specwrightOptions.browser`; each unset one falls back to the environment, then the default. */
export interface BrowserOptions {
  /** No window (`SPECWRIGHT_HEADLESS=0` shows one). Default true. */
  headless?: boolean;
  /** Every browser operation of a session, in ms: locating, waiting, Playwright's own default; exceeded is `TIMEOUT`. `SPECWRIGHT_TIMEOUT`. Default 5,000. */
  timeout?: number;
  /** Where profiles live, one folder per domain or session name. `SPECWRIGHT_PROFILE_DIR`. Default `~/.specwright/browser-profiles`. */
  profileDir?: string;
}

export type ResolvedBrowserOptions = Required<BrowserOptions>;

/** Given options over the environment over the defaults; a value that is not one is INVALID_INPUT naming where it came from. */
export function resolveBrowserOptions(given: BrowserOptions = {}, env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): ToolResult<ResolvedBrowserOptions> {
  let headless = given.headless;
  if (headless === undefined && env.SPECWRIGHT_HEADLESS !== undefined && env.SPECWRIGHT_HEADLESS !== '') {
    const flag = env.SPECWRIGHT_HEADLESS.trim().toLowerCase();
    if (!['0', '1', 'true', 'false'].includes(flag))
      return fail('INVALID_INPUT', `SPECWRIGHT_HEADLESS=${JSON.stringify(env.SPECWRIGHT_HEADLESS)}: use 1/true or 0/false.`, { retriable: false });
    headless = flag === '1' || flag === 'true';
  }
  const timeout = given.timeout ?? (env.SPECWRIGHT_TIMEOUT ? Number(env.SPECWRIGHT_TIMEOUT) : DEFAULT_STEP_TIMEOUT_MS);
  if (!Number.isInteger(timeout) || timeout <= 0 || timeout > MAX_TIMEOUT_MS)
    return fail('INVALID_INPUT', `browser.timeout${given.timeout === undefined ? ' (SPECWRIGHT_TIMEOUT)' : ''}: ${String(given.timeout ?? env.SPECWRIGHT_TIMEOUT)} is not a whole number of ms between 1 and ${MAX_TIMEOUT_MS}.`, { retriable: false });
  const dir = given.profileDir ?? (env.SPECWRIGHT_PROFILE_DIR || undefined);
  if (dir !== undefined && !dir.trim())
    return fail('INVALID_INPUT', 'browser.profileDir is empty.', { retriable: false });
  return ok({ headless: headless ?? true, timeout, profileDir: dir === undefined ? defaultProfileDir() : expandHome(dir, cwd) });
}

/** `~/x` is under the home directory, a relative path under `cwd`. */
function expandHome(dir: string, cwd: string): string {
  const text = dir.trim();
  if (text === '~' || text.startsWith('~/'))
    return path.join(os.homedir(), text.slice(1));
  return path.resolve(cwd, text);
}
