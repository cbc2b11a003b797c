/** The folder-boundary check that `npm run lint` runs: it fails on a forbidden import, a cycle, Playwright in a pure folder, private API outside src/playwright. */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { checkDeps } from '../../scripts/check-deps.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'deps-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const RULES = { common: [], low: ['common'], high: ['common', 'low'], playwright: ['common'] };

test('the real source tree holds its boundaries, and lint runs the check', () => {
  expect(checkDeps(path.join(ROOT, 'src'))).toEqual([]);
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  expect(pkg.scripts.lint).toContain('scripts/check-deps.ts');
  expect(pkg.scripts.test).toContain('npm run lint');
});

test('an import the rule does not allow is a violation at its line; an allowed one is not', () => {
  const dir = tree({
    'common/a.ts': 'export const a = 1;\n',
    'low/b.ts': "import { a } from '../common/a.ts';\nexport const b = a;\n",
    'high/c.ts': "import { b } from '../low/b.ts';\nexport const c = b;\n",
    'low/bad.ts': "export const x = 1;\nimport { c } from '../high/c.ts';\n",
  });
  const violations = checkDeps(dir, RULES, []);
  expect(violations.map(v => [path.relative(dir, v.file), v.line, v.message.split(' (')[0]])).toContainEqual(['low/bad.ts', 2, 'src/low may not import src/high']);
  expect(violations.some(v => v.file.endsWith('high/c.ts'))).toBe(false);
});

test('a folder cycle is reported even when the rules would allow both directions', () => {
  const dir = tree({
    'low/b.ts': "import { c } from '../high/c.ts';\nexport const b = c;\n",
    'high/c.ts': "import type { b } from '../low/b.ts';\nexport const c = 1;\n",
  });
  const messages = checkDeps(dir, { low: ['high'], high: ['low'] }, []).map(v => v.message);
  expect(messages.some(m => /^folder cycle: src\/(low|high) → src\/(high|low) → src\/\1$/.test(m))).toBe(true);
});

test('a pure folder that loads Playwright at run time, even through another file, is a violation; a type import is not', () => {
  const dir = tree({
    'common/types.ts': "import type { Page } from '@playwright/test';\nexport type P = Page;\n",
    'low/browser.ts': "import { chromium } from '@playwright/test';\nexport const c = chromium;\n",
    'high/pure.ts': "import { c } from '../low/browser.ts';\nexport const d = c;\n",
  });
  const messages = checkDeps(dir, RULES, ['common', 'high']).map(v => `${path.relative(dir, v.file)}: ${v.message}`);
  expect(messages).toEqual(['high/pure.ts: must run without a browser but loads Playwright through low/browser.ts:1']);
});

test('Playwright-private members are allowed in src/playwright only; a folder without a rule is reported', () => {
  const dir = tree({
    'playwright/ok.ts': 'export const s = (l: { _selector: string }) => l._selector;\n',
    'low/peek.ts': "export const s = (l: { _selector: string }) => 'x' + l._selector;\n",
    'stray/x.ts': 'export const y = 1_000;\n',
  });
  const messages = checkDeps(dir, RULES, []).map(v => `${path.relative(dir, v.file)}: ${v.message}`);
  expect(messages).toEqual([
    'low/peek.ts: Playwright-private API (`._name`) belongs in src/playwright/',
    'stray/x.ts: folder src/stray has no rule in scripts/check-deps.ts DEPS: say what it may import',
  ]);
});
