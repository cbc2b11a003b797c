/** The example specs (`npm run demo`) compile without errors and, between them, make every call a spec can make without a model. */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { globSync } from 'tinyglobby';
import { buildSpec } from '../../src/compile/build.ts';
import { DEFAULT_IGNORE } from '../../src/compile/compile.ts';
import { readText } from '../../src/compile/files.ts';
import { defaultFrontend } from '../../src/compile/frontend.ts';
import { isActionToolName, type ModelStepName, type ToolName } from '../../src/common/calls.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Every call a compiled step can make, so the compiler says when one is added; `true` when the examples must use it. */
const CALLS: Record<ToolName | 'registry action' | ModelStepName, boolean> = {
  navigate: true, goBack: true, goForward: true, refresh: true, switchTab: true,
  click: true, dblclick: true, rightClick: true, hover: true, dragDrop: true, scroll: true,
  fill: true, type: true, clear: true, select: true, check: true, uncheck: true, pressKey: true, uploadFile: true,
  wait: true, waitForElement: true, waitForText: true, waitForUrl: true, waitForLoad: true,
  assertTextPresent: true, assertTextAbsent: true, assertElementVisible: true, assertElementHidden: true, assertEnabled: true,
  assertChecked: true, assertValue: true, assertCount: true, assertUrl: true, assertTitle: true,
  'registry action': true,
  // Tools for the model and plain tests; no step sentence reads as them.
  screenshot: false, executeJS: false, getElements: false, getElementDetails: false, getText: false, snapshot: false,
  // They need a model; the examples run without one.
  ai: false, aiAssert: false,
};

test('the example specs compile cleanly and use every action that needs no model', () => {
  // As the root playwright.config.ts supplies them: the sample app's public login.
  process.env.SHOP_USER ??= 'standard_user';
  process.env.SHOP_PASSWORD ??= 'secret_sauce';
  const frontend = defaultFrontend(root);
  const files = globSync('specs/**/*.{md,yaml,yml}', { cwd: root, ignore: DEFAULT_IGNORE });
  expect(files.length).toBeGreaterThanOrEqual(10);
  const used = new Set<string>();
  for (const file of files) {
    const built = buildSpec(file, readText(path.join(root, file))!, frontend, { modelConfigured: false });
    expect(built.errors, file).toEqual([]);
    for (const step of built.spec.steps)
      for (const call of step.calls) used.add(isActionToolName(call.tool) ? 'registry action' : call.tool);
  }
  const missing = Object.entries(CALLS).filter(([name, required]) => required && !used.has(name)).map(([name]) => name);
  expect(missing).toEqual([]);
});
