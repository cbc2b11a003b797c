/** The example specs (`npm run demo`) compile without errors and, between them, use every step action a spec can run without a model. */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { globSync } from 'tinyglobby';
import { buildSpec } from '../../src/compile/build.ts';
import { DEFAULT_IGNORE } from '../../src/compile/compile.ts';
import { readText } from '../../src/compile/files.ts';
import { defaultFrontend } from '../../src/compile/frontend.ts';
import type { StepAction } from '../../src/steps/index.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Every action, so the compiler says when one is added; `true` when the examples must use it. */
const ACTIONS: Record<StepAction, boolean> = {
  navigate: true, back: true, forward: true, reload: true, switchTab: true,
  click: true, dblclick: true, rightClick: true, hover: true, dragDrop: true, scroll: true,
  fill: true, type: true, clear: true, select: true, check: true, uncheck: true, press: true, upload: true,
  wait: true, waitForElement: true, waitForText: true, waitForUrl: true, waitForLoad: true,
  assertText: true, assertTextAbsent: true, assertVisible: true, assertHidden: true, assertEnabled: true,
  assertChecked: true, assertValue: true, assertCount: true, assertUrl: true, assertTitle: true,
  run: true,
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
  const used = new Set<StepAction>();
  for (const file of files) {
    const built = buildSpec(file, readText(path.join(root, file))!, frontend, { modelConfigured: false });
    expect(built.errors, file).toEqual([]);
    for (const step of built.spec.steps)
      for (const plan of step.plans) used.add(plan.action);
  }
  const missing = Object.entries(ACTIONS).filter(([action, required]) => required && !used.has(action as StepAction)).map(([action]) => action);
  expect(missing).toEqual([]);
});
