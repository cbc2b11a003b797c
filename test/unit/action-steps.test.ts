/** What a registry action's steps ran on, as a run notes it, is named the way export names the action's steps: the same places, nested actions and fallbacks included. */
import { expect, test } from '@playwright/test';
import type { StepHook } from '../../src/registry/index.ts';
import { executeAction } from '../../src/registry/index.ts';
import { expandAction } from '../../src/export/registry.ts';
import { ActionStepTargets } from '../../src/fixtures/action-steps.ts';
import { MockDriver, registryOf, toolError } from './registry-support.ts';

const FORMS = `namespace: forms
version: 1.0.0
compatibility:
  version_meta: app-version
  version_overrides:
    "3.x":
      selectors:
        save: { primary: "css:.legacy-save", fallback: ["role:button[name=\\"Store\\"]"] }
selectors:
  save: { primary: "testid:save", fallback: ["role:button[name=\\"Save\\"]"] }
actions:
  field:set:
    description: Fill a field, then check it
    params: { field: { type: string, required: true }, value: { type: string, required: true } }
    steps:
      - action: fill
        args: { target: "\\"\${params.field}\\" field", value: "\${params.value}" }
      - action: assertValue
        args: { target: "\\"\${params.field}\\" field", value: "\${params.value}" }
  profile:save:
    description: Set the name, pick a day, save
    params: { name: { type: string, required: true } }
    steps:
      - action: run
        args: { action: forms:field:set, params: { field: Name, value: "\${params.name}" } }
      - action: click
        args: { target: "\\"March 15\\" button" }
        fallback:
          - action: fill
            args: { target: "\\"Date\\" field", value: "2026-03-15" }
      - action: click
        args: { selector: "\${selectors.save}" }
`;

test('a run notes each step by the place export gives it, with the target it ran with (an alias as resolved) and the element its tool read; a failed step notes nothing', async () => {
  const { registry } = registryOf({ 'forms.yaml': FORMS });
  const driver = new MockDriver();
  driver.version = '3.2.0';
  driver.present.add('css:.legacy-save');
  driver.respond = plan => plan.action === 'click' && plan.target === '"March 15" button'
    ? toolError('ELEMENT_NOT_FOUND', 'no such day')
    : { ok: true, data: { element: { locator: `locator-of(${'target' in plan ? plan.target : ''})`, selector: 'x', fingerprint: {} } } };
  const targets = new ActionStepTargets();
  const hook: StepHook = (_info, run) => run();
  const result = await executeAction(registry, targets.driver(driver), 'forms:profile:save', { name: 'Ada' }, { onStep: targets.wrap(hook) });
  expect(result.error ?? result.success).toBe(true);
  const noted = targets.list().map(step => [step.step, step.target, step.element?.locator]);
  expect(noted).toEqual([
    ['1.1', '"Name" field', 'locator-of("Name" field)'],
    ['1.2', '"Name" field', 'locator-of("Name" field)'],
    ['2/fallback.1', '"Date" field', 'locator-of("Date" field)'],
    ['3', 'css:.legacy-save', 'locator-of(css:.legacy-save)'],
  ]);

  const expanded = expandAction(registry, 'forms:profile:save', { name: 'Ada' });
  expect(expanded.ok).toBe(true);
  const places = (steps: NonNullable<Extract<typeof expanded, { ok: true }>['steps']>): string[] => steps.flatMap(step => [step.path, ...places(step.fallback ?? [])]);
  expect(expanded.ok && places(expanded.steps)).toEqual(['1.1', '1.2', '2', '2/fallback.1', '3']);
  // The alias some version overrides: every version's candidates, the one the page chose among them.
  expect(expanded.ok && expanded.steps.at(-1)?.pageDecides?.candidates).toEqual(['testid:save', 'role:button[name="Save"]', 'css:.legacy-save', 'role:button[name="Store"]']);
});
