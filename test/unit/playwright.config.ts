/** Unit tests: the pure core and anything that needs no sample app. Playwright Test is the one runner. */
import { defineConfig } from '@playwright/test';
import { browserUse } from '../../src/compile/platform.ts';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.test.ts',
  outputDir: '../../test-results/unit',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // CI has two cores; Playwright's default (half of them) would leave one idle.
  workers: process.env.CI ? 2 : undefined,
  reporter: [['list']],
  // A trace for each failure, without the screencast, as in the e2e config.
  use: { ...browserUse(), trace: { mode: 'retain-on-failure', screenshots: false } },
});
