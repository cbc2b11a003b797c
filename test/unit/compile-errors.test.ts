/** Compile errors as printed: location, code, the source line and a caret under the column. */
import { expect, test } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { prettifySpecError, prettifySpecErrors } from '../../src/compile/errors.ts';
import type { SpecError } from '../../src/spec/model.ts';

function root(): string {
  const dir = test.info().outputDir;
  mkdirSync(path.join(dir, 'specs'), { recursive: true });
  writeFileSync(path.join(dir, 'specs/a.md'), '# A\n## Scenario: s\n1. Clikc Login\n');
  writeFileSync(path.join(dir, 'specs/zh.md'), '# 中文\n1. 点击 登录按钮 然后跳舞\n');
  return dir;
}

const at = (file: string, line: number, column: number): SpecError => ({ code: 'STEP_UNPARSED', message: 'no step form matches', location: { file, line, column }, suggestions: ['Click Login'] });

test('the caret sits under the error column of the quoted source line', () => {
  const text = prettifySpecError(at('specs/a.md', 3, 4), root());
  const lines = text.split('\n');
  expect(lines[0]).toBe('specs/a.md:3:4 STEP_UNPARSED: no step form matches');
  expect(lines[1]).toBe('  did you mean: "Click Login"?');
  const source = lines.indexOf('3 | 1. Clikc Login');
  expect(source).toBeGreaterThan(0);
  expect(lines[source + 1].indexOf('^')).toBe('3 | 1. '.length);
});

test('wide characters move the caret two cells each', () => {
  const lines = prettifySpecError(at('specs/zh.md', 2, 7), root()).split('\n');
  const caret = lines.find(line => line.trim() === '^')!;
  expect(caret.indexOf('^')).toBe('2 | 1. '.length + 2 * 2 + 1);
});

test('an error in a file that cannot be read is still printed with its location', () => {
  expect(prettifySpecError(at('specs/gone.md', 1, 1), root())).toMatch(/^specs\/gone\.md:1:1 STEP_UNPARSED/);
  expect(prettifySpecErrors([at('specs/a.md', 3, 4), at('specs/gone.md', 1, 1)], root())).toMatch(/^specwright: 2 spec errors\n/);
});
