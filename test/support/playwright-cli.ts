/**
 * Playwright Test in a child process, as a user runs it from a shell: the e2e tests' projects, the
 * integrity suite, exported tests and the benches all start it here.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const cli = path.resolve(import.meta.dirname, '..', '..', 'node_modules', '@playwright', 'test', 'cli.js');

export interface PlaywrightRun {
  exitCode: number;
  /** stdout and stderr together, in the order they came. */
  output: string;
}

/**
 * Runs `playwright test <args>` in `cwd`. Not spawnSync: a scripted model or app server in this
 * process must go on answering while the run waits for it.
 */
export function runPlaywright(args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<PlaywrightRun> {
  const child = spawn(process.execPath, [cli, 'test', ...args], { cwd: options.cwd, env: { FORCE_COLOR: '0', ...options.env } });
  let output = '';
  child.stdout.on('data', chunk => (output += String(chunk)));
  child.stderr.on('data', chunk => (output += String(chunk)));
  return new Promise(resolve => child.on('close', code => resolve({ exitCode: code ?? -1, output })));
}

/**
 * This process's environment for an inner run. An outer Playwright run's worker variables would make
 * the inner config think it is a worker, and the outer compile's note that it reported its errors
 * would keep the inner one quiet about its own. `drop` names more variables to leave out (say, the
 * port of an app server the outer run started, which the inner run must start for itself).
 */
export function cleanEnv(...drop: string[]): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (key.startsWith('TEST_') || key.startsWith('PW_') || key === 'SPECWRIGHT_REPORTED_ERRORS' || drop.includes(key))
      delete env[key];
  }
  return env;
}
