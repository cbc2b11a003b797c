/** Lock files end to end: record, replay, heal and say so; frozen and strict CI; a corrupt lock; workers and shards; no secrets. */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { runProject, writeProject, type RunResult } from './specs-project.ts';

// Each test runs the real `npx playwright test` several times in a row.
test.describe.configure({ timeout: 1_200_000 });

const src = path.relative(path.join(import.meta.dirname, '.tmp', 'x'), path.join(import.meta.dirname, '..', '..', 'src')).split(path.sep).join('/');

/** The login page as first recorded: the field found by its placeholder, the button by its name. */
const PAGE_V1 = `<!doctype html><title>Lock</title>
<input placeholder="Username" name="user"><button id="go" onclick="document.querySelector('#msg').hidden=false">Sign in</button>
<p id="msg" hidden>Welcome back</p>`;
/** The same page after a redesign: a label instead of a placeholder, a new id. The heuristics still find both. */
const PAGE_V2 = `<!doctype html><title>Lock</title>
<label for="u">Username</label><input id="u" name="login"><button id="submit" onclick="document.querySelector('#msg').hidden=false">Sign in</button>
<p id="msg" hidden>Welcome back</p>`;
/** Two "Sign in" buttons: the normal search refuses (ambiguous), so a replay must not pass either. */
const PAGE_TWO_BUTTONS = `<!doctype html><title>Lock</title>
<input placeholder="Username" name="user"><button id="go">Sign in</button><button>Sign in</button><p id="msg" hidden>Welcome back</p>`;

const SPEC = `---
secrets: [LOCK_SECRET]
---
# Login

## Scenario: Sign in
1. Open /
2. Fill the Username field with "\${env.LOCK_SECRET}"
3. Click the "Sign in" button
4. Verify the text "Welcome back" is visible

## Scenario: Sign in again
1. Open /
2. Fill the Username field with "someone"
3. Click the "Sign in" button
`;

const SECRET = 'hunter2-lock-secret';
let server: Server;
let baseURL = '';
let page = PAGE_V1;

test.beforeAll(async () => {
  server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(page));
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>(resolve => server.close(() => resolve())));

function project(name: string, spec = SPEC, file = 'login.md'): { dir: string; lock: string } {
  const config = [
    `import { defineConfig } from '@playwright/test';`,
    `import { defineSpecConfig } from '${src}/compile/config.ts';`,
    `import { browserUse } from '${src}/compile/platform.ts';`,
    `export default defineConfig({`,
    `  projects: [{ name: 'specs', testDir: defineSpecConfig({ root: import.meta.dirname }) }],`,
    `  outputDir: './test-results', retries: 0, fullyParallel: true,`,
    `  reporter: [['list'], ['json', { outputFile: 'report.json' }], ['${src}/lock/reporter.ts']],`,
    `  use: { ...browserUse(), baseURL: process.env.SPECWRIGHT_BASE_URL, trace: 'off', screenshot: 'off' },`,
    `});`,
  ].join('\n');
  const dir = writeProject(name, { 'playwright.config.ts': config, [`specs/${file}`]: spec });
  return { dir, lock: path.join(dir, '.specwright', 'lock', 'specs', `${file}.yaml`) };
}

function run(dir: string, mode: string, args: string[] = [], env: Record<string, string> = {}): Promise<RunResult> {
  return runProject(dir, args, { SPECWRIGHT_BASE_URL: baseURL, LOCK_SECRET: SECRET, SPECWRIGHT_LOCK: mode, ...env });
}

/** Every annotation description in a JSON report. */
function descriptions(value: unknown): string[] {
  if (!value || typeof value !== 'object')
    return [];
  const own = 'description' in value && typeof value.description === 'string' ? [value.description] : [];
  return [...own, ...Object.values(value).flatMap(descriptions)];
}

function summary(result: RunResult): string {
  return /specwright lock \(\w+\): .*/.exec(result.output)?.[0] ?? `(no lock summary)\n${result.output}`;
}

test('the first run records, the second replays every entry; the secret stays out; a replay never passes an ambiguous target', async () => {
  page = PAGE_V1;
  const { dir, lock } = project('lock-record');
  const first = await run(dir, 'update');
  expect(first.exitCode, first.output).toBe(0);
  expect(summary(first)).toContain('0 replayed, 0 healed, 4 run without a lock entry');
  const recorded = readFileSync(lock, 'utf8');
  expect(recorded).toContain(`locator: "getByRole('button', { name: 'Sign in', exact: true })"`);
  expect(recorded).toContain('value: ${env.LOCK_SECRET}');
  expect(recorded).not.toContain(SECRET);
  expect(recorded).toMatch(/Sign in again:\n {4}line: \d+\n {4}steps:\n {6}Fill the Username field with "someone":/);

  const second = await run(dir, 'update');
  expect(second.exitCode, second.output).toBe(0);
  expect(summary(second)).toContain('4 replayed, 0 healed, 0 run without a lock entry');
  expect(readFileSync(lock, 'utf8')).toBe(recorded);

  // Two "Sign in" buttons: the recorded locator matches both, so the normal search runs and refuses.
  page = PAGE_TWO_BUTTONS;
  const ambiguous = await run(dir, 'frozen');
  expect(ambiguous.failed).toBe(2);
  expect(ambiguous.results.map(r => r.errors.join('\n')).join('\n')).toContain('AMBIGUOUS_TARGET');
});

test('on a changed page: frozen lists stale entries and writes nothing, strict fails, update heals and says old → new', async () => {
  page = PAGE_V1;
  const { dir, lock } = project('lock-heal');
  expect((await run(dir, 'update')).exitCode).toBe(0);
  const recorded = readFileSync(lock, 'utf8');
  page = PAGE_V2;
  const frozen = await run(dir, '', [], { CI: '1' });
  expect(frozen.exitCode, frozen.output).toBe(0);
  expect(frozen.output).toContain('specwright lock (frozen, nothing written): 4 lock entries are missing or stale');
  expect(frozen.output).toMatch(/specs\/login\.md:\d+ "Click the \\"Sign in\\" button": healed: /);
  expect(readFileSync(lock, 'utf8')).toBe(recorded);

  const strict = await run(dir, 'strict');
  expect(strict.passed).toBe(2);
  expect(strict.exitCode).toBe(1);
  expect(strict.output).toContain('specwright lock (strict): 4 lock entries are missing or stale; the run fails');
  expect(readFileSync(lock, 'utf8')).toBe(recorded);

  const healed = await run(dir, 'update');
  expect(healed.exitCode, healed.output).toBe(0);
  expect(summary(healed)).toContain('0 replayed, 4 healed');
  expect(descriptions(healed.report)).toContain(`specs/login.md:8 "Fill the Username field with \\"\${env.LOCK_SECRET}\\"": healed: getByRole('textbox', { name: 'Username' }) [textbox "Username" [name="user"]] → getByRole('textbox', { name: 'Username' }) [textbox "Username" #u [name="login"]]`);
  const after = readFileSync(lock, 'utf8');
  expect(after).toContain('healedFrom:');
  expect(after).toContain('id: submit');
  expect(after).not.toContain('id: go');
  expect(after).not.toContain(SECRET);
});

test('a conflicted lock is a warning naming file:line, never a crash or a replay (half-written ones: test/unit/lock-format.test.ts)', async () => {
  page = PAGE_V1;
  const { dir, lock } = project('lock-corrupt');
  expect((await run(dir, 'update')).exitCode).toBe(0);
  const good = readFileSync(lock, 'utf8');
  const lines = good.split('\n');
  writeFileSync(lock, [...lines.slice(0, 5), '<<<<<<< HEAD', ...lines.slice(5, 8), '=======', '>>>>>>> other', ...lines.slice(8)].join('\n'));
  const conflicted = await run(dir, 'update');
  expect(conflicted.passed).toBe(2);
  expect(summary(conflicted)).toContain('0 replayed');
  expect(conflicted.output).toContain('.specwright/lock/specs/login.md.yaml:6: merge conflict marker');
  expect(conflicted.exitCode).toBe(1);
  // Each test of the spec says so, once, though every step looked its entries up.
  const warnings = testsOf(conflicted.report).map(test => test.annotations.filter(a => a.type === 'warning' && a.description?.includes('merge conflict marker')).length);
  expect(warnings).toEqual([1, 1]);
});

/** Each test of a JSON report, with its annotations. */
function testsOf(report: unknown): { annotations: { type: string; description?: string }[] }[] {
  const suites = (report as { suites?: unknown[] }).suites ?? [];
  type Suite = { specs?: { tests: { annotations: { type: string; description?: string }[] }[] }[]; suites?: Suite[] };
  const walk = (suite: Suite): { annotations: { type: string; description?: string }[] }[] => [...(suite.specs ?? []).flatMap(spec => spec.tests), ...(suite.suites ?? []).flatMap(walk)];
  return (suites as Suite[]).flatMap(walk);
}

test('two workers, or two shards one after the other, write the lock one run writes', async () => {
  page = PAGE_V1;
  const { dir, lock } = project('lock-shards');
  expect((await run(dir, 'update', ['--workers=2'])).exitCode).toBe(0);
  const together = readFileSync(lock, 'utf8');
  rmSync(lock);
  expect((await run(dir, 'update', ['--shard=2/2'])).exitCode).toBe(0);
  expect(readFileSync(lock, 'utf8')).not.toBe(together);
  expect((await run(dir, 'update', ['--shard=1/2'])).exitCode).toBe(0);
  expect(readFileSync(lock, 'utf8')).toBe(together);
  expect(existsSync(`${lock}.mutex`)).toBe(false);
});

/** A badge known by its test id, whose count shows `delay` ms after each click, `step` at a time. */
function cartPage(options: { step: number; delay: number; id?: string }): string {
  return `<!doctype html><title>Cart</title>
<button onclick="setTimeout(() => { const b = document.querySelector('.badge'); b.textContent = String(Number(b.textContent) + ${options.step}); }, ${options.delay})">Add</button>
<span class="badge" data-testid="cart-badge"${options.id ? ` id="${options.id}"` : ''}>0</span>
<button onclick="document.querySelector('.badge').remove()">Empty</button>`;
}

const CART_SPEC = `# Cart

## Scenario: Add one
1. Open /
2. Click the "Add" button
3. Verify the cart badge shows "1"
4. Click the "Empty" button
5. Verify the cart badge is hidden
`;

test('a text check replays its element without its text, which is still checked: a slow count passes as replayed, a wrong one fails, another element is a heal; a replayed element that goes is known to be gone', async () => {
  page = cartPage({ step: 1, delay: 700 });
  const { dir, lock } = project('lock-text-check', CART_SPEC, 'cart.md');
  const first = await run(dir, 'update');
  expect(first.exitCode, first.output).toBe(0);
  expect(readFileSync(lock, 'utf8')).toContain(`locator: getByTestId('cart-badge')`);

  // The count shows only after the check begins: its old text is not a changed element.
  const slow = await run(dir, 'frozen');
  expect(slow.exitCode, slow.output).toBe(0);
  // Its badge, replayed and then removed, is known to be gone: the hidden check passes on a replay as on the first run.
  expect(summary(slow)).toContain('3 replayed, 0 healed, 0 run without a lock entry');

  // The recorded element, replayed, shows the wrong count: the check fails on it.
  page = cartPage({ step: 2, delay: 0 });
  const wrong = await run(dir, 'frozen', [], { SPECWRIGHT_TIMEOUT: '2000' });
  expect(wrong.failed).toBe(1);
  expect(wrong.results.map(r => r.errors.join('\n')).join('\n')).toMatch(/ASSERTION_FAILED[\s\S]*Expected cart badge to show "1"/);

  // The badge is not the recorded element now (it gained an id): not replayed; found again by the search, it is reported as a heal.
  page = cartPage({ step: 1, delay: 0, id: 'count' });
  const moved = await run(dir, 'frozen');
  expect(moved.exitCode, moved.output).toBe(0);
  expect(summary(moved)).toContain('2 replayed, 1 healed, 0 run without a lock entry');
  expect(descriptions(moved.report).join('\n')).toContain(`"Verify the cart badge shows \\"1\\"": healed: getByTestId('cart-badge') [span text "1" [data-testid="cart-badge"]] → getByTestId('cart-badge') [span text "1"`);
});
