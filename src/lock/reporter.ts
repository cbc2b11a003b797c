/**
 * The lock reporter: runs in Playwright's main process, collects the LockUpdate every test attached,
 * and at the end writes each spec's lock file once (update mode) or lists what is stale (frozen,
 * strict). Workers never write lock files, so parallel workers and shards cannot race.
 */
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { lockMode, writes, type LockMode } from './mode.ts';
import type { LockUpdate } from './model.ts';
import { applyUpdates, updateLockFile } from './store.ts';

/** The attachment a test hands its LockUpdate in (JSON, with the lock file's absolute path). */
export const LOCK_ATTACHMENT = 'specwright-lock';

export interface LockAttachment {
  /** The lock file, absolute. */
  file: string;
  update: LockUpdate;
}

export interface LockReporterOptions {
  /** Overrides SPECWRIGHT_LOCK and CI. */
  mode?: LockMode;
}

export default class LockReporter implements Reporter {
  private readonly attachments: LockAttachment[] = [];
  private readonly mode: LockMode | { error: string };

  constructor(options: LockReporterOptions = {}) {
    const resolved = options.mode ? { mode: options.mode } : lockMode();
    this.mode = 'mode' in resolved ? resolved.mode : resolved;
  }

  printsToStdio(): boolean {
    return false;
  }

  onTestEnd(_test: TestCase, result: TestResult): void {
    for (const attachment of result.attachments) {
      if (attachment.name !== LOCK_ATTACHMENT || !attachment.body)
        continue;
      try {
        this.attachments.push(JSON.parse(attachment.body.toString('utf8')) as LockAttachment);
      } catch {
        // A test killed mid-write leaves nothing usable; its steps are recorded on the next run.
      }
    }
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    if (typeof this.mode !== 'string') {
      process.stderr.write(`specwright lock: ${this.mode.error}\n`);
      return { status: 'failed' };
    }
    const mode = this.mode;
    const problems: string[] = [];
    if (writes(mode)) {
      for (const [file, updates] of byFile(this.attachments)) {
        const shown = path.relative(process.cwd(), file);
        const problem = await updateLockFile(file, lock => applyUpdates(lock, updates[0].spec, updates), shown)
          .catch((error: unknown) => `${shown}: not written: ${(error as Error).message}`);
        if (problem)
          problems.push(problem);
      }
    }
    const stale = [...new Set(this.attachments.flatMap(a => a.update.stale))].sort();
    const counts = this.attachments.reduce((sum, { update }) => ({
      replayed: sum.replayed + update.counts.replayed, healed: sum.healed + update.counts.healed, unrecorded: sum.unrecorded + update.counts.unrecorded,
    }), { replayed: 0, healed: 0, unrecorded: 0 });
    if (this.attachments.length)
      process.stderr.write(`specwright lock (${mode}): ${counts.replayed} replayed, ${counts.healed} healed, ${counts.unrecorded} run without a lock entry${writes(mode) ? '' : '; nothing written'}\n`);
    for (const problem of problems)
      process.stderr.write(`specwright lock: ${problem}\n`);
    if (mode === 'off' || mode === 'update' || !stale.length)
      return problems.length ? { status: 'failed' } : undefined;
    const header = mode === 'strict'
      ? `specwright lock (strict): ${stale.length} lock entr${stale.length === 1 ? 'y is' : 'ies are'} missing or stale; the run fails. Run the tests locally (or \`specwright lock update\`) and commit the lock files:`
      : `specwright lock (frozen, nothing written): ${stale.length} lock entr${stale.length === 1 ? 'y is' : 'ies are'} missing or stale; run the tests locally and commit the lock files:`;
    process.stderr.write(`${header}\n${stale.map(line => `  ${line}`).join('\n')}\n`);
    return mode === 'strict' && result.status === 'passed' ? { status: 'failed' } : undefined;
  }
}

function byFile(attachments: readonly LockAttachment[]): Map<string, LockUpdate[]> {
  const files = new Map<string, LockUpdate[]>();
  for (const { file, update } of attachments)
    (files.get(file) ?? files.set(file, []).get(file)!).push(update);
  return files;
}
