/** The integrity run: example specs against each seeded variant of the sample app, and the corpus against the real one. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Project } from '@playwright/test';
import { defineSpecConfig } from '../../src/compile/config.ts';
import { browserUse } from '../../src/compile/platform.ts';
import type { RunPlan } from './plan.ts';

const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const plan = JSON.parse(readFileSync(process.env.INTEGRITY_PLAN ?? '', 'utf8')) as RunPlan;

process.env.SHOP_USER ??= 'standard_user';
process.env.SHOP_PASSWORD ??= 'secret_sauce';

// The tests the plan expects to fail are marked so (test/support/expected-failures.ts): Playwright keeps its worker after them.
const importTestFrom = path.join(projectRoot, 'test', 'support', 'expected-failures.ts');
/** The spec files of a suite some project runs: the e2e subset runs a dozen of the suites' 120, and the runner compiles before anything starts. */
const planned = (suite: keyof RunPlan['suites']) => [...new Set(plan.projects.filter(project => project.suite === suite).flatMap(project => project.specs))];
const testDirs = {
  examples: defineSpecConfig({ root: projectRoot, specs: planned('examples'), outputDir: path.join(plan.workDir, 'gen', 'examples'), importTestFrom }),
  corpus: defineSpecConfig({ root: projectRoot, specs: planned('corpus'), outputDir: path.join(plan.workDir, 'gen', 'corpus'), importTestFrom }),
};

export default defineConfig({
  outputDir: path.join(plan.workDir, 'test-results'),
  fullyParallel: true,
  retries: 0,
  workers: plan.workers,
  timeout: 60_000,
  reporter: [['json', { outputFile: path.join(plan.workDir, 'report.json') }], ['dot']],
  use: { ...browserUse(), trace: 'off', screenshot: 'off' },
  webServer: {
    command: `node ${JSON.stringify(path.join(projectRoot, 'fixtures', 'server.mjs'))} --port ${plan.port} --variants ${JSON.stringify(path.join(plan.workDir, 'variants'))}`,
    url: `http://127.0.0.1:${plan.port}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  projects: plan.projects.map((project): Project => ({
    name: project.name,
    testDir: testDirs[project.suite],
    // Generated files sit at <outputDir>/<spec path>.spec.js: a project runs exactly the specs it lists.
    testMatch: project.specs.map(spec => path.join(testDirs[project.suite], `${spec}.spec.js`)),
    use: { baseURL: project.variant ? `http://${project.variant}.localhost:${plan.port}` : `http://127.0.0.1:${plan.port}` },
    metadata: { expectFailing: project.expectFailing ?? [] },
  })),
});
