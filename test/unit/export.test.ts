/** The exporter without a browser: each spec style → the Playwright code it must write, never a looser check, secrets never in the file. */
import ts from 'typescript';
import { expect, test } from '@playwright/test';
import path from 'node:path';
import vm from 'node:vm';
import type { ToolCall } from '../../src/common/calls.ts';
import type { Fingerprint } from '../../src/common/element.ts';
import { exportSpec, type ExportedSpec } from '../../src/export/index.ts';
import { stepHash } from '../../src/lock/keys.ts';
import type { LockFile } from '../../src/lock/model.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const PRINT: Fingerprint = { role: 'button', name: 'Add to cart', text: 'Add to cart', tag: 'button', attrs: {}, place: 'div > button:1/1' };

function run(file: string, source: string, options: { lock?: LockFile; modelConfigured?: boolean } = {}): ExportedSpec & { code: string } {
  const result = exportSpec({ file, source, root, ...options });
  expect(result.errors.map(e => e.message)).toEqual([]);
  expect(result.code).toBeDefined();
  // Whatever it writes parses as TypeScript.
  const out = ts.transpileModule(result.code!, { reportDiagnostics: true, compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
  expect(out.diagnostics?.map(d => ts.flattenDiagnosticMessageText(d.messageText, '\n')) ?? []).toEqual([]);
  return result as ExportedSpec & { code: string };
}

/** A lock file recording one call's element for one step of one scenario. */
function lockOf(scenario: string, text: string, call: ToolCall, locator: string, hash = stepHash(text, [call]), fingerprint = PRINT): LockFile {
  return {
    version: 1, spec: 'specs/a.md',
    scenarios: { [scenario]: { line: 3, steps: { [text]: { line: 4, hash, calls: [{ ...call, path: '/', locator, selector: 'x', fingerprint }] } } } },
  };
}

const SHOP = `---
tags: [smoke]
vars: { user: standard_user }
secrets: [SHOP_PASSWORD]
---
# Shop login

## Background
1. Open /shop/

## Scenario: Log in
1. Fill the "Username" field with "\${vars.user}"
2. Fill the Password field with "\${env.SHOP_PASSWORD}"
3. Click the "Login" button
4. Verify the URL contains "/inventory.html"
5. Verify the page shows "Products"
6. Verify the page does not show "Epic sadface"
7. Verify the URL does not contain "login"
`;

test('a Markdown spec: describe, a test per scenario with its tags, a step per spec step titled with its words, the background in each test', () => {
  const { code, tests, steps, fixmes } = run('specs/a.md', SHOP);
  expect([tests, steps, fixmes.length]).toEqual([1, 8, 0]);
  expect(code).toContain(`test.describe('Shop login', () => {`);
  expect(code).toContain(`test('Log in', { tag: ['@smoke'] }, async ({ page }) => {`);
  expect(code).toContain(`await test.step('Open /shop/', async () => {\n      await page.goto('/shop/');`);
  expect(code).toContain(`await test.step('Fill the "Username" field with "\${vars.user}"', async () => {`);
});

test('fields by their label or placeholder (Playwright refuses to fill anything else), buttons by role and exact name', () => {
  const { code } = run('specs/a.md', SHOP);
  expect(code).toContain(`await page.getByLabel('Username', { exact: true }).or(page.getByPlaceholder('Username', { exact: true })).fill(vars.user);`);
  expect(code).toContain(`await page.getByLabel('Password', { exact: true }).or(page.getByPlaceholder('Password', { exact: true })).fill(env('SHOP_PASSWORD'));`);
  expect(code).toContain(`await page.getByRole('button', { name: 'Login', exact: true }).click();`);
});

test('variables stay variables and secrets stay in the environment: no value of either is in the file', () => {
  process.env.EXPORT_TEST_TOKEN = 'tok-9f8e7d-secret';
  try {
    const { code } = run('specs/a.md', `# T\n\n## Scenario: S\n1. Open /\n2. Fill the "Token" field with "{{EXPORT_TEST_TOKEN}}"\n`);
    expect(code).not.toContain('tok-9f8e7d-secret');
    expect(code).toContain(`.fill(env('EXPORT_TEST_TOKEN'));`);
    expect(code).toContain(`await test.step('Fill the "Token" field with "\${env.EXPORT_TEST_TOKEN}"'`);
    expect(code).toContain('function env(name: string): string {');
  } finally {
    delete process.env.EXPORT_TEST_TOKEN;
  }
  const { code } = run('specs/a.md', SHOP);
  expect(code).toContain(`const vars = {\n  user: 'standard_user',\n};`);
  expect(code).not.toContain('secret_sauce');
});

test('checks keep their strength: "shows" is a whole phrase, a negative stays negative and settles, a URL "contains" is a substring', () => {
  const { code } = run('specs/a.md', SHOP);
  expect(code).toContain(`await expect(page.getByText(wholePhrase('Products')).filter({ visible: true }).first()).toBeVisible();`);
  expect(code).toContain(`await expectAbsent(page.getByText(wholePhrase('Epic sadface')).filter({ visible: true }));`);
  expect(code).toContain(`await expect(page).toHaveURL(url => url.href.includes('/inventory.html'));`);
  expect(code).toContain(`await expect(page).not.toHaveURL(url => url.href.includes('login'));`);
  expect(code).toMatch(/async function expectAbsent\(matches: Locator\)[\s\S]*waitForTimeout\(300\)/);
  expect(code).toContain(`import { expect, test, type Locator } from '@playwright/test';`);
});

test('the wholePhrase helper the file carries means what specwright means by "shows"', () => {
  const { code } = run('specs/a.md', SHOP);
  const source = /function wholePhrase[\s\S]*?\n}/.exec(code)![0];
  const js = ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2022 } }).outputText;
  const phrase = vm.runInNewContext(`${js}\nwholePhrase`, {}) as (text: string) => RegExp;
  expect(phrase('$29.99').test('Price: $29.99')).toBe(true);
  expect(phrase('$29.99').test('Price: $129.99')).toBe(false);
  expect(phrase('$29').test('Price: $29.99')).toBe(false);
  expect(phrase('99').test('Price: $29.99')).toBe(false);
  expect(phrase('$29.99').test('Price: $29.99.')).toBe(true);
  expect(phrase('Install').test('Reinstall now')).toBe(false);
  expect(phrase('Item total').test('Item   total: 3')).toBe(true);
  expect(phrase('products').test('Products')).toBe(false);
  expect(phrase('商品').test('所有商品列表')).toBe(true);
});

test('an exact check stays exact, within the element, on its visible text only', () => {
  const call = { tool: 'assertTextPresent', args: { text: '2', target: 'cart badge', match: 'exact' } } as ToolCall;
  const source = '# T\n\n## Scenario: S\n1. Open /\n2. Verify the cart badge is "2"\n';
  const { code, fixmes } = run('specs/a.md', source, { lock: lockOf('S', 'Verify the cart badge is "2"', call, "locator('.cart-badge')") });
  expect(fixmes).toEqual([]);
  expect(code).toContain(`await expect(page.locator('.cart-badge').filter({ visible: true })).toHaveText('2', { useInnerText: true });`);
});

test('a check of a caption\'s value is not exported as a check of the caption\'s element, which would read its neighbours\' values too', () => {
  const text = 'Verify the total shows "$43.18"';
  const call = { tool: 'assertTextPresent', args: { text: '$43.18', target: 'total' } } as ToolCall;
  const line: Fingerprint = { role: 'paragraph', name: '', text: 'Total: $43.18, Tax: $3.18', tag: 'p', attrs: {}, place: 'main > p:1/1' };
  const { code, fixmes } = run('specs/a.md', `# T\n\n## Scenario: S\n1. Open /\n2. ${text}\n`, { lock: lockOf('S', text, call, "getByText('Total: $43.18, Tax: $3.18')", undefined, line) });
  expect(fixmes).toHaveLength(1);
  expect(fixmes[0].reason).toContain('the value beside the caption "total"');
  expect(code).not.toContain('toContainText');
  // An element that is not the caption (a badge showing the count) is checked as before.
  const badge = { tool: 'assertTextPresent', args: { text: '2', target: 'cart badge' } } as ToolCall;
  const shown = run('specs/a.md', '# T\n\n## Scenario: S\n1. Open /\n2. Verify the cart badge shows "2"\n', { lock: lockOf('S', 'Verify the cart badge shows "2"', badge, "locator('.cart-badge')", undefined, { ...line, text: '2' }) });
  expect(shown.fixmes).toEqual([]);
});

test('words that only describe an element ("the cart badge") are not guessed at without a lock entry: the step is test.fixme with the reason', () => {
  const { code, fixmes } = run('specs/a.md', '# T\n\n## Scenario: S\n1. Open /\n2. Verify the cart badge shows "2"\n');
  expect(fixmes).toHaveLength(1);
  expect(fixmes[0]).toMatchObject({ scenario: 'S', step: 'Verify the cart badge shows "2"', line: 5, needsModel: false });
  expect(code).toContain(`test.fixme(true, '"cart badge" describes the element in words`);
});

test('"for <text>" is specwright\'s proximity rule: the lock\'s locator when recorded, held to the step\'s name, else test.fixme; a stale entry (the step changed) is not used', () => {
  const text = 'Click "Add to cart" for "Trail Backpack"';
  const call: ToolCall = { tool: 'click', args: { target: '"Add to cart" for "Trail Backpack"' } };
  const source = `# T\n\n## Scenario: S\n1. Open /\n2. ${text}\n`;
  const recorded = run('specs/a.md', source, { lock: lockOf('S', text, call, "getByTestId('add-to-cart-trail-backpack')") });
  // The test id says nothing of "Add to cart": a button renamed "Add to bag" must fail the export as it fails the spec.
  // Nor may it leave its place: a product renamed "Trail Pack" must fail too. It is searched in the
  // smallest container holding "Trail Backpack", as specwright searches.
  const element = `getByTestId('add-to-cart-trail-backpack').and(page.getByRole('button', { name: 'Add to cart', exact: true }))`;
  expect(recorded.code).toContain(`await inContainerOf(page, 'Trail Backpack', page.${element}).click();`);
  expect(recorded.code).toContain('function inContainerOf(page: Page, text: string, target: Locator): Locator {');
  // The helper calls wholePhrase, which the file carries though no step calls it; and imports its types.
  expect(recorded.code).toContain('function wholePhrase(');
  expect(recorded.code).toContain("import { test, type Locator, type Page } from '@playwright/test';");
  expect(recorded.fromLock).toBe(1);
  const none = run('specs/a.md', source);
  expect(none.fixmes[0].reason).toContain('proximity');
  expect(none.code).not.toContain('Trail Backpack\').click');
  const stale = run('specs/a.md', source, { lock: lockOf('S', text, call, "getByTestId('add-to-cart-trail-backpack')", '0123456789ab') });
  expect(stale.fromLock).toBe(0);
  expect(stale.fixmes).toHaveLength(1);
});

test('ordinals count visible matches; a region scope chains; a container role scope keeps to containers of that role', () => {
  const { code, fixmes } = run('specs/a.md', [
    '# T', '', '## Scenario: S', '1. Open /',
    '2. Click the second "Edit" button',
    '3. Click the last "Remove" link',
    '4. Click the "Save" button in the dialog',
    '5. Click the "Delete" button in the "Ada Lovelace" row',
  ].join('\n'));
  expect(fixmes).toEqual([]);
  expect(code).toContain(`await page.getByRole('button', { name: 'Edit', exact: true }).filter({ visible: true }).nth(1).click();`);
  expect(code).toContain(`await page.getByRole('link', { name: 'Remove', exact: true }).filter({ visible: true }).last().click();`);
  expect(code).toContain(`await page.locator('dialog[open], [role="dialog"], [role="alertdialog"]').getByRole('button', { name: 'Save', exact: true }).click();`);
  expect(code).toContain(`page.getByRole('row', { name: wholePhrase('Ada Lovelace') }).or(page.getByRole('row').filter({ has: page.getByText(wholePhrase('Ada Lovelace')) })).getByRole('button', { name: 'Delete', exact: true }).click();`);
});

test('a recorded locator stays in the container a scope names: a region or a container role chained before it; a locator that says the scope text is used as recorded', () => {
  const exported = (text: string, target: string, locator: string) => {
    const call: ToolCall = { tool: 'click', args: { target } };
    return run('specs/a.md', `# T\n\n## Scenario: S\n1. Open /\n2. ${text}\n`, { lock: lockOf('S', text, call, locator) }).code;
  };
  expect(exported('Click the "Delete" button in the "Ada Lovelace" row', '"Delete" button in the "Ada Lovelace" row', "getByTestId('delete-1')"))
    .toContain(`await page.getByRole('row', { name: wholePhrase('Ada Lovelace') }).or(page.getByRole('row').filter({ has: page.getByText(wholePhrase('Ada Lovelace')) })).getByTestId('delete-1').click();`);
  expect(exported('Click the "Save" button in the dialog', '"Save" button in the dialog', "locator('#save')"))
    .toContain(`await page.locator('dialog[open], [role="dialog"], [role="alertdialog"]').locator('#save').click();`);
  expect(exported('Click "Delete" for "Ada Lovelace"', '"Delete" for "Ada Lovelace"', "getByRole('row', { name: 'Ada Lovelace' }).getByRole('button', { name: 'Delete' })"))
    .toContain(`await page.getByRole('row', { name: 'Ada Lovelace' }).getByRole('button', { name: 'Delete' }).click();`);
});

test('a recorded locator is held to the name the step gives only when the element was recorded with that very name, and not again when it says it', () => {
  const text = 'Click the "Add to cart" button';
  const call: ToolCall = { tool: 'click', args: { target: '"Add to cart" button' } };
  const source = `# T\n\n## Scenario: S\n1. Open /\n2. ${text}\n`;
  const byRole = run('specs/a.md', source, { lock: lockOf('S', text, call, "getByRole('button', { name: 'Add to cart', exact: true })") });
  expect(byRole.code).toContain(`await page.getByRole('button', { name: 'Add to cart', exact: true }).click();`);
  // Recorded under another name (found by a looser strategy): nothing to hold it to that the page showed.
  const lock = lockOf('S', text, call, "getByTestId('add')");
  const entry = lock.scenarios.S.steps[text].calls[0] as { fingerprint: Fingerprint };
  entry.fingerprint = { ...PRINT, name: 'Add' };
  expect(run('specs/a.md', source, { lock }).code).toContain(`await page.getByTestId('add').click();`);
});

test('an ordinal is counted by the exported code, never pinned to the element a run recorded (a list in another order must fail)', () => {
  const text = 'Click the first "Add to cart" button';
  const call: ToolCall = { tool: 'click', args: { target: 'first "Add to cart" button' } };
  const source = `# T\n\n## Scenario: S\n1. Open /\n2. ${text}\n`;
  const { code, fromLock, fixmes } = run('specs/a.md', source, { lock: lockOf('S', text, call, "getByTestId('add-to-cart-fleece-jacket')") });
  expect(fixmes).toEqual([]);
  expect(fromLock).toBe(0);
  expect(code).toContain(`await page.getByRole('button', { name: 'Add to cart', exact: true }).filter({ visible: true }).first().click();`);
  expect(code).not.toContain('add-to-cart-fleece-jacket');
});

test('Chinese steps: role words and quoted names, a check of the page', () => {
  const { code, fixmes } = run('specs/zh.md', '# 登录\n\n## Scenario: 登录\n1. 打开 /zh/login.html\n2. 在"用户名"输入框中输入"standard_user"\n3. 点击"登录"按钮\n4. 验证页面显示"商品"\n5. 验证页面不显示"错误"\n');
  expect(fixmes).toEqual([]);
  expect(code).toContain(`await page.getByLabel('用户名', { exact: true }).or(page.getByPlaceholder('用户名', { exact: true })).fill('standard_user');`);
  expect(code).toContain(`await page.getByRole('button', { name: '登录', exact: true }).click();`);
  expect(code).toContain(`await expect(page.getByText(wholePhrase('商品')).filter({ visible: true }).first()).toBeVisible();`);
  expect(code).toContain(`await expectAbsent(page.getByText(wholePhrase('错误')).filter({ visible: true }));`);
});

test('structured YAML steps: selectors as written, values and checks', () => {
  const { code, fixmes } = run('specs/a.yaml', [
    'scenarios:',
    '  - name: Structured',
    '    steps:',
    '      - navigate: /forms/',
    '      - fill: { target: "css:#email", value: "ada@example.com" }',
    '      - click: { target: "testid:submit" }',
    '      - click: { target: \'role:tab[name="Security"]\' }',
    '      - expect: { text: "Saved", visible: true }',
    '      - expect: { url: "/done", match: exact }',
  ].join('\n'));
  expect(fixmes).toEqual([]);
  expect(code).toContain(`await page.locator('#email').fill('ada@example.com');`);
  expect(code).toContain(`await page.getByTestId('submit').click();`);
  expect(code).toContain(`await page.getByRole('tab', { name: 'Security', exact: true }).click();`);
  expect(code).toContain(`toHaveURL(url => url.pathname + url.search + url.hash === '/done' || url.pathname === '/done')`);
});

test('states and counts: checked, a field\'s exact value, a count, all as web-first assertions; a field\'s enabled state only from a lock entry', () => {
  const { code, fixmes } = run('specs/a.md', [
    '# T', '', '## Scenario: S', '1. Open /forms/',
    '2. Verify the "I agree" checkbox is not checked',
    '3. Verify the "Account ID" field is disabled',
    '4. Verify the "Email" field has value "ada@example.com"',
    '5. Verify there are 2 "Remove" buttons',
  ].join('\n'));
  expect(code).toContain(`await expect(page.getByRole('checkbox', { name: 'I agree', exact: true })).not.toBeChecked();`);
  expect(code).toContain(`await expect(page.getByLabel('Email', { exact: true }).or(page.getByPlaceholder('Email', { exact: true }))).toHaveValue('ada@example.com');`);
  expect(code).toMatch(/await expect\(page\.[^;]*'Remove'[^;]*\.filter\(\{ visible: true \}\)\)\.toHaveCount\(2\);/);
  // Enabled is a check any labelled element passes: a field named by its label is a fixme there without a lock entry.
  expect(fixmes.map(f => f.step)).toEqual(['Verify the "Account ID" field is disabled']);
});

test('registry actions are inlined with the params the spec gives; a step only the page can decide is test.fixme', () => {
  const { code, fixmes } = run('specs/a.md', '# T\n\n## Scenario: S\n1. Run common:login with username "ada", password "${env.PW}" and url "/shop/"\n2. Run ui:dialog:open\n');
  expect(code).toContain('// common:login: Log in with a username and password through the login form.');
  expect(code).toContain(`await page.goto('/shop/');\n      await page.getByLabel('Username', { exact: true }).or(page.getByPlaceholder('Username', { exact: true })).fill('ada');`);
  expect(code).toContain(`.fill(env('PW'));`);
  expect(fixmes).toHaveLength(1);
  expect(fixmes[0].reason).toContain('differs between versions of the component library');
});

test('a registry step recorded in the lock file uses the element it ran on; a version-dependent alias only the candidate the page chose, one of its own', () => {
  const text = 'Run ui:dialog:open';
  const call: ToolCall = { tool: 'ui:dialog:open', args: {} };
  const source = `# T\n\n## Scenario: S\n1. Open /components/\n2. ${text}\n`;
  const lock = (steps: { step: string; target: string; locator?: string }[]): LockFile => ({
    version: 1, spec: 'specs/a.md',
    scenarios: { S: { line: 3, steps: { [text]: { line: 5, hash: stepHash(text, [call]), calls: [{ ...call, path: '/components/', steps: steps.map(s => (s.locator ? { ...s, selector: 'x', fingerprint: PRINT } : s)) }] } } } },
  });
  const legacy = run('specs/a.md', source, { lock: lock([{ step: '2', target: 'css:.legacy-create' }, { step: '3', target: 'css:[role=dialog]:visible, [role=alertdialog]:visible, dialog[open]' }]) });
  expect(legacy.fixmes).toEqual([]);
  expect(legacy.code).toContain(`await page.locator('.legacy-create').click();`);
  expect(legacy.fromLock).toBe(1);
  // A target no version of the alias names (an edited lock) is not trusted.
  const foreign = run('specs/a.md', source, { lock: lock([{ step: '2', target: 'css:#delete-everything' }]) });
  expect(foreign.fixmes[0].reason).toContain('differs between versions of the component library');
  expect(foreign.code).not.toContain('delete-everything');
  // Steps are matched by their place in the action: a record of another step is not used for this one.
  const elsewhere = run('specs/a.md', source, { lock: lock([{ step: '1', target: 'css:.legacy-create' }]) });
  expect(elsewhere.fixmes).toHaveLength(1);

  const row = 'Run ui:table:row-action with row "Ada Lovelace" and action "Delete"';
  const rowCall: ToolCall = { tool: 'ui:table:row-action', args: { row: 'Ada Lovelace', action: 'Delete' } };
  const rowSource = `# T\n\n## Scenario: S\n1. Open /components/\n2. ${row}\n`;
  expect(run('specs/a.md', rowSource).fixmes[0].reason).toContain('proximity');
  const rowLock: LockFile = {
    version: 1, spec: 'specs/a.md',
    scenarios: { S: { line: 3, steps: { [row]: { line: 5, hash: stepHash(row, [rowCall]), calls: [{ ...rowCall, path: '/components/', steps: [{ step: '1', target: '"Delete" for "Ada Lovelace"', locator: "getByRole('row', { name: 'Ada Lovelace' }).getByRole('button', { name: 'Delete' })", selector: 'x', fingerprint: PRINT }] }] } } } },
  };
  const recorded = run('specs/a.md', rowSource, { lock: rowLock });
  expect(recorded.fixmes).toEqual([]);
  // A record of that place made with another target (the action changed since) is not used.
  const changed = structuredClone(rowLock);
  (changed.scenarios.S.steps[row].calls[0] as { steps: { target: string }[] }).steps[0].target = '"Edit" for "Ada Lovelace"';
  expect(run('specs/a.md', rowSource, { lock: changed }).fixmes[0].reason).toContain('proximity');
  expect(recorded.code).toContain(`await page.getByRole('row', { name: 'Ada Lovelace' }).getByRole('button', { name: 'Delete' }).click();`);
});

test('a text check in an element described in words uses the element the lock recorded; "is hidden" the element an earlier step recorded for the same words, never a guess', () => {
  const shows = 'Verify the cart badge shows "1"';
  const hidden = 'Verify the cart badge is hidden';
  const showsCall: ToolCall = { tool: 'assertTextPresent', args: { text: '1', target: 'cart badge' } };
  const source = `# T\n\n## Scenario: S\n1. Open /shop/\n2. ${shows}\n3. ${hidden}\n`;
  const lock: LockFile = {
    version: 1, spec: 'specs/a.md',
    scenarios: { S: { line: 3, steps: { [shows]: { line: 5, hash: stepHash(shows, [showsCall]), calls: [{ ...showsCall, path: '/shop/', locator: "getByTestId('shopping-cart-badge')", selector: 'x', fingerprint: { ...PRINT, role: '', name: '', text: '1', tag: 'span' } }] } } } },
  };
  const { code, fixmes } = run('specs/a.md', source, { lock });
  expect(fixmes).toEqual([]);
  expect(code).toContain(`await expect(page.getByTestId('shopping-cart-badge').filter({ visible: true })).toContainText(wholePhrase('1'), { useInnerText: true });`);
  expect(code).toContain(`await expect(page.getByTestId('shopping-cart-badge')).toBeHidden();`);
  // A recorded locator that names the element by the text checked would pass by itself: not used.
  const byText = structuredClone(lock);
  (byText.scenarios.S.steps[shows].calls[0] as { locator: string }).locator = "getByText('1', { exact: true })";
  const tautology = run('specs/a.md', source, { lock: byText });
  expect(tautology.fixmes.map(f => f.step)).toEqual([shows, hidden]);
  expect(tautology.code).not.toContain("getByText('1'");
  // With no earlier record of those words, "is hidden" stays test.fixme.
  const alone = run('specs/a.md', `# T\n\n## Scenario: S\n1. Open /shop/\n2. ${hidden}\n`, { lock });
  expect(alone.fixmes).toHaveLength(1);
});

test('a text check whose recorded locator names its element by the text checked uses that element by its tag and stable attributes, in the step\'s scope; by nothing but its text, it stays test.fixme', () => {
  const step = 'Verify the price of "Bike Light" is "$9.99"';
  const call: ToolCall = { tool: 'assertTextPresent', args: { text: '$9.99', target: 'price of "Bike Light"', match: 'exact' } };
  const source = `# T\n\n## Scenario: S\n1. Open /shop/inventory.html\n2. ${step}\n`;
  const print: Fingerprint = { role: '', name: '', text: '$9.99', tag: 'div', attrs: { 'data-testid': 'inventory-item-price' }, place: 'div > div:1/1' };
  const lock: LockFile = {
    version: 1, spec: 'specs/a.md',
    scenarios: { S: { line: 3, steps: { [step]: { line: 5, hash: stepHash(step, [call]), calls: [{ ...call, path: '/shop/inventory.html', locator: "getByText('$9.99')", selector: 'x', fingerprint: print }] } } } },
  };
  const { code, fixmes, fromLock } = run('specs/a.md', source, { lock });
  expect([fixmes, fromLock]).toEqual([[], 1]);
  const price = `page.locator('div[data-testid="inventory-item-price"]')`;
  expect(code).toContain(`await expect(inContainerOf(page, 'Bike Light', ${price}).filter({ visible: true })).toHaveText('$9.99', { useInnerText: true });`);
  expect(code).not.toContain("getByText('$9.99')");
  const textOnly = structuredClone(lock);
  (textOnly.scenarios.S.steps[step].calls[0] as { fingerprint: Fingerprint }).fingerprint = { ...print, attrs: { type: 'text' } };
  expect(run('specs/a.md', source, { lock: textOnly }).fixmes.map(f => f.step)).toEqual([step]);
});

test('model steps: without a recorded resolution test.fixme with the sentence; an ai step\'s recorded calls are replayed; an AI check is never replayed', () => {
  const source = 'scenarios:\n  - name: S\n    steps:\n      - Open /\n      - ai: add the cheapest product to the cart\n      - aiAssert: the cart shows one product\n';
  const bare = run('specs/a.yaml', source);
  expect(bare.fixmes.map(f => [f.needsModel, f.reason])).toEqual([
    [true, 'needs a model: "add the cheapest product to the cart" has no recorded resolution in the lock file'],
    [true, 'needs a model: the check "the cart shows one product" is judged on every run, never replayed'],
  ]);
  const text = bare.fixmes[0].step;
  const call: ToolCall = { tool: 'ai', args: { instruction: 'add the cheapest product to the cart' } };
  const lock: LockFile = {
    version: 1, spec: 'specs/a.yaml',
    scenarios: { S: { line: 2, steps: { [text]: { line: 5, hash: stepHash(text, [call]), calls: [{
      tool: 'ai', args: call.args, actions: [{ tool: 'click', args: { target: 'ref:e12' }, path: '/', locator: "getByTestId('add-to-cart-baby-onesie')", selector: 'x', fingerprint: PRINT }],
    }] } } } },
  };
  const replayed = run('specs/a.yaml', source, { lock });
  expect(replayed.code).toContain(`await page.getByTestId('add-to-cart-baby-onesie').click();`);
  expect(replayed.fixmes.map(f => f.step)).toEqual([bare.fixmes[1].step]);
});

test('a spec with errors exports nothing and says where', () => {
  const result = exportSpec({ file: 'specs/bad.md', source: '# T\n\n## Scenario: S\n1. Frobnicate the widget thoroughly\n', root });
  expect(result.code).toBeUndefined();
  expect(result.errors.map(e => [e.code, e.location.line])).toEqual([['STEP_UNPARSED', 4]]);
});

test('a field in a scope is looked for in that scope by label and by placeholder; the second field counts label matches only', () => {
  const { code, fixmes } = run('specs/a.md', '# T\n\n## Scenario: S\n1. Open /\n2. Fill the "Name" field in the dialog with "Ada"\n3. Fill the second "Email" field with "b@example.com"\n');
  expect(fixmes).toEqual([]);
  const dialog = `page.locator('dialog[open], [role="dialog"], [role="alertdialog"]')`;
  expect(code).toContain(`await ${dialog}.getByLabel('Name', { exact: true }).or(${dialog}.getByPlaceholder('Name', { exact: true })).fill('Ada');`);
  expect(code).toContain(`await page.getByLabel('Email', { exact: true }).filter({ visible: true }).nth(1).fill('b@example.com');`);
});

test('prefixed selectors and Playwright locator code export as the locator they name', async () => {
  const { locatorCode } = await import('../../src/export/locators.ts');
  const code = (target: string) => locatorCode({ target, kind: 'clickable', controlOnly: false });
  expect(code(`getByRole('row').filter({ hasText: 'Bob' }).getByRole('button', { name: 'Edit' })`)).toEqual({ ok: true, from: 'spec', code: `page.getByRole('row').filter({ hasText: 'Bob' }).getByRole('button', { name: 'Edit' })` });
  expect(code(`page.getByTestId('save')`)).toEqual({ ok: true, from: 'spec', code: `page.getByTestId('save')` });
  expect(code('id=go')).toMatchObject({ ok: true, code: `page.locator('[id="go"]')` });
  expect(code('internal:role=button[name="Save"i]')).toMatchObject({ ok: true, code: `page.locator('internal:role=button[name="Save"i]')` });
  expect(code(`getByRole('button', { nmae: 'x' })`)).toMatchObject({ ok: false, reason: expect.stringContaining('no option "nmae"') });
});

test('a target that reads as a name or as a position ("the First name field") is not exported until quoted', async () => {
  const { locatorCode } = await import('../../src/export/locators.ts');
  const field = (target: string) => locatorCode({ target, kind: 'editable', controlOnly: true });
  expect(field('the First name field')).toMatchObject({ ok: false, reason: expect.stringContaining('quote the one meant ("First name", or First "name")') });
  expect(field('第一联系人输入框')).toMatchObject({ ok: false, reason: expect.stringContaining('quote the one meant ("第一联系人", or 第一 "联系人")') });
  // A recorded locator does not settle it either: an ordinal target is never exported from the lock.
  expect(locatorCode({ target: 'Last Name', kind: 'editable', controlOnly: true, recorded: "getByLabel('Last Name')" })).toMatchObject({ ok: false });
  expect(field('the "First name" field')).toMatchObject({ ok: true, code: expect.stringContaining(`getByLabel('First name', { exact: true })`) });
  expect(field('the first "Name" field')).toMatchObject({ ok: true, code: expect.stringContaining('.first()') });
});
