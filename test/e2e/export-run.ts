/**
 * Exports spec files to plain Playwright tests and runs them in one `npx playwright test`: against
 * the unmodified sample app, and each seeded defect's variant against the specs it must fail.
 * Shared by test/e2e/export.test.ts (a subset) and bench/export (everything).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exportSpec, type ExportedSpec } from '../../src/export/index.ts';
import { parseSpec } from '../../src/spec/parse.ts';
import { readLock } from '../../src/lock/store.ts';
import { sharedPort } from '../../src/session/port.ts';
import type { Defect } from '../integrity/defects.ts';
import { expectedSpecs, specOf } from '../integrity/plan.ts';
import { seedVariants } from '../integrity/seed.ts';
import { cleanEnv, runPlaywright } from '../support/playwright-cli.ts';

export const projectRoot = path.resolve(import.meta.dirname, '..', '..');

export interface ExportRunOptions {
  workDir: string;
  /** Spec files, root-relative. */
  specs: string[];
  /** Where lock files are, mirroring the specs (`<dir>/specs/shop/cart.md.yaml`); none: exported without. */
  lockDir?: string;
  defects: Defect[];
  /** The specs run against the unmodified app (default: all of `specs`). */
  baseSpecs?: string[];
  /**
   * A defect runs one scenario it must fail (the first, in the order of its specs and each spec's own),
   * its actions and checks waiting `timeout` ms; the unmodified app runs those same tests with the
   * same wait (project `base-picked`), the rest of its tests as usual (`base`). Every defect's tests
   * run in one project, `defects`, from a copy of each exported file per defect (`out/defects/<id>/…`).
   */
  mustFailOnly?: { timeout: number };
  workers?: number;
}

export interface ExportedOutcome {
  /** `base`, `base-picked` (see mustFailOnly) or the defect id. */
  project: string;
  /** `spec path:scenario title`. */
  id: string;
  status: 'passed' | 'failed' | 'fixme' | 'skipped';
  error?: string;
  /** Runs of the test: 2 when a test of the unmodified app passed only on its retry. */
  attempts: number;
}

export interface ExportRun {
  exported: ExportedSpec[];
  /** With mustFailOnly: the tests each defect ran (`spec:scenario`), by defect id. */
  picked: Record<string, string[]>;
  outcomes: ExportedOutcome[];
  exitCode: number;
  output: string;
}

export async function exportAndRun(options: ExportRunOptions): Promise<ExportRun> {
  const workDir = path.resolve(options.workDir);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  seedVariants(options.defects, path.join(workDir, 'variants'));
  const port = sharedPort('EXPORT_APP_PORT');
  const write = (file: string, code: string) => {
    mkdirSync(path.dirname(path.join(workDir, 'out', file)), { recursive: true });
    writeFileSync(path.join(workDir, 'out', `${file}.spec.ts`), code);
  };
  const scenarios = new Map<string, string[]>();
  const exported = options.specs.map(file => {
    const source = readFileSync(path.join(projectRoot, file), 'utf8');
    scenarios.set(file, parseSpec(file, source, { root: projectRoot }).spec?.scenarios.map(scenario => scenario.name) ?? []);
    const lock = options.lockDir ? readLock(path.join(options.lockDir, `${file}.yaml`)) : undefined;
    if (lock && !lock.ok)
      throw new Error(lock.message);
    const result = exportSpec({ file, source, root: projectRoot, lock: lock?.lock });
    if (result.code) {
      write(file, result.code + expectationHook(file, '(testInfo.project.metadata.expectFailing ?? []) as string[]'));
      for (const defect of options.mustFailOnly ? options.defects.filter(d => expectedSpecs(d).includes(file)) : [])
        write(`defects/${defect.id}/${file}`, result.code + variantHook(defect, port) + expectationHook(file, JSON.stringify(defect.expectFailing)));
    }
    return result;
  });
  // One test a defect must fail: each one more costs about 3.5 s of an e2e run kept under 15 minutes.
  const picked = Object.fromEntries(options.mustFailOnly ? options.defects.map(defect => [defect.id, firstMustFail(defect, scenarios).slice(0, 1)]) : []);
  const config = path.join(workDir, 'playwright.config.ts');
  writeFileSync(config, configText(workDir, port, options.defects, options.baseSpecs ?? options.specs, options.workers ?? 1, options.mustFailOnly, picked));
  // From the project root: exported uploads name their files relative to it.
  const { exitCode, output } = await runPlaywright(['--config', config], {
    cwd: projectRoot,
    env: { ...cleanEnv('EXPORT_APP_PORT'), SHOP_USER: 'standard_user', SHOP_PASSWORD: 'secret_sauce' },
  });
  return { exported, picked, outcomes: readOutcomes(path.join(workDir, 'report.json'), workDir), exitCode, output };
}

/** Of each spec a defect fails, the first scenario it must fail, as `spec:scenario`. */
export function firstMustFail(defect: Defect, scenarios: Map<string, string[]>): string[] {
  return expectedSpecs(defect).flatMap(spec => {
    const first = (scenarios.get(spec) ?? []).find(name => defect.expectFailing.some(entry => entry === spec || entry === `${spec}:${name}`));
    return first === undefined ? [] : [`${spec}:${first}`];
  });
}

/** A defect's expected failures as outcome ids (`spec:scenario`), or every scenario of a spec named whole. */
export function mustFail(defect: Defect, outcomes: ExportedOutcome[]): ExportedOutcome[] {
  const own = outcomes.filter(outcome => outcome.project === defect.id);
  return own.filter(outcome => defect.expectFailing.some(entry => entry === specOf(entry) ? outcome.id.startsWith(`${entry}:`) : outcome.id === entry));
}

/**
 * A test of the unmodified app gets a second run when its first fails: a machine starved for a
 * moment (two Playwright runs share the CI's two cores) can stall a page past a wait. That decides
 * nothing about a defect: the variants' tests are never retried, and a variant's failure counts
 * only beside a pass here. Tests that needed the retry are counted and printed.
 */
const BASE_RETRIES = 1;

/** The generated config: the sample app's server with every variant, a project per variant running the specs it must fail. */
function configText(workDir: string, port: number, defects: Defect[], baseSpecs: string[], workers: number, mustFailOnly: ExportRunOptions['mustFailOnly'], picked: Record<string, string[]>): string {
  const rel = (file: string) => JSON.stringify(path.relative(workDir, file).split(path.sep).join('/'));
  // Exported files sit at out/<spec path>.spec.ts: a project runs exactly the specs it lists.
  const match = (specs: string[]) => JSON.stringify(specs.map(spec => path.join(workDir, 'out', `${spec}.spec.ts`)));
  const projects = mustFailOnly ? quickProjects(defects, picked, baseSpecs, mustFailOnly.timeout, match, port) : [
    `    { name: 'base', testMatch: ${match(baseSpecs)}, retries: ${BASE_RETRIES}, use: { baseURL: 'http://127.0.0.1:${port}' } },`,
    ...defects.map(defect => `    { name: ${JSON.stringify(defect.id)}, testMatch: ${match(expectedSpecs(defect))}, use: { baseURL: 'http://${defect.id}.localhost:${port}' }, metadata: { expectFailing: ${JSON.stringify(defect.expectFailing)} } },`),
  ];
  return [
    `import { defineConfig } from '@playwright/test';`,
    `import { browserUse } from ${rel(path.join(projectRoot, 'src', 'compile', 'platform.ts'))};`,
    `export default defineConfig({`,
    `  testDir: './out',`,
    `  outputDir: './test-results',`,
    `  fullyParallel: true,`,
    `  retries: 0,`,
    `  workers: ${workers},`,
    `  timeout: 30_000,`,
    `  reporter: [['json', { outputFile: 'report.json' }], ['dot']],`,
    // An action waits as long as the spec's own step would (specwright's 5 s, src/common/defaults.ts), as
    // the assertions do (expect's 5 s): the app is local, and a test the defect fails waits it out.
    `  use: { ...browserUse(), actionTimeout: 5_000, trace: 'off', screenshot: 'off' },`,
    `  webServer: {`,
    `    command: 'node ${path.join(projectRoot, 'fixtures', 'server.mjs')} --port ${port} --variants ${path.join(workDir, 'variants')}',`,
    `    url: 'http://127.0.0.1:${port}/api/health',`,
    `    reuseExistingServer: false,`,
    `  },`,
    `  projects: [`,
    ...projects,
    `  ],`,
    `});`,
    '',
  ].join('\n');
}

/**
 * Each defect's must-fail tests with actions and checks waiting `timeout` ms, and the same tests on
 * the unmodified app with the same wait (`base-picked`): a test a variant fails within that wait
 * passes within it on the app it was recorded on, in the same run. The unmodified app's other tests
 * keep the usual wait (`base`). The defects share one project, so their tests share workers:
 * Playwright starts a worker, and a browser, for each project it runs.
 */
function quickProjects(defects: Defect[], picked: Record<string, string[]>, baseSpecs: string[], timeout: number, match: (specs: string[]) => string, port: number): string[] {
  const grep = (patterns: RegExp[]) => `[${patterns.map(String).join(', ')}]`;
  const all = defects.flatMap(defect => testGrep(picked[defect.id], ''));
  const fast = `use: { baseURL: 'http://127.0.0.1:${port}', actionTimeout: ${timeout} }, expect: { timeout: ${timeout} }`;
  const copies = defects.flatMap(defect => expectedSpecs(defect).map(spec => `defects/${defect.id}/${spec}`));
  return [
    `    { name: 'base', testMatch: ${match(baseSpecs)}, grepInvert: ${grep(all)}, retries: ${BASE_RETRIES}, use: { baseURL: 'http://127.0.0.1:${port}' } },`,
    `    { name: 'base-picked', testMatch: ${match([...new Set(defects.flatMap(expectedSpecs))])}, grep: ${grep(all)}, retries: ${BASE_RETRIES}, ${fast} },`,
    `    { name: 'defects', testMatch: ${match(copies)}, grep: ${grep(defects.flatMap(defect => testGrep(picked[defect.id], `defects/${defect.id}/`)))}, ${fast} },`,
  ];
}

/**
 * Playwright's grep, one pattern per `spec:scenario`: it reads a test's title path joined by spaces
 * (project, file, describe, title, then its tags), so a pattern is the file under `dir`, then the
 * scenario's title last but for tags.
 */
function testGrep(ids: string[], dir: string): RegExp[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return ids.map(id => {
    const file = specOf(id);
    return new RegExp(` ${escape(dir + file)}\\.spec\\.ts (?:.* )?${escape(id.slice(file.length + 1))}(?: @\\S+)*$`);
  });
}

/**
 * A hook the harness adds after the exported code (which it leaves as it is): a test its project's
 * defect must fail is marked as expected to fail. Playwright restarts a worker after every unexpected
 * failure, browser and all, and most of a defect's tests fail on purpose. The mark decides nothing:
 * the report still records the test's own status ("failed", or "passed" when it wrongly passes),
 * which is all readOutcomes reads.
 */
function expectationHook(file: string, expectFailing: string): string {
  return [
    '',
    `// Added by test/e2e/export-run.ts, not part of the export: the seeded defect's must-fail tests are expected to fail.`,
    `test.beforeEach(({}, testInfo) => testInfo.fail((${expectFailing}).some(entry => entry === ${JSON.stringify(file)} || entry === ${JSON.stringify(`${file}:`)} + testInfo.title), 'the seeded defect must fail it'));`,
    '',
  ].join('\n');
}

/** A defect's copy of an exported file runs on the defect's variant of the app. */
function variantHook(defect: Defect, port: number): string {
  return ['', `// Added by test/e2e/export-run.ts, not part of the export: this copy runs on the ${defect.id} variant of the app.`, `test.use({ baseURL: 'http://${defect.id}.localhost:${port}' });`].join('\n');
}

interface JsonSuite { title: string; file: string; specs: JsonSpec[]; suites?: JsonSuite[] }
interface JsonSpec {
  title: string;
  file: string;
  tests: { projectName: string; annotations: { type: string }[]; results: { status: string; errors: { message?: string }[] }[] }[];
}

function readOutcomes(reportFile: string, workDir: string): ExportedOutcome[] {
  let report: { suites?: JsonSuite[] };
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8')) as { suites?: JsonSuite[] };
  } catch {
    return [];
  }
  const walk = (suite: JsonSuite): ExportedOutcome[] => [
    ...suite.specs.flatMap(spec => spec.tests.map(test => {
      // `out/specs/shop/cart.md.spec.ts` → `specs/shop/cart.md`; a defect's copy, `out/defects/<id>/specs/…`, is that defect's
      const relative = path.relative(path.join(workDir, 'out'), path.resolve(workDir, 'out', spec.file)).split(path.sep).join('/').replace(/\.spec\.ts$/, '');
      const copy = test.projectName === 'defects' ? /^defects\/([^/]+)\/(.*)$/.exec(relative) : null;
      const file = copy ? copy[2] : relative;
      const result = test.results.at(-1);
      const fixme = test.annotations.some(annotation => annotation.type === 'fixme');
      const status = result?.status === 'passed' ? 'passed' : result?.status === 'skipped' ? (fixme ? 'fixme' : 'skipped') : 'failed';
      const error = result?.errors.map(e => e.message ?? '').join('\n').split('\n').slice(0, 3).join(' ');
      return { project: copy ? copy[1] : test.projectName, id: `${file}:${spec.title}`, status, attempts: test.results.length, ...(status === 'failed' && error ? { error } : {}) } satisfies ExportedOutcome;
    })),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return (report.suites ?? []).flatMap(walk);
}
