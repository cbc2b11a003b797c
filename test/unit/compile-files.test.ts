/** The write half of compilation: content hashes, atomic idempotent writes, stale output removal, include tracking. */
import { expect, test } from '@playwright/test';
import { mkdirSync, readdirSync, readFileSync, rmSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileSpecs } from '../../src/compile/compile.ts';
import { hashOf, outputFileFor, writeIfChanged } from '../../src/compile/files.ts';
import type { SpecFrontend } from '../../src/compile/build.ts';
import { fakeFrontend } from './compile-fake-frontend.ts';

function project(name: string, files: Record<string, string>): string {
  const root = path.join(test.info().outputDir, name);
  rmSync(root, { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const CART = '# Cart\n## Scenario: add\n1. Click "Add"\n';
const MENU = '# Menu\n## Scenario: open\n1. Click "Menu"\n';

test('hashOf separates its parts, so moving text between parts changes the hash', () => {
  expect(hashOf('ab', 'c')).not.toBe(hashOf('a', 'bc'));
  expect(hashOf('a', 'b')).toBe(hashOf('a', 'b'));
});

test('writeIfChanged writes once, then reports no change, and leaves no temp files', () => {
  const dir = project('write', {});
  const file = path.join(dir, 'deep', 'out.js');
  expect(writeIfChanged(file, 'one')).toBe(true);
  expect(writeIfChanged(file, 'one')).toBe(false);
  expect(writeIfChanged(file, 'two')).toBe(true);
  expect(readFileSync(file, 'utf8')).toBe('two');
  expect(readdirSync(path.dirname(file))).toEqual(['out.js']);
});

test('outputs mirror the spec path and never escape the output directory', () => {
  expect(outputFileFor('/gen', 'specs/a/cart.md')).toBe(path.join('/gen', 'specs/a/cart.md.spec.js'));
  expect(outputFileFor('/gen', '../outside.md')).toBe(path.join('/gen', '__/outside.md.spec.js'));
});

test('a second compile writes nothing; one changed spec rewrites only its own files', () => {
  const root = project('idempotent', { 'specs/cart.md': CART, 'specs/menu.yaml': MENU });
  const first = compileSpecs({ root }, fakeFrontend);
  expect(first.specs).toEqual(['specs/cart.md', 'specs/menu.yaml']);
  expect(first.written.map(f => path.relative(root, f)).sort()).toEqual([
    '.specwright/gen/.manifest.json',
    '.specwright/gen/specs/cart.md.spec.js',
    '.specwright/gen/specs/menu.yaml.spec.js',
  ]);
  fakeFrontend.parsed.length = 0;
  expect(compileSpecs({ root }, fakeFrontend).written).toEqual([]);
  expect(fakeFrontend.parsed).toEqual([]);

  writeFileSync(path.join(root, 'specs/cart.md'), CART + '2. Click "Checkout"\n');
  const third = compileSpecs({ root }, fakeFrontend);
  expect(fakeFrontend.parsed).toEqual(['specs/cart.md']);
  expect(third.written.map(f => path.basename(f)).sort()).toEqual(['.manifest.json', 'cart.md.spec.js']);
});

test('a changed compiler fingerprint or option recompiles everything', () => {
  const root = project('fingerprint', { 'specs/cart.md': CART });
  compileSpecs({ root }, fakeFrontend, 'v1');
  fakeFrontend.parsed.length = 0;
  compileSpecs({ root }, fakeFrontend, 'v2');
  compileSpecs({ root, modelConfigured: true }, fakeFrontend, 'v2');
  expect(fakeFrontend.parsed).toEqual(['specs/cart.md', 'specs/cart.md']);
});

test('generated files of deleted specs are removed', () => {
  const root = project('stale', { 'specs/cart.md': CART, 'specs/menu.md': MENU });
  compileSpecs({ root }, fakeFrontend);
  rmSync(path.join(root, 'specs/menu.md'));
  // A source map file an older version wrote beside a generated test: maps are inline now.
  const oldMap = path.join(root, '.specwright/gen/specs/cart.md.spec.js.map');
  writeFileSync(oldMap, '{}');
  const result = compileSpecs({ root }, fakeFrontend);
  expect(existsSync(oldMap)).toBe(false);
  expect(result.removed.map(f => path.relative(root, f))).toEqual(['.specwright/gen/specs/menu.md.spec.js']);
  expect(existsSync(path.join(root, '.specwright/gen/specs/menu.md.spec.js'))).toBe(false);
  expect(existsSync(path.join(root, '.specwright/gen/specs/cart.md.spec.js'))).toBe(true);
});

test('a change to an included file recompiles the spec that includes it', () => {
  const included: SpecFrontend = {
    ...fakeFrontend,
    parse(file, source) {
      const parsed = fakeFrontend.parse(file, source);
      parsed.spec?.scenarios[0]?.steps.push({ text: 'Click "Login"', location: { file: 'specs/steps/login.md', line: 1, column: 4 } });
      return parsed;
    },
  };
  const root = project('include', { 'specs/cart.md': CART, 'specs/steps/login.md': '1. Click "Login"\n' });
  compileSpecs({ root, specs: 'specs/*.md' }, included);
  fakeFrontend.parsed.length = 0;
  expect(compileSpecs({ root, specs: 'specs/*.md' }, included).written).toEqual([]);
  writeFileSync(path.join(root, 'specs/steps/login.md'), '1. Click "Sign in"\n');
  compileSpecs({ root, specs: 'specs/*.md' }, included);
  expect(fakeFrontend.parsed).toEqual(['specs/cart.md']);
});

test('errors of every broken spec are collected, and an unchanged broken spec is still reported', () => {
  const root = project('errors', { 'specs/a.md': 'broken\n', 'specs/b.md': '# B\n## Scenario: s\n1. Dance wildly\n', 'specs/c.md': CART });
  const first = compileSpecs({ root }, fakeFrontend);
  const summary = first.errors.map(e => `${e.location.file}:${e.location.line}:${e.location.column} ${e.code}`);
  expect(summary).toEqual(['specs/a.md:1:1 SPEC_SCHEMA_INVALID', 'specs/b.md:3:4 STEP_UNPARSED']);
  const second = compileSpecs({ root }, fakeFrontend);
  expect(second.errors.map(e => e.code)).toEqual(['SPEC_SCHEMA_INVALID', 'STEP_UNPARSED']);
  expect(second.written).toEqual([]);
});
