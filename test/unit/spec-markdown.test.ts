/** specwright Markdown: metadata, sections, steps with their own line and column, front-matter errors at their lines. */
import { expect, test } from '@playwright/test';
import { parseSpec } from '../../src/spec/index.ts';

const SPEC = `---
feature: Cart
story: Badge counts items
tags: [smoke, "@fast"]
severity: critical
allow: [submit]
vars: { user: standard_user }
secrets: [PASSWORD]
url: /shop
---
# Cart badge

Prose is documentation; it becomes the test's description.

## Background
1. Run common:login with username "\${vars.user}" and password "\${env.PASSWORD}"

## Scenario: Add two products @cart @regression
1. Click "Add to cart" for "Backpack"
   - expect the cart badge shows "1"
   - Click "Add to cart" for "Bike Light"
2. Click \`css:#checkout\`
   Then wait 2 seconds

## Notes
Anything here is documentation.

## 场景：中文场景
- 点击 "登录" 按钮
- 验证页面显示 "欢迎"
`;

test('front matter, title, description, background and scenarios with tags', () => {
  const { spec, errors } = parseSpec('specs/cart.md', SPEC, { env: {} });
  expect(errors).toEqual([]);
  expect(spec).toMatchObject({
    file: 'specs/cart.md', format: 'markdown', title: 'Cart badge', feature: 'Cart', story: 'Badge counts items',
    tags: ['smoke', 'fast'], severity: 'critical', allow: ['submit'], vars: { user: 'standard_user' }, url: '/shop',
  });
  expect(spec!.secrets).toContain('PASSWORD');
  expect(spec!.description).toBe("Prose is documentation; it becomes the test's description.\n\n## Notes\nAnything here is documentation.");
  expect(spec!.scenarios.map(s => [s.name, s.tags, s.location.line, s.location.column])).toEqual([
    ['Add two products', ['cart', 'regression'], 18, 4],
    ['中文场景', [], 28, 4],
  ]);
});

test('steps keep their words, quotes and code spans, with line and column of the text', () => {
  const { spec } = parseSpec('specs/cart.md', SPEC, { env: {} });
  expect(spec!.background).toEqual([{
    text: 'Run common:login with username "${vars.user}" and password "${env.PASSWORD}"',
    location: { file: 'specs/cart.md', line: 16, column: 4 },
  }]);
  expect(spec!.scenarios[0].steps.map(s => [s.text, s.location.line, s.location.column, !!s.expectation])).toEqual([
    ['Click "Add to cart" for "Backpack"', 19, 4, false],
    ['expect the cart badge shows "1"', 20, 6, true],
    ['Click "Add to cart" for "Bike Light"', 21, 6, false],
    ['Click `css:#checkout` Then wait 2 seconds', 22, 4, false],
  ]);
  expect(spec!.scenarios[1].steps.map(s => [s.text, s.location.line, s.location.column])).toEqual([
    ['点击 "登录" 按钮', 29, 3],
    ['验证页面显示 "欢迎"', 30, 3],
  ]);
});

test('scenario heading variants: "Scenario - name", "Scenario name", 背景', () => {
  const source = '# T\n\n## 背景\n1. 打开 /\n\n## Scenario - dash\n1. Go back\n\n## Scenario spaced @t1\n1. Go back\n';
  const { spec, errors } = parseSpec('a.md', source, { env: {} });
  expect(errors).toEqual([]);
  expect(spec!.background.map(s => s.text)).toEqual(['打开 /']);
  expect(spec!.scenarios.map(s => [s.name, s.tags])).toEqual([['dash', []], ['spaced', ['t1']]]);
});

test('front matter errors point at the offending key or value', () => {
  const source = '---\nfeature: Cart\nseverity: huge\ntag: [x]\nallow: submit\n---\n# T\n## Scenario: s\n1. Go back\n';
  const { spec, errors } = parseSpec('fm.md', source, { env: {} });
  expect(spec).toBeDefined();
  expect(errors.map(e => [e.code, e.location.line, e.location.column]).sort()).toEqual([
    ['SPEC_FRONT_MATTER_INVALID', 3, 11],
    ['SPEC_FRONT_MATTER_INVALID', 4, 1],
    ['SPEC_FRONT_MATTER_INVALID', 5, 8],
  ]);
  expect(errors.find(e => e.location.line === 4)!.message).toContain('did you mean "tags"?');
});

test('front matter keys of a user\'s own become labels; the known ones still mean what they say', () => {
  const source = '---\nowner: qa-frontdesk\n模块: 图书目录\nsuite: smoke\ntags: [pets]\n---\n# T\n## Scenario: s\n1. Go back\n';
  const { spec, errors } = parseSpec('own.md', source, { env: {} });
  expect(errors).toEqual([]);
  expect(spec).toMatchObject({ tags: ['pets'], labels: { owner: 'qa-frontdesk', 模块: '图书目录', suite: 'smoke' } });
});

test('front matter YAML syntax errors are located inside the front matter', () => {
  const source = '---\nfeature: Cart\ntags: [smoke\n---\n# T\n## Scenario: s\n1. Go back\n';
  const { errors } = parseSpec('bad.md', source, { env: {} });
  expect(errors.length).toBeGreaterThan(0);
  expect(errors[0].code).toBe('SPEC_FRONT_MATTER_INVALID');
  expect(errors[0].location.line).toBeGreaterThanOrEqual(3);
  expect(errors[0].location.line).toBeLessThanOrEqual(4);
});

test('no scenarios, empty scenarios and a missing title', () => {
  const none = parseSpec('specs/none.md', 'Just prose.\n', { env: {} });
  expect(none.spec!.title).toBe('none');
  expect(none.errors.map(e => [e.code, e.location.line, e.location.column])).toEqual([['SPEC_NO_SCENARIOS', 1, 1]]);
  const empty = parseSpec('e.md', '# T\n\n## Scenario: nothing\nNo list here.\n', { env: {} });
  expect(empty.errors.map(e => [e.code, e.location.line, e.location.column])).toEqual([['SPEC_EMPTY_SCENARIO', 3, 4]]);
});

test('${vars.x} must be declared; the error points at the reference', () => {
  const source = '---\nvars: { user: u, account: { id: 1 } }\n---\n# T\n## Scenario: s\n1. Fill "User" with "${vars.user}"\n2. Fill "Id" with "${vars.account.id}" and "${vars.missing}"\n';
  const { errors } = parseSpec('v.md', source, { env: {} });
  expect(errors.map(e => [e.code, e.location.line, e.location.column])).toEqual([['SPEC_VAR_UNDEFINED', 7, 45]]);
});

test('secrets: ${secrets.X} and secret-looking ${env.X} names are collected', () => {
  const source = '# T\n## Scenario: s\n1. Fill "Key" with "${secrets.API}"\n2. Fill "T" with "${env.AUTH_TOKEN}"\n3. Fill "U" with "${env.USER_NAME}"\n';
  const { spec } = parseSpec('s.md', source, { env: {} });
  expect(spec!.secrets.sort()).toEqual(['API', 'AUTH_TOKEN']);
});

test('CRLF line endings and a byte-order mark do not move locations', () => {
  const source = '---\nfeature: F\nseverity: bad\n---\n# T\n\n## Scenario: s\n1. Click "A"\n   Expected: "B"\n2. Verify "C"\n';
  for (const variant of [source, source.replace(/\n/g, '\r\n'), `\uFEFF${source}`]) {
    const { spec, errors } = parseSpec('a.md', variant, { env: {} });
    expect(errors.map(e => [e.code, e.location.line, e.location.column])).toEqual([['SPEC_FRONT_MATTER_INVALID', 3, 11]]);
    expect(spec!.scenarios[0].steps.map(s => [s.text, s.location.line, s.location.column, !!s.expectation])).toEqual([
      ['Click "A"', 8, 4, false], ['"B"', 9, 14, true], ['Verify "C"', 10, 4, false],
    ]);
  }
});
