/** Seed 002 §8.4 executor table and the rest of §6.3: when, retry, fallback, onError, output, verify, returns, run, limits. */
import { expect, test } from '@playwright/test';
import { executeAction, toToolResult, type StepInfo } from '../../src/registry/index.ts';
import { MockDriver, registryOf, toolError } from './registry-support.ts';

const UI = `namespace: ui
version: 1.0.0
selectors:
  dialog: "css:[role=dialog]"
actions:
  dialog:open:
    description: Open a dialog by its trigger
    params:
      trigger: { type: string, required: true }
      by: { type: enum, values: [text, css], default: text }
    steps:
      - action: click
        args: { target: "\${params.trigger} button" }
        when: "\${params.by} == 'text'"
      - action: click
        args: { selector: "\${params.trigger}" }
        when: "\${params.by} == 'css'"
      - action: wait
        args: { selector: "\${selectors.dialog}", state: visible }
        output: opened
    returns:
      dialog: "\${selectors.dialog}"
`;

test('normal execution runs every step in order and builds returns', async () => {
  const { registry, diagnostics } = registryOf({ 'ui.yaml': UI });
  expect(diagnostics.filter(d => d.severity === 'error')).toEqual([]);
  const driver = new MockDriver();
  const result = await executeAction(registry, driver, 'ui:dialog:open', { trigger: 'New' });
  expect(result.error).toBeUndefined();
  expect(result.success).toBe(true);
  expect(driver.runs()).toEqual([
    { action: 'click', target: 'New button' },
    { action: 'waitForElement', target: 'css:[role=dialog]', state: 'visible' },
  ]);
  expect(result.data).toEqual({ dialog: 'css:[role=dialog]' });
  expect(result.trace.map(t => `${t.path}:${t.status}`)).toEqual(['1:ok', '2:skipped', '3:ok']);
});

test('when false skips the step (and unqualified component:action names resolve)', async () => {
  const { registry } = registryOf({ 'ui.yaml': UI });
  const driver = new MockDriver();
  const result = await executeAction(registry, driver, 'dialog:open', { trigger: '#new', by: 'css' });
  expect(result.success).toBe(true);
  expect(driver.runs()[0]).toEqual({ action: 'click', target: 'css:#new' });
  expect(result.trace[0]).toMatchObject({ path: '1', status: 'skipped', attempts: 0 });
});

const FLAKY = `namespace: f
version: 1.0.0
actions:
  x:retry:
    steps:
      - action: click
        args: { selector: "#a" }
        retry: 2
        retryDelay: 5
  x:fallback:
    steps:
      - action: click
        args: { selector: "#primary" }
        fallback:
          - action: click
            args: { selector: "#secondary" }
  x:continue:
    steps:
      - action: click
        args: { selector: "#gone" }
        onError: continue
      - action: click
        args: { selector: "#b" }
  x:abort:
    steps:
      - action: click
        args: { selector: "#gone" }
      - action: click
        args: { selector: "#never" }
`;

test('retry: 2, second attempt succeeds → success, no error, attempts recorded', async () => {
  const { registry } = registryOf({ 'f.yaml': FLAKY });
  const driver = new MockDriver();
  driver.respond = (_plan, n) => (n === 1 ? toolError('ELEMENT_NOT_FOUND', 'not yet') : { ok: true, data: {} });
  const result = await executeAction(registry, driver, 'f:x:retry', {});
  expect(result.success).toBe(true);
  expect(result.error).toBeUndefined();
  expect(driver.runs()).toHaveLength(2);
  expect(result.trace[0]).toMatchObject({ status: 'ok', attempts: 2 });
});

test('retry exhausted: 1 + retry attempts, then the tool code survives', async () => {
  const { registry } = registryOf({ 'f.yaml': FLAKY });
  const driver = new MockDriver();
  driver.respond = () => toolError('ELEMENT_NOT_FOUND', 'never there');
  const result = await executeAction(registry, driver, 'f:x:retry', {});
  expect(driver.runs()).toHaveLength(3);
  expect(result.error).toMatchObject({ code: 'ELEMENT_NOT_FOUND', action: 'f:x:retry', step: 1, stepAction: 'click', location: { line: 6, column: 9 } });
});

test('fallback: primary fails, fallback succeeds → success, recorded as recovered with a warning', async () => {
  const { registry } = registryOf({ 'f.yaml': FLAKY });
  const driver = new MockDriver();
  driver.respond = plan => ('target' in plan && plan.target === 'css:#primary' ? toolError('ELEMENT_NOT_FOUND', 'no') : { ok: true, data: {} });
  const result = await executeAction(registry, driver, 'f:x:fallback', {});
  expect(result.success).toBe(true);
  expect(driver.runs().map(p => ('target' in p ? p.target : ''))).toEqual(['css:#primary', 'css:#secondary']);
  expect(result.trace.find(t => t.path === '1')).toMatchObject({ status: 'recovered', usedFallback: true });
  expect(result.trace.find(t => t.path === '1/fallback.1')).toMatchObject({ status: 'ok' });
  expect(result.warnings.join('\n')).toContain('recovered through its fallback');
});

test('onError: continue records the error and goes on; default abort stops', async () => {
  const { registry } = registryOf({ 'f.yaml': FLAKY });
  const driver = new MockDriver();
  driver.respond = plan => ('target' in plan && plan.target === 'css:#gone' ? toolError('ELEMENT_NOT_FOUND', 'gone') : { ok: true, data: {} });
  const continued = await executeAction(registry, driver, 'f:x:continue', {});
  expect(continued.success).toBe(true);
  expect(continued.trace.map(t => t.status)).toEqual(['continued', 'ok']);
  const aborted = await executeAction(registry, driver, 'f:x:abort', {});
  expect(aborted.success).toBe(false);
  expect(aborted.error).toMatchObject({ code: 'ELEMENT_NOT_FOUND', step: 1 });
  expect(driver.runs().some(p => 'target' in p && p.target === 'css:#never')).toBe(false);
});

test('run recursion deeper than max_depth 10 → MAX_DEPTH_EXCEEDED; 10 levels are fine', async () => {
  const chain = (n: number) => Array.from({ length: n }, (_, i) => i < n - 1
    ? `  l:${i}:\n    steps:\n      - action: run\n        args: { action: "d:l:${i + 1}" }\n`
    : `  l:${i}:\n    steps:\n      - action: press\n        args: { key: Tab }\n`).join('');
  const { registry } = registryOf({ 'd.yaml': `namespace: d\nversion: 1.0.0\nactions:\n${chain(11)}` });
  const driver = new MockDriver();
  const tooDeep = await executeAction(registry, driver, 'd:l:0', {});
  expect(tooDeep.error?.code).toBe('MAX_DEPTH_EXCEEDED');
  expect(driver.runs()).toHaveLength(0);
  const fine = await executeAction(registry, driver, 'd:l:1', {});
  expect(fine.success).toBe(true);
  expect(driver.runs()).toHaveLength(1);
  const limited = await executeAction(registry, driver, 'd:l:5', {}, { limits: { maxDepth: 3 } });
  expect(limited.error?.code).toBe('MAX_DEPTH_EXCEEDED');
});

test('max_steps is enforced at run time as well (retries of fallbacks counted)', async () => {
  const { registry } = registryOf({ 'f.yaml': FLAKY });
  const driver = new MockDriver();
  const result = await executeAction(registry, driver, 'f:x:continue', {}, { limits: { maxSteps: 1 } });
  expect(result.error).toMatchObject({ code: 'MAX_STEPS_EXCEEDED', step: 2 });
  expect(toToolResult(result)).toMatchObject({ ok: false, error: { code: 'BUDGET_EXCEEDED' } });
});

test('step timeout: a step slower than stepTimeout → TIMEOUT naming the limit', async () => {
  const { registry } = registryOf({ 'f.yaml': FLAKY });
  const driver = new MockDriver();
  driver.respond = () => new Promise(resolve => setTimeout(() => resolve({ ok: true, data: {} }), 500));
  const result = await executeAction(registry, driver, 'f:x:abort', {}, { limits: { stepTimeout: 30 } });
  expect(result.error).toMatchObject({ code: 'TIMEOUT', step: 1, details: { limit: 'stepTimeout', ms: 30 } });
  expect(driver.calls[0].timeout).toBe(30);
});

test('action timeout: the whole action, nested runs included, is bounded by actionTimeout', async () => {
  const { registry } = registryOf({ 'f.yaml': FLAKY });
  const driver = new MockDriver();
  driver.respond = () => new Promise(resolve => setTimeout(() => resolve({ ok: true, data: {} }), 60));
  const started = Date.now();
  const result = await executeAction(registry, driver, 'f:x:continue', {}, { limits: { actionTimeout: 80 } });
  expect(result.error).toMatchObject({ code: 'TIMEOUT' });
  expect(String(result.error!.message)).toContain('action_timeout');
  expect(Date.now() - started).toBeLessThan(1_000);
});

test('output feeds later steps; verify failing → VERIFY_FAILED with its message; find/eval/snapshot reach the driver', async () => {
  const { registry, diagnostics } = registryOf({ 'o.yaml': `namespace: o
version: 1.0.0
actions:
  rows:count:
    params:
      min: { type: number, default: 3 }
    steps:
      - action: find
        args: { target: "row" }
        output: rows
      - action: eval
        args: { script: "document.title" }
        output: title
      - action: snapshot
        output: snap
      - action: click
        args: { target: "\${steps.rows.ref}" }
        when: "\${steps.rows.count} > 1"
    verify:
      - condition: "\${steps.rows.count} >= \${params.min}"
        message: "expected at least \${params.min} rows, found \${steps.rows.count}"
    returns:
      count: "\${steps.rows.count}"
      title: "\${steps.title}"
` });
  expect(diagnostics.filter(d => d.severity === 'error')).toEqual([]);
  const driver = new MockDriver();
  const passed = await executeAction(registry, driver, 'o:rows:count', { min: '2' });
  expect(passed.data).toEqual({ count: 2, title: 42 });
  expect(driver.calls.map(c => c.method)).toEqual(['find', 'evaluate', 'snapshot', 'run']);
  expect(driver.runs()[0]).toEqual({ action: 'click', target: 'e5' });
  const failed = await executeAction(registry, driver, 'o:rows:count', {});
  expect(failed.error).toMatchObject({ code: 'VERIFY_FAILED', message: 'expected at least 3 rows, found 2' });
});

test('param validation: required, enum values, types, unknown names with suggestions, defaults', async () => {
  const { registry } = registryOf({ 'ui.yaml': UI });
  const driver = new MockDriver();
  expect((await executeAction(registry, driver, 'ui:dialog:open', {})).error?.code).toBe('PARAM_REQUIRED');
  expect((await executeAction(registry, driver, 'ui:dialog:open', { trigger: 'x', by: 'xpath' })).error?.code).toBe('PARAM_INVALID');
  const unknown = await executeAction(registry, driver, 'ui:dialog:open', { trigger: 'x', triger: 'y' });
  expect(unknown.error).toMatchObject({ code: 'PARAM_INVALID', suggestion: 'did you mean trigger?' });
  expect(driver.calls).toEqual([]);
  const missing = await executeAction(registry, driver, 'ui:dialog:opne', {});
  expect(missing.error).toMatchObject({ code: 'ACTION_NOT_FOUND' });
  expect(missing.error!.suggestion).toContain('ui:dialog:open');
});

test('fail step ends the action with STEP_FAILED and its interpolated message; it is not retried', async () => {
  const { registry } = registryOf({ 'x.yaml': `namespace: x
version: 1.0.0
actions:
  a:stop:
    params:
      why: { type: string, default: "nope" }
    steps:
      - action: fail
        args: { message: "stopped: \${params.why}" }
        retry: 3
` });
  const driver = new MockDriver();
  const result = await executeAction(registry, driver, 'x:a:stop', {});
  expect(result.error).toMatchObject({ code: 'STEP_FAILED', message: 'stopped: nope', step: 1, stepAction: 'fail' });
  expect(result.trace[0].attempts).toBe(1);
});

test('onStep wraps each step; nested run steps are wrapped inside their run step', async () => {
  const { registry } = registryOf({ 'n.yaml': `namespace: n
version: 1.0.0
actions:
  outer:go:
    steps:
      - action: run
        args: { action: inner:go, params: { text: hi } }
      - action: press
        args: { key: Enter }
  inner:go:
    params:
      text: { type: string, required: true }
    steps:
      - action: type
        args: { text: "\${params.text}" }
` });
  const events: string[] = [];
  let depth = 0;
  const onStep = async (info: StepInfo, run: () => Promise<import('../../src/registry/index.ts').ActionStepOutcome>) => {
    events.push(`${'  '.repeat(depth)}begin ${info.path} ${info.title}`);
    depth++;
    const outcome = await run();
    depth--;
    events.push(`${'  '.repeat(depth)}end ${info.path} ${outcome.status}`);
    return outcome;
  };
  const result = await executeAction(registry, new MockDriver(), 'n:outer:go', {}, { onStep });
  expect(result.success).toBe(true);
  expect(events).toEqual([
    'begin 1 run action="inner:go" params={"text":"hi"}',
    '  begin 1.1 type text="hi"',
    '  end 1.1 ok',
    'end 1 ok',
    'begin 2 press key="Enter"',
    'end 2 ok',
  ]);
});

test('a hook that throws on failure (as test.step does) does not change the outcome', async () => {
  const { registry } = registryOf({ 'f.yaml': FLAKY });
  const driver = new MockDriver();
  driver.respond = () => toolError('ASSERTION_FAILED', 'text not found');
  const result = await executeAction(registry, driver, 'f:x:abort', {}, {
    onStep: async (_info, run) => {
      const outcome = await run();
      if (outcome.status === 'failed')
        throw new Error('step failed');
      return outcome;
    },
  });
  expect(result.error).toMatchObject({ code: 'STEP_FAILED', cause: { code: 'ASSERTION_FAILED' } });
  const tool = toToolResult(result);
  expect(tool).toMatchObject({ ok: false, error: { code: 'ASSERTION_FAILED', retriable: true } });
  expect(tool.ok || tool.error.message).toMatch(/^f:x:abort step 1 \(click\) at .*f\.yaml:26:9: STEP_FAILED/);
});

test('eval scripts get ${…} values as JSON literals, so a param can never become page code', async () => {
  const { registry } = registryOf({ 'e.yaml': `namespace: e
version: 1.0.0
actions:
  title:is:
    params:
      title: { type: string, required: true }
      n: { type: number, default: 2 }
    steps:
      - action: eval
        args: { script: "document.title === \${params.title} && \${params.n} > 1 && \${vars.missing}" }
` });
  const driver = new MockDriver();
  await executeAction(registry, driver, 'e:title:is', { title: "x'); alert(1); ('" });
  expect(driver.calls[0].arg).toBe(`document.title === "x'); alert(1); ('" && 2 > 1 && null`);
});
