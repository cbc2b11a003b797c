/** The step runner without a browser: dispatch by action, codes of steps that cannot run, variables, upload paths. */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import path from 'node:path';
import { dispatchCall } from '../../src/fixtures/dispatch.ts';
import { SpecRunner } from '../../src/fixtures/runner.ts';
import { StepFailure } from '../../src/pipeline/failure.ts';
import type { CompiledSpec } from '../../src/compile/model.ts';
import type { ToolCall } from '../../src/common/calls.ts';
import { fail, ok } from '../../src/common/result.ts';

/** Locations are absolute at run time; messages show them from the current directory. */
const SPEC_FILE = path.join(process.cwd(), 'specs', 'a.md');

function spec(calls: ToolCall[], extra: Partial<CompiledSpec> = {}): CompiledSpec {
  return {
    file: 'specs/a.md', title: 'A', vars: {}, secrets: [], allow: [], targets: {}, ...extra,
    steps: [{ text: 'the step', location: { file: SPEC_FILE, line: 7, column: 4 }, calls }],
  };
}

/** A runner whose tools record what they were asked; the page is closed, so no evidence is taken. A model counts as configured, but none performs. */
function runner() {
  const executed: ToolCall[] = [];
  const page = { isClosed: () => true, url: () => 'https://shop.test/' } as unknown as Page;
  const instance = new SpecRunner({ page, testInfo: test.info(), execute: plan => dispatchCall(plan, { tool: call => {
    executed.push(call);
    return Promise.resolve(ok({}));
  } }), modelConfigured: true });
  return { instance, executed };
}

async function failure(work: Promise<void>): Promise<string> {
  return work.then(() => 'passed', (error: Error) => error.message);
}

test('tool actions go to the tools with their variables resolved', async () => {
  const { instance, executed } = runner();
  await instance.step(spec([{ tool: 'fill', args: { target: 'Name', value: '${vars.name}' } }], { vars: { name: 'Ada' } }), 0);
  expect(executed).toEqual([{ tool: 'fill', args: { target: 'Name', value: 'Ada' } }]);
});

test('upload paths are relative to the spec file', async () => {
  const { instance, executed } = runner();
  await instance.step(spec([{ tool: 'uploadFile', args: { target: 'Files', files: ['../files/a.txt', '/abs/b.txt'] } }]), 0);
  expect(executed).toEqual([{ tool: 'uploadFile', args: { target: 'Files', files: [path.join(process.cwd(), 'files', 'a.txt'), '/abs/b.txt'] } }]);
});

test('model steps with no model to perform them fail with LLM_UNAVAILABLE at the spec line', async () => {
  const { instance, executed } = runner();
  expect(await failure(instance.step(spec([{ tool: 'ai', args: { instruction: 'do it' } }]), 0))).toMatch(/^specs\/a\.md:7:4 step "the step" failed: LLM_UNAVAILABLE$/m);
  expect(await failure(instance.step(spec([{ tool: 'aiAssert', args: { criterion: 'fine' } }]), 0))).toContain('failed: LLM_UNAVAILABLE');
  expect(executed).toEqual([]);
});

test('a run step with no registry wired fails with ACTION_NOT_FOUND; an unset variable with INVALID_INPUT', async () => {
  const { instance } = runner();
  expect(await failure(instance.step(spec([{ tool: 'common:login', args: {} }]), 0))).toContain('failed: ACTION_NOT_FOUND');
  expect(await failure(instance.step(spec([{ tool: 'fill', args: { target: 'x', value: '${env.SPECWRIGHT_SURELY_UNSET}' } }]), 0))).toContain('failed: INVALID_INPUT');
});

test('every step leaves an outcome: the call with its placeholders, the result, the status', async () => {
  const { instance } = runner();
  await instance.step(spec([{ tool: 'fill', args: { target: 'Name', value: '${vars.name}' } }], { vars: { name: 'Ada' } }), 0);
  await failure(instance.step(spec([{ tool: 'fill', args: { target: 'x', value: '${env.SPECWRIGHT_SURELY_UNSET}' } }]), 0));
  expect(instance.outcomes.map(o => [o.status, o.calls.map(c => [c.call.args.value, c.result.ok, c.source])])).toEqual([
    ['passed', [['${vars.name}', true, 'execute']]],
    ['failed', [['${env.SPECWRIGHT_SURELY_UNSET}', false, 'variables']]],
  ]);
  expect(instance.outcomes[1].error?.code).toBe('INVALID_INPUT');
});

test('a failed step throws one StepFailure with the code, the spec location and the outcome', async () => {
  const { instance } = runner();
  const thrown = await instance.step(spec([{ tool: 'ai', args: { instruction: 'do it' } }]), 0).then(() => undefined, (error: unknown) => error);
  expect(thrown).toBeInstanceOf(StepFailure);
  const failure = thrown as StepFailure;
  expect([failure.code, failure.location.line, failure.location.column, failure.outcome.status]).toEqual(['LLM_UNAVAILABLE', 7, 4, 'failed']);
});

test('an optional step whose action fails is skipped with a warning; an optional check that fails still fails', async () => {
  const failing = () => {
    const page = { isClosed: () => true, url: () => 'https://shop.test/' } as unknown as Page;
    return new SpecRunner({ page, testInfo: test.info(), execute: () => Promise.resolve(fail('ELEMENT_NOT_FOUND', 'no cookie banner')) });
  };
  const action = spec([{ tool: 'click', args: { target: '"Accept cookies"' } }]);
  action.steps[0].optional = true;
  const runner = failing();
  expect(await failure(runner.step(action, 0))).toBe('passed');
  expect(runner.outcomes[0].status).toBe('skipped');
  expect(test.info().annotations).toContainEqual({ type: 'warning', description: 'optional step "the step" skipped: ELEMENT_NOT_FOUND: no cookie banner' });
  const check = spec([{ tool: 'assertElementVisible', args: { target: '"Welcome" heading' } }]);
  check.steps[0].optional = true;
  expect(await failure(failing().step(check, 0))).toContain('failed: ELEMENT_NOT_FOUND');
});

test('a failing step read through include: names its own line and the include: line', async () => {
  const { instance } = runner();
  const included = spec([{ tool: 'ai', args: { instruction: 'do it' } }]);
  included.steps[0].location = { file: path.join(process.cwd(), 'specs', 'steps', 'login.md'), line: 2, column: 4 };
  included.steps[0].includedFrom = { file: 'specs/a.md', line: 9, column: 4 };
  expect(await failure(instance.step(included, 0))).toMatch(/^specs\/steps\/login\.md:2:4 step "the step" failed: LLM_UNAVAILABLE \(included at specs\/a\.md:9:4\)$/m);
});

test('on the blank start page an action fails with "no page is open"; opening a page is fine', async () => {
  const executed: ToolCall[] = [];
  const page = { isClosed: () => true, url: () => 'about:blank' } as unknown as Page;
  const blank = new SpecRunner({ page, testInfo: test.info(), execute: call => {
    executed.push(call);
    return Promise.resolve(ok({}));
  } });
  expect(await failure(blank.step(spec([{ tool: 'click', args: { target: '"Login"' } }]), 0))).toMatch(/failed: INVALID_INPUT\n {2}no page is open: "click" needs one/);
  expect(await failure(blank.step(spec([{ tool: 'navigate', args: { url: '/shop/' } }]), 0))).toBe('passed');
  expect(executed.map(call => call.tool)).toEqual(['navigate']);
});

test('a step compiled with an error fails with that error and runs nothing', async () => {
  const { instance, executed } = runner();
  const broken = spec([{ tool: 'click', args: { target: 'x' } }]);
  broken.steps[0].error = 'specs/a.md:7:4 STEP_UNPARSED: no step form matches';
  expect(await failure(instance.step(broken, 0))).toBe('specs/a.md:7:4 STEP_UNPARSED: no step form matches');
  expect(executed).toEqual([]);
});
