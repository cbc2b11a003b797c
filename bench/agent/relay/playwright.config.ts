/** The relay run: model steps on the sample app against whatever model SPECWRIGHT_BASE_URL / SPECWRIGHT_MODEL name. */
import { defineConfig } from '@playwright/test';
import { defineSpecConfig } from '../../../src/compile/config.ts';
import { browserUse, reporters, sampleApp } from '../../../src/compile/platform.ts';

const app = sampleApp();
process.env.SHOP_PASSWORD ??= 'secret_sauce';

export default defineConfig({
  outputDir: '../../.tmp/relay/test-results',
  workers: 1,
  retries: 0,
  reporter: reporters(),
  use: { ...browserUse(), baseURL: app.baseURL },
  webServer: app.webServer,
  projects: [{ name: 'relay', testDir: defineSpecConfig({ root: import.meta.dirname, specs: 'specs/**/*.yaml', outputDir: '../../.tmp/relay/gen' }) }],
});
