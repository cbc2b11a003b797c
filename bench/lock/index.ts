/**
 * Lock files: one suite (heuristic steps and `ai` steps, a scripted model) run with the lock off,
 * recording and replaying, beside the same tests written by hand, alternating; then against a
 * changed copy of the shop to measure healing. Every figure is read from Playwright's JSON report,
 * the lock reporter's summary line and the scripted model's request log.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { sharedPort } from '../../src/session/port.ts';
import type { Defect } from '../../test/integrity/defects.ts';
import { seedVariants } from '../../test/integrity/seed.ts';
import { startScriptedModel } from '../../test/llm-server/server.ts';
import { runPlaywright } from '../../test/support/playwright-cli.ts';
import { AI, CHANGES, CHECKOUT, HAND, MUST_FAIL } from './suite.ts';
import { median, round } from '../stats.ts';
import { moduleImport, specModules, specSource } from '../package.ts';

/** Alternating runs of each kind; `BENCH_RUNS` overrides. */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 3);
const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const root = path.join(projectRoot, 'bench', '.tmp', 'lock');
const lockDir = path.join(root, '.specwright', 'lock');
const PASSWORD = 'secret_sauce';

const port = sharedPort('SPECWRIGHT_APP_PORT');
console.log(`spec side: ${setUp()}`);
const app = startApp();
const model = await startScriptedModel();
try {
  const plain = `http://127.0.0.1:${port}`;
  const changedURL = `http://changed.localhost:${port}`;
  const off: Run[] = [];
  const record: Run[] = [];
  const replay: Run[] = [];
  const hand: Run[] = [];
  // Off and recording alternate (recording starts from no lock file each time): what recording costs.
  for (let i = 0; i < RUNS; i++) {
    off.push(await runSuite('spec', { base: plain, mode: 'off', model: `bench-lock-record#off${i}` }));
    rmSync(lockDir, { recursive: true, force: true });
    record.push(await runSuite('spec', { base: plain, mode: 'update', model: `bench-lock-record#record${i}` }));
  }
  // Replay (frozen: reads, writes nothing) and the hand-written tests alternate.
  for (let i = 0; i < RUNS; i++) {
    replay.push(await runSuite('spec', { base: plain, mode: 'frozen', model: `bench-lock-replay#replay${i}` }));
    hand.push(await runSuite('hand', { base: plain, mode: 'off', model: 'none' }));
  }
  for (const run of [...off, ...record, ...replay, ...hand]) {
    if (run.failed.length)
      throw new Error(`a run on the unchanged shop failed: ${run.failed.join('; ')}\n${run.output.slice(0, 6000)}`);
  }
  // The changed shop: heal (update mode writes the heals), then run again on what was healed.
  const changed = await runSuite('spec', { base: changedURL, mode: 'update', model: 'bench-lock-changed#1' });
  const changedAgain = await runSuite('spec', { base: changedURL, mode: 'frozen', model: 'bench-lock-replay#changed2' });

  const calls = (name: string) => model.of(name).length;
  const replayCalls = replay.map((_, i) => calls(`bench-lock-replay#replay${i}`));
  const steps = (runs: Run[]) => median(runs.map(run => run.steps));
  const tests = (runs: Run[]) => median(runs.map(run => run.tests));
  const mustFail = changed.results.find(result => result.title === MUST_FAIL.title);
  const wronglyPassed = [changed, changedAgain].filter(run => run.results.find(result => result.title === MUST_FAIL.title)?.status === 'passed').length;
  const evidence = !!mustFail && mustFail.status !== 'passed' && mustFail.error.includes(MUST_FAIL.evidence);
  const unexpectedFailures = [changed, changedAgain].flatMap(run => run.failed.filter(title => title !== MUST_FAIL.title));
  const counts = replay[0].counts;
  const stepCount = replay[0].stepCount;
  const figures = {
    replay_model_calls: replayCalls.reduce((a, b) => a + b, 0),
    replay_vs_hand_ratio: round(median(replay.map((run, i) => run.tests / hand[i].tests))),
    first_vs_replay_ratio: round(tests(record) / tests(replay)),
    replayed_pct: round(100 * counts.replayed / Math.max(1, counts.replayed + counts.healed + counts.unrecorded)),
    healed: changed.counts.healed,
    heal_calls_per_step: round(calls('bench-lock-changed#1') / Math.max(1, changed.counts.healed)),
  };
  console.log(`load ${round(loadavg()[0])} on ${cpus().length} cores; ${RUNS} runs of each kind; 2 tests, ${stepCount} spec steps per run`);
  console.log(`test time (sum of the 2 tests, median of runs): lock off ${round(tests(off))} s, recording ${round(tests(record))} s, replay ${round(tests(replay))} s, hand-written ${round(tests(hand))} s`);
  console.log(`replay vs hand-written, each pair's ratio of test time (in run order): ${replay.map((run, i) => round(run.tests / hand[i].tests)).join(', ')}`);
  console.log(`whole run, process start to exit (median of runs): replay ${round(median(replay.map(run => run.wall)))} s, hand-written ${round(median(hand.map(run => run.wall)))} s; median ratio of the pairs ${round(median(replay.map((run, i) => run.wall / hand[i].wall)))}`);
  console.log(`step time (sum of top-level steps): lock off ${round(steps(off))} s, recording ${round(steps(record))} s, replay ${round(steps(replay))} s; recording costs ${round(1000 * (steps(record) - steps(off)) / stepCount)} ms a step over the lock off, replay saves ${round(1000 * (steps(off) - steps(replay)) / stepCount)} ms a step`);
  console.log(`replay: ${counts.replayed} calls replayed, ${counts.healed} healed, ${counts.unrecorded} run without an entry (ordinal targets are recorded for review, and replayed only where the ordinal word began a name); model calls per replay run: ${replayCalls.join(', ')}`);
  console.log(`changed shop: ${changed.counts.healed} healed (${calls('bench-lock-changed#1')} model calls), ${changed.counts.replayed} replayed; failed: ${changed.failed.join(', ') || 'none'}; the renamed thank-you text failed with its evidence: ${evidence}; wrongly passed: ${wronglyPassed}; other failures: ${unexpectedFailures.length}`);
  console.log(`changed shop, run again on the healed lock: ${changedAgain.counts.replayed} replayed, ${changedAgain.counts.healed} healed, ${changedAgain.counts.unrecorded} without an entry; ${calls('bench-lock-replay#changed2')} model calls`);
  for (const line of changed.lockLines)
    console.log(`  ${line}`);
  console.log('replay vs hand-written, step by step (median ms of the runs):');
  for (const line of stepTable(replay, hand))
    console.log(`  ${line}`);
  if (!evidence || wronglyPassed || unexpectedFailures.length)
    process.exitCode = 1;
  console.log(`BENCH lock ${JSON.stringify(figures)}`);
} finally {
  await model.close();
  app.kill();
}

interface Run {
  /** Each test's top-level steps in order (title and ms), and its ms outside them (fixtures, hooks). */
  perStep: { test: string; outside: number; steps: { title: string; ms: number }[] }[];
  /** Sum of the tests' durations, s. */
  tests: number;
  /** The whole `playwright test` process, start to exit (the config, the spec side's compile check, the worker and browser start), s. */
  wall: number;
  /** Sum of their top-level steps' durations, s. */
  steps: number;
  stepCount: number;
  results: { title: string; status: string; error: string }[];
  failed: string[];
  counts: { replayed: number; healed: number; unrecorded: number };
  /** The `lock` annotations of the run: each heal, old → new. */
  lockLines: string[];
  output: string;
}

async function runSuite(project: 'spec' | 'hand', options: { base: string; mode: string; model: string }): Promise<Run> {
  const report = path.join(root, 'report.json');
  rmSync(report, { force: true });
  const started = performance.now();
  const { output } = await runPlaywright(['--project', project, '--workers=1'], {
    cwd: root,
    env: {
      ...process.env, BENCH_REPORT: report, BENCH_BASE_URL: options.base, BENCH_MODEL: options.model, BENCH_MODEL_URL: model.baseURL,
      SPECWRIGHT_LOCK: options.mode, SHOP_PASSWORD: PASSWORD, SPECWRIGHT_TIMEOUT: '3000', CI: '',
    },
  });
  const wall = (performance.now() - started) / 1000;
  const json = JSON.parse(readFileSync(report, 'utf8')) as { suites?: Suite[] };
  const results = collect(json.suites ?? []);
  // A run that loaded nothing (no browser, a config error) has no results to time: say what it printed.
  if (!results.length)
    throw new Error(`the ${project} run (${options.mode}) ran no test:\n${output.slice(0, 6000)}`);
  const summary = /specwright lock \(\w+\): (\d+) replayed, (\d+) healed, (\d+) run without a lock entry/.exec(output);
  return {
    perStep: results.map(r => ({ test: r.title, outside: r.result.duration - stepsMs(r.result), steps: r.result.steps.map(step => ({ title: step.title, ms: step.duration })) })).sort((a, b) => a.test.localeCompare(b.test)),
    tests: results.reduce((sum, r) => sum + r.result.duration, 0) / 1000,
    wall,
    steps: results.reduce((sum, r) => sum + stepsMs(r.result), 0) / 1000,
    stepCount: results.reduce((sum, r) => sum + r.result.steps.length, 0),
    results: results.map(r => ({ title: r.title, status: r.result.status, error: r.result.errors.map(e => e.message ?? '').join('\n') })),
    failed: results.filter(r => r.result.status !== 'passed').map(r => r.title),
    counts: summary ? { replayed: Number(summary[1]), healed: Number(summary[2]), unrecorded: Number(summary[3]) } : { replayed: 0, healed: 0, unrecorded: 0 },
    lockLines: lockAnnotations(json),
    output,
  };
}

/** Writes the suites and the config; returns what the spec side runs on. */
function setUp(): string {
  rmSync(root, { recursive: true, force: true });
  for (const dir of ['specs', 'hand'])
    mkdirSync(path.join(root, dir), { recursive: true });
  writeFileSync(path.join(root, 'specs', 'checkout.md'), CHECKOUT);
  writeFileSync(path.join(root, 'specs', 'ai.yaml'), AI);
  writeFileSync(path.join(root, 'hand', 'shop.spec.js'), HAND);
  seedVariants([{ id: 'changed', kind: 'renamed', description: 'the shop after a redesign', patches: CHANGES, expectFailing: [] } as unknown as Defect], path.join(root, 'variants'));
  const modules = specModules(root, specSource());
  writeFileSync(path.join(root, 'playwright.config.ts'), [
    `import { defineConfig } from '@playwright/test';`,
    `import { defineSpecConfig } from '${moduleImport(root, modules, 'compile/config')}';`,
    `import { browserUse } from '${moduleImport(root, modules, 'compile/platform')}';`,
    `const model = { baseURL: process.env.BENCH_MODEL_URL, model: process.env.BENCH_MODEL, functionCalling: true, vision: false, maxRetries: 0 };`,
    `export default defineConfig({`,
    `  reporter: [['json', { outputFile: process.env.BENCH_REPORT }], ['${moduleImport(root, modules, 'lock/reporter')}']],`,
    `  use: { ...browserUse(), baseURL: process.env.BENCH_BASE_URL, trace: 'off', screenshot: 'off' },`,
    `  retries: 0, timeout: 120_000,`,
    `  projects: [`,
    `    { name: 'spec', testDir: defineSpecConfig({ root: import.meta.dirname, model, importTestFrom: '${moduleImport(root, modules, 'fixtures/index')}' }) },`,
    `    { name: 'hand', testDir: './hand' },`,
    `  ],`,
    `});`,
  ].join('\n'));
  return modules.label;
}

function startApp() {
  const child = spawn(process.execPath, [path.join(projectRoot, 'fixtures', 'server.mjs'), '--port', String(port), '--variants', path.join(root, 'variants')], { stdio: 'ignore' });
  execFileSync(process.execPath, ['-e', `(async()=>{for(let i=0;i<100;i++){try{await fetch('http://127.0.0.1:${port}/api/health');return}catch{await new Promise(r=>setTimeout(r,100))}}process.exit(1)})()`]);
  return child;
}

interface Result { status: string; duration: number; steps: { title: string; duration: number }[]; errors: { message?: string }[] }

/** A test's top-level steps, summed, ms. */
function stepsMs(result: Result): number {
  return result.steps.reduce((sum, step) => sum + step.duration, 0);
}

/**
 * The spec's steps beside the hand-written ones, matched by position within each test (the hand
 * tests have one step per spec step, and the same hooks): the median of each, and the difference.
 */
function stepTable(spec: Run[], hand: Run[]): string[] {
  const lines: string[] = [];
  for (const [t, test] of spec[0].perStep.entries()) {
    lines.push(`${test.test}:`);
    let total = 0;
    const row = (ms: (run: Run) => number, title: string) => {
      const a = median(spec.map(ms));
      const b = median(hand.map(ms));
      total += a - b;
      lines.push(`${String(Math.round(a)).padStart(6)} ${String(Math.round(b)).padStart(6)} ${(a >= b ? '+' : '') + Math.round(a - b)}`.padEnd(24) + title);
    };
    for (const [s, step] of test.steps.entries())
      row(run => run.perStep[t]?.steps[s]?.ms ?? 0, step.title.slice(0, 70));
    row(run => run.perStep[t]?.outside ?? 0, '(outside the steps: fixtures and hooks)');
    lines.push(`${''.padStart(13)} ${(total >= 0 ? '+' : '') + Math.round(total)} in all`);
  }
  return lines;
}
interface Suite { specs: { title: string; tests: { results: Result[] }[] }[]; suites?: Suite[] }

function collect(suites: Suite[]): { title: string; result: Result }[] {
  return suites.flatMap(suite => [
    ...suite.specs.flatMap(spec => spec.tests.flatMap(test => test.results.map(result => ({ title: spec.title, result })))),
    ...collect(suite.suites ?? []),
  ]);
}

function lockAnnotations(value: unknown): string[] {
  if (!value || typeof value !== 'object')
    return [];
  const own = (value as { type?: unknown }).type === 'lock' ? [String((value as { description?: unknown }).description)] : [];
  return [...new Set([...own, ...Object.values(value).flatMap(lockAnnotations)])];
}
