/** Config pieces every specwright Playwright config shares: the browser, the sample app server, the reporters. */
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import type { ReporterDescription } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions, findChromium, type ChromiumInfo } from '../session/chromium.ts';
import { sharedPort } from '../session/port.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The browser every config launches; resolved once per process tree. Reading its version runs
 * `chromium --version` (about 200 ms), and Playwright evaluates the config in the runner and again
 * in every worker; the workers inherit the runner's environment, so the answer is passed on there.
 */
let cachedChromium: ChromiumInfo | undefined | null = null;
export function chromiumInfo(): ChromiumInfo | undefined {
  if (cachedChromium === null) {
    cachedChromium = inheritedChromium(process.env) ?? findChromium();
    if (cachedChromium)
      process.env[RESOLVED_CHROMIUM] = JSON.stringify({ key: resolutionKey(process.env), info: cachedChromium });
  }
  return cachedChromium;
}

const RESOLVED_CHROMIUM = 'SPECWRIGHT_CHROMIUM_RESOLVED';

/** What a parent process resolved, if it looked where this one would look and the browser is still there. */
export function inheritedChromium(env: NodeJS.ProcessEnv, exists: (file: string) => boolean = existsSync): ChromiumInfo | undefined {
  try {
    const { key, info } = JSON.parse(env[RESOLVED_CHROMIUM] ?? '') as { key?: unknown; info?: Partial<ChromiumInfo> };
    const valid = key === resolutionKey(env) && typeof info?.executablePath === 'string' && typeof info.version === 'string'
      && (info.source === 'playwright' || info.source === 'env' || info.source === 'system')
      && (info.headlessShell === undefined || typeof info.headlessShell === 'string');
    return valid && exists(info.executablePath!) && (info.headlessShell === undefined || exists(info.headlessShell)) ? info as ChromiumInfo : undefined;
  } catch {
    return undefined;
  }
}

/** The inputs of findChromium that a child process could change. */
function resolutionKey(env: NodeJS.ProcessEnv): string {
  return [env.SPECWRIGHT_CHROMIUM ?? '', env.PATH ?? ''].join('\n');
}

/** `use` options: Chromium resolved per DESIGN.md §9, video off (no ffmpeg with the system build). */
export function browserUse() {
  const info = chromiumInfo();
  const headless = !headed();
  return {
    browserName: 'chromium' as const,
    headless,
    video: 'off' as const,
    trace: 'retain-on-failure' as const,
    screenshot: 'only-on-failure' as const,
    launchOptions: info ? chromiumLaunchOptions(info, headless) : {},
  };
}

/**
 * A run that shows its browser: SPECWRIGHT_HEADED, or `--headed`, `--debug` or `--ui` on the command
 * line, which Playwright turns into `headless: false` after the config is read. It then needs the
 * full browser, not the headless shell; the runner notes it in the environment its workers inherit.
 */
function headed(): boolean {
  const shown = headedRun(process.argv, process.env);
  if (shown)
    process.env.SPECWRIGHT_HEADED ||= '1';
  return shown;
}

export function headedRun(argv: readonly string[], env: NodeJS.ProcessEnv): boolean {
  return !!env.SPECWRIGHT_HEADED || argv.some(arg => arg === '--headed' || arg === '--ui' || arg === '--debug' || arg.startsWith('--debug=') || arg.startsWith('--ui-'));
}

/** The sample app in fixtures/, on a free port shared with the workers (or SPECWRIGHT_APP_PORT). */
export function sampleApp() {
  const port = sharedPort('SPECWRIGHT_APP_PORT');
  const baseURL = `http://127.0.0.1:${port}`;
  return {
    baseURL,
    webServer: {
      command: `node ${JSON.stringify(path.join(projectRoot, 'fixtures', 'server.mjs'))} --port ${port}`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
  };
}

/** list + html + allure-playwright with the environment info of issue 2. */
export function reporters(outputRoot = path.join(projectRoot, 'reports')) {
  const info = chromiumInfo();
  return [
    // First: it masks secret values in results and artifact files before any other reporter reads them.
    [path.join(projectRoot, 'src', 'report', 'secrets.ts')] as const,
    // The run's model use, one line at the end.
    [path.join(projectRoot, 'src', 'report', 'usage.ts')] as const,
    ['list'] as const,
    ['html', { outputFolder: path.join(outputRoot, 'html'), open: 'never' }],
    ['allure-playwright', {
      resultsDir: path.join(outputRoot, 'allure-results'),
      // Playwright's own API steps are left out: their titles carry raw arguments (`Fill "<value>"`),
      // secrets included, and the spec's steps already say what happened (DESIGN.md §1.6).
      detail: false,
      suiteTitle: true,
      environmentInfo: {
        Browser: info ? `${info.version} (${info.executablePath})` : 'not found',
        Playwright: playwrightVersion(),
        Node: process.version,
        OS: `${os.type()} ${os.release()} ${os.arch()}`,
      },
    }],
  ] satisfies ReporterDescription[];
}

function playwrightVersion(): string {
  try {
    return (JSON.parse(readFileSync(path.join(projectRoot, 'node_modules', '@playwright', 'test', 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}
