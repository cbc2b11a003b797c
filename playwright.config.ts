/** The demo: the example specs in specs/, compiled on load, against the sample app (`npm run demo`, `npx playwright test`). */
import { defineConfig } from '@playwright/test';
import { defineSpecConfig } from './src/compile/config.ts';
import { browserUse, reporters, sampleApp } from './src/compile/platform.ts';

const app = sampleApp();

// The example specs log in with ${env.SHOP_PASSWORD} (a secret) and {{SHOP_USER}}; the sample app's are public.
process.env.SHOP_USER ??= 'standard_user';
process.env.SHOP_PASSWORD ??= 'secret_sauce';

export default defineConfig({
  outputDir: './test-results/demo',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  // The lock reporter writes .specwright/lock/ (how each step resolved): a second `npm run demo` replays it (README, Lock files).
  reporter: [...reporters(), ['./src/lock/reporter.ts']],
  use: { ...browserUse(), baseURL: app.baseURL },
  webServer: app.webServer,
  // A project's testDir (not the top-level one) keeps reports' paths relative to this directory: `specs/shop/cart.md:12`.
  projects: [{ name: 'specs', testDir: defineSpecConfig({ root: import.meta.dirname, specs: 'specs/**/*.{md,yaml,yml}', outputDir: '.specwright/gen' }) }],
});
