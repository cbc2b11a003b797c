/** Lock files on disk: where a spec's lives, reading it (never throwing), merging updates and writing atomically. */
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseLock, serializeLock } from './format.ts';
import { LOCK_VERSION, type LockFile, type LockUpdate } from './model.ts';
import { LOCK_DIR } from './mode.ts';

export { LOCK_DIR };

/** One folder for all lock files, mirroring the specs: `specs/shop/cart.md` → `.specwright/lock/specs/shop/cart.md.yaml`. */
export function lockFileFor(root: string, spec: string): string {
  return path.join(root, LOCK_DIR, `${spec}.yaml`);
}

export type Read = { ok: true; lock?: LockFile } | { ok: false; message: string };

/** The lock file, absent (no lock yet), or the reason it cannot be used (corrupt, conflicted, another format). */
export function readLock(file: string, shown = file): Read {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? { ok: true } : { ok: false, message: `${shown}: cannot read: ${(error as Error).message}` };
  }
  const parsed = parseLock(text, shown);
  return parsed.ok ? { ok: true, lock: parsed.lock } : parsed;
}

/**
 * Each update replaces the entries of the steps it recorded; nothing else is touched (a partial run
 * or a shard leaves the other scenarios as they were). Updates are applied in spec order, so shards
 * merged in any order give the file one run gives.
 */
export function applyUpdates(lock: LockFile | undefined, spec: string, updates: readonly LockUpdate[]): LockFile {
  const next: LockFile = structuredClone(lock ?? { version: LOCK_VERSION, spec, scenarios: {} });
  const ordered = [...updates].sort((a, b) => a.scenarioLine - b.scenarioLine || a.scenario.localeCompare(b.scenario));
  for (const update of ordered) {
    const scenario = next.scenarios[update.scenario] ??= { line: update.scenarioLine, steps: {} };
    scenario.line = update.scenarioLine;
    Object.assign(scenario.steps, structuredClone(update.steps));
    if (!Object.keys(scenario.steps).length)
      delete next.scenarios[update.scenario];
  }
  return next;
}

/**
 * Read, change and write one lock file under a cross-process mutex (two shards on one machine end
 * at once), through a temporary file and a rename, so a reader never sees half a file.
 * Returns an error message instead of writing over a lock that cannot be read.
 */
export async function updateLockFile(file: string, change: (lock: LockFile | undefined) => LockFile | undefined, shown = file): Promise<string | undefined> {
  const release = await acquire(`${file}.mutex`);
  try {
    const current = readLock(file, shown);
    if (!current.ok)
      return `${current.message}; not updated: fix it or delete it, then run again`;
    const next = change(current.lock);
    if (!next)
      return undefined;
    if (!Object.keys(next.scenarios).length) {
      rmSync(file, { force: true });
      return undefined;
    }
    const text = serializeLock(next);
    if (current.lock && serializeLock(current.lock) === text)
      return undefined;
    mkdirSync(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, text);
    renameSync(temp, file);
    return undefined;
  } finally {
    release();
  }
}

const MUTEX_WAIT_MS = 30_000;
/** A mutex left by a killed process is taken over after this long. */
const MUTEX_STALE_MS = 60_000;

async function acquire(dir: string): Promise<() => void> {
  mkdirSync(path.dirname(dir), { recursive: true });
  const deadline = Date.now() + MUTEX_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(dir);
      return () => rmSync(dir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST')
        throw new Error(`cannot lock ${dir}`, { cause: error });
      const age = Date.now() - (statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > MUTEX_STALE_MS || Date.now() > deadline)
        rmSync(dir, { recursive: true, force: true });
      await new Promise(resolve => setTimeout(resolve, 50));
    }
  }
}
