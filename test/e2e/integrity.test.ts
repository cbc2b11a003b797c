/** Verdict integrity inside `npm test`: a stable subset of the seeded defects and of the corpus, one test per defect and spec file. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { defects } from '../integrity/defects.ts';
import { knownWrong } from '../integrity/known-wrong.ts';
import { expectedSpecs } from '../integrity/plan.ts';
import { runIntegrity } from '../integrity/run.ts';
import { caseKey, cases, type Case } from '../integrity/score.ts';

/**
 * The subset: about 15 tests, a minute or two on two workers (`npm run bench -- integrity` runs
 * everything). Defects of three kinds and corpus cases of several styles, English and Chinese.
 */
const DEFECTS = ['remove-removes-other', 'login-error-shown', 'status-negated'];
const CORPUS = [
  'must-fail/price-substring.md', 'must-fail/remove-for-absent-item.md', 'must-pass/remove-for-absent-item.md',
  'must-fail/total-is-item-total.md', 'must-fail/alert-substring.md', 'must-fail/zh-english-button.md',
  'must-fail/zh-badge.md', 'must-fail/forms-value-substring.md', 'must-pass/forms-value-substring.md',
].map(file => `test/integrity/${file}`);

const chosen = defects.filter(defect => DEFECTS.includes(defect.id));
const projectRoot = path.resolve(import.meta.dirname, '..', '..');

test.describe.configure({ mode: 'default' });

let all: Case[] = [];
test.beforeAll(async () => {
  test.setTimeout(10 * 60_000);
  // A failing test restarts the worker and with it this hook: the cases of this Playwright run (the
  // runner is the worker's parent) are kept on disk so the inner run happens once.
  const workDir = path.join(projectRoot, 'test', 'e2e', '.tmp', 'integrity');
  const saved = path.join(projectRoot, 'test', 'e2e', '.tmp', 'integrity-cases.json');
  if (existsSync(saved)) {
    const kept = JSON.parse(readFileSync(saved, 'utf8')) as { runner: number; cases: Case[] };
    if (kept.runner === process.ppid) {
      all = kept.cases;
      return;
    }
  }
  const run = await runIntegrity({ workDir, defects: chosen, base: false, corpus: CORPUS, scope: 'expected' });
  all = cases(run);
  expect(all.length, run.output).toBeGreaterThan(0);
  writeFileSync(saved, JSON.stringify({ runner: process.ppid, cases: all }));
});

test('the subset names defects and corpus files that exist', () => {
  expect(chosen.map(defect => defect.id).sort()).toEqual([...DEFECTS].sort());
});

for (const defect of chosen) {
  for (const spec of expectedSpecs(defect)) {
    test(`${defect.id} (${defect.kind}) × ${spec}: exactly the expected scenarios fail`, () => {
      markKnownWrong(caseKey(defect.id, spec));
      const own = all.filter(c => c.project === defect.id && c.file === spec);
      expect(own.length).toBeGreaterThan(0);
      expect(outcomes(own, c => c.status === 'passed' ? 'passed' : 'failed')).toEqual(outcomes(own, c => c.expected));
    });
  }
}

for (const spec of CORPUS) {
  const mustFail = spec.includes('/must-fail/');
  test(`corpus ${spec} ${mustFail ? 'fails' : 'passes'}`, () => {
    markKnownWrong(caseKey('corpus', spec));
    const own = all.filter(c => c.project === 'corpus' && c.file === spec);
    expect(own.length).toBe(1);
    expect(own[0].status === 'passed' ? 'passed' : 'failed', own[0].code).toBe(mustFail ? 'failed' : 'passed');
  });
}

/** A case listed in known-wrong.ts is expected to fail today; once fixed, it fails as "expected to fail but passed". */
function markKnownWrong(key: string) {
  // known wrong pass or known wrong failure: the reason is in known-wrong.ts.
  test.fail(key in knownWrong, knownWrong[key]);
}

function outcomes(own: Case[], pick: (c: Case) => string): Record<string, string> {
  return Object.fromEntries(own.map(c => [c.id, pick(c)]));
}
