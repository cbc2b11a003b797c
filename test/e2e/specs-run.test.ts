/** Compiled specs through the real `npx playwright test`: pass, fail at the spec's line, grep, file:line, shards, a broken spec. */
import { expect, test } from '@playwright/test';
import { runProject, writeProject } from './specs-project.ts';

const PASS = `---
feature: Shop
story: Log in and sort
tags: [smoke]
severity: critical
vars: { user: standard_user }
secrets: [SHOP_PASSWORD]
---
# Shop basics

## Background
1. Open /shop/
2. Fill the Username field with "\${vars.user}"
3. Fill the Password field with "\${env.SHOP_PASSWORD}"
4. Click the "Login" button

## Scenario: Log in
1. Verify the page shows "Products"

## Scenario: Sort products
1. Select "Price (low to high)" from the "Sort products" dropdown
2. Verify the "Sort products" dropdown has value "lohi"
`;

const FAIL = `---
secrets: [SHOP_PASSWORD]
---
# Failing spec

## Scenario: Missing text
1. Open /shop/
2. Verify the page shows "This text is nowhere"
`;

/** Unclosed flow sequence: a YAML syntax error on line 3. */
const BROKEN = `feature: Broken
scenarios:
  - name: [unclosed
    steps:
      - Open /shop/
`;

/** Where the YAML parser reports the unclosed flow sequence: the line after it, where the mapping goes wrong. */
const BROKEN_LINE = 4;

const FILES = { 'specs/pass.md': PASS, 'specs/fail.md': FAIL, 'specs/broken.yaml': BROKEN };
const ENV = { SHOP_PASSWORD: 'secret_sauce' };

/** 1-based line of the first line containing `needle`: expected locations come from the spec text itself. */
function lineOf(text: string, needle: string): number {
  const index = text.split('\n').findIndex(line => line.includes(needle));
  expect(index).toBeGreaterThanOrEqual(0);
  return index + 1;
}

const LOG_IN = lineOf(PASS, '## Scenario: Log in');
const SORT = lineOf(PASS, '## Scenario: Sort products');
const MISSING = lineOf(FAIL, '"This text is nowhere"');

// Each test runs a whole `playwright test` of its own (compile, browser, several specs): on 2 busy cores that can take over a minute.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test('the whole suite: passing scenarios pass, the failing step fails at its spec line, the broken spec fails visibly', async () => {
  const dir = writeProject('basics', FILES);
  const run = await runProject(dir, [], ENV);
  expect(run.exitCode).toBe(1);
  expect(run.results.map(r => `${r.file}:${r.line} ${r.status}`).sort()).toEqual([
    `specs/broken.yaml:${BROKEN_LINE} failed`,
    `specs/fail.md:${lineOf(FAIL, '## Scenario')} failed`,
    `specs/pass.md:${LOG_IN} passed`,
    `specs/pass.md:${SORT} passed`,
  ]);
  const failing = run.results.find(r => r.file === 'specs/fail.md');
  expect(failing?.errors.join('\n')).toContain(`specs/fail.md:${MISSING}:4 step "Verify the page shows "This text is nowhere"" failed: ASSERTION_FAILED`);
  // The list reporter points at the spec's own line, not at generated code.
  expect(run.output).toContain(`specs/fail.md:${MISSING}:4`);
  expect(run.output).not.toContain('.spec.js');
  // The compile error is printed once, before the run, with its location; its failing test carries it too.
  expect(run.output.match(/specwright: 1 spec error/g)).toHaveLength(1);
  expect(run.output).toMatch(new RegExp(`specs/broken\\.yaml:${BROKEN_LINE}:\\d+ SPEC_YAML_SYNTAX`));
  expect(run.results.find(r => r.file === 'specs/broken.yaml')?.errors.join('\n')).toMatch(/SPEC_YAML_SYNTAX/);
  // The login page prints the password; the failing spec declares it secret, so its page summary shows it masked.
  expect(run.output).toContain('Password for all users: ***');
  expect(run.output).not.toContain('secret_sauce');
});

test('--grep selects scenarios by name', async () => {
  const dir = writeProject('grep', FILES);
  const run = await runProject(dir, ['--grep', 'Sort products'], ENV);
  expect(run.exitCode).toBe(0);
  expect(run.results.map(r => r.title)).toEqual(['Shop basics › Sort products']);
});

test('a spec file:line filter runs the scenario on that line', async () => {
  const dir = writeProject('line', FILES);
  const run = await runProject(dir, [`specs/pass.md:${SORT}`], ENV);
  expect(run.exitCode).toBe(0);
  expect(run.results.map(r => `${r.file}:${r.line} ${r.status}`)).toEqual([`specs/pass.md:${SORT} passed`]);
});

test('--shard=1/2 and --shard=2/2 together run every test exactly once', async () => {
  const dir = writeProject('shard', FILES);
  const first = await runProject(dir, ['--shard=1/2'], ENV);
  const second = await runProject(dir, ['--shard=2/2'], ENV);
  const ran = [...first.results, ...second.results].map(r => r.title).sort();
  expect(ran).toEqual([
    'Shop basics › Log in', 'Shop basics › Sort products', 'Failing spec › Missing text', 'specs/broken.yaml › specs/broken.yaml (SPEC_YAML_SYNTAX)',
  ].sort());
  expect(first.results.length).toBeGreaterThan(0);
  expect(second.results.length).toBeGreaterThan(0);
});
