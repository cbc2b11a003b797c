/**
 * A page said by its name ("the Book a visit page is shown", 跳转到登录页): told by its own heading,
 * never by a link, a button or the site's name; by its whole title only where it has no heading. The
 * exported helper reads every page here as the tool does.
 */
import ts from 'typescript';
import vm from 'node:vm';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { exportSpec } from '../../src/export/index.ts';
import { createToolContext, executeCall } from '../../src/tools/index.ts';

test.use({ trace: 'off' });

/** [markup, the name said, whether that is the page] */
const PAGES: Array<[string, string, boolean]> = [
  // The site's name as the header's h1; the page's own heading in the main area.
  ['<title>Book a visit · Pawcare</title><header><h1>Pawcare</h1></header><main><h2>Book a visit</h2></main>', 'Book a visit', true],
  ['<title>Book a visit · Pawcare</title><header><h1>Pawcare</h1></header><main><h2>Book a visit</h2></main>', 'book a visit', true],
  ['<title>Book a visit · Pawcare</title><header><h1>Pawcare</h1></header><main><h2>Book a visit</h2></main>', 'Pawcare', false],
  // No main area: the first level-1 heading. A link or button of the name is no sign of the page.
  ['<nav><a href="#">Cart</a> <a href="#">Checkout</a></nav><h1>Checkout</h1>', 'Checkout', true],
  ['<nav><a href="#">Cart</a> <a href="#">Checkout</a></nav><h1>Cart</h1><button>Checkout</button>', 'Checkout', false],
  // A heading that says more is another page ("Checkout complete"); a second line is a caption under the name.
  ['<h1>Checkout complete</h1>', 'Checkout', false],
  ['<h1>Checkout<br><small>Step 2 of 3</small></h1>', 'Checkout', true],
  ['<h1>Login page</h1>', 'Login', true],
  ['<h1>登录</h1>', '登录', true],
  ['<h1>用户登录</h1>', '登录', false],
  // The main area's highest heading, not the first: a sidebar's h3 before the page's h2.
  ['<main><aside><h3>Filters</h3></aside><h2>Products</h2><h3>Bike Light</h3></main>', 'Products', true],
  ['<main><aside><h3>Filters</h3></aside><h2>Products</h2><h3>Bike Light</h3></main>', 'Filters', false],
  // A hidden heading is not read; the first one shown is.
  ['<main><h1 style="display:none">Orders</h1><h2>Returns</h2></main>', 'Orders', false],
  ['<main><h1 style="display:none">Orders</h1><h2>Returns</h2></main>', 'Returns', true],
  // No heading: the whole title, never a part of it (the site's name is a part of every page's title).
  ['<title>Login | Shop</title><p>Sign in below</p>', 'Login | Shop', true],
  ['<title>Login | Shop</title><p>Sign in below</p>', 'Shop', false],
  ['<title>Settings</title><p>Options</p>', 'Settings', true],
];

async function toolSays(page: Page, name: string, not = false): Promise<boolean | string> {
  const result = await executeCall(createToolContext(page, { timeout: 200 }), { tool: 'assertTitle', args: { title: name, page: true, ...(not ? { not } : {}) } });
  return result.ok || result.error.message;
}

test('the page named is the one its own heading names, else its whole title; the exported helper agrees on every page', async ({ page }) => {
  const { code } = exportSpec({ file: 'specs/a.md', source: '# A\n\n## Scenario: A\n1. Open /\n2. The Checkout page is shown\n', root: path.resolve(import.meta.dirname, '..', '..') });
  expect(code).toContain(`await expect.poll(() => pageNamed(page, 'Checkout')).toBe(true);`);
  const source = /async function pageNamed[\s\S]*?\n}/.exec(code!)![0];
  const js = ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2022 } }).outputText;
  const exported = vm.runInNewContext(`${js}\npageNamed`, {}) as (page: Page, name: string) => Promise<boolean>;
  for (const [html, name, named] of PAGES) {
    await page.setContent(html);
    const said = await toolSays(page, name);
    expect(said === true, `${name} on ${html}: ${said}`).toBe(named);
    expect(await toolSays(page, name, true) === true, `not ${name} on ${html}`).toBe(!named);
    expect(await exported(page, name), `exported: ${name} on ${html}`).toBe(named);
  }
});

test('a failed check says what the page is named; a page with neither heading nor title is neither the page nor another', async ({ page }) => {
  await page.setContent('<title>Shop</title><header><h1>Shop</h1></header><main><h2>Cart</h2><button>Checkout</button></main>');
  expect(await toolSays(page, 'Checkout')).toContain('Expected to be on the "Checkout" page, but its heading reads "Cart"');
  await page.setContent('<p>Nothing here</p>');
  expect(await toolSays(page, 'Checkout')).toContain('it has neither a heading nor a title');
  expect(await toolSays(page, 'Checkout', true)).toContain('it has neither a heading nor a title');
});

test('a page whose heading changes to the name passes once it does (a view rendered after a click)', async ({ page }) => {
  await page.setContent('<main><h2>Loading</h2></main><script>setTimeout(() => { document.querySelector("h2").textContent = "Book a visit"; }, 150)</script>');
  const result = await executeCall(createToolContext(page, { timeout: 3000 }), { tool: 'assertTitle', args: { title: 'Book a visit', page: true } });
  expect(result.ok).toBe(true);
});
