/**
 * Per-domain profiles across runs: two separate `specwright mcp` processes share only the profile
 * directory. Run 1 sets a cookie and localStorage on a.localhost and stops; run 2 sees them for
 * a.localhost, and a session for b.localhost sees none of them, even on a.localhost's pages.
 */
import { expect, test } from '@playwright/test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

// Each test starts server processes and browsers; minutes on a busy 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

let home = '';
let profileDir = '';

test.beforeAll(() => {
  home = mkdtempSync(path.join(os.tmpdir(), 'specwright-home-'));
  profileDir = mkdtempSync(path.join(os.tmpdir(), 'specwright-profiles-'));
});

test.afterAll(() => {
  rmSync(home, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
});

interface Run {
  call: (name: string, args?: Record<string, unknown>) => Promise<{ isError: boolean; text: string; json: Record<string, unknown> | undefined }>;
  stderr: () => string;
  close: () => Promise<void>;
}

/** One server process: its own browser sessions; the profile directory is all two runs share. */
async function startRun(extraArgs: string[] = []): Promise<Run> {
  let stderr = '';
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [path.join(root, 'bin', 'specwright.js'), 'mcp', '--allowed-domains', 'a.localhost,b.localhost', '--profile-dir', profileDir, '--allow', 'executeJS', ...extraArgs],
    cwd: root,
    // HOME is a temp dir: nothing may land in the real one, and the default profile dir must stay unused.
    env: { ...inherited(), HOME: home, SPECWRIGHT_ACTIONS_PATH: '' },
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const client = new Client({ name: 'profiles-e2e', version: '1.0.0' });
  await client.connect(transport);
  return {
    call: async (name, args = {}) => {
      const result = await client.callTool({ name, arguments: args }) as CallToolResult;
      const text = result.content.map(c => (c.type === 'text' ? c.text : '')).join('\n');
      let json: Record<string, unknown> | undefined;
      try {
        json = JSON.parse(text) as Record<string, unknown>;
      } catch {
        json = undefined;
      }
      return { isError: !!result.isError, text, json };
    },
    stderr: () => stderr,
    close: () => client.close(),
  };
}

/** The environment minus what would change the server's allowlist or profile directory. */
function inherited(): Record<string, string> {
  const skip = new Set(['SPECWRIGHT_ALLOWED_DOMAINS', 'SPECWRIGHT_PROFILE_DIR', 'SPECWRIGHT_HEADLESS', 'SPECWRIGHT_TIMEOUT']);
  return Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined && !skip.has(entry[0])));
}

const READ = 'return { cookie: document.cookie, token: localStorage.getItem("token") }';

function hostURL(baseURL: string | undefined, host: string, pathname = '/shop/'): string {
  const url = new URL(baseURL!);
  url.hostname = host;
  url.pathname = pathname;
  return url.toString();
}

test('run 1 saves a.localhost\'s cookie and localStorage when its session stops', async ({ baseURL }) => {
  const run = await startRun();
  try {
    const started = await run.call('startSession', { domain: 'A.localhost', url: hostURL(baseURL, 'a.localhost') });
    expect(started).toMatchObject({ isError: false, json: { session: 's1', profile: 'a.localhost', restored: { cookies: 0, origins: 0 } } });
    const set = await run.call('executeJS', { code: 'document.cookie = "sid=run1-a; max-age=3600; path=/"; localStorage.setItem("token", "run1-a"); return document.cookie' });
    expect(set).toMatchObject({ isError: false, json: { result: 'sid=run1-a' } });
    const stopped = await run.call('stopSession');
    expect(stopped).toMatchObject({ isError: false, json: { stopped: true, saved: { cookies: 1, origins: 1 } } });
    const file = path.join(profileDir, 'a.localhost', 'storage-state.json');
    expect((stopped.json!.saved as { file: string }).file).toBe(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ cookies: [{ name: 'sid', value: 'run1-a', domain: 'a.localhost' }] });
    // Values never reach the log.
    expect(run.stderr()).not.toContain('run1-a');
  } finally {
    await run.close();
  }
  expect(existsSync(path.join(home, '.specwright'))).toBe(false);
});

test('run 2, another process, sees them for a.localhost and not for b.localhost', async ({ baseURL }) => {
  const run = await startRun();
  try {
    expect(await run.call('startSession', { domain: 'a.localhost' })).toMatchObject({ isError: false, json: { profile: 'a.localhost', restored: { cookies: 1, origins: 1 } } });
    expect(await run.call('navigate', { url: hostURL(baseURL, 'a.localhost') })).toMatchObject({ isError: false });
    expect(await run.call('executeJS', { code: READ })).toMatchObject({ isError: false, json: { result: { cookie: 'sid=run1-a', token: 'run1-a' } } });
    expect(await run.call('stopSession')).toMatchObject({ isError: false, json: { saved: { cookies: 1, origins: 1 } } });

    expect(await run.call('startSession', { domain: 'b.localhost' })).toMatchObject({ isError: false, json: { profile: 'b.localhost', restored: { cookies: 0, origins: 0 } } });
    expect(await run.call('navigate', { url: hostURL(baseURL, 'b.localhost') })).toMatchObject({ isError: false });
    expect(await run.call('executeJS', { code: READ })).toMatchObject({ isError: false, json: { result: { cookie: '', token: null } } });
    // Even on a.localhost's own pages, b's session carries nothing of a's profile.
    expect(await run.call('navigate', { url: hostURL(baseURL, 'a.localhost') })).toMatchObject({ isError: false });
    expect(await run.call('executeJS', { code: READ })).toMatchObject({ isError: false, json: { result: { cookie: '', token: null } } });
    expect(await run.call('stopSession')).toMatchObject({ isError: false });
  } finally {
    await run.close();
  }
  // a's profile is untouched by b's session.
  expect(JSON.parse(readFileSync(path.join(profileDir, 'a.localhost', 'storage-state.json'), 'utf8'))).toMatchObject({ cookies: [{ value: 'run1-a' }] });
});

test('one profile, one session; a corrupt profile is a warning naming the file, the session starts empty; --timeout is every wait\'s default', async ({ baseURL }) => {
  const run = await startRun(['--timeout', '1500']);
  try {
    expect(await run.call('startSession', { domain: 'a.localhost' })).toMatchObject({ isError: false, json: { session: 's1' } });
    const twice = await run.call('startSession', { domain: 'http://a.localhost/x' });
    expect(twice).toMatchObject({ isError: true, json: { code: 'INVALID_INPUT' } });
    expect(twice.json!.message).toContain('in use by session s1');
    expect(await run.call('stopSession')).toMatchObject({ isError: false });

    const file = path.join(profileDir, 'b.localhost', 'storage-state.json');
    writeFileSync(file, '{"cookies": [');
    const started = await run.call('startSession', { domain: 'b.localhost', url: hostURL(baseURL, 'b.localhost') });
    expect(started).toMatchObject({ isError: false, json: { restored: { cookies: 0, origins: 0 } } });
    expect((started.json!.warnings as string[])[0]).toContain(file);
    const waited = await run.call('waitForElement', { target: '"Nowhere at all" button' });
    expect(waited).toMatchObject({ isError: true, json: { code: 'TIMEOUT' } });
    expect(waited.json!.message).toMatch(/1500 ?ms/);
    expect(await run.call('stopSession')).toMatchObject({ isError: false, json: { saved: { cookies: 0 } } });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ cookies: [] });
  } finally {
    await run.close();
  }
});

test('the CLI: open restores and saves a profile (stopped by the end of stdin), list counts, clear deletes; an off-list domain is refused', ({ baseURL }) => {
  const cli = (...args: string[]) => spawnSync(process.execPath, [path.join(root, 'bin', 'specwright.js'), 'session', ...args, '--profile-dir', profileDir], { cwd: root, env: { ...inherited(), HOME: home }, input: '', encoding: 'utf8', timeout: 60_000 });
  const opened = cli('open', 'a.localhost', '--headless', '--url', hostURL(baseURL, 'a.localhost'), '--allowed-domains', 'a.localhost');
  expect(opened.stderr).toBe('');
  expect(opened.stdout).toContain('restored 1 cookie(s), 1 origin(s)');
  expect(opened.stdout).toContain('saved 1 cookie(s), 1 origin(s)');
  expect(opened.stdout).not.toContain('run1-a');
  expect(opened.status).toBe(0);
  const listed = cli('list');
  expect(listed.stdout).toMatch(/^a\.localhost: 1 cookie\(s\), 1 origin\(s\) with localStorage, saved /m);
  expect(listed.stdout).toMatch(/^b\.localhost: 0 cookie\(s\)/m);
  const blocked = cli('open', 'b.localhost', '--headless', '--allowed-domains', 'a.localhost');
  expect(blocked.status).toBe(1);
  expect(blocked.stderr).toContain('DOMAIN_BLOCKED: b.localhost');
  expect(cli('clear', 'a.localhost').stdout).toBe('cleared a.localhost\n');
  expect(existsSync(path.join(profileDir, 'a.localhost'))).toBe(false);
});
