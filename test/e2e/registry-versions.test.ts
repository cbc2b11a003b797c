/** Version detection on a real page (seed 002 §6.5.2): version_selector, version_script and version_meta, each driving version_overrides. */
import { expect, test } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createToolsDriver } from '../../src/registry/driver-tools.ts';
import { executeAction, loadRegistry } from '../../src/registry/index.ts';
import { createToolContext } from '../../src/tools/context.ts';

/** One namespace per detection method; 3.x points `trigger` at the legacy markup, everything else at the current one. */
function registryDetectingBy(detection: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sw-versions-'));
  writeFileSync(path.join(dir, 'v.yaml'), `namespace: v
version: 1.0.0
compatibility:
  ${detection}
  max_version: 4.x
  version_overrides:
    "3.x": { selectors: { trigger: "testid:create-item" } }
selectors:
  trigger: "testid:new-item"
actions:
  open:
    steps:
      - action: click
        args: { selector: "\${selectors.trigger}" }
      - action: assertVisible
        args: { selector: "role:dialog" }
`);
  const { registry, diagnostics } = loadRegistry({ builtin: false, home: dir, cwd: dir, env: {}, discoverPackages: false, paths: [dir] });
  expect(diagnostics.filter(d => d.severity === 'error')).toEqual([]);
  return registry;
}

const METHODS = {
  meta: 'version_meta: app-version',
  script: `version_script: "document.querySelector('meta[name=app-version]').content"`,
  selector: 'version_selector: "css:#library-version"',
};

for (const [method, detection] of Object.entries(METHODS)) {
  test(`detects the version by ${method} and applies the matching override`, async ({ page, baseURL }) => {
    const registry = registryDetectingBy(detection);
    for (const [query, expected] of [['', '4.2.1'], ['?version=3.9.0', '3.9.0']] as const) {
      await page.goto(`/components/${query}`);
      const lines: string[] = [];
      const driver = createToolsDriver(createToolContext(page, { timeout: 3_000, ...(baseURL ? { baseURL } : {}) }));
      const result = await executeAction(registry, driver, 'v:open', {}, { debug: true, log: line => lines.push(line) });
      expect(result.error).toBeUndefined();
      expect(lines).toContain(`[DEBUG] Version: v: ${expected}`);
      await expect(page.getByRole('dialog', { name: 'New item' })).toBeVisible();
    }
  });
}

test('a page version above max_version is VERSION_INCOMPATIBLE before any step runs', async ({ page, baseURL }) => {
  const registry = registryDetectingBy(METHODS.meta);
  await page.goto('/components/?version=5.0.1');
  const driver = createToolsDriver(createToolContext(page, { timeout: 3_000, ...(baseURL ? { baseURL } : {}) }));
  const result = await executeAction(registry, driver, 'v:open', {});
  expect(result.error).toMatchObject({ code: 'VERSION_INCOMPATIBLE', message: 'page version 5.0.1 is above max_version 4.x' });
  expect(result.trace).toEqual([]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
