/**
 * `ai` steps and lock files through real playwright runs against a scripted model: recorded, replayed
 * with no model call, resumed by the model from the first call that no longer matches. AI assertions:
 * judged again on every run, in one request when what they read is read again for them.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startScriptedModel, type ScriptedModel } from '../llm-server/server.ts';
import { runProject, writeProject, type RunResult } from './specs-project.ts';

test.describe.configure({ timeout: 600_000 });

const src = path.relative(path.join(import.meta.dirname, '.tmp', 'x'), path.join(import.meta.dirname, '..', '..', 'src')).split(path.sep).join('/');

const form = (button: string) => `<!doctype html><title>Lock</title>
<input placeholder="Username" name="user"><input placeholder="Password" type="password" name="pass">
<button id="go" onclick="document.querySelector('#msg').hidden=false">${button}</button><p id="msg" hidden>Welcome back</p>`;
/** As recorded; then with the button renamed, the fields unchanged. */
const PAGE_V1 = form('Sign in');
const PAGE_V2 = form('Log in');

const SPEC = `title: Login
secrets: [LOCK_SECRET]
scenarios:
  - name: Sign in with the model
    steps:
      - navigate: /
      - ai: Sign in as someone with the password \${env.LOCK_SECRET}
      - expect: { text: "Welcome back" }
`;
const SECRET = 'hunter2-ai-lock-secret';
const SCRIPT = 'lock-ai-login';

let server: Server;
let model: ScriptedModel;
let baseURL = '';
let page = PAGE_V1;

test.beforeAll(async () => {
  server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(page));
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  model = await startScriptedModel();
});
test.afterAll(async () => {
  await model.close();
  await new Promise<void>(resolve => server.close(() => resolve()));
});

/** A project whose one spec (`specs/<file>`) runs against the scripted model's `script`, with the lock reporter. */
function project(name: string, { script = SCRIPT, file = 'login.yaml', spec = SPEC } = {}): { dir: string; lock: string } {
  const config = [
    `import { defineConfig } from '@playwright/test';`,
    `import { defineSpecConfig } from '${src}/compile/config.ts';`,
    `import { browserUse } from '${src}/compile/platform.ts';`,
    `export default defineConfig({`,
    `  projects: [{ name: 'specs', testDir: defineSpecConfig({ root: import.meta.dirname, model: { baseURL: ${JSON.stringify(model.baseURL)}, model: '${script}', functionCalling: true, vision: false } }) }],`,
    `  outputDir: './test-results', retries: 0,`,
    `  reporter: [['list'], ['json', { outputFile: 'report.json' }], ['${src}/lock/reporter.ts']],`,
    `  use: { ...browserUse(), baseURL: process.env.APP_URL, trace: 'off', screenshot: 'off' },`,
    `});`,
  ].join('\n');
  const dir = writeProject(name, { 'playwright.config.ts': config, [`specs/${file}`]: spec });
  return { dir, lock: path.join(dir, '.specwright', 'lock', 'specs', `${file}.yaml`) };
}

const run = (dir: string, mode: string): Promise<RunResult> => runProject(dir, [], { APP_URL: baseURL, LOCK_SECRET: SECRET, SPECWRIGHT_LOCK: mode, SPECWRIGHT_TIMEOUT: '2000' });
const summary = (result: RunResult) => /specwright lock \(\w+\): .*/.exec(result.output)?.[0] ?? `(no lock summary)\n${result.output}`;
const requests = () => model.of(SCRIPT);

/** Every annotation description in a JSON report. */
function descriptions(value: unknown): string[] {
  if (!value || typeof value !== 'object')
    return [];
  const own = 'description' in value && typeof value.description === 'string' ? [value.description] : [];
  return [...own, ...Object.values(value).flatMap(descriptions)];
}

test('an ai step is recorded, replayed with no model call, and on a changed page the model is asked only from the first call that no longer matches', async () => {
  page = PAGE_V1;
  const { dir, lock } = project('lock-ai');
  const first = await run(dir, 'update');
  expect(first.exitCode, first.output).toBe(0);
  expect(requests()).toHaveLength(5);
  const recorded = readFileSync(lock, 'utf8');
  // Refs are gone with the snapshot that gave them: each call is kept with its element's locator and fingerprint.
  expect(recorded).toContain(`locator: "getByRole('button', { name: 'Sign in' })"`);
  expect(recorded).toContain('value: ${secrets.LOCK_SECRET}');
  expect(recorded).not.toContain(SECRET);
  expect(recorded.match(/^ +- tool: (fill|click)$/gm)).toHaveLength(3);
  expect(recorded).not.toMatch(/ref: e\d/);

  const second = await run(dir, 'update');
  expect(second.exitCode, second.output).toBe(0);
  expect(requests()).toHaveLength(5);
  expect(summary(second)).toContain('3 replayed, 0 healed, 0 run without a lock entry');
  expect(readFileSync(lock, 'utf8')).toBe(recorded);

  // The button renamed: both fills still match and replay; the click does not, so the model carries on from it.
  page = PAGE_V2;
  const changed = await run(dir, 'update');
  expect(changed.exitCode, changed.output).toBe(0);
  expect(requests()).toHaveLength(8);
  const resumed = JSON.stringify(requests()[5].body.messages);
  expect(resumed).toContain('Already done for this step');
  expect(resumed).toContain('fill getByRole(\'textbox\', { name: \'Password\' })');
  expect(resumed).not.toContain(SECRET);
  expect(summary(changed)).toContain('2 replayed, 1 healed');
  expect(descriptions(changed.report).join('\n')).toMatch(/healed: recorded call 3 of 3 \(click getByRole\('button', \{ name: 'Sign in' \}\) \[button "Sign in" #go\]\) no longer matches: ELEMENT_NOT_FOUND/);
  const healed = readFileSync(lock, 'utf8');
  expect(healed).toContain(`locator: "getByRole('button', { name: 'Log in' })"`);
  expect(healed).not.toContain('Sign in\'');

  const again = await run(dir, 'update');
  expect(again.exitCode, again.output).toBe(0);
  expect(requests()).toHaveLength(8);
  expect(summary(again)).toContain('3 replayed, 0 healed');
});

/**
 * An order page whose status sits past what the page summary shows (2,000 characters): a judge sees
 * it only by reading the element, as the recording run does, or in the recorded read done again.
 */
const order = (status: string) => `<!doctype html><title>Order</title>
<p>${'Thank you for shopping with us. '.repeat(80)}</p>
<output id="status" aria-label="Order status">${status}</output>`;

const ASSERT_SPEC = `title: Order
scenarios:
  - name: Check the order
    steps:
      - navigate: /
      - aiAssert: The order status says the order shipped
`;
const ASSERT_SCRIPT = 'lock-ai-assert';

test('an AI assertion is judged again on every run, in one model request: what it read is read again for it; the old verdict is never reused', async () => {
  page = order('Shipped on 12 March');
  const { dir, lock } = project('lock-ai-assert', { script: ASSERT_SCRIPT, file: 'order.yaml', spec: ASSERT_SPEC });
  const asked = () => model.of(ASSERT_SCRIPT);

  const first = await run(dir, 'update');
  expect(first.exitCode, first.output).toBe(0);
  expect(asked()).toHaveLength(3);
  const recorded = readFileSync(lock, 'utf8');
  expect(recorded).toContain('reads:');
  expect(recorded).toContain('Order status');
  // The element and what it showed, never the judgement.
  expect(recorded).not.toMatch(/pass:|evidence:|reason:/);

  // The same page: one request, which already shows the status as it reads now.
  const again = await run(dir, 'update');
  expect(again.exitCode, again.output).toBe(0);
  expect(asked()).toHaveLength(4);
  const prompt = JSON.stringify(asked()[3].body.messages);
  expect(prompt).toContain('read again now');
  expect(prompt).toContain('ok: Shipped on 12 March');
  expect(readFileSync(lock, 'utf8')).toBe(recorded);

  // The status changed: the status is read again as it is now, so the old claim has nothing to quote and is refused.
  page = order('Held at customs');
  const changed = await run(dir, 'frozen');
  expect(changed.exitCode).toBe(1);
  expect(changed.failed).toBe(1);
  expect(asked()).toHaveLength(6);
  expect(JSON.stringify(asked()[4].body.messages)).toContain('ok: Held at customs');
  expect(changed.results[0].errors.join('\n')).toContain('ASSERTION_FAILED');
});
