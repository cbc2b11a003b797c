/**
 * Enabled and disabled are states of a control. A name, a cell or a status word has none: Playwright
 * calls any element enabled, so "Alan Turing is active" would pass on his name whatever his status
 * says. A control the page shows disabled (a `disabled` class, no pointer events, inert) is disabled.
 */
import { test } from '@playwright/test';
import { checkCases } from '../support/check-cases.ts';

test.use({ trace: 'off' });

const members = '<table><tr><td>Alan Turing</td><td><span class="pill">Inactive</span></td></tr></table>';

checkCases([
  [members, 'assertEnabled', { target: 'Alan Turing' }, 'fail'],
  [members, 'assertEnabled', { target: 'Alan Turing', enabled: false }, 'fail'],
  ['<ul><li>Glass Harbour <em>On loan</em></li></ul>', 'assertEnabled', { target: 'Glass Harbour' }, 'fail'],
  ['<button>Renew</button>', 'assertEnabled', { target: 'Renew button' }, 'pass'],
  ['<button disabled>Renew</button>', 'assertEnabled', { target: 'Renew button', enabled: false }, 'pass'],
  ['<button disabled>Renew</button>', 'assertEnabled', { target: 'Renew button' }, 'fail'],
  ['<fieldset disabled><button>Renew</button></fieldset>', 'assertEnabled', { target: 'Renew button' }, 'fail'],
  ['<div role="button" aria-disabled="true">Renew</div>', 'assertEnabled', { target: 'Renew button' }, 'fail'],
  ['<a href="#" class="btn disabled">Next</a>', 'assertEnabled', { target: 'Next link' }, 'fail'],
  ['<a href="#" class="btn disabled">Next</a>', 'assertEnabled', { target: 'Next link', enabled: false }, 'pass'],
  ['<button style="pointer-events:none">Pay</button>', 'assertEnabled', { target: 'Pay button' }, 'fail'],
  ['<div inert><button>Pay</button></div>', 'assertEnabled', { target: 'Pay button' }, 'fail'],
  ['<a href="#">Next</a>', 'assertEnabled', { target: 'Next link' }, 'pass'],
  // A label names its control: the control's state is read.
  ['<label>Dark mode <input type="checkbox" role="switch"></label>', 'assertEnabled', { target: 'Dark mode' }, 'pass'],
  ['<label>Dark mode <input type="checkbox" role="switch" disabled></label>', 'assertEnabled', { target: 'Dark mode', enabled: false }, 'pass'],
  ['<span tabindex="0" class="chip">Approved</span>', 'assertEnabled', { target: '"Approved"' }, 'pass'],
  // A name that is a link is no control, unless the words call it a link or it is styled as a button.
  ['<ul><li><a href="#ada">Ada Lovelace</a> <span>Inactive</span></li></ul>', 'assertEnabled', { target: 'Ada Lovelace' }, 'fail'],
  ['<a href="#" class="btn">Checkout</a>', 'assertEnabled', { target: 'Checkout' }, 'pass'],
  // A text inside a button stands for the button.
  ['<button disabled><span>Save</span> <small>changes</small></button>', 'assertEnabled', { target: '"Save"', enabled: false }, 'pass'],
  ['<button disabled><span>Save</span> <small>changes</small></button>', 'assertEnabled', { target: '"Save"' }, 'fail'],
]);
