/** `specwright lock status | prune | update`: what the lock files hold against the specs now, and refreshing them. */
import { spawnSync } from 'node:child_process';
import { globSync } from 'tinyglobby';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Command } from 'commander';
import { buildSpec } from '../compile/build.ts';
import { readText } from '../compile/files.ts';
import { defaultFrontend } from '../compile/frontend.ts';
import type { LockFile } from '../lock/model.ts';
import { LOCK_MODES } from '../lock/mode.ts';
import { lockStatus, pruneLock, type CurrentScenario } from '../lock/status.ts';
import { LOCK_DIR, readLock, updateLockFile } from '../lock/store.ts';

export function registerLock(program: Command): void {
  const lock = program.command('lock').description('lock files: how each spec step resolved, replayed with no search and no model');
  lock.command('status')
    .description('list each lock file\'s entries, orphaned entries (deleted scenarios or steps) and changed steps; exit 1 if a lock file cannot be read')
    .action(() => {
      const root = process.cwd();
      let bad = false;
      for (const { shown, lock: found, problem, current } of lockFiles(root)) {
        if (problem) {
          bad = true;
          process.stderr.write(`${problem}\n`);
          continue;
        }
        const status = lockStatus(found!, current ?? []);
        process.stdout.write(`${shown}: ${status.entries} entr${status.entries === 1 ? 'y' : 'ies'}${current ? '' : ' (its spec is gone: every entry is orphaned)'}\n`);
        for (const line of status.orphaned)
          process.stdout.write(`  orphaned: ${line}\n`);
        for (const line of status.changed)
          process.stdout.write(`  changed (recorded again on the next run): ${line}\n`);
      }
      process.exitCode = bad ? 1 : 0;
    });
  lock.command('prune')
    .description('remove entries of deleted scenarios and steps (a lock whose spec is gone is deleted)')
    .action(async () => {
      const root = process.cwd();
      for (const { file, shown, problem, current } of lockFiles(root)) {
        if (problem) {
          process.stderr.write(`${problem}\n`);
          process.exitCode = 1;
          continue;
        }
        const error = await updateLockFile(file, lock => lock && pruneLock(lock, current ?? []), shown);
        process.stdout.write(error ? `${error}\n` : `${shown}: pruned\n`);
      }
    });
  lock.command('update')
    .description('run the tests with lock files updated (also in CI): `specwright lock update -- --grep @smoke`')
    .argument('[playwright-args...]', 'arguments for `playwright test`')
    .action((args: string[]) => runPlaywright(args, 'update'));
  program.command('test')
    .description('`playwright test` with a lock mode: `specwright test --lock=strict -- --shard=1/2`')
    .option('--lock <mode>', `lock mode: ${LOCK_MODES.join(', ')}`)
    .argument('[playwright-args...]', 'arguments for `playwright test`')
    .action((args: string[], options: { lock?: string }) => {
      if (options.lock && !(LOCK_MODES as readonly string[]).includes(options.lock)) {
        process.stderr.write(`specwright: --lock=${options.lock}: use one of ${LOCK_MODES.join(', ')}\n`);
        process.exitCode = 2;
        return;
      }
      runPlaywright(args, options.lock);
    });
}

/** Runs the project's own `playwright test` with SPECWRIGHT_LOCK set: the reporter and the workers read it. */
function runPlaywright(args: string[], mode: string | undefined): void {
  const cli = createRequire(path.join(process.cwd(), 'package.json')).resolve('@playwright/test/cli');
  const result = spawnSync(process.execPath, [cli, 'test', ...args], { stdio: 'inherit', env: { ...process.env, ...(mode ? { SPECWRIGHT_LOCK: mode } : {}) } });
  process.exitCode = result.status ?? 1;
}

interface Found {
  file: string;
  shown: string;
  lock?: LockFile;
  problem?: string;
  /** The spec's scenarios as compiled now; undefined when the spec is gone. */
  current?: CurrentScenario[];
}

function lockFiles(root: string): Found[] {
  const frontend = defaultFrontend(root);
  return globSync('**/*.yaml', { cwd: path.join(root, LOCK_DIR) }).sort().map(relative => {
    const file = path.join(root, LOCK_DIR, relative);
    const shown = path.relative(root, file);
    const read = readLock(file, shown);
    if (!read.ok)
      return { file, shown, problem: read.message };
    if (!read.lock)
      return { file, shown };
    const source = readText(path.join(root, read.lock.spec));
    if (source === undefined)
      return { file, shown, lock: read.lock };
    const built = buildSpec(read.lock.spec, source, frontend, { modelConfigured: false });
    const current = built.scenarios.map(scenario => ({
      name: scenario.name,
      steps: scenario.steps.map(index => built.spec.steps[index]).map(step => ({ text: step.text, line: step.location.line, calls: step.calls })),
    }));
    return { file, shown, lock: read.lock, current };
  });
}
