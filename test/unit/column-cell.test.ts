/**
 * A table cell by its column and the item its row names (column-cell.ts): the cell under the
 * header, in the row of that item and no other, in native tables and ARIA grids alike.
 */
import { expect, test } from '@playwright/test';
import { columnCellLocators, columnOfTarget } from '../../src/tools/assertions/column-cell.ts';
import { parseTarget } from '../../src/locator/parse.ts';

test.use({ trace: 'off' });

const PRODUCTS = `<table><thead><tr><th>Name</th><th>Stock</th><th>Status:</th></tr></thead><tbody>
  <tr><td>Linen Throw Pillow</td><td>14</td><td><span>Active</span></td></tr>
  <tr><td>Linen Throw Pillow (copy)</td><td>0</td><td>Draft</td></tr>
  <tr><td>Wool Area Rug 5x8</td><td>22</td><td>Archived</td></tr></tbody></table>`;

/** [page, column, item, the texts of the cells found]. */
const TABLES: [string, string, string, string[]][] = [
  [PRODUCTS, 'status', 'Wool Area Rug 5x8', ['Archived']],
  [PRODUCTS, 'Stock', 'Wool Area Rug 5x8', ['22']],
  // A cell whose whole text is the item names its row; a longer name holding it does not.
  [PRODUCTS, 'status', 'Linen Throw Pillow', ['Active']],
  [PRODUCTS, 'price', 'Wool Area Rug 5x8', []],
  [PRODUCTS, 'status', 'Bamboo Board', []],
  // Two rows that only mention the item: which one cannot be told, so both are found.
  ['<table><tr><th>Order</th><th>Total</th></tr><tr><td>#1002 (gift)</td><td>$18.50</td></tr><tr><td>#1002 (rest)</td><td>$9.00</td></tr></table>', 'total', '#1002', ['$18.50', '$9.00']],
  // Cells counted with their colspan: the cell under the header, not the one at its index.
  ['<table><tr><th colspan="2">Customer</th><th>Total</th></tr><tr><td>Ada</td><td>Lovelace</td><td>$5</td></tr></table>', 'total', 'Ada', ['$5']],
  ['<table><tr><th>Name</th><th>Total</th></tr><tr><td colspan="2">Ada — no orders</td></tr></table>', 'total', 'Ada', []],
  // An ARIA grid of divs.
  ['<div role="grid"><div role="row"><div role="columnheader">Ticket</div><div role="columnheader">Priority</div></div><div role="row"><div role="gridcell">ORB-101</div><div role="gridcell">High</div></div><div role="row"><div role="gridcell">ORB-102</div><div role="gridcell">Low</div></div></div>', 'priority', 'ORB-102', ['Low']],
  // A name beside an avatar's initials names its row; a longer name holding it does not.
  ['<table><tr><th>Name</th><th>Role</th></tr><tr><td><span class="avatar">PN</span>Priya Nair</td><td>Admin</td></tr><tr><td><span class="avatar">PN</span>Priya Nairobi</td><td>Agent</td></tr></table>', 'role', 'Priya Nair', ['Admin']],
  ['<table><tr><th>Name</th><th>Role</th></tr><tr><td><span class="avatar">TB</span>Tom Becker <small>tom@x.io</small></td><td>Agent</td></tr></table>', 'role', 'Tom Becker', ['Agent']],
  ['<table><tr><th>Job</th><th>状态</th></tr><tr><td>高级前端工程师</td><td>招聘中</td></tr><tr><td>前端工程师</td><td>已暂停</td></tr></table>', '状态', '前端工程师', ['已暂停']],
  // The header's own table only: another table's rows are not its rows.
  ['<table><tr><th>Plan</th><th>Price</th></tr><tr><td>Pro</td><td>$9</td></tr></table><table><tr><th>Plan</th><th>Seats</th></tr><tr><td>Pro</td><td>5</td></tr></table>', 'price', 'Pro', ['$9']],
];

test('the cell under the column, in the row naming the item', async ({ page }) => {
  for (const [html, column, item, texts] of TABLES) {
    await page.setContent(html);
    const [cells] = (await columnCellLocators(page, { column, item }))!;
    expect(await cells.allTextContents(), `${column} of ${item} in ${html}`).toEqual(texts);
  }
});

test('a property of an item is a name with a scope said by a text; a kind, a role or a region is not', () => {
  expect(columnOfTarget(parseTarget('status for "Linen Throw Pillow"'))).toEqual({ column: 'status', item: 'Linen Throw Pillow' });
  // A row said as such names the item too.
  expect(columnOfTarget(parseTarget('status in the "Ada" row'))).toEqual({ column: 'status', item: 'Ada' });
  expect(columnOfTarget(parseTarget('“前端工程师”这一行的状态'))).toEqual({ column: '状态', item: '前端工程师' });
  for (const target of ['the "Edit" button for "Ada"', 'the status', 'status in the header', 'status in the "Ada" dialog'])
    expect(columnOfTarget(parseTarget(target)), target).toBeUndefined();
});
