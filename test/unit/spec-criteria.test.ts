/** `(Optional)` steps and checks whose nested bullets are their criteria, from spec text to plans. */
import { expect, test } from '@playwright/test';
import { parseSpec } from '../../src/spec/index.ts';
import { planSpecStep } from '../../src/compile/plan-step.ts';

const AUTOQA = `# Checkout

## Steps

1. Open /shop
2. (Optional) Click "Accept cookies"
3. Click "Dismiss" (Optional)
4. Verify the overview shows:
   - "Item total: $29.99"
   - Tax: $2.40
   - the "Finish" button is visible
5. Fill the form with:
   - Fill "Name" with "Ann"
6. Verify the summary lists:
   - the shipping is cheap
7. （可选）点击 "关闭"
`;

function steps() {
  const { spec, errors } = parseSpec('specs/checkout.md', AUTOQA, { env: {} });
  expect(errors).toEqual([]);
  return spec!.scenarios[0].steps;
}

test('an (Optional) marker before or after a step marks it optional and leaves the sentence', () => {
  const all = steps();
  expect(all.map(s => [s.text, !!s.optional])).toEqual([
    ['Open /shop', false],
    ['Click "Accept cookies"', true],
    ['Click "Dismiss"', true],
    ['Verify the overview shows:', false],
    ['Fill the form with:', false],
    ['Fill "Name" with "Ann"', false],
    ['Verify the summary lists:', false],
    ['点击 "关闭"', true],
  ]);
  // The marker is gone, the column points at the sentence itself.
  expect([all[1].location.line, all[1].location.column]).toEqual([6, 15]);
});

test('nested bullets under a check ending in a colon are its criteria; under an action they stay steps', () => {
  const overview = steps()[3];
  expect(overview.criteria!.map(c => [c.text, c.location.line, !!c.expectation])).toEqual([
    ['"Item total: $29.99"', 9, true],
    ['Tax: $2.40', 10, true],
    ['the "Finish" button is visible', 11, true],
  ]);
  expect(steps()[4].criteria).toBeUndefined();
});

test('every criterion is planned as an assertion, as the object of the check or alone', () => {
  const overview = steps()[3];
  expect(planSpecStep(overview, { modelConfigured: false })).toEqual({ plans: [
    { action: 'assertTextPresent', text: 'Item total: $29.99', target: 'overview' },
    { action: 'assertTextPresent', text: 'Tax: $2.40', target: 'overview' },
    { action: 'assertElementVisible', target: '"Finish" button' },
  ] });
});

test('a criterion nothing reads is an error at its own line, or a model check that names the step', () => {
  const summary = steps()[6];
  const refused = planSpecStep(summary, { modelConfigured: false });
  expect(refused.plans).toEqual([]);
  expect([refused.error?.code, refused.error?.location.line]).toEqual(['STEP_UNPARSED', 15]);
  expect(refused.error?.message).toContain('the shipping is cheap');
  expect(planSpecStep(summary, { modelConfigured: true })).toEqual({ plans: [
    { action: 'aiAssert', criterion: 'Verify the summary lists: the shipping is cheap' },
  ] });
});
