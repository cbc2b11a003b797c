/** Runs an integrity plan through the real `npx playwright test` and reads every test's outcome from its JSON report. */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sharedPort } from '../../src/session/port.ts';
import { cleanEnv, runPlaywright } from '../support/playwright-cli.ts';
import { defects as allDefects, type Defect } from './defects.ts';
import { expectedSpecs, projectRoot, reachableSpecs, specFiles, SUITES, type PlannedProject, type RunPlan } from './plan.ts';
import { seedVariants } from './seed.ts';

export interface RunOptions {
  workDir: string;
  /** Defects to seed (default: all). */
  defects?: Defect[];
  /**
   * `expected` (default): the spec files expectFailing names, every scenario of them (the others must
   * pass); `reachable`: every example spec that opens a page the defect patched (slower: the whole shop).
   */
  scope?: 'reachable' | 'expected';
  /** Run the example specs on the unmodified app too (default true). */
  base?: boolean;
  /** Corpus spec files to run (default: all). */
  corpus?: string[];
  workers?: number;
  /** More environment for the run (a model for the healer run). */
  env?: Record<string, string>;
}

export interface TestOutcome {
  project: string;
  /** `spec path:scenario title`. */
  id: string;
  file: string;
  status: 'passed' | 'failed' | 'refused';
  /** The error code the failure names (`ASSERTION_FAILED`, `STEP_UNPARSED`, `TIMEOUT`…). */
  code?: string;
  /** A step of it was healed by the model (its `healed` annotations). */
  healed?: string[];
}

export interface RunOutput {
  plan: RunPlan;
  outcomes: TestOutcome[];
  exitCode: number;
  output: string;
}

/** Seeds the variants, writes the plan, runs Playwright once for all of it. */
export async function runIntegrity(options: RunOptions): Promise<RunOutput> {
  const defects = options.defects ?? allDefects;
  const workDir = path.resolve(options.workDir);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  seedVariants(defects, path.join(workDir, 'variants'));
  const examples = specFiles('examples');
  const projects: PlannedProject[] = [];
  if (options.base ?? true)
    projects.push({ name: 'base', suite: 'examples', specs: examples });
  for (const defect of defects)
    projects.push({ name: defect.id, suite: 'examples', variant: defect.id, specs: options.scope === 'reachable' ? reachableSpecs(defect, examples) : expectedSpecs(defect), expectFailing: defect.expectFailing });
  const corpus = options.corpus ?? specFiles('corpus');
  if (corpus.length)
    projects.push({ name: 'corpus', suite: 'corpus', specs: corpus, expectFailing: corpus.filter(spec => spec.startsWith('test/integrity/must-fail/')) });
  const plan: RunPlan = { workDir, port: sharedPort('INTEGRITY_APP_PORT'), workers: options.workers ?? 2, suites: SUITES, projects };
  const planFile = path.join(workDir, 'plan.json');
  writeFileSync(planFile, JSON.stringify(plan, null, 2));
  const { exitCode, output } = await runPlaywright(['--config', path.join(import.meta.dirname, 'playwright.config.ts'), `--workers=${plan.workers}`], {
    cwd: projectRoot,
    env: { ...cleanEnv('INTEGRITY_APP_PORT'), ...options.env, INTEGRITY_PLAN: planFile },
  });
  return { plan, outcomes: readOutcomes(path.join(workDir, 'report.json')), exitCode, output };
}

interface JsonSuite { title: string; file: string; specs: JsonSpec[]; suites?: JsonSuite[] }
interface JsonSpec { title: string; file: string; tests: { projectName: string; annotations?: { type: string; description?: string }[]; results: { status: string; errors: { message?: string }[] }[] }[] }

/** Every test of a finished run, from its JSON report. */
export function readOutcomes(reportFile: string): TestOutcome[] {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { config: { rootDir: string }; suites?: JsonSuite[] };
  const walk = (suite: JsonSuite): TestOutcome[] => [
    ...suite.specs.flatMap(spec => spec.tests.map(test => outcome(report.config.rootDir, spec, test))),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return (report.suites ?? []).flatMap(walk);
}

function outcome(rootDir: string, spec: JsonSpec, test: JsonSpec['tests'][number]): TestOutcome {
  const file = path.relative(projectRoot, path.resolve(rootDir, spec.file)).split(path.sep).join('/');
  const result = test.results.at(-1);
  const message = (result?.errors ?? []).map(error => error.message ?? '').join('\n');
  const healed = (test.annotations ?? []).filter(a => a.type === 'healed').map(a => a.description ?? '');
  const base = { project: test.projectName, id: `${file}:${spec.title}`, file, ...(healed.length ? { healed } : {}) };
  if (result?.status === 'passed')
    return { ...base, status: 'passed' };
  // A step that ran and failed says `step "…" failed: CODE`; a compile error is `file:line:col CODE: message`.
  const runCode = / failed: ([A-Z][A-Z_]+)/.exec(message)?.[1];
  const compileCode = /:\d+:\d+ ([A-Z][A-Z_]+):/.exec(message)?.[1];
  if (!runCode && compileCode)
    return { ...base, status: 'refused', code: compileCode };
  return { ...base, status: 'failed', code: runCode ?? (result?.status === 'timedOut' ? 'TIMEOUT' : result?.status ?? 'NOT_RUN') };
}
