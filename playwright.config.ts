/** The demo: the example specs against the sample app (`npm run demo`, `npx playwright test`). */
import { defineConfig } from '@playwright/test';
import { browserUse, reporters, sampleApp } from './src/compile/platform.ts';

const app = sampleApp();

export default defineConfig({
  testDir: './test/smoke',
  outputDir: './test-results/demo',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: reporters(),
  use: { ...browserUse(), baseURL: app.baseURL },
  webServer: app.webServer,
});
