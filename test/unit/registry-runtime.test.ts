/** Dry-run, debug traces, secret masking, version detection/overrides and selector aliases with their cache (seed 002 §4.4.4, §4.4.7, §6.5, §6.6). */
import { expect, test } from '@playwright/test';
import { executeAction, formatTrace, matchVersion, normalizeVersion } from '../../src/registry/index.ts';
import { SelectorCache } from '../../src/registry/selectors.ts';
import { MockDriver, registryOf, toolError } from './registry-support.ts';

const LOGIN = `namespace: auth
version: 1.0.0
actions:
  login:
    params:
      user: { type: string, required: true }
      password: { type: string, required: true, secret: true }
    steps:
      - action: fill
        args: { target: "Username field", value: "\${params.user}" }
      - action: fill
        args: { target: "Password field", value: "\${params.password}" }
        output: typed
      - action: type
        args: { text: "token \${secrets.TOKEN} home \${env.HOME_DIR}" }
      - action: click
        args: { target: "Login button" }
    returns:
      echo: "\${params.password}"
`;

test('dry-run resolves params and conditions, expands nested runs, and touches nothing', async () => {
  const { registry } = registryOf({ 'n.yaml': `namespace: n
version: 1.0.0
selectors:
  save: { primary: "#save", fallback: ["text:Save"] }
actions:
  outer:go:
    params:
      mode: { type: enum, values: [a, b], default: a }
    steps:
      - action: click
        args: { selector: "\${selectors.save}" }
        when: "\${params.mode} == 'b'"
      - action: find
        args: { target: "row" }
        output: rows
      - action: click
        args: { target: "\${steps.rows.ref}" }
        when: "\${steps.rows.count} > 0"
      - action: run
        args: { action: inner:go, params: { text: "mode \${params.mode}" } }
  inner:go:
    params:
      text: { type: string, required: true }
    steps:
      - action: type
        args: { text: "\${params.text}" }
` });
  const driver = new MockDriver();
  const result = await executeAction(registry, driver, 'n:outer:go', {}, { dryRun: true });
  expect(result.success).toBe(true);
  expect(driver.calls).toEqual([]);
  expect(result.plan).toEqual([
    { path: '1', action: 'click', owner: 'n:outer:go', args: { selector: '#save' }, when: { expression: "${params.mode} == 'b'", value: false }, selector: { alias: 'save', candidates: ['#save', 'text:Save'] } },
    { path: '2', action: 'find', owner: 'n:outer:go', args: { target: 'row' } },
    { path: '3', action: 'click', owner: 'n:outer:go', args: { target: '${steps.rows.ref}' }, when: { expression: '${steps.rows.count} > 0', value: 'unknown' } },
    { path: '4', action: 'run', owner: 'n:outer:go', args: { action: 'inner:go', params: { text: 'mode a' } } },
    { path: '4.1', action: 'type', owner: 'n:inner:go', args: { text: 'mode a' } },
  ]);
  const noDriver = await executeAction(registry, undefined, 'n:outer:go', { mode: 'x' });
  expect(noDriver.error?.code).toBe('PARAM_INVALID');
});

test('secrets: secret params, secrets.* and env.* read *** in trace, hook titles, errors and debug log; the page gets the real value', async () => {
  const { registry } = registryOf({ 'a.yaml': LOGIN });
  const driver = new MockDriver();
  driver.respond = plan => (plan.action === 'click' ? toolError('ELEMENT_NOT_FOUND', 'typed hunter2-secret then failed') : { ok: true, data: { value: 'hunter2-secret' } });
  const lines: string[] = [];
  const titles: string[] = [];
  const result = await executeAction(registry, driver, 'auth:login', { user: 'alice', password: 'hunter2-secret' }, {
    debug: true,
    log: line => lines.push(line),
    secrets: { TOKEN: 'tok-123456' },
    env: { HOME_DIR: '/home/alice-private' },
    onStep: async (info, run) => {
      titles.push(info.title);
      return run();
    },
  });
  expect(driver.runs()[1]).toEqual({ action: 'fill', target: 'Password field', value: 'hunter2-secret' });
  expect(driver.runs()[2]).toEqual({ action: 'type', value: 'token tok-123456 home /home/alice-private' });
  const everything = JSON.stringify({ error: result.error, trace: result.trace, warnings: result.warnings, lines, titles });
  for (const secret of ['hunter2-secret', 'tok-123456', '/home/alice-private'])
    expect(everything).not.toContain(secret);
  expect(titles).toEqual(['fill Username field value="alice"', 'fill Password field value="***"', 'type text="token *** home ***"', 'click Login button']);
  expect(result.error).toMatchObject({ code: 'ELEMENT_NOT_FOUND', message: 'typed *** then failed' });
  expect(result.trace[1].output).toEqual({ value: '***' });
  expect(result.trace[3].context).toMatchObject({ params: { user: 'alice', password: '***' }, secrets: { TOKEN: '***' } });
});

test('debug: per-step lines with inputs, durations and results, as seed 002 §4.4.4 shows', async () => {
  const { registry } = registryOf({ 'a.yaml': LOGIN });
  const lines: string[] = [];
  const result = await executeAction(registry, new MockDriver(), 'auth:login', { user: 'bob', password: 'pw-secret' }, { debug: true, log: l => lines.push(l), secrets: { TOKEN: 't0k3n' } });
  expect(result.success).toBe(true);
  const text = lines.join('\n');
  expect(text).toMatch(/^\[DEBUG\] Loading action: auth:login from .*a\.yaml$/m);
  expect(text).toContain('[DEBUG] Resolved params: {"user":"bob","password":"***"}');
  expect(text).toContain('[DEBUG] Step 1: fill Username field value="bob"');
  expect(text).toMatch(/\[DEBUG\] {3}Duration: \d+ms/);
  expect(text).toContain('[DEBUG]   Context: {"params":{"user":"bob","password":"***"},"steps":["typed"]}');
  expect(text).toContain('[DEBUG]   Result: ok {"done":true}');
  expect(result.trace.map(t => Object.keys(t).sort().join(','))).toEqual(Array(4).fill('action,args,attempts,depth,durationMs,output,owner,path,status'));
  expect(formatTrace(result.trace)).toContain('[DEBUG] Step 2 (auth:login): fill Password field value="***"');
  const silent: string[] = [];
  await executeAction(registry, new MockDriver(), 'auth:login', { user: 'bob', password: 'pw-secret' }, { log: l => silent.push(l) });
  expect(silent).toEqual([]);
});

test('version patterns: 4.x, >=4.2.0, ~4.2.0, ^4.2.0 as the seed table says; coerce cleans raw versions', () => {
  const table: Array<[string, string, boolean]> = [
    ['4.0.0', '4.x', true], ['4.5.2', '4.x', true], ['5.0.0', '4.x', false],
    ['4.2.0', '>=4.2.0', true], ['4.3.1', '>=4.2.0', true], ['5.0.0', '>=4.2.0', true], ['4.1.9', '>=4.2.0', false],
    ['4.2.0', '~4.2.0', true], ['4.2.5', '~4.2.0', true], ['4.3.0', '~4.2.0', false],
    ['4.2.0', '^4.2.0', true], ['4.9.0', '^4.2.0', true], ['5.0.0', '^4.2.0', false], ['4.1.0', '^4.2.0', false],
    ['v4.2', '4.x', true], ['banana', '4.x', false], ['4.2.1', 'not a range', false],
  ];
  for (const [version, pattern, expected] of table)
    expect(`${version} ${pattern} ${matchVersion(version, pattern)}`).toBe(`${version} ${pattern} ${expected}`);
  expect(normalizeVersion('Library v3.9 (build 7)')).toBe('3.9.0');
  expect(normalizeVersion('')).toBeNull();
});

const VERSIONED = `namespace: lib
version: 1.0.0
compatibility:
  version_meta: app-version
  min_version: 3.0.0
  max_version: 5.x
  version_overrides:
    "3.x": { selectors: { trigger: "#legacy" } }
    ">=4.2.0": { selectors: { trigger: { primary: "#new", fallback: ["text:New"] } } }
selectors:
  trigger: "#default"
actions:
  open:
    steps:
      - action: click
        args: { selector: "\${selectors.trigger}" }
`;

test('version detection picks the override; outside min/max is VERSION_INCOMPATIBLE; detected once per run', async () => {
  const { registry } = registryOf({ 'v.yaml': VERSIONED });
  const cases: Array<[string | null, string]> = [['3.9.0', 'css:#legacy'], ['4.1.0', 'css:#default'], [null, 'css:#default']];
  for (const [version, target] of cases) {
    const driver = new MockDriver();
    driver.version = version;
    const result = await executeAction(registry, driver, 'lib:open', {});
    expect(result.success).toBe(true);
    expect(driver.runs()[0]).toEqual({ action: 'click', target });
    expect(driver.calls.filter(c => c.method === 'readVersion')).toHaveLength(1);
  }
  const newer = new MockDriver();
  newer.version = '4.2.1';
  newer.present.add('css:#new');
  await executeAction(registry, newer, 'lib:open', {});
  expect(newer.runs()[0]).toEqual({ action: 'click', target: 'css:#new' });
  const old = new MockDriver();
  old.version = '2.4.0';
  const result = await executeAction(registry, old, 'lib:open', {});
  expect(result.error).toMatchObject({ code: 'VERSION_INCOMPATIBLE', message: 'page version 2.4.0 is below min_version 3.0.0' });
  expect(old.runs()).toEqual([]);
  const forced = new MockDriver();
  await executeAction(registry, forced, 'lib:open', {}, { version: '3.1.0' });
  expect(forced.calls.map(c => c.method)).toEqual(['run']);
  expect(forced.runs()[0]).toEqual({ action: 'click', target: 'css:#legacy' });
});

test('selector alias with fallbacks: the first candidate present wins; ELEMENT_NOT_FOUND lists none; cached until navigation or reload', async () => {
  const { registry } = registryOf({ 'v.yaml': VERSIONED });
  const cache = new SelectorCache();
  const driver = new MockDriver();
  driver.version = '4.2.1';
  driver.present.add('text:New');
  const run = () => executeAction(registry, driver, 'lib:open', {}, { selectorCache: cache });
  expect((await run()).success).toBe(true);
  expect(driver.runs()[0]).toEqual({ action: 'click', target: 'text:New' });
  await run();
  expect([cache.misses, cache.hits]).toEqual([1, 1]);
  expect(driver.calls.filter(c => c.method === 'resolveSelector')).toHaveLength(1);

  driver.currentUrl = 'http://app.test/other';
  await run();
  expect([cache.misses, cache.hits]).toEqual([2, 1]);
  registry.reload();
  await run();
  expect([cache.misses, cache.hits]).toEqual([3, 1]);

  driver.present.clear();
  driver.currentUrl = 'http://app.test/third';
  const missing = await run();
  expect(missing.error).toMatchObject({ code: 'ELEMENT_NOT_FOUND', details: { alias: 'trigger' }, cause: { code: 'ELEMENT_NOT_FOUND' } });
  expect(missing.error!.message).toContain('css:#new, text:New');
});

test('selector cache: LRU bounded at 1000 entries and clearable by scope', async () => {
  const cache = new SelectorCache();
  const driver = new MockDriver();
  driver.present.add('b');
  for (let i = 0; i < 1005; i++)
    await cache.resolve(driver, `ns${i % 2}|a|${i}|x`, { primary: 'a', fallback: ['b'] }, 0, 100);
  expect(cache.size).toBe(1000);
  cache.clear('ns0|');
  expect(cache.size).toBe(500);
  cache.clear();
  expect(cache.size).toBe(0);
});

test('min/max bounds: a plain version is inclusive, a range admits all its versions', async () => {
  const { incompatibility } = await import('../../src/registry/version.ts');
  const table: Array<[string, { minVersion?: string; maxVersion?: string }, boolean]> = [
    ['4.2.1', { maxVersion: '4.x' }, true], ['5.0.0', { maxVersion: '4.x' }, false], ['4.0.0', { maxVersion: '4.0.0' }, true],
    ['4.0.1', { maxVersion: '4.0.0' }, false], ['3.0.0', { minVersion: '3.0.0' }, true], ['2.9.9', { minVersion: '3.x' }, false],
    ['3.5.0', { minVersion: '3.x', maxVersion: '^4.1.0' }, true], ['4.9.9', { maxVersion: '~4.2.0' }, false],
  ];
  for (const [version, bounds, fits] of table)
    expect(`${version} ${JSON.stringify(bounds)} ${incompatibility(version, bounds) === undefined}`).toBe(`${version} ${JSON.stringify(bounds)} ${fits}`);
});

test('documented limit defaults: depth 10, step 30 s, action 300 s, 100 steps, retry delay 1 s', async () => {
  const { DEFAULT_LIMITS } = await import('../../src/registry/index.ts');
  expect(DEFAULT_LIMITS).toEqual({ maxDepth: 10, stepTimeout: 30_000, actionTimeout: 300_000, maxSteps: 100, retryDelay: 1_000 });
});

test('waiting for an alias to disappear uses its primary instead of probing which candidate exists', async () => {
  const { registry } = registryOf({ 'h.yaml': `namespace: h
version: 1.0.0
selectors:
  panel: { primary: "#panel", fallback: [".panel"] }
actions:
  close:
    steps:
      - action: wait
        args: { selector: "\${selectors.panel}", state: hidden }
      - action: assertHidden
        args: { selector: "\${selectors.panel}" }
` });
  const driver = new MockDriver();
  const result = await executeAction(registry, driver, 'h:close', {});
  expect(result.success).toBe(true);
  expect(driver.calls.map(c => c.method)).toEqual(['run', 'run']);
  expect(driver.runs()).toEqual([{ action: 'waitForElement', target: 'css:#panel', state: 'hidden' }, { action: 'assertElementHidden', target: 'css:#panel' }]);
});
