/**
 * A container named by its caption (`the "To do" column`, `the "Trail Backpack" card`, `the card
 * for "Bike Light"`) holds what sits nearest the caption, not only the caption's own element: a
 * text check reads the container. Another item's text is never the container's.
 */
import { test } from '@playwright/test';
import { checkCases } from '../support/check-cases.ts';

test.use({ trace: 'off' });

const SHOP = '<main><div class="item"><div class="name">Trail Backpack</div><div>$29.99</div><button>Remove</button></div>'
  + '<div class="item"><div class="name">Bike Light</div><div>$9.99</div><button>Add to cart</button></div></main>';
const BOARD = '<div class="board"><div class="col"><h3>To do</h3><ul><li>Fix login bug</li><li>Update docs</li></ul></div>'
  + '<div class="col"><h3>Done</h3><ul><li>Write tests</li></ul></div></div>';

checkCases([
  [SHOP, 'assertTextAbsent', { target: 'the "Trail Backpack" card', text: '$29.99' }, 'fail'],
  [SHOP, 'assertTextPresent', { target: 'the "Trail Backpack" card', text: '$29.99' }, 'pass'],
  [SHOP, 'assertTextPresent', { target: 'the "Trail Backpack" card', text: '$9.99' }, 'fail'],
  [SHOP, 'assertTextAbsent', { target: 'the "Trail Backpack" card', text: 'Add to cart' }, 'pass'],
  [SHOP, 'assertTextAbsent', { target: 'the card for "Bike Light"', text: 'Add to cart' }, 'fail'],
  [SHOP, 'assertTextPresent', { target: 'the card for "Bike Light"', text: 'Add to cart' }, 'pass'],
  [SHOP, 'assertTextAbsent', { target: 'the "Bike Light" product', text: '$9.99' }, 'fail'],
  [SHOP, 'assertTextAbsent', { target: '"登山背包"卡片', text: 'Remove' }, 'pass'],
  [SHOP, 'assertTextAbsent', { target: 'the "Fleece Jacket" card', text: '$49.99' }, 'pass'],
  [BOARD, 'assertTextAbsent', { target: 'the "To do" column', text: 'Fix login bug' }, 'fail'],
  [BOARD, 'assertTextPresent', { target: 'the "To do" column', text: 'Update docs' }, 'pass'],
  [BOARD, 'assertTextPresent', { target: 'the "To do" column', text: 'Write tests' }, 'fail'],
  [BOARD, 'assertTextAbsent', { target: 'the "Done" lane', text: 'Fix login bug' }, 'pass'],
  [BOARD, 'assertTextPresent', { target: 'the "Done" column', text: 'Write tests' }, 'pass'],
  // Unquoted, a capitalized caption before a container word is read the same way.
  [SHOP, 'assertTextPresent', { target: 'the Bike Light card', text: '$29.99' }, 'fail'],
  [SHOP, 'assertTextPresent', { target: 'the Bike Light card', text: '$9.99' }, 'pass'],
  [BOARD, 'assertTextAbsent', { target: 'the To do column', text: 'Fix login bug' }, 'fail'],
  [BOARD, 'assertTextAbsent', { target: 'the Done column', text: 'Fix login bug' }, 'pass'],
  [BOARD, 'assertTextAbsent', { target: 'the Archive column', text: 'Fix login bug' }, 'fail'],
]);
