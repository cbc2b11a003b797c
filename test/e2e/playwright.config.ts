/** End-to-end tests: tools, views and compiled specs in the real browser against the sample app. */
import { defineConfig } from '@playwright/test';
import { browserUse, sampleApp } from '../../src/compile/platform.ts';

const app = sampleApp();

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.test.ts',
  outputDir: '../../test-results/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: process.env.CI ? 2 : undefined,
  timeout: 60_000,
  reporter: [['list']],
  use: { ...browserUse(), baseURL: app.baseURL },
  webServer: app.webServer,
});
