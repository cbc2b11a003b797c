/**
 * A quoted name of a button, link, field or heading is the element's whole name: a page that has
 * only a longer-named look-alike fails the check (and a negative check passes), and an action finds
 * nothing to act on; an unquoted description, a quoted text alone and a container's name still take
 * a part of a longer name.
 */
import { expect, test } from '@playwright/test';
import { createToolContext, executeCall } from '../../src/tools/index.ts';
import { checkCases, type CheckCase } from '../support/check-cases.ts';

test.use({ trace: 'off' });

const CASES: CheckCase[] = [
  // A longer name is another element.
  ['<button>Submit feedback</button>', 'assertElementVisible', { target: 'the "Submit" button' }, 'fail'],
  ['<button>Save draft</button>', 'assertEnabled', { target: '"Save" button' }, 'fail'],
  ['<a href="#">Delete account</a>', 'assertElementVisible', { target: 'the "Delete" link' }, 'fail'],
  ['<h2>Featured products</h2>', 'assertElementVisible', { target: 'the "Products" heading' }, 'fail'],
  ['<label>Email address <input value="a@b.c"></label>', 'assertValue', { target: 'the "Email" field', value: 'a@b.c' }, 'fail'],
  ['<label><input type="checkbox" checked> Subscribe to partner offers</label>', 'assertChecked', { target: 'the "Subscribe" checkbox' }, 'fail'],
  ['<button>提交反馈</button>', 'assertElementVisible', { target: '"提交"按钮' }, 'fail'],
  ['<button>Add to cart</button><button>Add to cart</button>', 'assertCount', { target: '"Add" buttons', count: 2 }, 'fail'],
  ['<button>Add</button><button>Add to cart</button><button>Add to cart</button>', 'assertCount', { target: '"Add" buttons', count: 1 }, 'pass'],
  ['<button>Submit feedback</button>', 'assertElementHidden', { target: 'the "Submit" button' }, 'pass'],
  ['<button>Submit feedback</button>', 'assertTextPresent', { target: 'the "Submit" button', text: 'feedback' }, 'fail'],
  // The whole name, in another case, or with a count, an icon or an asterisk beside it.
  ['<button>SUBMIT</button>', 'assertElementVisible', { target: 'the "Submit" button' }, 'pass'],
  ['<a href="/cart">Cart <span>2</span></a>', 'assertElementVisible', { target: 'the "Cart" link' }, 'pass'],
  ['<button>★ Save</button>', 'assertEnabled', { target: '"Save" button' }, 'pass'],
  ['<label>Email * <input value="a@b.c"></label>', 'assertValue', { target: 'the "Email" field', value: 'a@b.c' }, 'pass'],
  ['<button>Next →</button>', 'assertElementVisible', { target: 'the "Next" button' }, 'pass'],
  ['<button>提交 ›</button>', 'assertElementVisible', { target: '"提交"按钮' }, 'pass'],
  // Unquoted words describe; a container's name is its content; a quoted text alone is text.
  ['<button>Submit feedback</button>', 'assertElementVisible', { target: 'the Submit button' }, 'pass'],
  ['<table><tr><td>Total</td><td>$43.18</td></tr></table>', 'assertTextPresent', { target: 'the "Total" row', text: '$43.18' }, 'pass'],
  ['<h1>Welcome back, Ada!</h1>', 'assertElementVisible', { target: '"Welcome back"' }, 'pass'],
];

checkCases(CASES);

test('an action holds a quoted name of a button to its whole name too: a longer name is not acted on, and the failure names it', async ({ page }) => {
  await page.setContent('<button onclick="window.clicked = true">Submit feedback</button>');
  const result = await executeCall(createToolContext(page, { timeout: 300 }), { tool: 'click', args: { target: 'the "Submit" button' } } as never);
  expect(result.ok ? 'clicked' : result.error.code).toBe('ELEMENT_NOT_FOUND');
  expect(JSON.stringify(result.ok ? {} : result.error.evidence)).toContain('Submit feedback');
  expect(await page.evaluate(() => (window as unknown as { clicked?: boolean }).clicked)).toBeUndefined();
  // A quoted text alone is text, and unquoted words describe: both may still be a part of a longer name.
  for (const target of ['"Submit"', 'the Submit button']) {
    const taken = await executeCall(createToolContext(page, { timeout: 300 }), { tool: 'click', args: { target } } as never);
    expect(taken.ok, target).toBe(true);
  }
});
