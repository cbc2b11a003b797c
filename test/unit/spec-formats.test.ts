/** The AutoQA-Agent and Playwright planner layouts, unchanged, and format detection. */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { detectFormat, parseSpec } from '../../src/spec/index.ts';

const AUTOQA = `# SauceDemo - Sorting

## Preconditions

- Base URL: {{BASE_URL}}
- A test account exists

## Steps

1. Navigate to /
2. Fill the "Username" field with {{USERNAME}}
3. Fill the "Password" field with {{ PASSWORD }}
4. Click the "Login" button
   Expected: the inventory page shows "Products"
5. Click the sort dropdown and select "Price (low to high)"
   - Expected: the first product is the cheapest
`;

test('AutoQA layout: one scenario named after the title, preconditions as description, {{VAR}} from the environment', () => {
  const { spec, errors } = parseSpec('specs/sort.md', AUTOQA, { env: { BASE_URL: 'https://x.test', USERNAME: 'standard_user', PASSWORD: 'pw' } });
  expect(errors).toEqual([]);
  expect(spec!.format).toBe('autoqa');
  expect(spec!.description).toBe('## Preconditions\n\n- Base URL: {{BASE_URL}}\n- A test account exists');
  expect(spec!.scenarios).toHaveLength(1);
  const scenario = spec!.scenarios[0];
  expect([scenario.name, scenario.location.line, scenario.location.column]).toEqual(['SauceDemo - Sorting', 8, 4]);
  expect(scenario.steps.map(s => [s.text, s.location.line, s.location.column, !!s.expectation])).toEqual([
    ['Navigate to /', 10, 4, false],
    ['Fill the "Username" field with ${env.USERNAME}', 11, 4, false],
    ['Fill the "Password" field with ${env.PASSWORD}', 12, 4, false],
    ['Click the "Login" button', 13, 4, false],
    ['the inventory page shows "Products"', 14, 14, true],
    ['Click the sort dropdown and select "Price (low to high)"', 15, 4, false],
    ['the first product is the cheapest', 16, 16, true],
  ]);
  // PASSWORD looks secret: its value never enters the step text, and it is listed for redaction.
  expect(spec!.secrets).toContain('PASSWORD');
  expect(JSON.stringify(spec)).not.toContain('"pw"');
});

test('AutoQA variables come from its own environment names first; credentials are secrets; an unset base URL leaves the baseURL to apply', () => {
  const source = '# Login\n\n## Steps\n\n1. Navigate to {{BASE_URL}}/login\n2. Fill the "Username" field with {{USERNAME}}\n3. Fill the "Password" field with {{PASSWORD}}\n4. Open {{LOGIN_BASE_URL}}/sso\n';
  const env = { AUTOQA_USERNAME: 'ada', USERNAME: 'not-this', AUTOQA_PASSWORD: 'pw-1', PASSWORD: 'pw-2' };
  const { spec, errors } = parseSpec('specs/login.md', source, { env });
  expect(errors).toEqual([]);
  expect(spec!.scenarios[0].steps.map(s => s.text)).toEqual([
    'Navigate to /login',
    'Fill the "Username" field with ${env.AUTOQA_USERNAME}',
    'Fill the "Password" field with ${env.AUTOQA_PASSWORD}',
    'Open /sso',
  ]);
  expect(spec!.secrets).toEqual(expect.arrayContaining(['AUTOQA_USERNAME', 'AUTOQA_PASSWORD']));
  const own = parseSpec('specs/login.md', source, { env: { AUTOQA_BASE_URL: 'https://shop.test', USERNAME: 'u', PASSWORD: 'p' } });
  expect(own.spec!.scenarios[0].steps[0].text).toBe('Navigate to https://shop.test/login');
  expect(own.spec!.scenarios[0].steps[1].text).toBe('Fill the "Username" field with ${env.USERNAME}');
});

test('AutoQA layout: a missing {{VAR}} is an error at the placeholder', () => {
  const { errors } = parseSpec('specs/sort.md', AUTOQA, { env: { USERNAME: 'u' } });
  expect(errors.map(e => [e.code, e.location.line, e.location.column])).toEqual([['SPEC_VAR_UNDEFINED', 12, 35]]);
});

const PLAN = `# Market - Test Plan

## Application Overview

A market where prices drift.

## Test Scenarios

### 1. Market view and navigation

**Seed:** \`tests/seed.spec.ts\`

#### 1.1. Initial load of the market page

**File:** \`tests/market/load.spec.ts\`

**Steps:**
  1. Navigate to http://localhost:5173/#market
    - expect: The page loads
    - expect: The title 'Market' is visible in the banner
  2. Click the "Buy" button for "Tequila Shot"
    - expect: A purchase dialog opens

#### 1.2. Sorting

**Steps:**
  1. Select "Price" from the sort dropdown

### 2. Legacy plan

#### 2.1 Add valid todo

**Steps:**
1. Click in the "What needs to be done?" input field
2. Type "Buy groceries"
3. Press Enter key

**Expected Results:**
- Todo appears in the list
- Counter shows "1 item left"
`;

test('planner layout: groups, numbered scenarios, nested "- expect:" after their step', () => {
  const { spec, errors } = parseSpec('specs/market.plan.md', PLAN, { env: {} });
  expect(errors).toEqual([]);
  expect(spec!.format).toBe('plan');
  expect(spec!.description).toBe('## Application Overview\n\nA market where prices drift.');
  expect(spec!.scenarios.map(s => [s.group, s.name, s.location.line, s.location.column])).toEqual([
    ['Market view and navigation', 'Initial load of the market page', 13, 6],
    ['Market view and navigation', 'Sorting', 24, 6],
    ['Legacy plan', 'Add valid todo', 31, 6],
  ]);
  expect(spec!.scenarios[0].steps.map(s => [s.text, s.location.line, s.location.column, !!s.expectation])).toEqual([
    // The group's seed cannot be found here: the scenario starts at the base URL, and says so.
    ['Seed tests/seed.spec.ts not found: start at the base URL', 11, 1, false],
    ['Navigate to http://localhost:5173/#market', 18, 6, false],
    ['The page loads', 19, 15, true],
    ["The title 'Market' is visible in the banner", 20, 15, true],
    ['Click the "Buy" button for "Tequila Shot"', 21, 6, false],
    ['A purchase dialog opens', 22, 15, true],
  ]);
});

test('planner layout: a seed that opens a page opens it first in every scenario of its group; one that does more is refused at its line', () => {
  const seedSource = `import { test } from '@playwright/test';\n\ntest.describe('Market', () => {\n  test('seed', async ({ page }) => {\n    // the market page\n    await page.goto('http://localhost:5173/#market');\n  });\n});\n`;
  const files: Record<string, string> = { [path.resolve('/p/tests/seed.spec.ts')]: seedSource };
  const { spec, errors } = parseSpec('/p/specs/market.plan.md', PLAN, { env: {}, root: '/p', readFile: file => files[file] });
  expect(errors).toEqual([]);
  expect(spec!.scenarios.map(s => s.steps[0].text)).toEqual([
    'Seed tests/seed.spec.ts: open http://localhost:5173/#market',
    'Seed tests/seed.spec.ts: open http://localhost:5173/#market',
    'Click in the "What needs to be done?" input field',
  ]);
  expect(spec!.scenarios[0].steps[0].structured).toEqual({ navigate: 'http://localhost:5173/#market' });
  expect(spec!.includes).toEqual([path.resolve('/p/tests/seed.spec.ts')]);

  files[path.resolve('/p/tests/seed.spec.ts')] = seedSource.replace("'http://localhost:5173/#market');", "'/');\n    await page.getByRole('button', { name: 'Log in' }).click();");
  const refused = parseSpec('/p/specs/market.plan.md', PLAN, { env: {}, root: '/p', readFile: file => files[file] });
  expect(refused.errors.map(e => [e.code, e.location.line, e.location.column])).toEqual([['SPEC_SEED_UNSUPPORTED', 11, 1]]);
  expect(refused.errors[0].message).toContain('line 7 does more than open a page');
});

test('planner layout: older "**Expected Results:**" become assertions after all steps', () => {
  const { spec } = parseSpec('specs/market.plan.md', PLAN, { env: {} });
  expect(spec!.scenarios[2].steps.map(s => [s.text, s.location.line, !!s.expectation])).toEqual([
    ['Click in the "What needs to be done?" input field', 34, false],
    ['Type "Buy groceries"', 35, false],
    ['Press Enter key', 36, false],
    ['Todo appears in the list', 39, true],
    ['Counter shows "1 item left"', 40, true],
  ]);
});

test('planner layout: a "### name" with steps and no "####" is itself a scenario', () => {
  const source = '# P\n\n## Test Scenarios\n\n### 1. Lonely\n\n**Steps:**\n1. Go back\n';
  const { spec, errors } = parseSpec('x.plan.md', source, { env: {} });
  expect(errors).toEqual([]);
  expect(spec!.scenarios.map(s => [s.name, s.group, s.location.line])).toEqual([['Lonely', undefined, 5]]);
});

test('format detection', () => {
  expect(detectFormat('a.yaml')).toBe('yaml');
  expect(detectFormat('a.YML')).toBe('yaml');
  expect(detectFormat('a.plan.md')).toBe('plan');
  expect(parseSpec('a.md', '# T\n## Test Scenarios\n#### 1.1. s\n**Steps:**\n1. Go back\n', { env: {} }).spec!.format).toBe('plan');
  expect(parseSpec('a.md', '# T\n## Steps\n1. Go back\n', { env: {} }).spec!.format).toBe('autoqa');
  expect(parseSpec('a.md', '# T\n## Steps\n1. Go back\n## Scenario: s\n1. Go back\n', { env: {} }).spec!.format).toBe('markdown');
});
