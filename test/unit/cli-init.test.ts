/** `specwright init` on temp directories: what it creates, what it keeps byte for byte, the .gitignore lines it adds. */
import { expect, test } from '@playwright/test';
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { configText, formatInit, initProject, IGNORED_PATHS } from '../../src/cli/init.ts';
import { defaultFrontend } from '../../src/compile/frontend.ts';
import { validateSpecs } from '../../src/compile/validate.ts';

function project(name: string, files: Record<string, string>): string {
  const root = path.join(test.info().outputDir, name);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');

test('an empty directory gets a config importing from the package, an example spec that plans, and .gitignore lines', () => {
  const root = project('empty', {});
  const result = initProject(root);
  expect(result.entries).toEqual([
    { file: 'playwright.config.ts', outcome: 'created' },
    { file: 'specs/example.md', outcome: 'created' },
    { file: '.gitignore', outcome: 'created' },
  ]);
  expect(result.existingConfig).toBeUndefined();
  const config = read(root, 'playwright.config.ts');
  expect(config).toContain(`import { browserUse, defineSpecConfig } from 'specwright';`);
  expect(config).toContain('defineSpecConfig({ root: __dirname,');
  expect(read(root, '.gitignore').split('\n')).toEqual(['# specwright', ...IGNORED_PATHS, '']);
  // The example must compile with the real grammar, or the first run a user makes is a compile error.
  const validated = validateSpecs(['specs'], defaultFrontend(root), { root });
  expect(validated.files).toEqual(['specs/example.md']);
  expect(validated.errors).toEqual([]);
});

test('the config root is import.meta.dirname in a "type": "module" project and __dirname otherwise', () => {
  const esm = project('esm', { 'package.json': '{ "name": "app", "type": "module" }' });
  initProject(esm);
  expect(read(esm, 'playwright.config.ts')).toContain('defineSpecConfig({ root: import.meta.dirname,');
  expect(configText(false)).toContain('root: __dirname,');
  expect(configText(false)).not.toContain('ROOT');
});

test('existing files are kept byte for byte; an existing config without defineSpecConfig gets instructions', () => {
  const root = project('existing', {
    'playwright.config.js': 'module.exports = { testDir: "tests" };\n',
    'specs/example.md': '# Mine\n',
  });
  const result = initProject(root);
  expect(result.entries.slice(0, 2)).toEqual([
    { file: 'playwright.config.js', outcome: 'kept' },
    { file: 'specs/example.md', outcome: 'kept' },
  ]);
  expect(result.existingConfig).toBe('playwright.config.js');
  expect(existsSync(path.join(root, 'playwright.config.ts'))).toBe(false);
  expect(read(root, 'playwright.config.js')).toBe('module.exports = { testDir: "tests" };\n');
  expect(read(root, 'specs/example.md')).toBe('# Mine\n');
  const printed = formatInit(result);
  expect(printed).toContain('kept existing playwright.config.js');
  expect(printed).toContain('playwright.config.js was left as it is. To run specs with it, add:');
  expect(printed).toContain(`import { browserUse, defineSpecConfig } from 'specwright';`);
});

test('a second init changes nothing and gives no wiring instructions for the config it wrote', () => {
  const root = project('twice', {});
  initProject(root);
  const before = ['playwright.config.ts', 'specs/example.md', '.gitignore'].map(file => read(root, file));
  const again = initProject(root);
  expect(again.entries.map(entry => entry.outcome)).toEqual(['kept', 'kept', 'kept']);
  expect(again.existingConfig).toBeUndefined();
  expect(['playwright.config.ts', 'specs/example.md', '.gitignore'].map(file => read(root, file))).toEqual(before);
  expect(formatInit(again)).not.toContain('To run specs with it');
});

test('.gitignore gets only the lines it lacks, however they are spelled, on a line of their own', () => {
  const root = project('gitignore', { '.gitignore': 'node_modules\n/.specwright/gen\ntest-results' });
  const result = initProject(root);
  expect(result.entries[2]).toEqual({ file: '.gitignore', outcome: 'appended', detail: 'playwright-report/' });
  expect(read(root, '.gitignore')).toBe('node_modules\n/.specwright/gen\ntest-results\n\n# specwright\nplaywright-report/\n');
  expect(formatInit(result)).toContain('added to .gitignore: playwright-report/');
});

test('a file that cannot be written is reported as failed, and the others are still written', () => {
  // `specs` is a file, so specs/example.md cannot be created.
  const root = project('blocked', { specs: 'not a directory' });
  const result = initProject(root);
  expect(result.entries.map(entry => `${entry.file} ${entry.outcome}`)).toEqual([
    'playwright.config.ts created',
    'specs/example.md failed',
    '.gitignore created',
  ]);
  expect(result.entries[1].detail).toMatch(/EEXIST|ENOTDIR/);
  expect(formatInit(result)).toContain('could not write specs/example.md: ');
  expect(read(root, 'specs')).toBe('not a directory');
});
