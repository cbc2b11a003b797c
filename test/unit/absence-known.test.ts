/**
 * A negative check whose target matches nothing passes only when the absence is known: quoted text
 * alone, or a quoted or role-worded name shown nowhere it would be (the page, or the scope's
 * container). A name that is shown while nothing matches the description means the description is
 * off (a role word the page does not use, a kind word read as a name): the check cannot tell, and fails.
 */
import { test } from '@playwright/test';
import { checkCases } from '../support/check-cases.ts';

test.use({ trace: 'off' });

const SHOP = '<main><div class="item"><div class="name">Trail Backpack</div><div>$29.99</div><button>Remove</button></div>'
  + '<div class="item"><div class="name">Bike Light</div><div>$9.99</div><button>Add to cart</button></div></main>';

checkCases([
  // The product is listed, but as no list item, box or logo: nothing tells it is hidden.
  [SHOP, 'assertElementHidden', { target: 'the "Trail Backpack" item' }, 'fail'],
  [SHOP, 'assertElementHidden', { target: 'the "Bike Light" box' }, 'fail'],
  [SHOP, 'assertTextAbsent', { target: 'the "Trail Backpack" item', text: 'Remove' }, 'fail'],
  [SHOP, 'assertTextAbsent', { target: 'the card for "Bike Light"', text: 'Add to cart' }, 'fail'],
  [SHOP, 'assertElementHidden', { target: 'the Remove link for "Trail Backpack"' }, 'fail'],
  // Known: quoted text alone, a named element whose name is shown nowhere, a scope that holds no such name.
  [SHOP, 'assertElementHidden', { target: '"Fleece Jacket"' }, 'pass'],
  [SHOP, 'assertElementHidden', { target: 'the "Fleece Jacket" item' }, 'pass'],
  [SHOP, 'assertElementHidden', { target: 'the "Remove" button for "Bike Light"' }, 'pass'],
  [SHOP, 'assertElementHidden', { target: 'the Remove button for "Bike Light"' }, 'pass'],
  [SHOP, 'assertTextAbsent', { target: 'the "Fleece Jacket" item', text: 'Remove' }, 'pass'],
]);

// A quoted name of a button is its whole name: a longer name shown is no sign of it; the whole name shown is.
checkCases([
  ['<button>Submit feedback</button>', 'assertElementHidden', { target: 'the "Submit" button' }, 'pass'],
  ['<a href="#">Submit</a>', 'assertElementHidden', { target: 'the "Submit" button' }, 'fail'],
]);
