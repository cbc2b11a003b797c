/** What a spec run leaves in Playwright's report and trace: each action once, no locator probes, no secret. */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import StreamZip from 'node-stream-zip';
import { expect, test } from '@playwright/test';
import { canBeQuiet } from '../../src/playwright/quiet.ts';
import { runProject, writeProject } from './specs-project.ts';

const SECRET = 'secret_sauce';

const SPEC = `---
secrets: [SHOP_PASSWORD]
---
# Quiet report

## Scenario: Log in
1. Open /shop/
2. Fill the Username field with "standard_user"
3. Fill the Password field with "\${env.SHOP_PASSWORD}"
4. Click the "Login" button
5. Verify the "Remove" button is hidden
6. Verify the page shows "Products"
`;

interface Step { title: string; category: string; steps: Step[] }

/** Playwright's JSON report keeps only test.step entries; this one writes every step with its category. */
const STEP_REPORTER = `import { writeFileSync } from 'node:fs';
const tree = step => ({ title: step.title, category: step.category, steps: step.steps.map(tree) });
export default class {
  onTestEnd(test, result) { writeFileSync('steps.json', JSON.stringify(result.steps.map(tree))); }
}
`;

test('the installed Playwright offers the quiet zone (an upgrade that drops it fails here)', ({ page }) => {
  expect(canBeQuiet(page)).toBe(true);
  expect(canBeQuiet({})).toBe(false);
});

test('each spec step shows its one action, never the candidates counted to find it, and no secret value', async () => {
  // trace: 'on' for this run: the trace must be free of the secret too.
  const dir = writeProject('report-quiet', { 'specs/login.md': SPEC, 'steps-reporter.mjs': STEP_REPORTER });
  const config = path.join(dir, 'playwright.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8')
    .replace(`trace: 'off'`, `trace: 'on'`)
    .replace(`['json', { outputFile: 'report.json' }]`, `['json', { outputFile: 'report.json' }], ['./steps-reporter.mjs']`));
  const run = await runProject(dir, [], { SHOP_PASSWORD: SECRET });
  expect(run.exitCode, run.output).toBe(0);
  expect(run.passed).toBe(1);

  const stepsText = readFileSync(path.join(dir, 'steps.json'), 'utf8');
  const body = (JSON.parse(stepsText) as Step[]).filter(step => step.category === 'test.step');
  expect(body).toHaveLength(6);
  const stepByText = (start: string) => body.find(step => step.title.startsWith(start))!;
  const apiCalls = (step: Step) => step.steps.filter(child => child.category === 'pw:api').map(child => child.title);

  // The click is reported once; the role, label and text candidates counted before it are not.
  expect(apiCalls(stepByText('Click the "Login" button'))).toEqual([expect.stringMatching(/^Click\b/)]);
  expect(apiCalls(stepByText('Fill the Username field'))).toEqual([expect.stringMatching(/^Fill\b/)]);
  // An assertion only looks: nothing of it is an action.
  expect(apiCalls(stepByText('Verify the page shows'))).toEqual([]);
  expect(apiCalls(stepByText('Verify the "Remove" button is hidden'))).toEqual([]);
  // The secret's fill happened (the login worked) but is recorded nowhere.
  expect(apiCalls(stepByText('Fill the Password field'))).toEqual([]);
  expect(JSON.stringify(run.report)).not.toContain(SECRET);
  expect(stepsText).not.toContain(SECRET);

  const traces = findTraces(path.join(dir, 'test-results'));
  expect(traces.length).toBe(1);
  const actions = await traceActions(traces[0]);
  // The trace's action log does record the run's actions (so the checks below are not vacuous)…
  expect(actions).toContain('standard_user');
  expect(actions).toMatch(/"method":"click"/);
  // …but neither the secret's fill nor the probes.
  expect(actions).not.toContain(SECRET);
  expect(actions).not.toMatch(/"method":"queryCount"/);
});

function findTraces(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(file => file.endsWith('trace.zip')).map(file => path.join(dir, file));
}

/**
 * The action events of a trace (before, after, input, log), one JSON line each. DOM snapshots are
 * left out: they record what the page holds, a filled password field's value too (a Playwright
 * snapshot of the page, not a record of specwright's calls; see the README's note on traces).
 */
async function traceActions(file: string): Promise<string> {
  const zip = new StreamZip.async({ file });
  try {
    const entries = Object.values(await zip.entries()).filter(entry => entry.name.endsWith('.trace'));
    const lines = (await Promise.all(entries.map(async entry => (await zip.entryData(entry.name)).toString('utf8').split('\n')))).flat();
    return lines.filter(line => /^\{"type":"(?:before|after|input|log)"/.test(line)).join('\n');
  } finally {
    await zip.close();
  }
}
