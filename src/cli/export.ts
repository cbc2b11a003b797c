/** `specwright export <spec…> [-o dir]`: specs (with their lock files) → plain @playwright/test files; nothing is overwritten unless --force. */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { prettifySpecErrors } from '../compile/errors.ts';
import { readText } from '../compile/files.ts';
import { defaultFrontend } from '../compile/frontend.ts';
import { validateSpecs } from '../compile/validate.ts';
import { exportSpec, type ExportedSpec } from '../export/index.ts';
import { lockFileFor, readLock } from '../lock/store.ts';

interface ExportFlags {
  out: string;
  force: boolean;
  model: boolean;
  lock: boolean;
}

export function registerExport(program: Command): void {
  program
    .command('export')
    .description('write each spec as a plain @playwright/test file: a test.step per spec step, locators from its lock file when one was recorded')
    .argument('<specs...>', 'spec files, directories or globs')
    .option('-o, --out <dir>', 'where the test files go (as <dir>/<spec path>.spec.ts)', 'exported')
    .option('-f, --force', 'overwrite test files that exist', false)
    .option('--model', 'a model is configured: sentences the grammar cannot read become ai steps (exported as test.fixme)', false)
    .option('--no-lock', 'ignore lock files: locators only from the specs\' words')
    .action((specs: string[], flags: ExportFlags) => {
      process.exitCode = runExport(specs, flags, process.cwd());
    });
}

/** Returns the exit code: 1 when any spec has errors, a lock file cannot be read, or a file would be overwritten. */
export function runExport(specs: string[], flags: ExportFlags, root: string): number {
  const checked = validateSpecs(specs, defaultFrontend(root), { root, modelConfigured: flags.model });
  let exitCode = 0;
  if (checked.errors.length) {
    process.stderr.write(prettifySpecErrors(checked.errors, root) + '\n');
    exitCode = 1;
  }
  const broken = new Set(checked.errors.map(error => error.location.file));
  for (const file of checked.files.filter(f => !broken.has(f))) {
    const lock = flags.lock ? readLock(lockFileFor(root, file), path.relative(root, lockFileFor(root, file))) : { ok: true as const };
    if (!lock.ok) {
      process.stderr.write(`specwright: ${lock.message}; export it with --no-lock, or fix the lock file\n`);
      exitCode = 1;
      continue;
    }
    const target = path.join(root, flags.out, `${file}.spec.ts`);
    const shown = path.relative(root, target);
    if (existsSync(target) && !flags.force) {
      process.stderr.write(`specwright: ${shown} exists; not overwritten (pass --force to replace it)\n`);
      exitCode = 1;
      continue;
    }
    const result = exportSpec({ file, source: readText(path.join(root, file)) ?? '', root, lock: lock.lock, modelConfigured: flags.model });
    if (!result.code) {
      process.stderr.write(prettifySpecErrors(result.errors, root) + '\n');
      exitCode = 1;
      continue;
    }
    const existed = existsSync(target);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, result.code);
    process.stdout.write(summary(result, shown, existed));
  }
  return exitCode;
}

/** `specs/cart.md → exported/specs/cart.md.spec.ts: 2 tests, 13 steps (5 locators from the lock file); 1 step left as test.fixme:` and each one. */
function summary(result: ExportedSpec, shown: string, overwrote: boolean): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const lock = result.fromLock ? ` (${plural(result.fromLock, 'locator')} from the lock file)` : '';
  const fixmes = result.fixmes.length ? `; ${plural(result.fixmes.length, 'step')} left as test.fixme:` : '';
  const head = `${overwrote ? 'overwrote' : 'exported'} ${result.file} → ${shown}: ${plural(result.tests, 'test')}, ${plural(result.steps, 'step')}${lock}${fixmes}\n`;
  return head + result.fixmes.map(f => `  ${result.file}:${f.line} ${JSON.stringify(f.step)}: ${f.reason}\n`).join('');
}
