/**
 * "the shopping list", "the orders table": a list or a table named by nothing but the heading right
 * before it. Only that heading's own: the walk from the heading stops at the next text, so a heading
 * with no list after it names none, never the next heading's.
 */
import { test } from '@playwright/test';
import { checkCases } from '../support/check-cases.ts';

test.use({ trace: 'off' });

const flat = '<div><h2>Shopping list <span>2</span></h2><ul><li>Coconut milk</li></ul><h2>Saved list</h2><p>Nothing yet</p><h2>Pantry</h2><ul><li>Salt</li></ul></div>';
const table = '<section><h3>Recent orders</h3><table><tr><td>#1002</td><td>Shipped</td></tr></table></section><section><h3>Returns</h3><table><tr><td>#0999</td></tr></table></section>';

checkCases([
  [flat, 'assertTextPresent', { text: 'Coconut milk', target: 'shopping list' }, 'pass'],
  [flat, 'assertTextPresent', { text: 'Salt', target: 'shopping list' }, 'fail'],
  [flat, 'assertTextPresent', { text: 'Salt', target: 'Pantry list' }, 'pass'],
  [flat, 'assertTextPresent', { text: 'Salt', target: 'saved list' }, 'fail'],
  [flat, 'assertTextAbsent', { text: 'Salt', target: 'shopping list' }, 'pass'],
  [table, 'assertTextPresent', { text: '#1002', target: 'recent orders table' }, 'pass'],
  [table, 'assertTextPresent', { text: '#0999', target: 'recent orders table' }, 'fail'],
]);
