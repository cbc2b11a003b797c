/** YAML specs: the model as data, structured steps kept, every error at its YAML node. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parseSpec } from '../../src/spec/index.ts';
import { planSpecStep } from '../../src/compile/plan-step.ts';
import { specFileJsonSchema } from '../../src/spec/schema.ts';

const YAML = `feature: Checkout
story: Pay by card
tags: "@smoke checkout"
severity: normal
vars: { user: alice }
url: /shop
background:
  - Run common:login with username "\${vars.user}"
scenarios:
  - name: Pay
    tags: [pay]
    steps:
      - click: { target: Add to cart, within: Backpack card }
      - fill: { target: Email, value: a@b.c }
      - "Verify the cart badge shows \\"1\\""
      - expect: { text: Thank you, visible: "Order summary" }
      - run: checkout:pay
        with: { card: "4242" }
      - ai: pick the cheapest shipping option
      - aiAssert: the receipt looks complete
      - navigate: /done
`;

test('metadata, background and scenarios; sentence and structured steps with their node positions', () => {
  const { spec, errors } = parseSpec('specs/pay.yaml', YAML, { env: {} });
  expect(errors).toEqual([]);
  expect(spec).toMatchObject({ format: 'yaml', title: 'Checkout', feature: 'Checkout', story: 'Pay by card', tags: ['smoke', 'checkout'], severity: 'normal', url: '/shop' });
  expect(spec!.background.map(s => [s.text, s.location.line, s.location.column])).toEqual([['Run common:login with username "${vars.user}"', 8, 5]]);
  const scenario = spec!.scenarios[0];
  expect([scenario.name, scenario.tags, scenario.location.line, scenario.location.column]).toEqual(['Pay', ['pay'], 10, 5]);
  expect(scenario.steps.map(s => [s.location.line, s.location.column, !!s.structured])).toEqual([
    [13, 9, true], [14, 9, true], [15, 10, false], [16, 9, true], [17, 9, true], [19, 9, true], [20, 9, true], [21, 9, true],
  ]);
  expect(scenario.steps[0].text).toBe('click: { target: Add to cart, within: Backpack card }');
  expect(scenario.steps[2].text).toBe('Verify the cart badge shows "1"');
  expect(scenario.steps[4].structured).toEqual({ run: 'checkout:pay', with: { card: '4242' } });
});

test('structured steps plan 1:1 (an expect with two checks gives two assertions)', () => {
  const { spec } = parseSpec('specs/pay.yaml', YAML, { env: {} });
  const plans = spec!.scenarios[0].steps.map(s => planSpecStep(s, { modelConfigured: false }).plans);
  expect(plans).toEqual([
    [{ action: 'click', target: 'Add to cart within Backpack card' }],
    [{ action: 'fill', target: 'Email', value: 'a@b.c' }],
    [{ action: 'assertTextPresent', text: '1', target: 'cart badge' }],
    [{ action: 'assertTextPresent', text: 'Thank you' }, { action: 'assertElementVisible', target: 'Order summary' }],
    [{ action: 'run', name: 'checkout:pay', params: { card: '4242' } }],
    [{ action: 'ai', instruction: 'pick the cheapest shipping option' }],
    [{ action: 'aiAssert', criterion: 'the receipt looks complete' }],
    [{ action: 'navigate', url: '/done' }],
  ]);
});

test('schema errors point at the YAML node: wrong type, unknown key, missing scenarios', () => {
  const source = 'feature: F\nseverity: 3\nsecret: [X]\nscenarios:\n  - name: s\n    step: []\n';
  const { spec, errors } = parseSpec('bad.yaml', source, { env: {} });
  expect(spec).toBeUndefined();
  expect(errors.map(e => [e.code, e.location.line, e.location.column]).sort()).toEqual([
    ['SPEC_SCHEMA_INVALID', 2, 11],
    ['SPEC_SCHEMA_INVALID', 3, 1],
    ['SPEC_SCHEMA_INVALID', 5, 5],
    ['SPEC_SCHEMA_INVALID', 6, 5],
  ]);
  const none = parseSpec('none.yaml', 'feature: F\n', { env: {} });
  expect(none.errors.map(e => e.code)).toEqual(['SPEC_SCHEMA_INVALID']);
});

test('keys of a user\'s own are labels of the tests; one written like a known key is an error', () => {
  const source = 'feature: F\nowner: qa-frontdesk\n优先级: P1\ncomponents: [pets, search]\nscenarios:\n  - name: s\n    steps: [Go back]\n';
  const { spec, errors } = parseSpec('own.yaml', source, { env: {} });
  expect(errors).toEqual([]);
  expect(spec!.labels).toEqual({ owner: 'qa-frontdesk', 优先级: 'P1', components: 'pets, search' });
  const typo = parseSpec('typo.yaml', 'feature: F\nScenarios: []\nsecret: [X]\nnested: { a: 1 }\nscenarios:\n  - name: s\n    steps: [Go back]\n', { env: {} });
  expect(typo.spec).toBeUndefined();
  expect(typo.errors.map(e => [e.location.line, e.message.replace(/:.*?(did you mean|holds)/, ': $1')]).sort()).toEqual([
    [2, 'Scenarios: did you mean "scenarios"?'],
    [3, 'secret: did you mean "secrets"?'],
    [4, expect.stringContaining('nested: holds a text, a number or a list of them')],
  ]);
});

test('invalid structured steps: STEP_INVALID at the offending field', () => {
  const source = 'scenarios:\n  - name: s\n    steps:\n      - fill: { target: Email }\n      - clik: Login\n      - wait: { ms: -1 }\n      - Go back\n';
  const { spec, errors } = parseSpec('steps.yaml', source, { env: {} });
  expect(errors.map(e => [e.code, e.location.line, e.location.column])).toEqual([
    ['STEP_INVALID', 4, 15],
    ['STEP_INVALID', 5, 9],
    ['STEP_INVALID', 6, 21],
  ]);
  expect(spec!.scenarios[0].steps.map(s => s.text)).toEqual(['Go back']);
});

test('YAML syntax errors are located', () => {
  const { spec, errors } = parseSpec('syntax.yaml', 'scenarios:\n  - name: s\n    steps: [Go back\n', { env: {} });
  expect(spec).toBeUndefined();
  expect(errors[0].code).toBe('SPEC_YAML_SYNTAX');
  expect(errors[0].location.line).toBeGreaterThanOrEqual(3);
});

test('${vars.x} in a structured step is checked', () => {
  const source = 'vars: { a: 1 }\nscenarios:\n  - name: s\n    steps:\n      - fill: { target: Email, value: "${vars.b}" }\n';
  const { errors } = parseSpec('v.yaml', source, { env: {} });
  expect(errors.map(e => [e.code, e.location.line])).toEqual([['SPEC_VAR_UNDEFINED', 5]]);
});

test('schemas/spec.schema.json is generated from the zod schema and up to date', () => {
  const committed = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../schemas/spec.schema.json'), 'utf8'));
  expect(committed).toEqual(JSON.parse(JSON.stringify(specFileJsonSchema())));
  expect(committed.required).toEqual(['scenarios']);
  expect(Object.keys(committed.properties)).toEqual(expect.arrayContaining(['feature', 'tags', 'vars', 'secrets', 'background', 'scenarios']));
});
