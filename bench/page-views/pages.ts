/** The pages the page-views benchmark measures: the sample app's, and a generated 5,000-row table. */
import type { Page } from '@playwright/test';

export interface BenchPage {
  name: string;
  /** Brings `page` to the state to measure. */
  open(page: Page, baseURL: string): Promise<void>;
  /** Counts toward the sample-page median. */
  sample: boolean;
}

export const ROWS = 5000;

export const benchPages: BenchPage[] = [
  { name: 'index', sample: true, open: (page, base) => goto(page, `${base}/`) },
  { name: 'shop login', sample: true, open: (page, base) => goto(page, `${base}/shop/`) },
  { name: 'shop inventory', sample: true, open: async (page, base) => login(page, base) },
  {
    name: 'shop cart', sample: true, open: async (page, base) => {
      await login(page, base);
      const add = page.getByRole('button', { name: 'Add to cart' });
      await add.first().click();
      await add.first().click();
      await goto(page, `${base}/shop/cart.html`);
    },
  },
  { name: 'forms', sample: true, open: (page, base) => goto(page, `${base}/forms/`) },
  { name: 'components', sample: true, open: (page, base) => goto(page, `${base}/components/`) },
  { name: 'dynamic', sample: true, open: (page, base) => goto(page, `${base}/dynamic/`) },
  { name: 'hidden', sample: true, open: (page, base) => goto(page, `${base}/hidden/`) },
  { name: 'zh login', sample: true, open: (page, base) => goto(page, `${base}/zh/login.html`) },
  { name: `table ${ROWS} rows`, sample: false, open: async page => page.setContent(bigTable(ROWS)) },
];

async function goto(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

async function login(page: Page, base: string): Promise<void> {
  await goto(page, `${base}/shop/`);
  await page.getByPlaceholder('Username').fill('standard_user');
  await page.getByPlaceholder('Password').fill('secret_sauce');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/inventory/);
}

/** An admin-style page: header, filters, a table with a checkbox, link and button per row, a footer form. */
export function bigTable(rows: number): string {
  const statuses = ['active', 'invited', 'suspended'];
  const body = Array.from({ length: rows }, (_, i) => `<tr><td><input type="checkbox" aria-label="Select user ${i + 1}"></td>`
    + `<td>${i + 1}</td><td>User ${i + 1}</td><td>user${i + 1}@example.com</td><td>${statuses[i % 3]}</td>`
    + `<td><a href="/users/${i + 1}">Edit</a> <button type="button">Delete</button></td></tr>`).join('');
  return `<!doctype html><html><head><title>Users (${rows})</title></head><body>
<header><h1>Admin</h1><nav><a href="/">Home</a> <a href="/users">Users</a> <a href="/settings">Settings</a></nav></header>
<main><h2>Users</h2><form role="search"><input type="search" placeholder="Filter users" aria-label="Filter users">
<select aria-label="Status"><option>any</option><option>active</option><option>invited</option></select><button>Apply</button></form>
<table aria-label="Users"><thead><tr><th></th><th>#</th><th>Name</th><th>Email</th><th>Status</th><th>Actions</th></tr></thead>
<tbody>${body}</tbody></table></main>
<footer><form><label>Newsletter <input type="email" name="newsletter"></label><button>Subscribe</button></form></footer></body></html>`;
}
