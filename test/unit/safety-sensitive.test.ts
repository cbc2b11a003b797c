/** The sensitive-action policy of seed 001: levels, the project's rules, and who may do what in CI. */
import { expect, test } from '@playwright/test';
import { DEFAULT_POLICY, definePolicy, enforceAction, judgeAction, type ActionFacts } from '../../src/safety/index.ts';

const facts = (over: Partial<ActionFacts>): ActionFacts => ({ tool: 'click', args: {}, url: 'https://shop.test/', chosenBy: 'agent', ...over });

test('seed 001 levels: always-confirm tools, keywords on the target, submit and Enter on sensitive pages, the rest auto', () => {
  expect(judgeAction(DEFAULT_POLICY, facts({ tool: 'executeJS' }))).toMatchObject({ level: 'confirm', rule: 'executeJS' });
  expect(judgeAction(DEFAULT_POLICY, facts({ tool: 'uploadFile' }))).toMatchObject({ level: 'confirm', rule: 'uploadFile' });
  expect(judgeAction(DEFAULT_POLICY, facts({ targetText: 'Delete account' }))).toMatchObject({ level: 'confirm', rule: 'sensitive-content' });
  expect(judgeAction(DEFAULT_POLICY, facts({ targetText: '永久删除' }))).toMatchObject({ level: 'confirm', rule: 'sensitive-content' });
  expect(judgeAction(DEFAULT_POLICY, facts({ url: 'https://shop.test/checkout', targetText: 'Place order' }))).toMatchObject({ level: 'confirm', rule: 'sensitive-submit' });
  expect(judgeAction(DEFAULT_POLICY, facts({ url: 'https://shop.test/login', tool: 'pressKey', args: { key: 'Enter' } }))).toMatchObject({ level: 'confirm', rule: 'sensitive-enter' });
  // The same button off a sensitive page, a harmless button on one, reading a keyword: auto.
  expect(judgeAction(DEFAULT_POLICY, facts({ url: 'https://shop.test/catalog', targetText: 'Place order' })).level).toBe('auto');
  expect(judgeAction(DEFAULT_POLICY, facts({ url: 'https://shop.test/checkout', targetText: 'Back to cart' })).level).toBe('auto');
  expect(judgeAction(DEFAULT_POLICY, facts({ tool: 'getText', targetText: 'Delete account' })).level).toBe('auto');
  expect(judgeAction(DEFAULT_POLICY, facts({ url: 'https://shop.test/login', tool: 'pressKey', args: { key: 'Tab' } })).level).toBe('auto');
});

test('project rules decide when they match, the strictest first; lists can be replaced', () => {
  const policy = definePolicy({
    rules: [
      { name: 'no-wire', level: 'block', url: /\/transfer/ },
      { name: 'logins-fine', level: 'auto', url: '/login' },
      { name: 'tell-me', level: 'notify', tools: ['click'], text: /newsletter/i },
      { name: 'loud', level: 'notify', url: '/transfer' },
    ],
  });
  expect(judgeAction(policy, facts({ url: 'https://bank.test/transfer', tool: 'navigate' }))).toMatchObject({ level: 'block', rule: 'no-wire' });
  expect(judgeAction(policy, facts({ url: 'https://shop.test/login', targetText: 'Submit' }))).toMatchObject({ level: 'auto', rule: 'logins-fine' });
  expect(judgeAction(policy, facts({ targetText: 'Join the newsletter' }))).toMatchObject({ level: 'notify', rule: 'tell-me' });
  expect(judgeAction(definePolicy({ alwaysConfirm: [] }), facts({ tool: 'executeJS' })).level).toBe('auto');
});

test('enforcement: agent confirm in CI is blocked naming the rule, unless allow: names it or the author wrote the step', () => {
  const notes: string[] = [];
  const agentJs = facts({ tool: 'executeJS', args: { code: '1' } });
  const error = enforceAction(DEFAULT_POLICY, agentJs, { allow: [], ci: true, notes });
  expect(error).toMatchObject({ code: 'SENSITIVE_ACTION_BLOCKED', retriable: false, message: expect.stringContaining('"executeJS"') });
  expect(enforceAction(DEFAULT_POLICY, agentJs, { allow: ['executeJS'], ci: true })).toBeUndefined();
  expect(enforceAction(DEFAULT_POLICY, { ...agentJs, chosenBy: 'author' }, { allow: [], ci: true })).toBeUndefined();
  const submit = facts({ url: 'https://shop.test/checkout', targetText: 'Pay now' });
  expect(enforceAction(DEFAULT_POLICY, submit, { allow: ['click'], ci: true })).toBeUndefined();
  expect(enforceAction(DEFAULT_POLICY, submit, { allow: ['sensitive-submit'], ci: true })).toBeUndefined();
  expect(enforceAction(DEFAULT_POLICY, submit, { allow: ['executeJS'], ci: true })).toMatchObject({ code: 'SENSITIVE_ACTION_BLOCKED', message: expect.stringContaining('sensitive-submit') });
  // Outside CI nobody can be asked either; it runs and says so.
  expect(enforceAction(DEFAULT_POLICY, submit, { allow: [], ci: false, notes })).toBeUndefined();
  expect(notes.at(-1)).toContain('outside CI');
});

test('enforcement: block stops the author too and allow: cannot lift it; notify leaves a note', () => {
  const policy = definePolicy({ rules: [{ name: 'no-delete', level: 'block', text: 'delete' }, { name: 'fyi', level: 'notify', tools: ['hover'] }] });
  for (const chosenBy of ['author', 'agent'] as const)
    expect(enforceAction(policy, facts({ targetText: 'Delete item', chosenBy }), { allow: ['no-delete', 'click'], ci: false })).toMatchObject({ code: 'SENSITIVE_ACTION_BLOCKED', message: expect.stringContaining('no-delete') });
  const notes: string[] = [];
  expect(enforceAction(policy, facts({ tool: 'hover' }), { allow: [], ci: true, notes })).toBeUndefined();
  expect(notes).toEqual([expect.stringContaining('hover')]);
});
