/** Lock files as text and their merge: stable output, every bad file a file:line message, shards merged as one run. */
import { expect, test } from '@playwright/test';
import { parseLock, serializeLock } from '../../src/lock/format.ts';
import { sameElement, textFreeIdentity, type Fingerprint } from '../../src/lock/fingerprint.ts';
import { StepKeys, stepHash } from '../../src/lock/keys.ts';
import { lockMode } from '../../src/lock/mode.ts';
import type { LockFile, LockStep, LockUpdate } from '../../src/lock/model.ts';
import { applyUpdates } from '../../src/lock/store.ts';

const BUTTON: Fingerprint = { role: 'button', name: 'Sign in', text: 'Sign in', tag: 'button', attrs: { id: 'go' }, place: 'form > button:1/1' };

function step(line: number, locator = "getByRole('button', { name: 'Sign in' })"): LockStep {
  return { line, hash: 'abc123', calls: [{ tool: 'click', args: { target: '"Sign in" button' }, path: '/', locator, selector: 'internal:role=button[name="Sign in"i]', fingerprint: BUTTON }] };
}

function update(scenario: string, scenarioLine: number, steps: Record<string, LockStep>): LockUpdate {
  return { spec: 'specs/a.md', scenario, scenarioLine, steps, ran: Object.keys(steps), stale: [], counts: { replayed: 0, healed: 0, unrecorded: 0 } };
}

test('a lock round-trips through its text, scenarios and steps in spec order whatever order they came in', () => {
  const lock = applyUpdates(undefined, 'specs/a.md', [update('Second', 20, { 'Click "B"': step(22), 'Click "A"': step(21) }), update('First', 5, { 'Click "C"': step(6) })]);
  const text = serializeLock(lock);
  expect(text.indexOf('First:')).toBeLessThan(text.indexOf('Second:'));
  expect(text.indexOf('Click "A"')).toBeLessThan(text.indexOf('Click "B"'));
  const parsed = parseLock(text, 'a.yaml');
  expect(parsed.ok && serializeLock(parsed.lock)).toBe(text);
});

test('updates applied in either order (two shards) give one file; an update replaces only the steps it recorded', () => {
  const a = update('First', 5, { 'Click "C"': step(6) });
  const b = update('Second', 20, { 'Click "A"': step(21) });
  expect(serializeLock(applyUpdates(applyUpdates(undefined, 'specs/a.md', [a]), 'specs/a.md', [b])))
    .toBe(serializeLock(applyUpdates(undefined, 'specs/a.md', [b, a])));
  const healed = applyUpdates(applyUpdates(undefined, 'specs/a.md', [a, b]), 'specs/a.md', [update('Second', 20, { 'Click "A"': step(21, "getByRole('button', { name: 'Log in' })") })]);
  expect(healed.scenarios.First.steps['Click "C"']).toEqual(step(6));
  expect(healed.scenarios.Second.steps['Click "A"'].calls[0]).toMatchObject({ locator: "getByRole('button', { name: 'Log in' })" });
});

test('a conflicted, half-written or wrongly shaped lock is a message naming its line', () => {
  const good = serializeLock(applyUpdates(undefined, 'specs/a.md', [update('First', 5, { 'Click "C"': step(6) })]));
  const lines = good.split('\n');
  const cases: Array<[string, RegExp]> = [
    [[...lines.slice(0, 4), '<<<<<<< HEAD', ...lines.slice(4)].join('\n'), /^a\.yaml:5: merge conflict marker/],
    [good.slice(0, good.indexOf('fingerprint')) + 'fingerprint: { role: [', /^a\.yaml:\d+: not valid YAML/],
    [good.replace('version: 1', 'version: 9'), /^a\.yaml:2: lock format version 9/],
    [good.replace(/ {14}role: button\n/, ''), /^a\.yaml:9: step "Click \\"C\\"": click: the fingerprint needs role/],
    [good.replace(/ {12}selector: .*\n/, ''), /^a\.yaml:9: step "Click \\"C\\"": click: needs locator, selector and path/],
    ['', /^a\.yaml:1: a lock file is a map/],
    ['- 1\n- 2\n', /^a\.yaml:1: a lock file is a map/],
    [aliasBomb(), /^a\.yaml:1: not a lock file \(Excessive alias count/],
  ];
  for (const [text, message] of cases) {
    const parsed = parseLock(text, 'a.yaml');
    expect(parsed.ok ? 'parsed' : parsed.message, text).toMatch(message);
  }
});

test('the fingerprint check: tag, role, name and stable attributes must all be the recorded ones; a place may change', () => {
  expect(sameElement(BUTTON, { ...BUTTON, place: 'div > button:2/2' })).toBe(true);
  expect(sameElement(BUTTON, { ...BUTTON, name: 'Sign in now', text: 'Sign in now' })).toBe(false);
  expect(sameElement(BUTTON, { ...BUTTON, role: 'link', tag: 'a' })).toBe(false);
  expect(sameElement(BUTTON, { ...BUTTON, attrs: {} })).toBe(false);
  expect(sameElement(BUTTON, { ...BUTTON, attrs: { id: 'go', 'data-testid': 'x' } })).toBe(false);
  const badge: Fingerprint = { role: '', name: '', text: '1', tag: 'span', attrs: {}, place: 'a > span:1/1' };
  expect(sameElement(badge, { ...badge, text: '2' })).toBe(false);
  expect(sameElement(BUTTON, { ...BUTTON, text: 'changed text, same name' })).toBe(true);
});

test('a text check is pinned without its text only where something else identifies the element, and not the words that named it', () => {
  const badge: Fingerprint = { role: '', name: '', text: '2', tag: 'span', attrs: { 'data-testid': 'cart-badge' }, place: 'a > span:1/1' };
  expect(sameElement(badge, { ...badge, text: '1' }, false)).toBe(true);
  expect(sameElement(badge, { ...badge, text: '1' })).toBe(false);
  expect(sameElement(badge, { ...badge, text: '1', attrs: { 'data-testid': 'wish-badge' } }, false)).toBe(false);
  expect(textFreeIdentity(badge, 'cart badge')).toBe(true);
  expect(textFreeIdentity(badge)).toBe(true);
  // Only its text (or a type) says which element it is: nothing is left without it.
  expect(textFreeIdentity({ ...badge, attrs: {} }, 'cart badge')).toBe(false);
  expect(textFreeIdentity({ ...badge, attrs: { type: 'text' } }, 'cart badge')).toBe(false);
  // The description's own words are in its text: the text is what found it.
  const heading: Fingerprint = { role: 'heading', name: 'Checkout: Your Information', text: 'Checkout: Your Information', tag: 'h2', attrs: {}, place: 'div > h2:1/1' };
  expect(textFreeIdentity(heading, 'checkout heading')).toBe(false);
  expect(textFreeIdentity({ ...heading, text: '合计：¥43.18', name: '合计' }, '合计')).toBe(false);
  expect(textFreeIdentity({ ...badge, text: 'Items in cart: 2' }, 'Cart count')).toBe(false);
});

test('step keys tell repeated texts apart by order, and hashes change with the plan', () => {
  const keys = new StepKeys();
  expect([keys.keyOf('Click "Next"', 4), keys.keyOf('Fill', 5), keys.keyOf('Click "Next"', 9), keys.keyOf('Click "Next"', 4)]).toEqual(['Click "Next"', 'Fill', 'Click "Next" #2', 'Click "Next"']);
  expect(stepHash('Click', [{ tool: 'click', args: { target: 'A' } }])).not.toBe(stepHash('Click', [{ tool: 'click', args: { target: 'A', exact: true } }]));
});

test('modes: frozen in CI, updated locally, SPECWRIGHT_LOCK wins, a typo is an error', () => {
  expect(lockMode({})).toEqual({ mode: 'update' });
  expect(lockMode({ CI: 'true' })).toEqual({ mode: 'frozen' });
  expect(lockMode({ CI: 'true', SPECWRIGHT_LOCK: 'strict' })).toEqual({ mode: 'strict' });
  expect(lockMode({ SPECWRIGHT_LOCK: 'stirct' })).toHaveProperty('error');
});

test('an entry kept for a deleted scenario stays until pruned; an update with nothing recorded adds no scenario', () => {
  const lock: LockFile = applyUpdates(undefined, 'specs/a.md', [update('Gone', 3, { 'Click "C"': step(4) })]);
  const next = applyUpdates(lock, 'specs/a.md', [update('Empty', 9, {})]);
  expect(Object.keys(next.scenarios)).toEqual(['Gone']);
});

test('a registry action\'s record round-trips: each step\'s place and target, an element only when its tool read one; a half element record is refused', () => {
  const action: LockStep = {
    line: 7, hash: 'def456', calls: [{ tool: 'ui:dialog:open', args: {}, path: '/components/', steps: [
      { step: '2', target: 'css:.legacy-create' },
      { step: '3/fallback.1', target: '"Name" field', locator: "getByLabel('Name')", selector: 'internal:label="Name"s', fingerprint: BUTTON },
    ] }],
  };
  const text = serializeLock(applyUpdates(undefined, 'specs/a.md', [update('First', 5, { 'Run ui:dialog:open': action })]));
  const parsed = parseLock(text, 'a.yaml');
  expect(parsed.ok && parsed.lock.scenarios.First.steps['Run ui:dialog:open']).toEqual(action);
  expect(parsed.ok && serializeLock(parsed.lock)).toBe(text);
  const half = parseLock(text.replace(/ *selector: internal:label.*\n/, ''), 'a.yaml');
  expect(half.ok ? 'parsed' : half.message).toMatch(/registry action step 3\/fallback\.1: needs locator and selector/);
  const nameless = parseLock(text.replace('step: "2"', 'stop: "2"'), 'a.yaml');
  expect(nameless.ok ? 'parsed' : nameless.message).toMatch(/a registry action step needs step and target/);
});

/** Valid YAML whose aliases expand to 10^12 nodes: read as it loads (the worker reads locks as specs load), it must be a message, never a throw. */
function aliasBomb(): string {
  const names = 'abcdefghijklm';
  const lines = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
  for (let i = 1; i < names.length; i++)
    lines.push(`${names[i]}: &${names[i]} [${Array.from({ length: 10 }, () => `*${names[i - 1]}`).join(', ')}]`);
  return lines.join('\n');
}
