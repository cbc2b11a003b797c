/** Turns a run's outcomes into cases (one per project and test, each with the outcome it must have) and the BENCH figures. */
import { defects as allDefects } from './defects.ts';
import { knownWrong } from './known-wrong.ts';
import type { RunOutput, TestOutcome } from './run.ts';

export interface Case extends TestOutcome {
  /** `<project> › <spec path>`: the name known-wrong.ts lists, one per spec file a project ran. */
  key: string;
  kind: 'example' | 'defect' | 'must-fail' | 'must-pass';
  expected: 'passed' | 'failed';
  /** The outcome matches (a refusal counts as a failure). */
  ok: boolean;
}

export interface Summary {
  defects: number;
  caught: number;
  must_fail: number;
  must_pass: number;
  wrongly_passed: number;
  wrongly_failed: number;
  refused: number;
  failed_at_run: number;
  known_wrong: number;
}

/** One case per test run; throws when an expectFailing entry names no test, so a renamed scenario cannot pass unseen. */
export function cases(run: RunOutput): Case[] {
  for (const project of run.plan.projects.filter(p => p.variant)) {
    const ids = run.outcomes.filter(o => o.project === project.name);
    const defect = allDefects.find(d => d.id === project.name)!;
    const dangling = defect.expectFailing.filter(entry => !ids.some(o => matches(entry, o)));
    if (dangling.length)
      throw new Error(`defect ${defect.id}: expectFailing names no test that ran: ${dangling.join(', ')}`);
  }
  return run.outcomes.map(outcome => {
    const kind = kindOf(outcome);
    const defect = allDefects.find(d => d.id === outcome.project);
    const expected = kind === 'must-fail' || defect?.expectFailing.some(entry => matches(entry, outcome)) ? 'failed' : 'passed';
    const ok = expected === 'passed' ? outcome.status === 'passed' : outcome.status !== 'passed';
    return { ...outcome, key: caseKey(outcome.project, outcome.file), kind, expected, ok };
  });
}

export function summarize(run: RunOutput, all: Case[]): Summary {
  const defectNames = run.plan.projects.filter(p => p.variant).map(p => p.name);
  const mustFail = all.filter(c => c.kind === 'must-fail');
  return {
    defects: defectNames.length,
    caught: defectNames.filter(name => all.filter(c => c.project === name).every(c => c.ok)).length,
    must_fail: mustFail.length,
    must_pass: all.filter(c => c.kind === 'must-pass').length,
    wrongly_passed: all.filter(c => c.expected === 'failed' && !c.ok).length,
    wrongly_failed: all.filter(c => c.expected === 'passed' && !c.ok).length,
    refused: mustFail.filter(c => c.status === 'refused').length,
    failed_at_run: mustFail.filter(c => c.status === 'failed').length,
    known_wrong: all.filter(c => c.key in knownWrong).length,
  };
}

export function caseKey(project: string, file: string): string {
  return `${project} › ${file}`;
}

function kindOf(outcome: TestOutcome): Case['kind'] {
  if (outcome.file.startsWith('test/integrity/must-fail/'))
    return 'must-fail';
  if (outcome.file.startsWith('test/integrity/must-pass/'))
    return 'must-pass';
  return outcome.project === 'base' ? 'example' : 'defect';
}

function matches(entry: string, outcome: TestOutcome): boolean {
  return entry === outcome.file || entry === outcome.id;
}
