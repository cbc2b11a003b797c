/**
 * A text check of a form field reads the field and what its aria-describedby and aria-errormessage
 * name (a hint, a validation error under it), each by its own visible text: a hidden error never
 * counts, and the absence of a shown one fails.
 */
import { test } from '@playwright/test';
import { checkCases } from '../support/check-cases.ts';

test.use({ trace: 'off' });

const INVALID = '<label for="e">Email</label><input id="e" value="ada@" aria-invalid="true" aria-describedby="e-hint e-err">'
  + '<small id="e-hint">We never share it</small><p id="e-err" role="alert">Enter a valid email address</p>'
  + '<label for="n">Name</label><input id="n" aria-describedby="n-err"><p id="n-err" hidden>Name is required</p>'
  + '<p>Password is too short</p>';

checkCases([
  [INVALID, 'assertTextPresent', { target: 'the Email field', text: 'Enter a valid email address' }, 'pass'],
  [INVALID, 'assertTextPresent', { target: 'the Email field', text: 'never share' }, 'pass'],
  [INVALID, 'assertTextPresent', { target: 'the Email field', text: 'ada@' }, 'pass'],
  [INVALID, 'assertTextAbsent', { target: 'the Email field', text: 'Enter a valid email address' }, 'fail'],
  [INVALID, 'assertTextPresent', { target: 'the Name field', text: 'Name is required' }, 'fail'],
  [INVALID, 'assertTextAbsent', { target: 'the Name field', text: 'Name is required' }, 'pass'],
  [INVALID, 'assertTextPresent', { target: 'the Email field', text: 'Password is too short' }, 'fail'],
  [INVALID, 'assertTextPresent', { target: 'the Name field', text: 'Enter a valid email address' }, 'fail'],
]);
