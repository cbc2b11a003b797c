/** End-to-end tests: tools, views and compiled specs in the real browser against the sample app. */
import { cpus } from 'node:os';
import { defineConfig } from '@playwright/test';
import { browserUse, sampleApp } from '../../src/compile/platform.ts';

const app = sampleApp();

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.test.ts',
  outputDir: '../../test-results/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // Playwright's default is half the cores: one worker on a two-core machine, where the suite ran
  // 15 minutes instead of 11. Two at least, as in CI.
  workers: process.env.CI ? 2 : Math.max(2, Math.floor(cpus().length / 2)),
  timeout: 60_000,
  reporter: [['list']],
  // A trace for each failure, without the screencast: encoding its frames is the costly part of tracing
  // on two busy cores, and the trace's DOM snapshots show the same pages.
  use: { ...browserUse(), baseURL: app.baseURL, trace: { mode: 'retain-on-failure', screenshots: false } },
  webServer: app.webServer,
});
