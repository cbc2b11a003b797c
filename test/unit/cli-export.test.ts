/** `specwright export` as a command: files written where it says, nothing overwritten without --force, errors with file:line:column and exit 1. */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { runExport } from '../../src/cli/export.ts';

const FLAGS = { out: 'exported', force: false, model: false, lock: true };

function project(files: Record<string, string>): string {
  const dir = path.join(os.tmpdir(), `specwright-export-${process.pid}-${Math.random().toString(36).slice(2)}`);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** Runs the command, capturing what it prints. */
function exportIn(dir: string, specs: string[], flags = FLAGS): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const write = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };
  process.stdout.write = (chunk: string) => ((out += chunk), true);
  process.stderr.write = (chunk: string) => ((err += chunk), true);
  try {
    return { code: runExport(specs, flags, dir), out, err };
  } finally {
    process.stdout.write = write.out;
    process.stderr.write = write.err;
  }
}

const SPEC = '# Login\n\n## Scenario: Sign in\n1. Open /\n2. Click the "Sign in" button\n3. Verify the cart badge shows "1"\n';

test('writes <out>/<spec path>.spec.ts, says what it wrote and which steps are test.fixme, and never overwrites without --force', () => {
  const dir = project({ 'specs/login.md': SPEC });
  try {
    const first = exportIn(dir, ['specs']);
    expect(first.code, first.err).toBe(0);
    const file = path.join(dir, 'exported', 'specs', 'login.md.spec.ts');
    expect(readFileSync(file, 'utf8')).toContain(`await page.getByRole('button', { name: 'Sign in', exact: true }).click();`);
    expect(first.out).toContain('exported specs/login.md → exported/specs/login.md.spec.ts: 1 test, 3 steps; 1 step left as test.fixme:');
    expect(first.out).toContain('specs/login.md:6 "Verify the cart badge shows \\"1\\"": "cart badge" describes the element in words');

    writeFileSync(file, '// edited by hand\n');
    const again = exportIn(dir, ['specs/login.md']);
    expect(again.code).toBe(1);
    expect(again.err).toContain('exported/specs/login.md.spec.ts exists; not overwritten (pass --force to replace it)');
    expect(readFileSync(file, 'utf8')).toBe('// edited by hand\n');

    const forced = exportIn(dir, ['specs/login.md'], { ...FLAGS, force: true });
    expect(forced.code).toBe(0);
    expect(forced.out).toContain('overwrote specs/login.md');
    expect(readFileSync(file, 'utf8')).toContain('test.describe(\'Login\'');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a spec that does not compile and a lock file that cannot be read: file:line:column, exit 1, nothing written for them', () => {
  const dir = project({
    'specs/bad.md': '# Bad\n\n## Scenario: S\n1. Open /\n2. Frobnicate the widget\n',
    'specs/locked.md': SPEC,
    '.specwright/lock/specs/locked.md.yaml': 'version: 1\nspec: specs/locked.md\nscenarios:\n<<<<<<< HEAD\n',
  });
  try {
    const result = exportIn(dir, ['specs']);
    expect(result.code).toBe(1);
    expect(result.err).toContain('specs/bad.md:5:4 STEP_UNPARSED');
    expect(result.err).toContain('.specwright/lock/specs/locked.md.yaml:4: merge conflict marker');
    expect(existsSync(path.join(dir, 'exported', 'specs', 'bad.md.spec.ts'))).toBe(false);
    expect(existsSync(path.join(dir, 'exported', 'specs', 'locked.md.spec.ts'))).toBe(false);
    const without = exportIn(dir, ['specs/locked.md'], { ...FLAGS, lock: false });
    expect(without.code).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
