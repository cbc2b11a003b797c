/** `include:` step libraries: found upward from the spec, nested, missing, cyclic; included steps keep their own location. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loadSpec, parseSpec, type ReadFile } from '../../src/spec/index.ts';

const ROOT = '/project';
const files: Record<string, string> = {
  '/project/specs/steps/login.md': '# Login\n\n## Steps\n\n1. Navigate to /\n2. Fill "User" with {{USER}}\n3. include: submit\n',
  '/project/steps/submit.md': '- Click "Submit"\n- Verify the page shows "Hi"\n',
  '/project/steps/loop-a.md': '1. Go back\n2. include: loop-b\n',
  '/project/steps/loop-b.md': '1. include: loop-a\n',
};
const readFile: ReadFile = file => files[file];
const parse = (source: string) => parseSpec('/project/specs/shop/cart.md', source, { root: ROOT, readFile, env: { USER: 'bob' } });

test('an include is found upward from the spec folder; nested includes expand in order with their own locations', () => {
  const { spec, errors } = parse('# T\n## Scenario: s\n1. Go back\n2. include: login\n3. Reload\n');
  expect(errors).toEqual([]);
  const steps = spec!.scenarios[0].steps;
  expect(steps.map(s => [s.text, s.location.file, s.location.line, s.location.column])).toEqual([
    ['Go back', '/project/specs/shop/cart.md', 3, 4],
    ['Navigate to /', '/project/specs/steps/login.md', 5, 4],
    ['Fill "User" with bob', '/project/specs/steps/login.md', 6, 4],
    ['Click "Submit"', '/project/steps/submit.md', 1, 3],
    ['Verify the page shows "Hi"', '/project/steps/submit.md', 2, 3],
    ['Reload', '/project/specs/shop/cart.md', 5, 4],
  ]);
  for (const step of steps.slice(1, 5)) expect(step.includedFrom).toEqual({ file: '/project/specs/shop/cart.md', line: 4, column: 4 });
  expect(steps[0].includedFrom).toBeUndefined();
  expect(spec!.includes).toEqual(['/project/specs/steps/login.md', '/project/steps/submit.md']);
});

test('spellings: "Include: login", "include login", "include: `login`"', () => {
  for (const step of ['Include: login', 'include login', 'include: `login`']) {
    const { errors, spec } = parse(`# T\n## Scenario: s\n1. ${step}\n`);
    expect(errors, step).toEqual([]);
    expect(spec!.scenarios[0].steps).toHaveLength(4);
  }
});

test('a missing library is SPEC_INCLUDE_NOT_FOUND at the include step', () => {
  const { errors } = parse('# T\n## Scenario: s\n1. Go back\n2. include: nope\n');
  expect(errors.map(e => [e.code, e.location.line, e.location.column])).toEqual([['SPEC_INCLUDE_NOT_FOUND', 4, 4]]);
  expect(errors[0].message).toContain('steps/nope.md');
});

test('a cycle is SPEC_INCLUDE_CYCLE at the include step that closes it', () => {
  const { errors, spec } = parse('# T\n## Scenario: s\n1. include: loop-a\n');
  expect(errors.map(e => [e.code, e.location.file, e.location.line, e.location.column])).toEqual([['SPEC_INCLUDE_CYCLE', '/project/steps/loop-b.md', 1, 4]]);
  expect(spec!.scenarios[0].steps.map(s => s.text)).toEqual(['Go back']);
});

test('the nesting limit is an option; exceeding it is reported', () => {
  const deep: Record<string, string> = {};
  for (let i = 0; i < 5; i++) deep[`/project/steps/d${i}.md`] = `1. include: d${i + 1}\n`;
  deep['/project/steps/d5.md'] = '1. Go back\n';
  const run = (maxIncludeDepth: number) => parseSpec('/project/a.md', '# T\n## Scenario: s\n1. include: d0\n', { root: ROOT, readFile: f => deep[f], env: {}, maxIncludeDepth });
  expect(run(16).errors).toEqual([]);
  expect(run(3).errors.map(e => e.code)).toEqual(['SPEC_INCLUDE_CYCLE']);
});

test('the search never leaves the project root', () => {
  const outside: ReadFile = f => (f === '/steps/login.md' ? '1. Go back\n' : undefined);
  const { errors } = parseSpec('/project/specs/a.md', '# T\n## Scenario: s\n1. include: login\n', { root: ROOT, readFile: outside, env: {} });
  expect(errors.map(e => e.code)).toEqual(['SPEC_INCLUDE_NOT_FOUND']);
});

test('loadSpec reads the spec and its libraries from disk; a missing spec is SPEC_READ_FAILED', () => {
  const root = test.info().outputPath('project');
  mkdirSync(path.join(root, 'specs', 'steps'), { recursive: true });
  writeFileSync(path.join(root, 'specs', 'steps', 'open.md'), '1. Open /shop\n');
  writeFileSync(path.join(root, 'specs', 'a.md'), '# A\n## Steps\n1. include: open\n2. Verify the page shows "Shop"\n');
  const { spec, errors } = loadSpec(path.join(root, 'specs', 'a.md'), { root, env: {} });
  expect(errors).toEqual([]);
  expect(spec!.scenarios[0].steps.map(s => [s.text, path.relative(root, s.location.file), s.location.line])).toEqual([
    ['Open /shop', 'specs/steps/open.md', 1],
    ['Verify the page shows "Shop"', 'specs/a.md', 4],
  ]);
  const missing = loadSpec(path.join(root, 'nope.md'));
  expect(missing.errors.map(e => [e.code, e.location.line, e.location.column])).toEqual([['SPEC_READ_FAILED', 1, 1]]);
});
