/**
 * A text check of a form field reads the field and what its aria-describedby and aria-errormessage
 * name (a hint, a validation error under it), each by its own visible text: a hidden error never
 * counts, and the absence of a shown one fails. With no id tying them, the message right after the
 * field in a block of its own is the field's; never another field's, a list after a search box, or
 * a message beside fields that share one parent.
 */
import { test } from '@playwright/test';
import { checkCases } from '../support/check-cases.ts';

test.use({ trace: 'off' });

const INVALID = '<label for="e">Email</label><input id="e" value="ada@" aria-invalid="true" aria-describedby="e-hint e-err">'
  + '<small id="e-hint">We never share it</small><p id="e-err" role="alert">Enter a valid email address</p>'
  + '<label for="n">Name</label><input id="n" aria-describedby="n-err"><p id="n-err" hidden>Name is required</p>'
  + '<p>Password is too short</p>';

/** Each field in a row of its own, its message after it, tied by no id. And a search box with results after it. */
const ROWS = '<form><div class="row"><label for="m">Email</label><input id="m" value="x"><p class="err">Enter a valid email</p></div>'
  + '<div class="row"><label for="ph">Phone</label><input id="ph"></div>'
  + '<div class="row"><label for="z">手机号</label><div class="control"><input id="z" value="123"></div><p class="help">请输入正确的手机号</p></div></form>';
const SEARCH = '<div class="search"><input aria-label="Search" value="Bike"><ul><li>Bike Light</li></ul></div>';
/** Fields side by side in one parent: a message there is no one field's. */
const FLAT = '<label for="n2">Name</label><input id="n2"><p>Password is too short</p><label for="p2">Password</label><input id="p2" type="password">';

checkCases([
  [INVALID, 'assertTextPresent', { target: 'the Email field', text: 'Enter a valid email address' }, 'pass'],
  [INVALID, 'assertTextPresent', { target: 'the Email field', text: 'never share' }, 'pass'],
  [INVALID, 'assertTextPresent', { target: 'the Email field', text: 'ada@' }, 'pass'],
  [INVALID, 'assertTextAbsent', { target: 'the Email field', text: 'Enter a valid email address' }, 'fail'],
  [INVALID, 'assertTextPresent', { target: 'the Name field', text: 'Name is required' }, 'fail'],
  [INVALID, 'assertTextAbsent', { target: 'the Name field', text: 'Name is required' }, 'pass'],
  [INVALID, 'assertTextPresent', { target: 'the Email field', text: 'Password is too short' }, 'fail'],
  [INVALID, 'assertTextPresent', { target: 'the Name field', text: 'Enter a valid email address' }, 'fail'],
  // No id ties the message: the short text right after the field in its own block.
  [ROWS, 'assertTextPresent', { target: 'the Email field', text: 'Enter a valid email' }, 'pass'],
  [ROWS, 'assertTextAbsent', { target: 'the Email field', text: 'Enter a valid email' }, 'fail'],
  [ROWS, 'assertTextPresent', { target: 'the Phone field', text: 'Enter a valid email' }, 'fail'],
  [ROWS, 'assertTextPresent', { target: 'the 手机号 field', text: '请输入正确的手机号' }, 'pass'],
  [SEARCH, 'assertTextPresent', { target: 'the Search field', text: 'Bike Light' }, 'fail'],
  [ROWS, 'assertTextPresent', { target: 'the Email field', text: 'Email' }, 'fail'],
  [FLAT, 'assertTextPresent', { target: 'the Name field', text: 'Password is too short' }, 'fail'],
]);
