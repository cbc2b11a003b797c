/** Code generation and source maps: every test and step line of the generated file maps back to its spec line. */
import { expect, test } from '@playwright/test';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { generateSpecModule, type CodegenInput } from '../../src/compile/codegen.ts';
import { buildSpec } from '../../src/compile/build.ts';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileSpecs } from '../../src/compile/compile.ts';
import { playwrightDetails } from '../../src/compile/labels.ts';
import { fakeFrontend } from './compile-fake-frontend.ts';

const SOURCE = ['# Cart', '', '## Scenario: Add one', '1. Open /shop/', '2. Click "Add to cart"', '', '## Scenario: Add one', '1. Frobnicate the widget', ''].join('\n');

function generate() {
  const built = buildSpec('specs/cart.md', SOURCE, fakeFrontend, { modelConfigured: false });
  const input: CodegenInput = {
    ...built,
    runtimeImport: '../../src/fixtures/index.ts',
    sourcePath: file => `../../${file}`,
    fileName: 'cart.md.spec.js',
    rootFromOutput: '../..',
  };
  return { built, ...generateSpecModule(input) };
}

function lineOf(code: string, needle: string, occurrence = 0): number {
  const lines = code.split('\n');
  const indexes = lines.flatMap((line, index) => (line.includes(needle) ? [index + 1] : []));
  expect(indexes.length).toBeGreaterThan(occurrence);
  return indexes[occurrence];
}

test('each step becomes one specwright.step call; its tool calls and their parsed targets are embedded as JSON', () => {
  const { code, built } = generate();
  expect(code.match(/specwright\.step\(spec, \d+\)/g)).toHaveLength(3);
  expect(built.spec.steps.map(s => s.calls)).toEqual([[{ tool: 'navigate', args: { url: '/shop/' } }], [{ tool: 'click', args: { target: '"Add to cart"' } }], []]);
  expect(built.spec.targets['"Add to cart"']).toMatchObject({ text: 'Add to cart', quoted: true });
  expect(code).toContain('"tool":"click"');
  expect(code).toContain('"quoted":true');
  expect(code).toMatch(/import \{ test, defineSpec \} from "\.\.\/\.\.\/src\/fixtures\/index\.ts";/);
  // The map is inline: the last line carries it, and it is the map returned.
  const inline = /^\/\/# sourceMappingURL=data:application\/json;charset=utf-8;base64,(.+)$/.exec(code.trimEnd().split('\n').at(-1)!);
  expect(JSON.parse(Buffer.from(inline![1], 'base64').toString('utf8'))).toEqual(JSON.parse(JSON.stringify(generate().map)));
});

test('an unparsable step carries its error, located at the step, and is reported', () => {
  const { built } = generate();
  expect(built.errors.map(e => [e.code, e.location.line, e.location.column])).toEqual([['STEP_UNPARSED', 8, 4]]);
  expect(built.spec.steps[2].error).toMatch(/^specs\/cart\.md:8:4 STEP_UNPARSED: /);
});

test('repeated scenario names get a suffix so Playwright does not reject the file', () => {
  const { code } = generate();
  expect(code).toContain('test("Add one", ');
  expect(code).toContain('test("Add one (2)", ');
});

test('the source map sends test and step lines back to the spec', () => {
  const { code, map } = generate();
  const traced = new TraceMap(map);
  const at = (line: number, column = 4) => originalPositionFor(traced, { line, column });
  expect(at(lineOf(code, 'test("Add one"'))).toMatchObject({ source: '../../specs/cart.md', line: 3 });
  expect(at(lineOf(code, 'specwright.step(spec, 1)'), 20)).toMatchObject({ source: '../../specs/cart.md', line: 5, column: 3 });
  expect(at(lineOf(code, 'specwright.step(spec, 2)'))).toMatchObject({ line: 8 });
  expect(at(lineOf(code, 'test("Add one (2)"'))).toMatchObject({ line: 7 });
});

test('a spec that does not parse becomes one failing test at the error location', () => {
  const built = buildSpec('specs/bad.md', 'broken\n', fakeFrontend, { modelConfigured: false });
  const { code, map } = generateSpecModule({ ...built, runtimeImport: './x.ts', sourcePath: f => f, fileName: 'bad.md.spec.js', rootFromOutput: '.' });
  expect(built.failures).toHaveLength(1);
  expect(code).toContain('throw new Error("specs/bad.md:1:1 SPEC_SCHEMA_INVALID: broken spec")');
  expect(originalPositionFor(new TraceMap(map), { line: lineOf(code, 'throw new Error'), column: 4 })).toMatchObject({ line: 1 });
});

test('a model-only step compiles with or without a model: without one, the test that reaches it is skipped at run time', () => {
  const frontend = { ...fakeFrontend, plan: () => ({ plans: [{ action: 'ai' as const, instruction: 'do it' }] }) };
  const without = buildSpec('specs/a.md', SOURCE, frontend, { modelConfigured: false });
  expect(without.errors).toEqual([]);
  expect(without.spec.steps[0].calls).toEqual([{ tool: 'ai', args: { instruction: 'do it' } }]);
  const withModel = buildSpec('specs/a.md', SOURCE, frontend, { modelConfigured: true });
  expect(withModel.errors).toEqual([]);
});

test('a front matter url opens first in every scenario, before the background', () => {
  const frontend = { ...fakeFrontend, parse: (file: string, source: string) => {
    const parsed = fakeFrontend.parse(file, source);
    if (parsed.spec) {
      parsed.spec.url = '/shop/';
      parsed.spec.background = [{ text: 'Click "Menu"', location: { file, line: 2, column: 4 } }];
    }
    return parsed;
  } };
  const built = buildSpec('specs/cart.md', SOURCE, frontend, { modelConfigured: false });
  expect(built.scenarios.map(s => s.steps.slice(0, 2))).toEqual([[0, 1], [0, 1]]);
  expect(built.spec.steps[0]).toEqual({ text: 'Open /shop/', location: { file: 'specs/cart.md', line: 1, column: 1 }, calls: [{ tool: 'navigate', args: { url: '/shop/' } }] });
  expect(built.spec.steps[1].text).toBe('Click "Menu"');
});

test('tags become Playwright tags and feature, story, severity, description and a spec\'s own keys the annotations allure-playwright reads', () => {
  const details = playwrightDetails({ file: 'specs/shop/cart.md', tags: ['smoke', '@fast'], feature: 'Cart', story: 'Badge', severity: 'critical', description: 'Prose.', labels: { owner: 'qa', 优先级: 'P1' } }, ['slow path', 'smoke']);
  expect(details.tag).toEqual(['@smoke', '@fast', '@slow-path']);
  expect(details.annotation).toEqual([
    { type: 'description', description: 'Prose.' },
    { type: 'allure.label.suite', description: 'specs/shop/cart.md' },
    { type: 'allure.label.feature', description: 'Cart' },
    { type: 'allure.label.story', description: 'Badge' },
    { type: 'allure.label.severity', description: 'critical' },
    { type: 'allure.label.owner', description: 'qa' },
    { type: 'allure.label.优先级', description: 'P1' },
  ]);
});

test('a target with words beside its quoted name that nothing reads, or a counted container, is TARGET_INVALID at its step', () => {
  const source = ['# Words', '## Scenario: s', '1. Click "Save" button quickly', '2. Click "Delete" in the last row', '3. Click "Edit" in the row with "Bob"', ''].join('\n');
  const built = buildSpec('specs/words.md', source, fakeFrontend, { modelConfigured: false });
  expect(built.errors).toEqual([
    expect.objectContaining({ code: 'TARGET_INVALID', location: { file: 'specs/words.md', line: 3, column: 4 }, message: expect.stringContaining('the words "quickly" beside the name "Save"') }),
    expect.objectContaining({ code: 'TARGET_INVALID', location: { file: 'specs/words.md', line: 4, column: 4 }, message: expect.stringContaining('the position "last"') }),
  ]);
});

test('importTestFrom changes the module generated files import their test from', () => {
  const root = test.info().outputDir;
  mkdirSync(path.join(root, 'specs'), { recursive: true });
  writeFileSync(path.join(root, 'specs/a.md'), '# A\n## Scenario: s\n1. Click "X"\n');
  compileSpecs({ root, importTestFrom: 'support/fixtures.ts' }, fakeFrontend);
  const code = readFileSync(path.join(root, '.specwright/gen/specs/a.md.spec.js'), 'utf8');
  expect(code).toContain('from "../../../support/fixtures.ts"');
});

test('a target the locator cannot read is TARGET_INVALID at the step line; locator code is parsed into the generated file', () => {
  const source = ['# Codes', '## Scenario: s', `1. Click getByRole('row').filter({ hasText: 'Bob' }).getByRole('button')`, `2. Click getByRole('button', { nmae: 'Save' })`, ''].join('\n');
  const built = buildSpec('specs/codes.md', source, fakeFrontend, { modelConfigured: false });
  expect(built.errors).toEqual([expect.objectContaining({
    code: 'TARGET_INVALID', location: { file: 'specs/codes.md', line: 4, column: 4 },
    message: expect.stringContaining('locator code that does not read: getByRole() has no option "nmae"'),
  })]);
  expect(built.spec.targets[`getByRole('row').filter({ hasText: 'Bob' }).getByRole('button')`]?.selector?.chain?.map(c => c.method)).toEqual(['getByRole', 'filter', 'getByRole']);
});
