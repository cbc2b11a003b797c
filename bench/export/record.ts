/** Records the example specs' lock files the way a user does: one specwright run with the lock reporter, in update mode. */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../test/e2e/export-run.ts';
import { runPlaywright } from '../../test/support/playwright-cli.ts';

export interface Recorded {
  /** `<dir>/specs/shop/cart.md.yaml`, … */
  lockDir: string;
  passed: number;
  failed: number;
  ms: number;
}

export async function recordLocks(options: { workDir: string; specs: string[]; workers: number }): Promise<Recorded> {
  const workDir = path.resolve(options.workDir);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const src = (...parts: string[]) => JSON.stringify(path.join(projectRoot, 'src', ...parts));
  // The lock reporter writes beside the config (its directory is the lock root); the specs stay where they are.
  writeFileSync(path.join(workDir, 'playwright.config.ts'), [
    `import { defineConfig } from '@playwright/test';`,
    `import { defineSpecConfig } from ${src('compile', 'config.ts')};`,
    `import { browserUse, sampleApp } from ${src('compile', 'platform.ts')};`,
    `const app = sampleApp();`,
    `export default defineConfig({`,
    `  projects: [{ name: 'specs', testDir: defineSpecConfig({ root: ${JSON.stringify(projectRoot)}, specs: ${JSON.stringify(options.specs)}, outputDir: ${JSON.stringify(path.join(workDir, 'gen'))} }) }],`,
    `  outputDir: './test-results', retries: 0, fullyParallel: true, workers: ${options.workers},`,
    `  reporter: [['dot'], ['json', { outputFile: 'report.json' }], [${src('lock', 'reporter.ts')}]],`,
    `  use: { ...browserUse(), baseURL: app.baseURL, trace: 'off', screenshot: 'off' },`,
    `  webServer: app.webServer,`,
    `});`,
    '',
  ].join('\n'));
  const started = Date.now();
  await runPlaywright([], { cwd: workDir, env: { ...process.env, SPECWRIGHT_LOCK: 'update', SHOP_USER: 'standard_user', SHOP_PASSWORD: 'secret_sauce' } });
  const stats = (JSON.parse(readFileSync(path.join(workDir, 'report.json'), 'utf8')) as { stats: { expected: number; unexpected: number } }).stats;
  return { lockDir: path.join(workDir, '.specwright', 'lock'), passed: stats.expected, failed: stats.unexpected, ms: Date.now() - started };
}
