/** Run-time variables of compiled steps: vars, env, secrets and `{{VAR}}`, with secrets redacted from failures. */
import { expect, test } from '@playwright/test';
import { SpecVariables } from '../../src/fixtures/variables.ts';
import { stepFailureMessage } from '../../src/report/failure.ts';
import type { CompiledSpec } from '../../src/compile/model.ts';

const ENV = { SHOP_USER: 'standard_user', SHOP_PASSWORD: 'secret_sauce', API_TOKEN: 'tok-123456' };

function spec(extra: Partial<CompiledSpec> = {}): CompiledSpec {
  return { file: 'specs/a.md', title: 'A', vars: { user: '${env.SHOP_USER}', greeting: 'hi' }, secrets: ['SHOP_PASSWORD'], allow: [], steps: [], targets: {}, ...extra };
}

test('vars (which may read env), env, secrets and {{VAR}} all resolve', () => {
  const variables = new SpecVariables(spec(), ENV);
  expect(variables.resolve({ action: 'fill', target: 'the Username field', value: '${vars.user}' })).toEqual({ ok: true, value: { action: 'fill', target: 'the Username field', value: 'standard_user' } });
  expect(variables.resolve({ action: 'fill', target: 'Password', value: '${env.SHOP_PASSWORD}' })).toMatchObject({ ok: true, value: { value: 'secret_sauce' } });
  expect(variables.resolve({ action: 'fill', target: 'Token', value: '${secrets.API_TOKEN}' })).toMatchObject({ ok: true, value: { value: 'tok-123456' } });
  expect(variables.resolve({ action: 'fill', target: 'User', value: '{{SHOP_USER}}' })).toMatchObject({ ok: true, value: { value: 'standard_user' } });
  expect(variables.resolve({ action: 'run', name: 'common:login', params: { who: '${vars.greeting} ${vars.user}' } })).toMatchObject({ ok: true, value: { params: { who: 'hi standard_user' } } });
});

test('a variable that is not set is an error naming it, not an empty string', () => {
  const variables = new SpecVariables(spec(), ENV);
  const missing = variables.resolve({ action: 'fill', target: 'x', value: '${env.NOT_THERE}' });
  expect(missing).toEqual({ ok: false, message: expect.stringContaining('${env.NOT_THERE} is not set') });
  expect(variables.resolve({ action: 'fill', target: 'x', value: '{{ALSO_MISSING}}' })).toMatchObject({ ok: false });
  expect(variables.resolve({ action: 'fill', target: 'x', value: '${vars.nope}' })).toMatchObject({ ok: false });
});

test('secret values (declared env secrets and ${secrets.X} once used) are redacted, other values are not', () => {
  const variables = new SpecVariables(spec(), ENV);
  expect(variables.redactor.text('typed secret_sauce')).toBe('typed ***');
  expect(variables.redactor.text('token tok-123456')).toBe('token tok-123456');
  variables.resolve({ action: 'fill', target: 'Token', value: '${secrets.API_TOKEN}' });
  expect(variables.redactor.text('token tok-123456 for standard_user')).toBe('token *** for standard_user');
});

test('a failure message names the spec line, the step, the code, the locator and what was tried, with secrets redacted', () => {
  const variables = new SpecVariables(spec(), ENV);
  const message = stepFailureMessage({
    step: { text: 'Fill the Password field with "${env.SHOP_PASSWORD}"', location: { file: '/p/specs/a.md', line: 12, column: 4 }, calls: [] },
    call: { tool: 'fill', args: { target: 'the Password field', value: 'secret_sauce' } },
    error: { code: 'ELEMENT_NOT_FOUND', message: 'no element for "the Password field" typed secret_sauce', retriable: true, selector: 'Password field', originalSelector: 'the Password field', evidence: { strategies: ['label', 'placeholder'] } },
    redact: text => variables.redactor.text(text),
    root: '/p',
  });
  const lines = message.split('\n');
  expect(lines[0]).toBe('specs/a.md:12:4 step "Fill the Password field with "${env.SHOP_PASSWORD}"" failed: ELEMENT_NOT_FOUND');
  expect(message).toContain('locator: Password field (written as the Password field)');
  expect(message).toContain("tried:\n    strategies: label, placeholder");
  expect(message).not.toContain('secret_sauce');
});

test('a long list of strategies tried is one line: the first few and how many in all', () => {
  const tried = Array.from({ length: 40 }, (_, i) => `strategy-${i + 1}`);
  const message = stepFailureMessage({
    step: { text: 'Click "Go"', location: { file: '/p/specs/a.md', line: 3, column: 4 }, calls: [] },
    call: { tool: 'click', args: { target: '"Go"' } },
    error: { code: 'ELEMENT_NOT_FOUND', message: 'no element', retriable: true, evidence: { tried } },
    redact: text => text,
    root: '/p',
  });
  expect(message).toContain('    tried: strategy-1, strategy-2, strategy-3, strategy-4, strategy-5, strategy-6, strategy-7, strategy-8, … (40 in all)');
  expect(message).not.toContain('strategy-9');
});
