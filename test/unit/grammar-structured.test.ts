/** Structured YAML steps map 1:1 to StepPlans; spec steps plan through the grammar, the model, or a located STEP_UNPARSED. */
import { expect, test } from '@playwright/test';
import type { SpecStep } from '../../src/spec/model.ts';
import { planSpecStep } from '../../src/compile/plan-step.ts';
import { planStructured, type StepPlan } from '../../src/steps/index.ts';

const STRUCTURED: Array<[Record<string, unknown>, StepPlan[]]> = [
  [{ navigate: '/shop' }, [{ action: 'navigate', url: '/shop' }]],
  [{ goto: 'https://x.test' }, [{ action: 'navigate', url: 'https://x.test' }]],
  [{ back: true }, [{ action: 'goBack' }]],
  [{ forward: null }, [{ action: 'goForward' }]],
  [{ reload: {} }, [{ action: 'refresh' }]],
  [{ switchTab: 1 }, [{ action: 'switchTab', index: 1 }]],
  [{ switchTab: { url: '/help' } }, [{ action: 'switchTab', url: '/help' }]],
  [{ click: 'Login' }, [{ action: 'click', target: 'Login' }]],
  [{ click: { target: '"Add"', within: '"Backpack" card', button: 'right', clickCount: 2, modifiers: ['Shift'] } },
    [{ action: 'click', target: '"Add" within "Backpack" card', button: 'right', clickCount: 2, modifiers: ['Shift'] }]],
  [{ dblclick: 'Row' }, [{ action: 'dblclick', target: 'Row' }]],
  [{ rightClick: { target: 'File' } }, [{ action: 'rightClick', target: 'File' }]],
  [{ hover: 'Menu' }, [{ action: 'hover', target: 'Menu' }]],
  [{ drag: { source: 'A', destination: 'B' } }, [{ action: 'dragDrop', source: 'A', destination: 'B' }]],
  [{ scroll: 'bottom' }, [{ action: 'scroll', to: 'bottom' }]],
  [{ scroll: 'down' }, [{ action: 'scroll', direction: 'down' }]],
  [{ scroll: { target: 'Footer' } }, [{ action: 'scroll', target: 'Footer' }]],
  [{ fill: { target: 'Email', value: 'a@b.c' } }, [{ action: 'fill', target: 'Email', value: 'a@b.c' }]],
  [{ fill: { target: 'Qty', value: 3 } }, [{ action: 'fill', target: 'Qty', value: '3' }]],
  [{ type: 'hello' }, [{ action: 'type', value: 'hello' }]],
  [{ clear: 'Search' }, [{ action: 'clear', target: 'Search' }]],
  [{ select: { target: 'Sort', option: 'Price' } }, [{ action: 'select', target: 'Sort', option: 'Price' }]],
  [{ check: 'Remember me' }, [{ action: 'check', target: 'Remember me' }]],
  [{ uncheck: { target: 'News' } }, [{ action: 'uncheck', target: 'News' }]],
  [{ press: 'ctrl+a' }, [{ action: 'pressKey', key: 'Control+a' }]],
  [{ press: { key: 'Enter', target: 'Search' } }, [{ action: 'pressKey', key: 'Enter', target: 'Search' }]],
  [{ upload: { target: 'Resume', files: 'a.txt' } }, [{ action: 'uploadFile', target: 'Resume', files: ['a.txt'] }]],
  [{ wait: 500 }, [{ action: 'wait', ms: 500 }]],
  [{ wait: '2s' }, [{ action: 'wait', ms: 2000 }]],
  [{ wait: { seconds: 1.5 } }, [{ action: 'wait', ms: 1500 }]],
  [{ wait: { target: 'Spinner', state: 'hidden' } }, [{ action: 'waitForElement', target: 'Spinner', state: 'hidden' }]],
  [{ wait: { text: 'Loaded' } }, [{ action: 'waitForText', text: 'Loaded' }]],
  [{ wait: { url: '/cart', match: 'contains' } }, [{ action: 'waitForUrl', url: '/cart', match: 'contains' }]],
  [{ wait: { load: 'load' } }, [{ action: 'waitForLoad' }]],
  [{ wait: { load: 'networkidle' } }, [{ action: 'waitForLoad', state: 'networkidle' }]],
  [{ expect: { url: '/cart', match: 'contains' } }, [{ action: 'assertUrl', url: '/cart', match: 'contains' }]],
  [{ expect: { title: 'Shop' } }, [{ action: 'assertTitle', title: 'Shop' }]],
  [{ expect: { text: 'Thanks', target: 'Banner' } }, [{ action: 'assertTextPresent', text: 'Thanks', target: 'Banner' }]],
  [{ expect: { absent: 'Error' } }, [{ action: 'assertTextAbsent', text: 'Error' }]],
  [{ expect: { visible: 'Dialog' } }, [{ action: 'assertElementVisible', target: 'Dialog' }]],
  [{ expect: { target: 'Dialog', visible: false } }, [{ action: 'assertElementHidden', target: 'Dialog' }]],
  [{ expect: { hidden: 'Spinner' } }, [{ action: 'assertElementHidden', target: 'Spinner' }]],
  [{ expect: { disabled: 'Save' } }, [{ action: 'assertEnabled', target: 'Save', enabled: false }]],
  [{ expect: { target: 'Save', enabled: true } }, [{ action: 'assertEnabled', target: 'Save', enabled: true }]],
  [{ expect: { checked: 'Terms' } }, [{ action: 'assertChecked', target: 'Terms', checked: true }]],
  [{ expect: { unchecked: 'News' } }, [{ action: 'assertChecked', target: 'News', checked: false }]],
  [{ expect: { target: 'Email', value: 'a@b.c' } }, [{ action: 'assertValue', target: 'Email', value: 'a@b.c' }]],
  [{ expect: { target: 'Rows', count: 3, comparison: 'gte' } }, [{ action: 'assertCount', target: 'Rows', count: 3, comparison: 'gte' }]],
  [{ expect: { target: 'Badge' } }, [{ action: 'assertElementVisible', target: 'Badge' }]],
  [{ run: 'common:login', with: { user: 'a' } }, [{ action: 'run', name: 'common:login', params: { user: 'a' } }]],
  [{ run: 'nav:home' }, [{ action: 'run', name: 'nav:home', params: {} }]],
  [{ ai: 'pick a product' }, [{ action: 'ai', instruction: 'pick a product' }]],
  [{ aiAssert: 'looks right' }, [{ action: 'aiAssert', criterion: 'looks right' }]],
];

test('every structured step maps 1:1', () => {
  for (const [step, plans] of STRUCTURED) expect(planStructured(step), JSON.stringify(step)).toEqual({ ok: true, plans });
});

test('invalid structured steps: STEP_INVALID with the path of the problem', () => {
  const cases: Array<[Record<string, unknown>, Array<string | number>]> = [
    [{ clik: 'Login' }, ['clik']],
    [{ click: 'A', hover: 'B' }, ['hover']],
    [{ fill: { target: 'Email' } }, ['fill', 'value']],
    [{ wait: { ms: -1 } }, ['wait', 'ms']],
    [{ wait: 'soon' }, ['wait']],
    [{ run: 'nonamespace' }, ['run']],
    [{ run: 'a:b', with: 'x' }, ['with']],
    [{ with: { a: 1 } }, ['with']],
    [{ expect: {} }, ['expect']],
    [{}, []],
  ];
  for (const [step, path] of cases) {
    const result = planStructured(step);
    expect(result.ok, JSON.stringify(step)).toBe(false);
    if (!result.ok) expect([result.error.code, result.error.path], JSON.stringify(step)).toEqual(['STEP_INVALID', path]);
  }
});

const at = { file: 'specs/a.md', line: 7, column: 4 };
const step = (text: string, extra: Partial<SpecStep> = {}): SpecStep => ({ text, location: at, ...extra });

test('planSpecStep: grammar first; unparsed goes to the model as ai or aiAssert', () => {
  expect(planSpecStep(step('Click "Login"'), { modelConfigured: false })).toEqual({ plans: [{ action: 'click', target: '"Login"' }] });
  expect(planSpecStep(step('Log in as the admin'), { modelConfigured: true })).toEqual({ plans: [{ action: 'ai', instruction: 'Log in as the admin' }] });
  expect(planSpecStep(step('Verify the order looks right'), { modelConfigured: true })).toEqual({ plans: [{ action: 'aiAssert', criterion: 'Verify the order looks right' }] });
  expect(planSpecStep(step('The page loads', { expectation: true }), { modelConfigured: true })).toEqual({ plans: [{ action: 'aiAssert', criterion: 'The page loads' }] });
});

test('planSpecStep: an expectation never runs an action', () => {
  expect(planSpecStep(step('Counter shows "1 item left"', { expectation: true }), { modelConfigured: false }))
    .toEqual({ plans: [{ action: 'assertTextPresent', text: '1 item left', target: 'Counter' }] });
  expect(planSpecStep(step('Click "Delete"', { expectation: true }), { modelConfigured: true })).toEqual({ plans: [{ action: 'aiAssert', criterion: 'Click "Delete"' }] });
});

test('planSpecStep without a model: STEP_UNPARSED at the step with suggestions', () => {
  const result = planSpecStep(step('Clikc Login'), { modelConfigured: false });
  expect(result.plans).toEqual([]);
  expect(result.error).toMatchObject({ code: 'STEP_UNPARSED', location: at });
  expect(result.error!.suggestions).toEqual(['Click Login', 'Click the "Login" button', 'Scroll down']);
  expect(result.error!.message).toBe('step "Clikc Login": no step form matches; reword it or configure a model to run it as an AI step');
});

test('planSpecStep: structured steps bypass the grammar; invalid ones are STEP_INVALID at the step', () => {
  expect(planSpecStep(step('click: Login', { structured: { click: 'Login' } }), { modelConfigured: false })).toEqual({ plans: [{ action: 'click', target: 'Login' }] });
  const bad = planSpecStep(step('clik: Login', { structured: { clik: 'Login' } }), { modelConfigured: true });
  expect(bad.plans).toEqual([]);
  expect(bad.error).toMatchObject({ code: 'STEP_INVALID', location: at });
});
