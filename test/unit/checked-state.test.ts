/** A tab or option is checked when it is selected, a toggle button when it is pressed; an element with no such state fails either way. */
import { test } from '@playwright/test';
import { checkCases } from '../support/check-cases.ts';

test.use({ trace: 'off' });

const LISTBOX = '<ul role="listbox" aria-label="Fruit"><li role="option" aria-selected="true">Apple</li><li role="option" aria-selected="false">Banana</li></ul>';
const TABS = '<div role="tablist"><button role="tab" aria-selected="true">Profile</button><button role="tab" aria-selected="false">Security</button></div>';

checkCases([
  [TABS, 'assertChecked', { target: 'the "Profile" tab' }, 'pass'],
  [TABS, 'assertChecked', { target: 'the "Security" tab' }, 'fail'],
  [TABS, 'assertChecked', { target: 'the "Security" tab', checked: false }, 'pass'],
  ['<button aria-pressed="true">Bold</button>', 'assertChecked', { target: 'the "Bold" button' }, 'pass'],
  ['<button aria-pressed="false">Bold</button>', 'assertChecked', { target: 'the "Bold" button' }, 'fail'],
  ['<button>Bold</button>', 'assertChecked', { target: 'the "Bold" button' }, 'fail'],
  ['<button>Bold</button>', 'assertChecked', { target: 'the "Bold" button', checked: false }, 'fail'],
  ['<label><input type="checkbox" checked> Remember me</label>', 'assertChecked', { target: 'the "Remember me" checkbox' }, 'pass'],
  ['<label><input type="checkbox"> Remember me</label>', 'assertChecked', { target: 'the "Remember me" checkbox' }, 'fail'],
  [LISTBOX, 'assertChecked', { target: 'the "Apple" option' }, 'pass'],
  [LISTBOX, 'assertChecked', { target: 'the "Banana" option' }, 'fail'],
  [LISTBOX, 'assertChecked', { target: 'the "Banana" option', checked: false }, 'pass'],
]);
