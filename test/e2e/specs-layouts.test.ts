/** The AutoQA and planner layouts end to end, idempotent and concurrent compiles, and the compile/validate CLI. */
import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { runProject, writeProject } from './specs-project.ts';

const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, '..', '..', 'bin', 'specwright.js');

const AUTOQA = `# Log in and see the products

## Preconditions
- The shop is running; {{SHOP_USER}} may log in.

## Steps
1. Navigate to /shop/
2. include: login
3. Verify the page shows "Products"
4. Verify the URL contains "inventory.html"
`;

const LOGIN_LIBRARY = `1. Fill the Username field with "{{SHOP_USER}}"
2. Fill the Password field with "{{SHOP_PASSWORD}}"
3. Click the "Login" button
`;

const PLAN = `# Shop Test Plan

## Application Overview

A small shop.

## Test Scenarios

### 1. Login

**Seed:** \`tests/seed.spec.ts\`

#### 1.1. Log in as the standard user

**File:** \`tests/login/standard.spec.ts\`

**Steps:**
1. Navigate to /shop/
    - expect: the page shows "Swift Shop"
2. Fill the Username field with "standard_user"
3. Fill the Password field with "secret_sauce"
4. Click the "Login" button
    - expect: the URL contains "inventory.html"

#### 1.2. An empty form is refused

**Steps:**
1. Navigate to /shop/
2. Click the "Login" button

**Expected Results:**
- the page shows "Username is required"
`;

/** The planner's seed test: it opens the shop, which is all a seed may do (anything more is refused at compile time). */
const SEED = `import { test } from '@playwright/test';

test.describe('Shop', () => {
  test('seed', async ({ page }) => {
    await page.goto('/shop/');
  });
});
`;

const ENV = { SHOP_USER: 'standard_user', SHOP_PASSWORD: 'secret_sauce' };

// Each test runs a whole `playwright test` of its own (compile, browser, several specs): on 2 busy cores that can take over a minute.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test('AutoQA specs (with include) and planner plans run as tests, expectations as their own steps', async () => {
  const dir = writeProject('layouts', { 'specs/login-autoqa.md': AUTOQA, 'specs/steps/login.md': LOGIN_LIBRARY, 'specs/shop.plan.md': PLAN, 'tests/seed.spec.ts': SEED });
  const result = await runProject(dir, [], ENV);
  expect(result.exitCode).toBe(0);
  expect(result.results.map(r => `${r.file} ${r.status} ${r.title}`).sort()).toEqual([
    'specs/login-autoqa.md passed Log in and see the products › Log in and see the products',
    'specs/shop.plan.md passed Shop Test Plan › An empty form is refused',
    'specs/shop.plan.md passed Shop Test Plan › Log in as the standard user',
  ]);
  // The step library is no spec of its own, and the included steps run inside the AutoQA test.
  expect(result.output).not.toContain('steps/login.md.spec.js');
  const generated = readFileSync(path.join(dir, '.specwright/gen/specs/login-autoqa.md.spec.js'), 'utf8');
  expect(generated).toContain('"file":"specs/steps/login.md"');
  expect(generated).not.toContain('secret_sauce');
  // Planner: the seed's page, 4 steps + 2 `- expect:` bullets; the seed's page, 2 steps + 1 `**Expected Results:**` item; each one test.step.
  const plan = readFileSync(path.join(dir, '.specwright/gen/specs/shop.plan.md.spec.js'), 'utf8');
  expect(plan.match(/await specwright\.step\(/g)).toHaveLength(11);
  expect(plan).toContain('"text":"Seed tests/seed.spec.ts: open /shop/"');
  expect(plan).toContain('"text":"the URL contains \\"inventory.html\\""');
});

test('a second compile writes nothing, and a run that compiles leaves the generated files untouched', async () => {
  const dir = writeProject('idempotent', { 'specs/shop.plan.md': PLAN, 'specs/login-autoqa.md': AUTOQA, 'specs/steps/login.md': LOGIN_LIBRARY });
  const first = await run(process.execPath, [CLI, 'compile'], { cwd: dir, env: { ...process.env, ...ENV } });
  expect(first.stdout).toContain('2 specs, 2 generated files written, 0 removed, 0 errors');
  const before = mtimes(path.join(dir, '.specwright/gen'));
  const second = await run(process.execPath, [CLI, 'compile'], { cwd: dir, env: { ...process.env, ...ENV } });
  expect(second.stdout).toContain('2 specs, 0 generated files written, 0 removed, 0 errors');
  const listed = await runProject(dir, ['--list'], ENV);
  expect(listed.exitCode).toBe(0);
  expect(mtimes(path.join(dir, '.specwright/gen'))).toEqual(before);
});

test('compiles running at the same time in several processes agree and leave no temp files', async () => {
  const dir = writeProject('concurrent', { 'specs/shop.plan.md': PLAN, 'specs/login-autoqa.md': AUTOQA, 'specs/steps/login.md': LOGIN_LIBRARY });
  const runs = await Promise.all([1, 2, 3, 4].map(() => run(process.execPath, [CLI, 'compile'], { cwd: dir, env: { ...process.env, ...ENV } })));
  expect(runs.every(r => /2 specs, \d generated files? written, 0 removed, 0 errors/.test(r.stdout))).toBe(true);
  const files = readdirSync(path.join(dir, '.specwright/gen'), { recursive: true }).map(String).sort();
  expect(files.filter(f => f.endsWith('.tmp'))).toEqual([]);
  expect(files.filter(f => f.endsWith('.spec.js'))).toEqual(['specs/login-autoqa.md.spec.js', 'specs/shop.plan.md.spec.js']);
  const listed = await runProject(dir, ['--list'], ENV);
  expect(listed.output).toContain('Total: 3 tests in 2 files');
});

test('specwright validate lists every error with its location and a caret, and exits 1', async () => {
  const bad = '# Bad\n\n## Scenario: s\n1. Open /shop/\n2. Frobnicate the login widget\n\n## Scenario: t\n1. Clikc the "Login" button\n';
  const dir = writeProject('validate', { 'specs/bad.md': bad, 'specs/good.md': '# Good\n\n## Scenario: s\n1. Open /shop/\n' });
  const failed = await run(process.execPath, [CLI, 'validate', 'specs'], { cwd: dir }).then(() => undefined, (error: { code: number; stderr: string }) => error);
  expect(failed?.code).toBe(1);
  const stderr = failed?.stderr ?? '';
  expect(stderr).toContain('specwright: 2 spec errors');
  expect(stderr).toMatch(/^specs\/bad\.md:5:4 STEP_UNPARSED: /m);
  expect(stderr).toMatch(/^specs\/bad\.md:8:4 STEP_UNPARSED: /m);
  const lines = stderr.split('\n');
  const source = lines.indexOf('5 | 2. Frobnicate the login widget');
  expect(lines[source + 1]).toBe(' '.repeat('5 | 2. '.length) + '^');
  const good = await run(process.execPath, [CLI, 'validate', 'specs/good.md'], { cwd: dir });
  expect(good.stdout).toContain('specwright: 1 spec valid');
});

function mtimes(dir: string): Record<string, number> {
  return Object.fromEntries(readdirSync(dir, { recursive: true }).map(String).sort().map(file => [file, statSync(path.join(dir, file)).mtimeMs]));
}
