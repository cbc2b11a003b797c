/** Verdict integrity: every seeded defect and the whole must-fail / must-pass corpus; prints a table and `BENCH integrity {…}`. */
import path from 'node:path';
import { cases, summarize, type Case } from '../../test/integrity/score.ts';
import { defects } from '../../test/integrity/defects.ts';
import { knownWrong } from '../../test/integrity/known-wrong.ts';
import { runIntegrity } from '../../test/integrity/run.ts';
import { specFiles } from '../../test/integrity/plan.ts';
import { startScriptedModel } from '../../test/llm-server/server.ts';

const projectRoot = path.resolve(import.meta.dirname, '..', '..');
/** `INTEGRITY_DEFECTS=a,b` runs only those defects (for a quick look); the figures are only comparable with all of them. */
const only = process.env.INTEGRITY_DEFECTS?.split(',').filter(Boolean);
/** `INTEGRITY_CORPUS=must-pass` runs only the corpus files whose path holds that text, or one of several given with commas (with no defects and no base run when set). */
const corpusFilter = process.env.INTEGRITY_CORPUS?.split(',').filter(Boolean);

/**
 * `INTEGRITY_HEALER=greedy`: a model is configured, the scripted greedy healer (test/llm-server/players),
 * which tries every element and then other values to turn each failed step green. `wrongly_passed`
 * must stay 0 with it too. Steps the grammar refuses then go to the model, which gives them up.
 */
const healer = process.env.INTEGRITY_HEALER === 'greedy' ? await startScriptedModel() : undefined;
const started = Date.now();
const run = await runIntegrity({
  env: healer ? { SPECWRIGHT_BASE_URL: healer.baseURL, SPECWRIGHT_MODEL: 'greedy-healer', SPECWRIGHT_API_KEY: 'scripted' } : {},
  workDir: path.join(projectRoot, 'bench', '.tmp', 'integrity'),
  defects: only ? defects.filter(d => only.includes(d.id)) : corpusFilter?.length ? [] : defects,
  scope: process.env.INTEGRITY_SCOPE === 'reachable' ? 'reachable' : 'expected',
  workers: Number(process.env.BENCH_WORKERS) || 2,
  ...(corpusFilter?.length ? { base: false, corpus: specFiles('corpus').filter(file => corpusFilter.some(part => file.includes(part))) } : {}),
});
const all = cases(run);
if (!all.length) {
  console.error(run.output);
  process.exit(1);
}

console.log('\n### defects (tests that must fail: expected / failed; unexpected failures)');
for (const project of run.plan.projects.filter(p => p.variant)) {
  const own = all.filter(c => c.project === project.name);
  const expected = own.filter(c => c.expected === 'failed');
  const failing = own.filter(c => c.status !== 'passed');
  const caught = own.every(c => c.ok);
  console.log(`${caught ? 'caught ' : 'MISSED '} ${project.name.padEnd(28)} ${expected.filter(c => !c.ok).length ? 'wrong pass' : '          '} expected ${expected.length}, failing ${failing.length}/${own.length}`);
  for (const c of own.filter(x => !x.ok))
    console.log(`         ${c.expected === 'failed' ? 'passed but must fail' : `failed (${c.code}) but must pass`}: ${c.id}${note(c)}`);
}

console.log('\n### must-fail corpus (must fail on the unmodified app)');
for (const c of all.filter(x => x.kind === 'must-fail'))
  console.log(`${c.status === 'passed' ? 'WRONG PASS' : c.status.padEnd(10)} ${(c.code ?? '').padEnd(20)} ${c.file}${note(c)}`);

console.log('\n### must pass on the unmodified app (examples and twins)');
const strict = all.filter(x => (x.kind === 'must-pass' || x.kind === 'example') && !x.ok);
console.log(strict.length ? strict.map(c => `WRONG FAIL (${c.code}) ${c.id}${note(c)}`).join('\n') : `all ${all.filter(x => x.kind === 'must-pass' || x.kind === 'example').length} passed`);

const summary = summarize(run, all);
if (healer) {
  await healer.close();
  const heals = healer.requests.filter(r => r.body.messages.length <= 2 && JSON.stringify(r.body.messages[0]?.content ?? '').includes('healing'));
  const healed = all.filter(c => c.healed);
  console.log(`\n### healer run: ${healer.requests.length} model requests, ${heals.length} heals attempted, ${healed.length} tests with a healed step`);
  for (const c of healed)
    console.log(`${c.status.padEnd(8)} ${c.ok ? '' : '(WRONG) '}${c.project} ${c.id}\n         ${c.healed!.join('\n         ')}`);
  Object.assign(summary, { healer: 'greedy', model_requests: healer.requests.length, heals_attempted: heals.length, tests_healed: healed.length });
}
console.log(`\nrun: ${all.length} tests in ${((Date.now() - started) / 1000).toFixed(0)} s; known wrong (test/integrity/known-wrong.ts): ${summary.known_wrong} of ${Object.keys(knownWrong).length} listed`);
console.log(`BENCH integrity ${JSON.stringify(summary)}`);

function note(c: Case): string {
  return c.key in knownWrong ? `  [known: ${knownWrong[c.key]}]` : '';
}
