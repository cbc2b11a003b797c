/**
 * A count of a kind of element in a container ("the shopping list shows 2 items", "the Members
 * table has 3 rows"): the plural of a role word before the scope names every element of that role
 * there. Rows a person counts are rows of data: a table's header row is not one, so "the first row"
 * is the first row of data too. A list's items read as rows where no row is named so.
 */
import { expect, test } from '@playwright/test';
import { createToolContext, executeCall } from '../../src/tools/index.ts';
import { checkCases } from '../support/check-cases.ts';

test.use({ trace: 'off' });

const lists = '<div><h2>Shopping list <span>2</span></h2><ul><li>Coconut milk</li><li>Chickpeas</li></ul><h2>Pantry</h2><ul><li>Ground beef</li><li>Rice</li><li>Salt</li></ul></div>';
const table = '<table aria-label="Members"><thead><tr><th>Name</th><th>Role</th></tr></thead><tbody><tr><td>Ada Lovelace</td><td>Admin</td></tr><tr><td>Alan Turing</td><td>Editor</td></tr></tbody></table>';
// No thead: the header row is the one of column headers alone; a row with a row header is data.
const bare = '<table aria-label="Scores"><tr><th>Player</th><th>Score</th></tr><tr><th scope="row">Ada</th><td>12</td></tr><tr><th scope="row">Alan</th><td>9</td></tr></table>';
const grid = '<div role="grid" aria-label="Orders"><div role="row"><span role="columnheader">Order</span> <span role="columnheader">State</span></div><div role="row"><span role="gridcell">#1002</span> <span role="gridcell">Shipped</span></div></div>';

const zh = '<h2>购物清单</h2><ul><li>牛奶</li><li>鸡蛋</li></ul><h2>储藏室</h2><ul><li>大米</li><li>盐</li><li>油</li></ul><table><caption>成员</caption><thead><tr><th>姓名</th><th>角色</th></tr></thead><tbody><tr><td>张三</td><td>管理员</td></tr><tr><td>李四</td><td>编辑</td></tr></tbody></table>';

// A list whose items read as rows: a row scope finds the item only where no row is named so.
const planned = '<ul><li><span>Monday</span> <span>—</span></li><li><span>Tuesday</span> <span>Beef Chili</span> <button>Remove</button></li></ul>';
const both = '<ul><li><span>Tuesday</span> <span>Beef Chili</span> <button>Remove</button></li></ul><table><tr><td>Tuesday</td><td>none</td></tr></table>';

checkCases([
  [planned, 'assertElementVisible', { target: "Remove in Tuesday's row" }, 'pass'],
  [planned, 'assertElementVisible', { target: 'Remove in the Monday row' }, 'fail'],
  [planned, 'assertTextPresent', { text: 'Beef Chili', target: 'Monday row' }, 'fail'],
  [both, 'assertElementVisible', { target: "Remove in Tuesday's row" }, 'fail'],
  [lists, 'assertCount', { target: 'items in shopping list', count: 2 }, 'pass'],
  [lists, 'assertCount', { target: 'items in shopping list', count: 3 }, 'fail'],
  // The pantry list is the one under the heading "Pantry": its name alone.
  [lists, 'assertCount', { target: 'items in the pantry list', count: 3 }, 'pass'],
  [lists, 'assertCount', { target: 'items in the pantry list', count: 2 }, 'fail'],
  [lists, 'assertCount', { target: 'list items in the Pantry list', count: 3 }, 'pass'],
  // Not in a scope: "items" is no kind of element, and nothing is named so.
  [lists, 'assertCount', { target: 'items', count: 5 }, 'fail'],
  [table, 'assertCount', { target: 'rows in the Members table', count: 2 }, 'pass'],
  [table, 'assertCount', { target: 'rows in the Members table', count: 3 }, 'fail'],
  [table, 'assertTextPresent', { text: 'Ada Lovelace', target: 'first row' }, 'pass'],
  [table, 'assertTextPresent', { text: 'Alan Turing', target: 'first row' }, 'fail'],
  [table, 'assertTextPresent', { text: 'Alan Turing', target: 'second row' }, 'pass'],
  [table, 'assertTextPresent', { text: 'Alan Turing', target: 'last row' }, 'pass'],
  [bare, 'assertCount', { target: 'rows in the Scores table', count: 2 }, 'pass'],
  [bare, 'assertTextPresent', { text: 'Ada', target: 'first row' }, 'pass'],
  [grid, 'assertTextPresent', { text: '#1002', target: 'first row' }, 'pass'],
  // Chinese: a list named by its heading, a table by its caption.
  [zh, 'assertCount', { target: '“购物清单”列表中的列表项', count: 2 }, 'pass'],
  [zh, 'assertCount', { target: '“储藏室”列表中的列表项', count: 2 }, 'fail'],
  [zh, 'assertCount', { target: '“成员”表格中的行', count: 2 }, 'pass'],
  [zh, 'assertCount', { target: '“成员”表格中的行', count: 3 }, 'fail'],
  [zh, 'assertTextPresent', { text: '张三', target: '第一行' }, 'pass'],
  [zh, 'assertTextPresent', { text: '李四', target: '第一行' }, 'fail'],
]);

test('outside a count, a plural word is still a name: "Options" in a dialog is the button named so', async ({ page }) => {
  await page.setContent('<div role="dialog" aria-label="Settings"><button onclick="document.title = \'options\'">Options</button> <button>Close</button></div>');
  const result = await executeCall(createToolContext(page, { timeout: 300 }), { tool: 'click', args: { target: 'Options in the Settings dialog' } });
  expect(result.ok).toBe(true);
  await expect(page).toHaveTitle('options');
});
