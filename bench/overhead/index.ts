/** Run-time overhead: one spec of deterministic steps vs the same test written with Playwright's API, alternating runs. */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { sharedPort } from '../../src/session/port.ts';
import { median, round } from '../stats.ts';
import { CHECKOUT_HAND_STEPS, CHECKOUT_STEPS } from '../checkout.ts';
import { moduleFile, moduleImport, specModules, specSource, type SpecModules } from '../package.ts';
import { buildSpec } from '../../src/compile/build.ts';
import { defaultFrontend } from '../../src/compile/frontend.ts';
import { TARGET_FIELDS } from '../../src/common/calls.ts';

/**
 * Alternating pairs of runs; `BENCH_RUNS` overrides (at least 5, as issue 4 asks). Eleven, because
 * single pairs on a loaded 2-core machine range from 0.9 to 1.4 and the median of 7 still moved
 * by ±0.05 between identical runs.
 */
const RUNS = Math.max(5, Number(process.env.BENCH_RUNS) || 11);
/**
 * Each run repeats the test. Playwright gives every repetition a worker of its own (the repeat
 * index is part of a worker's identity), so each one launches its browser like the first test of
 * any suite: three independent samples per run, each paired with the hand-written one of the same
 * place in the run beside it.
 */
const REPEATS = 3;
const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const root = path.join(projectRoot, 'bench', '.tmp', 'overhead');
/**
 * `BENCH_BEFORE=<checkout>`: an earlier tree's spec side runs too, in the same alternation, so
 * "before" and "after" meet the same load (a `git worktree add --detach <dir> <commit>`).
 */
const before = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : undefined;

/** The spec under test: the shop's happy path, every step resolvable by the grammar and the tools. */
const SPEC = `---
feature: Checkout
---
# Checkout overhead

## Scenario: Buy two products
1. Open /shop/
2. Fill the Username field with "standard_user"
3. Fill the Password field with "secret_sauce"
4. Click the "Login" button
${CHECKOUT_STEPS}
`;

/** The same test as a Playwright user would write it by hand, one test.step per spec step. */
const HAND = `import { test, expect } from '@playwright/test';

test.describe('Checkout overhead', () => {
  test('Buy two products', async ({ page }) => {
    await test.step('Open /shop/', () => page.goto('/shop/'));
    await test.step('Fill the Username field', () => page.getByPlaceholder('Username').fill('standard_user'));
    await test.step('Fill the Password field', () => page.getByPlaceholder('Password').fill('secret_sauce'));
    await test.step('Click Login', () => page.getByRole('button', { name: 'Login' }).click());
${CHECKOUT_HAND_STEPS}
  });
});
`;

const port = sharedPort('SPECWRIGHT_APP_PORT');
const from = specSource();
const sides = setUp();
console.log(`spec side: ${sides.map(side => `${side.project}: ${side.label}`).join('; ')}`);
const app = startApp();
try {
  const runs = new Map<Project, Timing[][]>();
  const walls = new Map<Project, number[]>();
  const order: Project[] = ['spec', ...(before ? ['before' as const] : []), 'hand'];
  for (let run = 0; run < RUNS; run++) {
    // Alternating, and the order reversed every other run, so load on the shared machine hits every side alike.
    for (const project of run % 2 ? [...order].reverse() : order) {
      const timed = timings(project);
      runs.set(project, [...runs.get(project) ?? [], timed.tests]);
      walls.set(project, [...walls.get(project) ?? [], timed.wall]);
    }
  }
  const hand = runs.get('hand')!;
  const figures = {
    load_avg: round(loadavg()[0]),
    cores: cpus().length,
    runs: RUNS,
    tests_per_run: REPEATS,
    spec_from: from,
    ...figuresOf(runs.get('spec')!, hand, walls.get('spec')!, walls.get('hand')!),
    ...(before ? {
      before: { tree: path.relative(projectRoot, before) || before, ...figuresOf(runs.get('before')!, hand, walls.get('before')!, walls.get('hand')!) },
      // This tree's spec tests against the earlier tree's, pair by pair: below 1 is faster.
      after_vs_before_median_ratio: round(median(pairsOf(runs.get('spec')!, runs.get('before')!, t => t.test).map(pair => pair.ratio))),
      after_vs_before_steps_median_ratio: round(median(pairsOf(runs.get('spec')!, runs.get('before')!, t => t.steps).map(pair => pair.ratio))),
    } : {}),
  };
  console.log(`${RUNS} alternating runs of each side, ${REPEATS} tests each. Test duration, median of the pairs' ratios: ${figures.median_ratio} (target ≤ 1.10; spec ${figures.spec_median_s} s, hand-written ${figures.hand_median_s} s); first test of each run: ${figures.first_tests_median_ratio}; steps alone: ${figures.steps_median_ratio}; whole run, process start to exit: ${figures.run_wall_median_ratio}`);
  if (figures.before)
    console.log(`earlier tree ${figures.before.tree}: ${figures.before.median_ratio} (steps alone ${figures.before.steps_median_ratio}); this tree against it, test by test: ${figures.after_vs_before_median_ratio} (steps alone ${figures.after_vs_before_steps_median_ratio})`);
  const parsing = targetParseCost(median(runs.get('spec')!.map(tests => tests[0].test)));
  console.log(`targets: parsing the spec's ${parsing.targets} at run time, as steps did before they were parsed at compile time, would cost a worker's first test ${parsing.cold_ms} ms (${parsing.first_test_pct} % of its median duration) and each later step ${parsing.warm_us} µs; reading the compiled parse costs ${parsing.lookup_us} µs a step`);
  console.log(`BENCH overhead ${JSON.stringify({ ...figures, target_parse: parsing })}`);
} finally {
  app.kill();
}

/**
 * Parsing the spec's targets at run time against looking their compiled parse up, in a fresh
 * process (bench/overhead/target-parse.ts) on the modules the spec side runs; `firstTest` is the
 * median duration of a run's first spec test, s. Median of five processes.
 */
function targetParseCost(firstTest: number) {
  const modules = sides[0].modules;
  const source = readFileSync(path.join(root, 'specs', 'checkout.md'), 'utf8');
  const built = buildSpec('specs/checkout.md', source, defaultFrontend(root), { modelConfigured: false });
  const targets = built.spec.steps.flatMap(step => step.calls.flatMap(call => TARGET_FIELDS.map(field => call.args[field]).filter((value): value is string => typeof value === 'string')));
  const samples = Array.from({ length: 5 }, () => JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'target-parse.ts'), moduleFile(modules, 'locator/parse'), moduleFile(modules, 'locator/parsed'), JSON.stringify(targets)], { encoding: 'utf8' })) as { targets: number; cold_ms: number; warm_us: number; lookup_us: number });
  const of = (key: 'cold_ms' | 'warm_us' | 'lookup_us') => median(samples.map(sample => sample[key]));
  return { targets: targets.length, cold_ms: round(of('cold_ms')), warm_us: round(of('warm_us')), lookup_us: round(of('lookup_us')), first_test_pct: round(100 * of('cold_ms') / 1000 / firstTest) };
}

/**
 * Each spec test against the test of the same place in the run of the other side beside it, so
 * load that drifts over the benchmark (the machine is shared) cancels out within a pair.
 */
function pairsOf(side: Timing[][], other: Timing[][], of: (timing: Timing) => number) {
  return side.flatMap((tests, run) => tests.map((timing, index) => ({ index, ratio: of(timing) / of(other[run][index]) })));
}

function figuresOf(spec: Timing[][], hand: Timing[][], specWalls: number[], handWalls: number[]) {
  const tests = pairsOf(spec, hand, t => t.test);
  const all = tests.map(pair => pair.ratio);
  return {
    spec_median_s: round(median(spec.flat().map(timing => timing.test))),
    hand_median_s: round(median(hand.flat().map(timing => timing.test))),
    // Each test's duration against the hand-written one's, as issue 4 asks: fixtures (browser
    // launch, page) and steps. Every pair of tests of every pair of runs.
    median_ratio: round(median(all)),
    // The same, the first test of each run only (one pair per pair of runs).
    first_tests_median_ratio: round(median(tests.filter(pair => pair.index === 0).map(pair => pair.ratio))),
    // The steps alone, every test: specwright's share at its starkest.
    steps_median_ratio: round(median(pairsOf(spec, hand, t => t.steps).map(pair => pair.ratio))),
    // The whole \`playwright test\` process, start to exit: config, compiling the spec (a no-op after
    // the first run, as in a real suite), loading, launching, the tests. What a user waits for.
    run_wall_median_ratio: round(median(specWalls.map((wall, run) => wall / handWalls[run]))),
    ratios: all.map(round),
  };
}

type Project = 'spec' | 'before' | 'hand';

/** Writes the suite and its config; returns what each spec side runs on. */
function setUp(): { project: Project; label: string; modules: SpecModules }[] {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(path.join(root, 'specs'), { recursive: true });
  mkdirSync(path.join(root, 'hand'), { recursive: true });
  writeFileSync(path.join(root, 'specs', 'checkout.md'), SPEC);
  writeFileSync(path.join(root, 'hand', 'checkout.spec.ts'), HAND);
  const after = specModules(root, from);
  const earlier = before ? specModules(root, from, before, 'specwright-before') : undefined;
  writeFileSync(path.join(root, 'playwright.config.ts'), [
    `import { defineConfig } from '@playwright/test';`,
    `import { defineSpecConfig } from '${moduleImport(root, after, 'compile/config')}';`,
    `import { browserUse } from '${moduleImport(root, after, 'compile/platform')}';`,
    ...(earlier ? [`import { defineSpecConfig as defineBeforeConfig } from '${moduleImport(root, earlier, 'compile/config')}';`] : []),
    `export default defineConfig({`,
    `  reporter: [['json', { outputFile: process.env.BENCH_REPORT }]],`,
    `  use: { ...browserUse(), baseURL: 'http://127.0.0.1:${port}', trace: 'off', screenshot: 'off' },`,
    `  projects: [`,
    `    { name: 'spec', testDir: defineSpecConfig({ root: import.meta.dirname, importTestFrom: '${moduleImport(root, after, 'fixtures/index')}' }) },`,
    ...(earlier ? [`    { name: 'before', testDir: defineBeforeConfig({ root: import.meta.dirname, outputDir: '.specwright/gen-before', importTestFrom: '${moduleImport(root, earlier, 'fixtures/index')}' }) },`] : []),
    `    { name: 'hand', testDir: './hand' },`,
    `  ],`,
    `});`,
  ].join('\n'));
  return [{ project: 'spec', label: after.label, modules: after }, ...(earlier ? [{ project: 'before' as const, label: earlier.label, modules: earlier }] : [])];
}

function startApp() {
  const child = spawn(process.execPath, [path.join(projectRoot, 'fixtures', 'server.mjs'), '--port', String(port)], { stdio: 'ignore' });
  execFileSync(process.execPath, ['-e', `(async()=>{for(let i=0;i<100;i++){try{await fetch('http://127.0.0.1:${port}/api/health');return}catch{await new Promise(r=>setTimeout(r,100))}}process.exit(1)})()`]);
  return child;
}

interface Timing {
  /** The test's duration: fixtures (browser launch, page) and steps; not process start. */
  test: number;
  /** Its top-level steps only. */
  steps: number;
}

/** One run of REPEATS tests in one worker: its wall time, and each test's duration and its steps', from Playwright's report, in the order they ran. */
function timings(project: Project): { tests: Timing[]; wall: number } {
  const report = path.join(root, `report-${project}.json`);
  const started = performance.now();
  const run = spawnSync(process.execPath, [path.join(projectRoot, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '--project', project, '--workers=1', `--repeat-each=${REPEATS}`], {
    cwd: root, env: { ...process.env, BENCH_REPORT: report }, encoding: 'utf8',
  });
  const wall = (performance.now() - started) / 1000;
  const json = JSON.parse(readFileSync(report, 'utf8')) as { suites: Suite[] };
  const results = collect(json.suites).sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  if (run.status !== 0 || results.length !== REPEATS || results.some(result => result.status !== 'passed'))
    throw new Error(`the ${project} run failed:\n${run.stdout}\n${run.stderr}`);
  return { wall, tests: results.map(result => ({ test: result.duration / 1000, steps: result.steps.reduce((sum, step) => sum + step.duration, 0) / 1000 })) };
}

interface Result { status: string; duration: number; startTime: string; steps: { duration: number }[] }
interface Suite { specs: { tests: { results: Result[] }[] }[]; suites?: Suite[] }

function collect(suites: Suite[]): Result[] {
  return suites.flatMap(suite => [...suite.specs.flatMap(spec => spec.tests.flatMap(test => test.results)), ...collect(suite.suites ?? [])]);
}
