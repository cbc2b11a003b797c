/**
 * A text check judges what the page shows: a hidden word inside the element ("Status: <span
 * hidden>Not</span> started") is not there for the reader, so "Status: started" is shown, and an
 * absence check of it fails; a shown word between keeps the phrase apart.
 */
import { test } from '@playwright/test';
import { checkCases, type CheckCase } from '../support/check-cases.ts';

test.use({ trace: 'off' });

const HIDDEN_NOT = '<div>Status: <span style="display:none">Not</span> started</div>';
const CASES: CheckCase[] = [
  [HIDDEN_NOT, 'assertTextPresent', { text: 'Status: started' }, 'pass'],
  [HIDDEN_NOT, 'assertTextAbsent', { text: 'Status: started' }, 'fail'],
  [HIDDEN_NOT, 'assertTextPresent', { text: 'Status: Not started' }, 'fail'],
  ['<div>Status: <b>Not</b> started</div>', 'assertTextPresent', { text: 'Status: started' }, 'fail'],
  ['<div>Status: <b>Not</b> started</div>', 'assertTextAbsent', { text: 'Status: started' }, 'pass'],
  ['<p>Price: <s hidden>$20.00</s> $15.00</p>', 'assertTextPresent', { text: 'Price: $15.00' }, 'pass'],
  ['<p>Price: <s hidden>$20.00</s> $15.00</p><p>Price: $9.99</p>', 'assertTextPresent', { text: 'Price: $20.00' }, 'fail'],
  ['<ul><li>Status: <span hidden>Not</span> started</li><li>Status: done</li></ul>', 'assertTextPresent', { target: 'the first list item', text: 'Status: started' }, 'pass'],
  ['<div>Status:\n    <span hidden>Not</span>\n    started</div>', 'assertTextPresent', { text: 'Status: started' }, 'pass'],
  // A phrase never runs from one block into the next, hidden words or not.
  ['<div>Item total: $29.99</div><div>Tax: $2.40</div><span hidden>x</span>', 'assertTextPresent', { text: '$29.99 Tax' }, 'fail'],
  ['<div><p>Status: <span hidden>Not</span></p><p>started</p></div>', 'assertTextPresent', { text: 'Status: started' }, 'fail'],
  ['<div><p>Status: <span hidden>Not</span></p><p>started</p></div>', 'assertTextAbsent', { text: 'Status: started' }, 'pass'],
];

checkCases(CASES);
