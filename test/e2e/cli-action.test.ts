/** `specwright action …` end to end: a real process, its exit code and output. */
import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const home = mkdtempSync(path.join(os.tmpdir(), 'sw-cli-home-'));

function cli(...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(root, 'bin', 'specwright.js'), 'action', ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 90_000,
    env: { ...process.env, HOME: home, SPECWRIGHT_ACTIONS_PATH: '', npm_config_loglevel: 'error' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

test('list shows namespaces and actions; an unknown namespace fails', () => {
  const all = cli('list');
  expect(all.code).toBe(0);
  expect(all.stdout).toMatch(/^ui 1\.0\.0/m);
  expect(all.stdout).toMatch(/^ {2}ui:dialog:open\s+Open a modal dialog/m);
  const one = cli('list', 'common', '--json');
  expect(one.code).toBe(0);
  expect((JSON.parse(one.stdout) as Array<{ actions: Array<{ fullName: string }> }>)[0].actions.map(a => a.fullName)).toEqual(['common:login']);
  expect(cli('list', 'nope').code).toBe(1);
});

test('describe prints params, steps and source; --json is the definition; unknown names suggest', () => {
  const text = cli('describe', 'ui:dropdown:pick');
  expect(text.code).toBe(0);
  expect(text.stdout).toContain('--label <string> (required)');
  expect(text.stdout).toMatch(/source: .*actions\/ui\.yaml:\d+:3/);
  const json = JSON.parse(cli('describe', 'common:login', '--json').stdout) as { params: { password: { secret: boolean } } };
  expect(json.params.password.secret).toBe(true);
  const deprecated = cli('describe', 'ui:modal:open');
  expect(deprecated.stdout).toContain('warning: ui:modal:open is deprecated: use ui:dialog:open');
  const missing = cli('describe', 'ui:dialog:opne');
  expect(missing.code).toBe(1);
  expect(missing.stderr).toContain('did you mean ui:dialog:open');
});

test('search finds by name, description and tags; nothing found exits 1', () => {
  const hits = cli('search', 'dropdown');
  expect(hits.code).toBe(0);
  expect(hits.stdout.split('\n')[0]).toMatch(/^ui:dropdown:pick\b/);
  expect(cli('search', '弹窗').stdout).toContain('ui:dialog:open');
  expect(cli('search', 'zzzz-nothing').code).toBe(1);
});

test('validate: the built-ins are valid; a broken file exits 1 with file:line:column per error', () => {
  const ok = cli('validate', 'actions/ui.yaml', 'actions/common.yaml');
  expect(ok.code).toBe(0);
  expect(ok.stdout).toContain('2 file(s) valid');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sw-cli-bad-'));
  const bad = path.join(dir, 'bad.yaml');
  writeFileSync(bad, 'namespace: bad\nversion: 1.0.0\nactions:\n  a:b:\n    params:\n      n: { type: number, default: "x" }\n    steps:\n      - action: clik\n        args: {}\n      - action: run\n        args: { action: bad:nowhere }\n');
  const result = cli('validate', bad);
  expect(result.code).toBe(1);
  expect(result.stdout).toContain(`${bad}:6:35 error DEFAULT_TYPE_MISMATCH`);
  expect(result.stdout).toContain(`${bad}:8:17 error UNKNOWN_STEP_ACTION`);
  const syntax = path.join(dir, 'syntax.yaml');
  writeFileSync(syntax, 'namespace: x\nversion: [\n');
  const parsed = cli('validate', syntax);
  expect(parsed.code).toBe(1);
  expect(parsed.stdout).toMatch(new RegExp(`${syntax.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:\\d+:\\d+ error YAML_PARSE_ERROR`));
  const cycle = path.join(dir, 'cycle.yaml');
  writeFileSync(cycle, 'namespace: cyc\nversion: 1.0.0\nactions:\n  a:b:\n    steps:\n      - action: run\n        args: { action: cyc:a:b }\n');
  const circular = cli('validate', cycle);
  expect(circular.code).toBe(1);
  expect(circular.stdout).toContain(`${cycle}:6:9 error CIRCULAR_REFERENCE`);
});

test('reload reports what loaded', () => {
  const result = cli('reload');
  expect(result.code).toBe(0);
  expect(result.stdout).toMatch(/loaded \d+ actions in \d+ namespaces from \d+ files/);
});

test('dry-run plans without a browser; secrets are masked; bad params exit 1, bad usage 2', () => {
  const plan = cli('dry-run', 'common:login', '--username', 'standard_user', '--password', 'hunter2-pw', '--param', 'url=/shop/');
  expect(plan.code).toBe(0);
  expect(plan.stdout).toContain('1. open {"url":"/shop/"}');
  expect(plan.stdout).toContain('3. fill {"target":"\\"Password\\" field","value":"***"}');
  expect(plan.stdout + plan.stderr).not.toContain('hunter2-pw');
  const missing = cli('dry-run', 'common:login', '--username', 'x');
  expect(missing.code).toBe(1);
  expect(missing.stderr).toContain('PARAM_REQUIRED');
  expect(cli('dry-run', 'common:login', 'stray').code).toBe(2);
  expect(cli('frobnicate').code).toBe(2);
});

test('run and debug drive a real browser against the sample app', ({ baseURL }) => {
  test.slow();
  const run = cli('run', 'ui:dropdown:pick', '--label', 'Fruit', '--option', 'Banana', '--url', `${baseURL}/components/`);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(/^ok \(\d+ms\)/m);
  const debug = cli('debug', 'common:login', '--username', 'standard_user', '--password', 'secret_sauce', '--url', `${baseURL}/shop/`);
  expect(debug.code).toBe(0);
  expect(debug.stdout).toContain('[DEBUG] Loading action: common:login');
  expect(debug.stdout).toMatch(/\[DEBUG\] Step 3: fill "Password" field value="\*\*\*"\n\[DEBUG\] {3}Context: \{"params":\{"username":"standard_user","password":"\*\*\*".*\n\[DEBUG\] {3}Duration: \d+ms/);
  expect(debug.stdout).not.toContain('secret_sauce');
  const failed = cli('run', 'ui:tabs:switch', '--tab', 'Billing', '--url', `${baseURL}/components/`, '--timeout', '1500');
  expect(failed.code).toBe(1);
  expect(failed.stderr).toMatch(/actions\/ui\.yaml:\d+:\d+ (ELEMENT_NOT_FOUND|TIMEOUT): ui:tabs:switch step 1 \(click\)/);
});

/** stdout of a `--json` run: exactly one JSON document, nothing before or after it. */
function json<T = Record<string, unknown> & { error?: { code: string; message: string; suggestions?: string[] } }>(result: { stdout: string }): T {
  return JSON.parse(result.stdout) as T;
}

// Each CLI process takes seconds on a busy machine: these tests run many, so they get the slow budget.
test('--json list, describe, search: one JSON document on stdout, errors as { error } with exit 1', () => {
  test.slow();
  const list = cli('list', '--json');
  expect(list.code).toBe(0);
  expect(json<Array<{ namespace: string }>>(list).map(ns => ns.namespace)).toEqual(['common', 'ui']);
  const unknownNs = cli('list', 'nope', '--json');
  expect(unknownNs.code).toBe(1);
  expect(json(unknownNs).error).toMatchObject({ code: 'ACTION_NOT_FOUND', suggestions: ['common', 'ui'] });

  expect(json(cli('describe', 'ui:dropdown:pick', '--json'))).toMatchObject({ fullName: 'ui:dropdown:pick', params: { label: { required: true } } });
  const missing = cli('describe', 'ui:dialog:opne', '--json');
  expect(missing.code).toBe(1);
  expect(json(missing).error).toMatchObject({ code: 'ACTION_NOT_FOUND' });
  expect(json(missing).error!.suggestions).toContain('ui:dialog:open');

  const search = cli('search', 'dropdown', '--json');
  expect(search.code).toBe(0);
  expect(json<Array<{ fullName: string }>>(search)[0].fullName).toBe('ui:dropdown:pick');
  const none = cli('search', 'zzzz-nothing', '--json');
  expect(none.code).toBe(1);
  expect(json(none)).toEqual([]);
});

test('--json validate and reload: the diagnostics as data, exit 1 on an error', () => {
  test.slow();
  const valid = cli('validate', 'actions/ui.yaml', '--json');
  expect(valid.code).toBe(0);
  expect(json(valid)).toEqual({ valid: true, files: ['actions/ui.yaml'], errors: 0, warnings: 0, diagnostics: [] });
  const bad = path.join(mkdtempSync(path.join(os.tmpdir(), 'sw-cli-json-')), 'bad.yaml');
  writeFileSync(bad, 'namespace: bad\nversion: 1.0.0\nactions:\n  a:b:\n    steps:\n      - action: clik\n        args: {}\n');
  const invalid = cli('validate', bad, '--json');
  expect(invalid.code).toBe(1);
  expect(json(invalid)).toMatchObject({ valid: false, errors: 1, diagnostics: [{ code: 'UNKNOWN_STEP_ACTION', severity: 'error', location: { file: bad, line: 6, column: 17 } }] });

  const reload = cli('reload', '--json');
  expect(reload.code).toBe(0);
  expect(json(reload)).toMatchObject({ success: true, actions: expect.any(Number), namespaces: 2, diagnostics: [] });
});

test('--json dry-run is the ActionResult with its plan, secrets masked; usage errors are { error } with exit 2', () => {
  test.slow();
  const plan = cli('dry-run', 'common:login', '--username', 'standard_user', '--password', 'hunter2-pw', '--json');
  expect(plan.code).toBe(0);
  expect(json(plan)).toMatchObject({ success: true, plan: expect.arrayContaining([expect.objectContaining({ action: 'fill', args: { target: '"Password" field', value: '***' } })]) });
  expect(plan.stdout).not.toContain('hunter2-pw');
  const unplanned = cli('dry-run', 'common:login', '--username', 'x', '--json');
  expect(unplanned.code).toBe(1);
  expect(json(unplanned)).toMatchObject({ success: false, error: { code: 'PARAM_REQUIRED' } });

  const stray = cli('dry-run', 'common:login', 'stray', '--json');
  expect(stray.code).toBe(2);
  expect(json(stray).error).toMatchObject({ code: 'INVALID_INPUT' });
  const unknownCommand = cli('frobnicate', '--json');
  expect(unknownCommand.code).toBe(2);
  expect(json(unknownCommand).error).toMatchObject({ code: 'INVALID_INPUT', message: "unknown command 'frobnicate'" });
});

test('run and debug --json: the ActionResult, with the debug trace in it and no log lines around it', ({ baseURL }) => {
  test.slow();
  const run = cli('run', 'ui:dropdown:pick', '--label', 'Fruit', '--option', 'Banana', '--url', `${baseURL}/components/`, '--json');
  expect(run.code).toBe(0);
  expect(json(run)).toMatchObject({ success: true, trace: expect.arrayContaining([expect.objectContaining({ status: 'ok' })]) });
  const debug = cli('debug', 'ui:tabs:switch', '--tab', 'Billing', '--url', `${baseURL}/components/`, '--timeout', '1500', '--json');
  expect(debug.code).toBe(1);
  expect(debug.stdout).not.toContain('[DEBUG]');
  const failed = json<{ success: boolean; error: { code: string; step: number }; trace: Array<{ status: string }> }>(debug);
  expect(failed.success).toBe(false);
  expect(['ELEMENT_NOT_FOUND', 'TIMEOUT']).toContain(failed.error.code);
  expect(failed.trace.at(-1)?.status).toBe('failed');
});
