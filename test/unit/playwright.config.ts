/** Unit tests: the pure core and anything that needs no sample app. Playwright Test is the one runner. */
import { defineConfig } from '@playwright/test';
import { browserUse } from '../../src/compile/platform.ts';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.test.ts',
  outputDir: '../../test-results/unit',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['line']] : [['list']],
  use: browserUse(),
});
