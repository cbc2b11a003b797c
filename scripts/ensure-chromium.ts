/** Run before `demo` and `test`: finds a Chromium, installs Debian's when none is found and we are root, else says what to do. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumHelp, findChromium, type ChromiumInfo } from '../src/session/chromium.ts';

export interface EnsureOptions {
  env?: NodeJS.ProcessEnv;
  isRoot?: boolean;
  isDebian?: boolean;
  find?: () => ChromiumInfo | undefined;
  install?: () => void;
  /** Installs Debian's headless shell of the found build. */
  installShell?: () => void;
  log?: (line: string) => void;
}

/** Returns the browser to use, or an error message (never throws). */
export function ensureChromium(options: EnsureOptions = {}): { ok: true; info: ChromiumInfo } | { ok: false; message: string } {
  const env = options.env ?? process.env;
  const find = options.find ?? (() => findChromium({ env }));
  const log = options.log ?? console.log;
  const installShell = options.installShell ?? aptInstallHeadlessShell;
  const found = find();
  const isRoot = options.isRoot ?? process.getuid?.() === 0;
  const isDebian = options.isDebian ?? existsSync('/etc/debian_version');
  if (found)
    return { ok: true, info: isRoot && isDebian ? withHeadlessShell(found, find, installShell, log) : found };
  if (!isRoot || !isDebian) {
    const why = !isDebian ? 'not a Debian/Ubuntu system' : 'not running as root';
    return { ok: false, message: `${chromiumHelp(env)}\n(no automatic install: ${why})` };
  }
  log('specwright: no Chromium found; installing Debian\'s chromium package with apt-get …');
  try {
    (options.install ?? aptInstallChromium)();
  } catch (error) {
    return { ok: false, message: `${chromiumHelp(env)}\napt-get install chromium failed: ${(error as Error).message}` };
  }
  const installed = find();
  return installed ? { ok: true, info: withHeadlessShell(installed, find, installShell, log) } : { ok: false, message: `${chromiumHelp(env)}\napt-get finished but no chromium was found.` };
}

/**
 * Debian's chromium without its headless shell gets the shell, which headless runs use (see
 * ChromiumInfo.headlessShell): a faster start of every browser and page. Only an optimization:
 * when apt fails, the full browser runs headless as before.
 */
function withHeadlessShell(found: ChromiumInfo, find: () => ChromiumInfo | undefined, install: () => void, log: (line: string) => void): ChromiumInfo {
  if (found.source !== 'system' || found.headlessShell || !/\bDebian\b/.test(found.version))
    return found;
  log('specwright: installing Debian\'s chromium-headless-shell, which headless runs use, with apt-get …');
  try {
    install();
  } catch (error) {
    log(`specwright: apt-get install chromium-headless-shell failed (${(error as Error).message.split('\n')[0]}); headless runs use ${found.executablePath}.`);
    return found;
  }
  return find() ?? found;
}

function aptInstallChromium() {
  aptInstall(['chromium']);
}

function aptInstallHeadlessShell() {
  aptInstall(['chromium-headless-shell']);
}

function aptInstall(packages: string[]) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env, timeout: 300_000 });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env, timeout: 300_000 });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = ensureChromium();
  if (result.ok) {
    console.log(`specwright: using Chromium at ${result.info.executablePath} (${result.info.source}): ${result.info.version}${result.info.headlessShell ? `; headless runs use ${result.info.headlessShell}` : ''}`);
  } else {
    console.error(result.message);
    process.exit(1);
  }
}
