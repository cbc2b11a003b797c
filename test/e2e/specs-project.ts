/** Inline spec projects for end-to-end tests: write a tiny project, run the real `npx playwright test` in it. */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import { cleanEnv, runPlaywright } from '../support/playwright-cli.ts';

const projectRoot = path.resolve(import.meta.dirname, '..', '..');

export interface RunResult {
  exitCode: number;
  output: string;
  /** Playwright's JSON report of the run. */
  report: JsonReport;
  passed: number;
  failed: number;
  /** `file:line › title` of every test that ran, with its status. */
  results: { title: string; file: string; line: number; status: string; errors: string[] }[];
}

interface JsonReport {
  stats?: { expected: number; unexpected: number; skipped: number; flaky: number };
  suites?: JsonSuite[];
  errors?: { message?: string }[];
}
interface JsonSuite { title: string; specs: JsonSpec[]; suites?: JsonSuite[] }
interface JsonSpec { title: string; file: string; line: number; tests: { results: { status: string; errors: { message?: string }[] }[] }[] }

/**
 * Writes `files` under test/e2e/.tmp/<name>/ next to a config that compiles `specs/**` with
 * defineSpecConfig. The sample app is the one the e2e config already serves: its URL is passed in
 * through SPECWRIGHT_BASE_URL, so the inner run starts no second server. `expectFailing` lists spec
 * files (`specs/x.md`) the caller asserts fail: they are marked as expected to fail
 * (test/support/expected-failures.ts), so the inner run keeps its worker after each; their status
 * and errors in the report are their own.
 */
export function writeProject(name: string, files: Record<string, string>, configOptions = '', expectFailing: string[] = []): string {
  const dir = path.join(projectRoot, 'test', 'e2e', '.tmp', name);
  rmSync(dir, { recursive: true, force: true });
  const src = path.relative(dir, path.join(projectRoot, 'src')).split(path.sep).join('/');
  const runtime = path.relative(dir, path.join(projectRoot, 'test', 'support', 'expected-failures.ts')).split(path.sep).join('/');
  const options = [...(configOptions ? [configOptions] : []), ...(expectFailing.length ? [`importTestFrom: '${runtime}'`] : [])];
  const config = [
    `import { defineConfig } from '@playwright/test';`,
    `import { defineSpecConfig } from '${src}/compile/config.ts';`,
    `import { browserUse } from '${src}/compile/platform.ts';`,
    `export default defineConfig({`,
    // A project's testDir keeps rootDir at the config's directory, so reports print `specs/x.md:12`.
    `  projects: [{ name: 'specs', testDir: defineSpecConfig({ root: import.meta.dirname${options.map(option => ', ' + option).join('')} })${expectFailing.length ? `, metadata: { expectFailing: ${JSON.stringify(expectFailing)} }` : ''} }],`,
    `  outputDir: './test-results',`,
    `  retries: 0,`,
    `  reporter: [['list'], ['json', { outputFile: 'report.json' }]],`,
    `  use: { ...browserUse(), baseURL: process.env.SPECWRIGHT_BASE_URL, trace: 'off', screenshot: 'off' },`,
    `});`,
  ].join('\n');
  for (const [file, text] of Object.entries({ 'playwright.config.ts': config, ...files })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** Runs `npx playwright test <args>` in the project, one worker, and reads its JSON report. */
export async function runProject(dir: string, args: string[] = [], env: Record<string, string> = {}): Promise<RunResult> {
  rmSync(path.join(dir, 'report.json'), { force: true });
  const baseURL = test.info().project.use.baseURL ?? '';
  const { exitCode, output } = await runPlaywright(['--workers=1', ...args], { cwd: dir, env: { ...cleanEnv(), SPECWRIGHT_BASE_URL: baseURL, ...env } });
  const report = readReport(path.join(dir, 'report.json'));
  // Top-level suites are files: titles start below them.
  const results = (report.suites ?? []).flatMap(file => [...flatten([{ ...file, suites: [] }], [], true), ...flatten(file.suites ?? [])]);
  return {
    exitCode, output, report, results,
    passed: results.filter(r => r.status === 'passed').length,
    failed: results.filter(r => r.status === 'failed' || r.status === 'timedOut').length,
  };
}

function readReport(file: string): JsonReport {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as JsonReport;
  } catch {
    return {};
  }
}

function flatten(suites: JsonSuite[], prefix: string[] = [], fileLevel = false): RunResult['results'] {
  return suites.flatMap(suite => {
    const titles = fileLevel ? prefix : [...prefix, suite.title];
    const own = suite.specs.map(spec => {
      const result = spec.tests[0]?.results.at(-1);
      return {
        title: [...titles, spec.title].join(' › '),
        file: spec.file,
        line: spec.line,
        status: result?.status ?? 'skipped',
        errors: (result?.errors ?? []).map(e => e.message ?? ''),
      };
    });
    return [...own, ...flatten(suite.suites ?? [], titles)];
  });
}
