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
