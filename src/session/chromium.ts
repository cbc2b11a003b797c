/** Finds the Chromium every part of specwright launches (DESIGN.md §9): Playwright's build, SPECWRIGHT_CHROMIUM, then the system's. */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const requireFromHere = createRequire(import.meta.url);

export interface ChromiumInfo {
  executablePath: string;
  /** Where it came from: `playwright`, `env` (SPECWRIGHT_CHROMIUM) or `system`. */
  source: 'playwright' | 'env' | 'system';
  version: string;
  /**
   * A system build's headless shell of the same version (Debian's `chromium-headless-shell`), for
   * headless runs: what Playwright's own headless Chromium is. It starts a browser in about a third
   * of the time, and a page in about half.
   */
  headlessShell?: string;
}

export interface ResolveOptions {
  env?: NodeJS.ProcessEnv;
  /** Path of Playwright's own Chromium build, if it knows one. */
  playwrightPath?: string | undefined;
  exists?: (file: string) => boolean;
  /** Reads `<exe> --version`; injectable so tests need no browser. */
  readVersion?: (file: string) => string;
}

export const SYSTEM_CHROMIUM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
const HEADLESS_SHELL_NAMES = ['chromium-headless-shell', 'chrome-headless-shell'];
const SYSTEM_CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export class ChromiumNotFoundError extends Error {
  readonly code = 'CHROMIUM_NOT_FOUND';
}

/** Resolves a Chromium or throws ChromiumNotFoundError whose message says how to get one. */
export function resolveChromium(options: ResolveOptions = {}): ChromiumInfo {
  const found = findChromium(options);
  if (!found)
    throw new ChromiumNotFoundError(chromiumHelp(options.env ?? process.env));
  return found;
}

/** Like resolveChromium, but returns undefined when none is found. */
export function findChromium(options: ResolveOptions = {}): ChromiumInfo | undefined {
  const env = options.env ?? process.env;
  const exists = options.exists ?? isFile;
  const readVersion = options.readVersion ?? readChromiumVersion;
  const playwrightPath = 'playwrightPath' in options ? options.playwrightPath : playwrightChromiumPath();
  const pick = (executablePath: string, source: ChromiumInfo['source']): ChromiumInfo =>
    ({ executablePath, source, version: readVersion(executablePath) });

  if (playwrightPath && exists(playwrightPath))
    return pick(playwrightPath, 'playwright');
  const fromEnv = env.SPECWRIGHT_CHROMIUM?.trim();
  if (fromEnv && exists(fromEnv))
    return pick(fromEnv, 'env');
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const system = dirs.flatMap(dir => SYSTEM_CHROMIUM_NAMES.map(name => path.join(dir, name))).find(exists)
    ?? SYSTEM_CHROMIUM_PATHS.find(exists);
  if (!system)
    return undefined;
  const info = pick(system, 'system');
  const headlessShell = headlessShellOf(info, dirs, exists, readVersion);
  return headlessShell ? { ...info, headlessShell } : info;
}

/**
 * The headless shell beside the system build (its folder first, then PATH), when it is the same
 * version: a headless run must test the browser the headed one is. A path given in
 * SPECWRIGHT_CHROMIUM is used as it is.
 */
function headlessShellOf(info: ChromiumInfo, dirs: string[], exists: (file: string) => boolean, readVersion: (file: string) => string): string | undefined {
  const version = versionNumber(info.version);
  if (!version)
    return undefined;
  const candidates = [path.dirname(info.executablePath), ...dirs].flatMap(dir => HEADLESS_SHELL_NAMES.map(name => path.join(dir, name)));
  const shell = candidates.find(exists);
  return shell && versionNumber(readVersion(shell)) === version ? shell : undefined;
}

function versionNumber(version: string): string | undefined {
  return /\b\d+\.\d+\.\d+\.\d+\b/.exec(version)?.[0];
}

/** The message shown when no browser is found: both ways to get one. */
export function chromiumHelp(env: NodeJS.ProcessEnv): string {
  const lines = [
    'specwright: no Chromium found.',
    env.SPECWRIGHT_CHROMIUM ? `  SPECWRIGHT_CHROMIUM=${env.SPECWRIGHT_CHROMIUM} does not exist.` : '',
    '  Looked for Playwright\'s own build, $SPECWRIGHT_CHROMIUM, and chromium / chromium-browser / google-chrome on PATH.',
    'Get one either way:',
    '  1. install the system package: sudo apt-get install chromium   (Debian/Ubuntu; `npm run prepare-browser` does this when run as root)',
    '  2. or point specwright at a Chrome/Chromium binary: export SPECWRIGHT_CHROMIUM=/path/to/chrome',
    '     (`npx playwright install chromium` also works where downloads are allowed)',
  ];
  return lines.filter(Boolean).join('\n');
}

/**
 * Launch options for Playwright: the resolved executable (its headless shell, for a headless
 * launch), flags for closed networks, and the Chromium features turned off (disabledFeaturesArg).
 */
export function chromiumLaunchOptions(info: ChromiumInfo = resolveChromium(), headless = true) {
  const features = disabledFeaturesArg();
  return {
    // Playwright's own build needs no executablePath (it picks its own headless shell); a system one does.
    executablePath: info.source === 'playwright' ? undefined : (headless && info.headlessShell) || info.executablePath,
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      '--disable-gpu',
      ...(features ? [features] : []),
    ],
  };
}

/**
 * Chromium features turned off besides Playwright's own. DeferRendererTasksAfterInput: after a
 * click or a key, Chromium holds the page's timers back until it has drawn the next frame. A step
 * that clicks ends once the page's handlers have run, a zero-delay timer's too (followNavigation),
 * so every click waited a frame (10–16 ms headless) that the page itself did not ask for. Whether
 * a timer runs before or after a frame is the browser's choice by the HTML standard; the page does
 * the same things in the same order, sooner. Playwright's own clicks and checks gain as much.
 */
export const DISABLED_FEATURES = ['DeferRendererTasksAfterInput'];

let disabledFeatures: string | null | undefined;

/**
 * `--disable-features=…` with Playwright's own list and DISABLED_FEATURES. Chromium reads only the
 * last `--disable-features` it is given, and Playwright puts its own list before the caller's args:
 * a flag naming ours alone would turn Playwright's back on. Playwright does not export its list, so
 * it is read from its bundle (playwrightDisabledFeatures). Where it cannot be read, no flag is
 * added: the browser keeps Playwright's settings and each click waits its frame.
 */
export function disabledFeaturesArg(): string | undefined {
  if (disabledFeatures === undefined) {
    // Playwright evaluates the config in the runner and again in every worker, which inherit the
    // runner's environment: the bundle (3.6 MB) is read once a run, not once a process.
    const bundle = playwrightBundle();
    const inherited = inheritedFeatures(process.env, bundle);
    if (inherited !== undefined) {
      disabledFeatures = inherited;
    } else {
      const own = bundle === undefined ? undefined : readBundle(bundle, playwrightDisabledFeatures);
      disabledFeatures = own ? `--disable-features=${[...new Set([...own, ...DISABLED_FEATURES])].join(',')}` : null;
      if (bundle !== undefined)
        process.env[RESOLVED_FEATURES] = JSON.stringify({ bundle, arg: disabledFeatures });
    }
  }
  return disabledFeatures ?? undefined;
}

const RESOLVED_FEATURES = 'SPECWRIGHT_DISABLED_FEATURES_RESOLVED';

/** What a parent process read from the same bundle: the flag, or null when there was none to add. */
export function inheritedFeatures(env: NodeJS.ProcessEnv, bundle: string | undefined): string | null | undefined {
  try {
    const { bundle: read, arg } = JSON.parse(env[RESOLVED_FEATURES] ?? '') as { bundle?: unknown; arg?: unknown };
    return read === bundle && bundle !== undefined && (arg === null || (typeof arg === 'string' && arg.startsWith('--disable-features='))) ? arg : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The features Playwright's Chromium launch turns off, read from its bundle's source: the array
 * literal `disabledFeatures = [ … ]` holding quoted names and comments only. Anything else in it
 * (a name chosen at run time) and the list is not trusted: undefined.
 */
export function playwrightDisabledFeatures(source: string): string[] | undefined {
  const start = source.indexOf('disabledFeatures = [');
  const end = start < 0 ? -1 : source.indexOf(']', start);
  if (end < 0)
    return undefined;
  const body = source.slice(start + 'disabledFeatures = ['.length, end).replace(/\/\/[^\n]*/g, '');
  if (!/^(?:\s*"[\w-]+"\s*,)*\s*(?:"[\w-]+"\s*)?$/.test(body))
    return undefined;
  const names = [...body.matchAll(/"([\w-]+)"/g)].map(match => match[1]);
  return names.length ? names : undefined;
}

function playwrightBundle(): string | undefined {
  try {
    return requireFromHere.resolve('playwright-core/lib/coreBundle');
  } catch {
    return undefined;
  }
}

function readBundle<T>(bundle: string, read: (source: string) => T | undefined): T | undefined {
  try {
    return read(readFileSync(bundle, 'utf8'));
  } catch {
    return undefined;
  }
}

function playwrightChromiumPath(): string | undefined {
  try {
    // Resolved lazily so pure modules importing this file do not load Playwright.
    const { chromium } = requireFromHere('playwright-core') as { chromium: { executablePath(): string } };
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

function isFile(file: string): boolean {
  try {
    return existsSync(file);
  } catch {
    return false;
  }
}

function readChromiumVersion(executablePath: string): string {
  try {
    return execFileSync(executablePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 15_000 }).trim();
  } catch {
    return 'unknown';
  }
}
