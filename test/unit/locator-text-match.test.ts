/** Text semantics of the assertions: exact is the whole normalized text; contains a whole phrase, case-sensitive; near misses named. Pure, no browser. */
import { expect, test } from '@playwright/test';
import { candidatesFor, type TargetKind } from '../../src/locator/candidates.ts';
import { parseTarget } from '../../src/locator/index.ts';
import { matchesText, nearMiss } from '../../src/locator/text-match.ts';

test('exact: the whole text, whitespace-normalized, case-sensitive', () => {
  expect(matchesText('  Total:\n $32.39 ', 'Total: $32.39', 'exact')).toBe(true);
  expect(matchesText('Total: $32.39', 'total: $32.39', 'exact')).toBe(false);
  expect(matchesText('Total: $32.39', 'Total:', 'exact')).toBe(false);
  expect(nearMiss('Total: $32.39', 'Total:', 'exact')).toBe('part-text');
});

test('contains: a whole phrase, case-sensitive, never inside a longer word or number', () => {
  expect(matchesText('Item total: $29.99', 'Total: $29.99')).toBe(false);
  expect(nearMiss('Item total: $29.99', 'Total: $29.99', 'contains')).toBe('case');
  expect(matchesText('Total: $29.99 incl. tax', 'Total:   $29.99')).toBe(true);
  expect(matchesText('Price $129.99', '$29.99')).toBe(false);
  expect(matchesText('Price $129.99', '29.99')).toBe(false);
  expect(nearMiss('Price $129.99', '29.99', 'contains')).toBe('part-word');
  expect(matchesText('$29.999', '$29.99')).toBe(false);
  // A number's decimals or thousands beside it make a longer number.
  expect(matchesText('$29.99', '$29')).toBe(false);
  expect(matchesText('¥29.99', '¥29')).toBe(false);
  expect(matchesText('$29.99', '99')).toBe(false);
  expect(matchesText('1,000 items', '1')).toBe(false);
  expect(matchesText('Total: $29.99.', '$29.99')).toBe(true);
  expect(matchesText('Pick 3, 4 or 5', '3')).toBe(true);
  expect(matchesText('Items: 2.', 'Items: 2')).toBe(true);
  expect(matchesText('Reinstall now', 'install')).toBe(false);
  expect(matchesText('Install now', 'Install')).toBe(true);
  expect(matchesText('(Install)', 'Install')).toBe(true);
  expect(nearMiss('Nothing like it', 'Install', 'contains')).toBeUndefined();
});

test('contains: Chinese has no word edges, so a phrase inside the text counts', () => {
  expect(matchesText('已加入购物车的商品', '加入购物车')).toBe(true);
  expect(matchesText('共3件商品', '3件')).toBe(true);
  expect(matchesText('加入购物车', 'Add to cart')).toBe(false);
});

test('regex is a plain JavaScript regular expression', () => {
  expect(matchesText('Order #123', '#\\d+', 'regex')).toBe(true);
  expect(nearMiss('order', 'Order', 'regex')).toBeUndefined();
});

test('a quoted label has no id, class or test-id strategy; unquoted words keep them', () => {
  const strategies = (target: string, kind: TargetKind = 'any') => candidatesFor(parseTarget(target), kind, false).map(c => c.strategy);
  for (const quoted of ['"Login" button', '"Add to cart"', '"cart" icon', '"Remove" for "Bike Light"'])
    expect(strategies(quoted, 'clickable').filter(s => /^(?:test-id|attribute-words)/.test(s)), quoted).toEqual([]);
  expect(strategies('login button')).toContain('attribute-words');
  expect(strategies('cart icon')).toContain('attribute-words');
  expect(strategies('login button')).toContain('test-id/exact');
});
