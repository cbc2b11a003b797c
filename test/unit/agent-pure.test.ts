/** The agent's pure parts: verdict evidence, secret placeholders, the toolsets per mode. */
import { expect, test } from '@playwright/test';
import { checkEvidence, SecretMask } from '../../src/agent/index.ts';
import { buildToolset } from '../../src/agent/toolset.ts';

test.describe('checkEvidence', () => {
  const seen = ['ok:\nCart (2 items)\n  Backpack   $29.99', 'URL: http://x/cart.html'];
  test('quotes that occur (whitespace collapsed, case kept) pass', () => {
    expect(checkEvidence(['Cart (2 items)', 'Backpack $29.99'], seen)).toEqual({ ok: true, unverified: [] });
  });
  test('an invented quote, a case change, a too-short quote, or no quote at all is not evidence', () => {
    expect(checkEvidence(['Cart (3 items)'], seen).ok).toBe(false);
    expect(checkEvidence(['cart (2 items)'], seen).ok).toBe(false);
    expect(checkEvidence(['2'], seen).ok).toBe(false);
    expect(checkEvidence([], seen)).toEqual({ ok: false, unverified: ['(no evidence given)'] });
    expect(checkEvidence(['Cart (2 items)', 'Order placed'], seen).unverified).toEqual(['Order placed']);
  });
});

test('SecretMask: values become placeholders for the model, placeholders become values for the tools', () => {
  const mask = new SecretMask({ PASSWORD: 'hunter22', TOKEN: 'hunter22-extra' }, ['other-secret']);
  expect(mask.mask('typed hunter22-extra then hunter22 and other-secret')).toBe('typed ${secrets.TOKEN} then ${secrets.PASSWORD} and [secret]');
  expect(mask.substitute({ ref: 'e3', value: '${secrets.PASSWORD}', list: ['${secrets.TOKEN}'] })).toEqual({ ref: 'e3', value: 'hunter22', list: ['hunter22-extra'] });
  expect(mask.substitute('[secret]')).toBe('[secret]');
  expect(mask.names().sort()).toEqual(['${secrets.PASSWORD}', '${secrets.TOKEN}']);
});

test('buildToolset: judging offers read-only tools and verdict only; acting offers actions, namespaced, and finish', () => {
  const judge = buildToolset('judge', [], { finish: false, verdict: true }).tools.map(t => t.name);
  expect(judge).toContain('getElements');
  expect(judge).toContain('verdict');
  for (const name of ['click', 'fill', 'navigate', 'executeJS', 'finish'])
    expect(judge).not.toContain(name);
  const act = buildToolset('act', [{ name: 'shop:login', description: 'Log in', parameters: { type: 'object' } }], { finish: true, verdict: false });
  expect(act.tools.map(t => t.name)).toEqual(expect.arrayContaining(['click', 'fill', 'shop__login', 'finish']));
  expect(act.byModelName.get('shop__login')).toBe('shop:login');
  const click = act.tools.find(t => t.name === 'click')!;
  expect(click.parameters).toMatchObject({ type: 'object', properties: { ref: { type: 'string' } } });
});
