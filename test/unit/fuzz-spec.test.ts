/** Property test: 10,000 generated Markdown and YAML specs never make parseSpec or planSpecStep throw, and every error is coded and located. */
import fc from 'fast-check';
import { expect, test } from '@playwright/test';
import { parseSpec, SPEC_ERROR_CODES, type SpecError } from '../../src/spec/index.ts';
import { planSpecStep } from '../../src/compile/plan-step.ts';

const CODES = new Set<string>(SPEC_ERROR_CODES);

const sentence = fc.oneof(
  fc.constantFrom(
    'Click "Login"', 'Fill "Email" with "a@b.c" and click "Go"', 'Verify the page shows "Hi"', 'Press Enter', 'Wait 2 seconds',
    'include: login', 'include: loop', 'Run common:login with user "${vars.user}"', 'Fill "P" with {{PASSWORD}}', 'Open ${vars.nope}/x',
    '点击 "登录" 按钮', '验证页面显示 "谢谢"', '在邮箱输入框输入 a@b.c', 'Check that "x" and "y"', 'expect: "Done"', 'Scroll to "A" and "B"',
    'Type "a" and "b" and press Enter, then wait 1 second; reload', '', '   ', '"', '`', '${', '{{', '}}',
  ),
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

const mdFragment = fc.oneof(
  fc.constantFrom(
    '---\nfeature: F\ntags: [a, "@b"]\nvars: { user: u }\n---\n', '---\nseverity: nope\nextra: 1\n---\n', '---\n: : :\n  - [\n---\n', '---\n',
    '# Title\n', '## Background\n', '## Scenario: one @t\n', '## Scenario - two\n', '## 场景：三\n', '## Steps\n', '## Preconditions\n- x\n',
    '## Test Scenarios\n', '### 1. Group\n', '#### 1.1. Case\n', '**Steps:**\n', '**Expected Results:**\n', '**File:** `a.spec.ts`\n',
    '```\ncode\n```\n', '> quote\n', '<div>html</div>\n', '\n', '- \n', '1.\n', '   Expected: it works\n',
  ),
  sentence.map(s => `1. ${s}\n`),
  sentence.map(s => `- ${s}\n`),
  sentence.map(s => `  - expect: ${s}\n`),
  sentence.map(s => `    - ${s}\n`),
  fc.string({ maxLength: 40 }).map(s => `${s}\n`),
);

const yamlFragment = fc.oneof(
  fc.constantFrom(
    'feature: F\n', 'title: T\n', 'tags: "@a b"\n', 'severity: 7\n', 'vars: { user: u }\n', 'secrets: [TOKEN]\n', 'url: /x\n', 'background:\n',
    'scenarios:\n', '  - name: s\n', '    steps:\n', '    tags: [x]\n', '  - 3\n', 'unknown: 1\n', '- - -\n', '{ [ }\n', 'a: &x [*x]\n', '"\n', '\t\n',
    '      - click: { target: A, within: B }\n', '      - fill: { target: A }\n', '      - expect: { visible: true }\n', '      - run: a:b\n        with: { c: 1 }\n',
    '      - wait: "2s"\n', '      - wait: { target: X, state: nope }\n', '      - include: login\n', '      - nope: 1\n', '      - { click: A, hover: B }\n',
  ),
  sentence.map(s => `      - ${JSON.stringify(s)}\n`),
  sentence.map(s => `      - ${s}\n`),
  fc.string({ maxLength: 40 }).map(s => `${s}\n`),
);

const LIBRARY = '# Lib\n## Steps\n1. Click "A"\n2. include: loop\n';
const readFile = (file: string) => (file.endsWith('/steps/login.md') ? LIBRARY : file.endsWith('/steps/loop.md') ? '1. include: login\n' : undefined);

/** Every error is coded and located; locations in the spec itself fall inside its text. */
function checkErrors(errors: SpecError[], file: string, source: string): void {
  const lines = source.split('\n').length;
  for (const error of errors) {
    const { line, column } = error.location;
    if (!CODES.has(error.code) || !(line >= 1) || !(column >= 1) || typeof error.location.file !== 'string' || typeof error.message !== 'string')
      throw new Error(`bad error: ${JSON.stringify(error)}`);
    if (error.location.file === file && line > lines) throw new Error(`error past the end of the file: ${JSON.stringify(error)}`);
  }
}

function roundTrip(file: string, source: string, modelConfigured: boolean): void {
  const { spec, errors } = parseSpec(file, source, { root: '/p', env: { PASSWORD: 'pw' }, readFile });
  checkErrors(errors, file, source);
  if (!spec) return;
  for (const step of [...spec.background, ...spec.scenarios.flatMap(s => s.steps)]) {
    const planned = planSpecStep(step, { modelConfigured });
    if (planned.error) checkErrors([planned.error], file, source);
    if (!planned.error && !planned.plans.length) throw new Error(`no plans and no error for ${JSON.stringify(step)}`);
  }
}

test('5,000 generated Markdown specs (specwright, AutoQA, planner) parse and plan without throwing', () => {
  const started = cpuMs();
  fc.assert(fc.property(
    fc.array(mdFragment, { maxLength: 25 }), fc.constantFrom('/p/specs/a.md', '/p/specs/a.plan.md'), fc.boolean(),
    (fragments, file, model) => roundTrip(file, fragments.join(''), model),
  ), { numRuns: 5_000, seed: 4242 });
  expect(cpuMs() - started).toBeLessThan(30_000);
});

test('5,000 generated YAML specs parse and plan without throwing', () => {
  const started = cpuMs();
  fc.assert(fc.property(
    fc.array(yamlFragment, { maxLength: 25 }), fc.boolean(),
    (fragments, model) => roundTrip('/p/specs/a.yaml', fragments.join(''), model),
  ), { numRuns: 5_000, seed: 4243 });
  expect(cpuMs() - started).toBeLessThan(30_000);
});

test('a valid generated spec keeps its steps: fragments that are steps come back as steps', () => {
  fc.assert(fc.property(fc.array(fc.constantFrom('Click "A"', 'Press Enter', '验证页面显示 "B"'), { minLength: 1, maxLength: 10 }), steps => {
    const source = `# T\n## Scenario: s\n${steps.map((s, i) => `${i + 1}. ${s}`).join('\n')}\n`;
    const { spec, errors } = parseSpec('/p/a.md', source, { env: {} });
    expect(errors).toEqual([]);
    expect(spec!.scenarios[0].steps.map(s => [s.text, s.location.line])).toEqual(steps.map((s, i) => [s, i + 3]));
  }), { numRuns: 200, seed: 7 });
});

/**
 * The process's CPU time, in ms: what the bounds above are about (a pattern that backtracks without
 * end), which other processes on a loaded machine do not inflate as they do the wall clock.
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
