/** Lock modes: updated locally, frozen in CI, strict on request, or off; and where lock files live. */
import path from 'node:path';

/** The lock files' folder under the project root: `<LOCK_DIR>/<spec path>.yaml`. */
export const LOCK_DIR = path.join('.specwright', 'lock');

export type LockMode = 'update' | 'frozen' | 'strict' | 'off';

export const LOCK_MODES: readonly LockMode[] = ['update', 'frozen', 'strict', 'off'];

/**
 * `SPECWRIGHT_LOCK` wins (`specwright test --lock=strict` sets it); else frozen when `CI` is set
 * (a CI run must not rewrite what was reviewed), else update. An unknown value is an error, not a guess.
 */
export function lockMode(env: NodeJS.ProcessEnv = process.env): { mode: LockMode } | { error: string } {
  const asked = env.SPECWRIGHT_LOCK?.trim().toLowerCase();
  if (asked)
    return (LOCK_MODES as readonly string[]).includes(asked) ? { mode: asked as LockMode } : { error: `SPECWRIGHT_LOCK=${env.SPECWRIGHT_LOCK}: use one of ${LOCK_MODES.join(', ')}` };
  return { mode: env.CI && env.CI !== 'false' && env.CI !== '0' ? 'frozen' : 'update' };
}

/** Whether the main process writes lock files in this mode. */
export function writes(mode: LockMode): boolean {
  return mode === 'update';
}
