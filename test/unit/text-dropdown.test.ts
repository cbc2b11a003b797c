/**
 * A closed dropdown shows its chosen option, not the others: a text check of a dropdown (or of the
 * page) must not pass on an option nobody chose, and a check of absence must not fail on one. A
 * list box that shows its options (multiple, or a size) shows them all.
 */
import { test } from '@playwright/test';
import { checkCases } from '../support/check-cases.ts';

test.use({ trace: 'off' });

const COUNTRY = '<label>Country <select><option>France</option><option>Germany</option></select></label>';
const CHOSEN = '<label>Country <select><option>France</option><option selected>Germany</option></select></label>';
const LIST = '<label>Countries <select multiple><option>France</option><option>Germany</option></select></label>';

checkCases([
  [COUNTRY, 'assertTextPresent', { target: '"Country" dropdown', text: 'Germany' }, 'fail'],
  [COUNTRY, 'assertTextPresent', { target: '"Country" dropdown', text: 'France' }, 'pass'],
  [COUNTRY, 'assertTextPresent', { target: '"Country" dropdown', text: 'France', match: 'exact' }, 'pass'],
  [COUNTRY, 'assertTextAbsent', { target: '"Country" dropdown', text: 'Germany' }, 'pass'],
  [COUNTRY, 'assertTextPresent', { text: 'Germany' }, 'fail'],
  [COUNTRY, 'assertTextAbsent', { text: 'Germany' }, 'pass'],
  [CHOSEN, 'assertTextPresent', { target: '"Country" dropdown', text: 'Germany' }, 'pass'],
  [CHOSEN, 'assertTextAbsent', { target: '"Country" dropdown', text: 'France' }, 'pass'],
  [LIST, 'assertTextPresent', { target: '"Countries" list box', text: 'Germany' }, 'pass'],
  // The page shows the chosen option, and only it.
  [CHOSEN, 'assertTextPresent', { text: 'Germany' }, 'pass'],
  [CHOSEN, 'assertTextAbsent', { text: 'Germany' }, 'fail'],
  [CHOSEN, 'assertTextPresent', { text: 'France' }, 'fail'],
  [`<div style="opacity:0">${CHOSEN}</div>`, 'assertTextPresent', { text: 'Germany' }, 'fail'],
]);

// A field shows its value (what was typed, not its first value or its placeholder); a password shows none.
test.describe('fields', () => {
  const typed = (html: string) => `${html}<script>document.querySelector('input, textarea').value = 'Ada Lovelace'</script>`;
  checkCases([
    [typed('<label>First Name <input></label>'), 'assertTextPresent', { target: 'the "First Name" field', text: 'Ada' }, 'pass'],
    [typed('<label>First Name <input></label>'), 'assertTextPresent', { target: 'the "First Name" field', text: 'Grace' }, 'fail'],
    [typed('<label>First Name <input></label>'), 'assertTextAbsent', { target: 'the "First Name" field', text: 'Ada' }, 'fail'],
    [typed('<label>Notes <textarea>first draft</textarea></label>'), 'assertTextPresent', { target: 'the "Notes" field', text: 'Ada' }, 'pass'],
    [typed('<label>Notes <textarea>first draft</textarea></label>'), 'assertTextPresent', { target: 'the "Notes" field', text: 'first draft' }, 'fail'],
    ['<label>Phone <input placeholder="555-0100"></label>', 'assertTextPresent', { target: 'the "Phone" field', text: '555-0100' }, 'fail'],
    [typed('<label>Password <input type="password"></label>'), 'assertTextPresent', { target: 'the "Password" field', text: 'Ada' }, 'fail'],
  ]);
});
