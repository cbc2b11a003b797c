/** Secrets everywhere: a failing spec types a secret with tracing on; no byte of any artifact or of stdout holds it. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import AdmZip from 'adm-zip';
import { expect, test } from '@playwright/test';
import { runProject, writeProject } from './specs-project.ts';

test.setTimeout(300_000);

const SECRET = 'Sw0rdfish-9931-unique';

test('a secret typed into fields, with traces on and a failure, appears in no artifact, report or output', async () => {
  const src = path.relative(path.join(import.meta.dirname, '.tmp', 'secrets'), path.resolve(import.meta.dirname, '..', '..', 'src')).split(path.sep).join('/');
  const dir = writeProject('secrets', {
    'playwright.config.ts': [
      `import { defineConfig } from '@playwright/test';`,
      `import { defineSpecConfig } from '${src}/compile/config.ts';`,
      `import { browserUse, reporters } from '${src}/compile/platform.ts';`,
      `export default defineConfig({`,
      `  projects: [{ name: 'specs', testDir: defineSpecConfig({ root: import.meta.dirname }) }],`,
      `  outputDir: './test-results',`,
      `  reporter: [...reporters(import.meta.dirname + '/reports'), ['json', { outputFile: 'report.json' }]],`,
      `  use: { ...browserUse(), baseURL: process.env.SPECWRIGHT_BASE_URL, trace: 'on', screenshot: 'off' },`,
      `});`,
    ].join('\n'),
    'specs/login.md': `---\nsecrets: [SPEC_SECRET]\n---\n# Secret login\n\n## Scenario: types a secret then fails\n1. Open /shop/\n2. Fill the Username field with "\${env.SPEC_SECRET}"\n3. Fill the Password field with "{{SPEC_SECRET}}"\n4. Verify the page shows "This text is nowhere"\n`,
  });
  const run = await runProject(dir, [], { SPEC_SECRET: SECRET });
  expect(run.failed, run.output).toBe(1);
  // The failure really carried the page: error-context.md exists and holds the fields, masked.
  const files = allFiles(dir).filter(f => !f.includes(`${path.sep}specs${path.sep}`) && !f.includes(`${path.sep}.specwright${path.sep}`));
  const contexts = files.filter(f => f.endsWith('error-context.md'));
  expect(contexts.length).toBeGreaterThan(0);
  expect(readFileSync(contexts[0], 'utf8')).toContain('***');
  expect(files.some(f => f.endsWith('.zip'))).toBe(true);
  const leaks = files.filter(f => contains(readFileSync(f), SECRET));
  expect(leaks).toEqual([]);
  expect(run.output).not.toContain(SECRET);
});

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap(name => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? allFiles(file) : [file];
  });
}

/** The bytes, inside zips and base64-embedded zips (the HTML report) too. */
function contains(bytes: Buffer, secret: string): boolean {
  if (bytes.includes(secret))
    return true;
  if (bytes.subarray(0, 2).toString() === 'PK')
    return new AdmZip(bytes).getEntries().some(e => contains(e.getData(), secret));
  const embedded = /base64,([A-Za-z0-9+/=]{100,})/.exec(bytes.toString('latin1'));
  return embedded ? contains(Buffer.from(embedded[1], 'base64'), secret) : false;
}
