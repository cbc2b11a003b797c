/**
 * Export to plain Playwright, measured: every example spec exported (with lock files) and run on the
 * sample app, and against every seeded defect of the integrity suite. Prints a table and
 * `BENCH export {…}`. `EXPORT_LOCKS=<dir>` uses lock files recorded elsewhere; by default those
 * committed beside the e2e test (`test/e2e/export-locks`, refreshed with `EXPORT_SAVE_LOCKS=1` after
 * a recording run, `EXPORT_RECORD=1`).
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { defects } from '../../test/integrity/defects.ts';
import { specFiles } from '../../test/integrity/plan.ts';
import { exportAndRun, mustFail, projectRoot } from '../../test/e2e/export-run.ts';
import { recordLocks } from './record.ts';

const workDir = path.join(projectRoot, 'bench', '.tmp', 'export');
const committed = path.join(projectRoot, 'test', 'e2e', 'export-locks');
const only = process.env.EXPORT_DEFECTS?.split(',').filter(Boolean);
const specs = specFiles('examples');
const workers = Number(process.env.BENCH_WORKERS) || 2;

let lockDir = process.env.EXPORT_LOCKS ? path.resolve(process.env.EXPORT_LOCKS) : committed;
if (process.env.EXPORT_RECORD) {
  const recorded = await recordLocks({ workDir: path.join(workDir, 'record'), specs, workers });
  console.log(`recorded lock files of ${specs.length} specs in ${(recorded.ms / 1000).toFixed(1)} s (specwright run: ${recorded.passed} passed, ${recorded.failed} failed)`);
  lockDir = recorded.lockDir;
  if (process.env.EXPORT_SAVE_LOCKS) {
    rmSync(committed, { recursive: true, force: true });
    cpSync(lockDir, committed, { recursive: true });
    console.log(`saved to ${path.relative(projectRoot, committed)}`);
  }
}

const started = Date.now();
const run = await exportAndRun({ workDir: path.join(workDir, 'run'), specs, lockDir, defects: only ? defects.filter(d => only.includes(d.id)) : defects, workers });
const ms = Date.now() - started;
if (!run.outcomes.length) {
  console.error(run.output);
  process.exit(1);
}

const base = run.outcomes.filter(o => o.project === 'base');
const steps = run.exported.reduce((n, e) => n + e.steps, 0);
const fixmeSteps = run.exported.flatMap(e => e.fixmes);
console.log(`\n### base app: ${base.length} exported tests from ${run.exported.length} specs (${steps} steps, ${run.exported.reduce((n, e) => n + e.fromLock, 0)} locators from lock files)`);
for (const status of ['passed', 'failed', 'fixme', 'skipped'] as const)
  console.log(`  ${status.padEnd(7)} ${base.filter(o => o.status === status).length}`);
for (const o of base.filter(x => x.status === 'failed'))
  console.log(`  FAILED ${o.id}: ${o.error ?? ''}`);
for (const o of base.filter(x => x.status === 'passed' && x.attempts > 1))
  console.log(`  passed on a retry: ${o.id}`);
console.log(`  fixme steps: ${fixmeSteps.length} (${fixmeSteps.filter(f => f.needsModel).length} need a model)`);
for (const f of fixmeSteps)
  console.log(`    ${f.scenario} › ${f.step}: ${f.reason}`);

console.log('\n### seeded defects (scenarios the spec must fail: export failed / fixme / passed)');
let caught = 0, fixme = 0, wrong = 0, expected = 0;
for (const defect of only ? defects.filter(d => only.includes(d.id)) : defects) {
  const own = mustFail(defect, run.outcomes);
  const failed = own.filter(o => o.status === 'failed').length;
  const left = own.filter(o => o.status === 'fixme').length;
  const passed = own.filter(o => o.status === 'passed');
  expected += own.length;
  caught += failed;
  fixme += left;
  wrong += passed.length;
  console.log(`${passed.length ? 'PASSED ' : 'ok     '} ${defect.id.padEnd(28)} ${failed} / ${left} / ${passed.length} of ${own.length}`);
  for (const o of passed)
    console.log(`         export passed but the spec fails: ${o.id}`);
}
const figures = {
  specs: run.exported.length, tests: base.length, base_passed: base.filter(o => o.status === 'passed').length,
  base_failed: base.filter(o => o.status === 'failed').length, base_fixme: base.filter(o => o.status === 'fixme').length,
  fixme_steps: fixmeSteps.length, defects: only?.length ?? defects.length, must_fail: expected, export_failed: caught,
  export_fixme: fixme, export_passed_wrongly: wrong, seconds: Math.round(ms / 1000),
};
console.log(`BENCH export ${JSON.stringify(figures)}`);
