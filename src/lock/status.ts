/** A lock file against its spec as it is now: entries of deleted scenarios or steps (orphans), of changed steps, and pruning. */
import type { ToolCall } from '../common/calls.ts';
import { StepKeys, stepHash } from './keys.ts';
import type { LockFile } from './model.ts';

/** The spec as compiled now: each scenario's steps in order (background first). */
export interface CurrentScenario {
  name: string;
  steps: { text: string; line: number; calls: readonly ToolCall[] }[];
}

export interface LockStatus {
  entries: number;
  /** `scenario › step` of entries whose scenario or step is gone. */
  orphaned: string[];
  /** `scenario › step` of entries whose step's plan changed: they are run normally and recorded again. */
  changed: string[];
}

export function lockStatus(lock: LockFile, current: readonly CurrentScenario[]): LockStatus {
  const hashes = currentHashes(current);
  const status: LockStatus = { entries: 0, orphaned: [], changed: [] };
  for (const [scenario, { steps }] of Object.entries(lock.scenarios)) {
    for (const [key, step] of Object.entries(steps)) {
      status.entries++;
      const hash = hashes.get(scenario)?.get(key);
      if (hash === undefined)
        status.orphaned.push(`${scenario} › ${key}`);
      else if (hash !== step.hash)
        status.changed.push(`${scenario} › ${key}`);
    }
  }
  return status;
}

/** The lock without orphaned entries (and without scenarios left empty). */
export function pruneLock(lock: LockFile, current: readonly CurrentScenario[]): LockFile {
  const hashes = currentHashes(current);
  const scenarios = Object.fromEntries(Object.entries(lock.scenarios)
    .map(([name, scenario]) => [name, { ...scenario, steps: Object.fromEntries(Object.entries(scenario.steps).filter(([key]) => hashes.get(name)?.has(key))) }] as const)
    .filter(([, scenario]) => Object.keys(scenario.steps).length));
  return { ...lock, scenarios };
}

function currentHashes(current: readonly CurrentScenario[]): Map<string, Map<string, string>> {
  return new Map(current.map(scenario => {
    const keys = new StepKeys();
    return [scenario.name, new Map(scenario.steps.map(step => [keys.keyOf(step.text, step.line), stepHash(step.text, step.calls)]))];
  }));
}
