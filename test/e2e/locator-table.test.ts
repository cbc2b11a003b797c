/** Table-driven accuracy of resolveTarget over the sample app: descriptions (English and Chinese) → the element a person means. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, selectors, test, type Page } from '@playwright/test';
import { resolveTarget, type TargetKind } from '../../src/locator/index.ts';
import { logIn } from './shop.ts';

/**
 * `expect` is a CSS selector that matches exactly the intended element (read back from the
 * resolved locator with `element.matches`), or the code the resolver must answer with when no
 * single element is meant. Every case must hold: the heuristics are general rules, and a miss is a
 * bug to fix in them, not a percentage to tolerate. The threshold is therefore 100%.
 */
interface Case {
  target: string;
  expect: string;
  kind?: TargetKind;
}

const THRESHOLD = 1.0;
const AMBIGUOUS = 'AMBIGUOUS_TARGET';
const NOT_FOUND = 'ELEMENT_NOT_FOUND';

const PAGES: Array<{ url: string; login?: boolean; cases: Case[] }> = [
  { url: '/shop/', cases: [
    { target: 'Username', expect: '#user-name', kind: 'editable' },
    { target: 'the Username field', expect: '#user-name' },
    { target: 'Password field', expect: '#password' },
    { target: 'the password input', expect: '#password' },
    { target: '"Login" button', expect: '#login-button' },
    { target: 'Login', expect: '#login-button', kind: 'clickable' },
    { target: 'testid:username', expect: '#user-name' },
    { target: 'css:#password', expect: '#password' },
    { target: '#login-button', expect: '#login-button' },
    { target: '"#login-button"', expect: '#login-button' },
    { target: 'xpath://input[@id="user-name"]', expect: '#user-name' },
    { target: 'role:button[name="Login"]', expect: '#login-button' },
    { target: 'text:Accepted usernames are:', expect: '#login_credentials h4' },
    { target: '"secret_sauce"', expect: '[data-testid="login-password"] div' },
    { target: 'login-button', expect: '#login-button' },
    { target: '用户名输入框', expect: NOT_FOUND },
  ] },
  { url: '/shop/inventory.html', login: true, cases: [
    { target: '"Add to cart" for "Bike Light"', expect: '#add-to-cart-bike-light' },
    { target: '"Add to cart" button for "Trail Backpack"', expect: '#add-to-cart-trail-backpack' },
    { target: '"Add to cart" in the "Red Hoodie" card', expect: '#add-to-cart-red-hoodie' },
    { target: '"Add to cart" next to "$49.99"', expect: '#add-to-cart-fleece-jacket' },
    { target: 'the first "Add to cart" button', expect: '#add-to-cart-baby-onesie' },
    { target: 'the second "Add to cart" button', expect: '#add-to-cart-bike-light' },
    { target: 'the 3rd "Add to cart" button', expect: '#add-to-cart-bolt-t-shirt' },
    { target: 'the last "Add to cart" button', expect: '#add-to-cart-trail-backpack' },
    { target: '"Add to cart"', expect: AMBIGUOUS, kind: 'clickable' },
    { target: 'any "Add to cart" button', expect: '#add-to-cart-baby-onesie' },
    { target: 'cart icon', expect: '[data-testid="shopping-cart-link"]' },
    { target: '"Cart" link', expect: '[data-testid="shopping-cart-link"]' },
    { target: 'the "Cart" link in the header', expect: '[data-testid="shopping-cart-link"]' },
    { target: '"Open Menu" button', expect: '#react-burger-menu-btn' },
    { target: 'the Open Menu button', expect: '#react-burger-menu-btn' },
    { target: 'Sort products dropdown', expect: '[data-testid="product-sort-container"]' },
    { target: 'the sort dropdown', expect: '[data-testid="product-sort-container"]', kind: 'selectable' },
    { target: '"Bike Light" image', expect: 'img[alt="Bike Light"]' },
    { target: '"Bike Light" link', expect: AMBIGUOUS },
    { target: 'the second "Bike Light" link', expect: '#item_0_title_link' },
    { target: '"$9.99"', expect: '#add-to-cart-bike-light ~ *, [data-testid="inventory-item-price"]' },
    { target: '"Logout" link', expect: NOT_FOUND },
    { target: 'testid:add-to-cart-red-hoodie', expect: '#add-to-cart-red-hoodie' },
    { target: 'add to cart bike light', expect: '#add-to-cart-bike-light' },
  ] },
  { url: '/zh/inventory.html', login: true, cases: [
    { target: '"自行车灯" 的 "加入购物车"', expect: '#add-to-cart-bike-light' },
    { target: '"登山背包"的"加入购物车"按钮', expect: '#add-to-cart-trail-backpack' },
    { target: '在 "红色连帽衫" 中的 "加入购物车" 按钮', expect: '#add-to-cart-red-hoodie' },
    { target: '第二个"加入购物车"按钮', expect: '#add-to-cart-red-hoodie' },
    { target: '第一个"加入购物车"按钮', expect: '#add-to-cart-trail-backpack' },
    { target: '最后一个"加入购物车"按钮', expect: '#add-to-cart-bike-light' },
    { target: '"购物车"链接', expect: '[data-testid="shopping-cart-link"]' },
    { target: '购物车图标', expect: '[data-testid="shopping-cart-link"]' },
    { target: '在页头中的"购物车"链接', expect: '[data-testid="shopping-cart-link"]' },
    { target: '商品排序下拉框', expect: '[data-testid="product-sort-container"]' },
    { target: '"打开菜单"按钮', expect: '#react-burger-menu-btn' },
    { target: '打开菜单按钮', expect: '#react-burger-menu-btn' },
    { target: '"自行车灯"图片', expect: 'img[alt="自行车灯"]' },
    { target: '"加入购物车"', expect: AMBIGUOUS, kind: 'clickable' },
  ] },
  { url: '/forms/', cases: [
    { target: 'Full name field', expect: '#full-name' },
    { target: 'full name', expect: '#full-name', kind: 'editable' },
    { target: 'the FULL  NAME field', expect: '#full-name' },
    { target: 'the Email address field', expect: '[name="email"]' },
    { target: 'Email', expect: '[name="email"]', kind: 'editable' },
    { target: 'Password', expect: '[name="password"]', kind: 'editable' },
    { target: 'Age field', expect: '[name="age"]' },
    { target: 'Phone number', expect: '[name="phone"]', kind: 'editable' },
    { target: 'the Nickname field', expect: '[name="nickname"]' },
    { target: 'Website input', expect: '#website' },
    { target: 'Search the directory', expect: '[name="q"]', kind: 'editable' },
    { target: 'Birth date', expect: '#birth-date', kind: 'editable' },
    { target: 'Preferred time field', expect: '#preferred-time' },
    { target: 'Appointment', expect: '#appointment', kind: 'editable' },
    { target: 'Start month', expect: '#start-month', kind: 'editable' },
    { target: 'Week field', expect: '#week' },
    { target: 'Favourite colour', expect: '#colour', kind: 'editable' },
    { target: 'Volume slider', expect: '#volume' },
    { target: 'Country dropdown', expect: '#country' },
    { target: 'Comments', expect: '#comments', kind: 'editable' },
    { target: 'Attachments field', expect: '#attachments' },
    { target: '"Attachments"', expect: 'label[for="attachments"]' },
    { target: 'I agree to the terms checkbox', expect: '#terms' },
    { target: '"Pro" radio', expect: '[name="plan"][value="pro"]' },
    { target: 'the Enterprise radio button', expect: '[name="plan"][value="enterprise"]' },
    { target: '"News" checkbox', expect: 'input[type="checkbox"][value="news"], input[type="checkbox"][value="News"]' },
    { target: 'Languages spoken', expect: '[name="languages"]', kind: 'selectable' },
    { target: 'Bio', expect: '#bio', kind: 'editable' },
    { target: 'Account ID', expect: '#account-id', kind: 'editable' },
    { target: 'Member since field', expect: '#member-since' },
    { target: '"Profile form" heading', expect: 'h1' },
    { target: '"Full name"输入框', expect: '#full-name' },
    { target: '"Pro"单选按钮', expect: '[name="plan"][value="pro"]' },
    { target: '"I agree to the terms"复选框', expect: '#terms' },
    { target: '"Country"下拉框', expect: '#country' },
    { target: '"Nickname"文本框', expect: '[name="nickname"]' },
    { target: '"Reset" button', expect: 'input[type="reset"]' },
  ] },
  { url: '/components/', cases: [
    { target: '"New" button', expect: '#new-item-btn' },
    { target: 'testid:new-item', expect: '#new-item-btn' },
    { target: 'Fruit dropdown', expect: '#fruit-combo' },
    { target: '"Choose a fruit"', expect: '#fruit-combo', kind: 'clickable' },
    { target: 'Delivery date field', expect: '#delivery-date' },
    { target: 'the "Security" tab', expect: '#tab-security' },
    { target: '"Notifications"标签页', expect: '#tab-notifications' },
    { target: '"Can I change my plan?" button', expect: '#faq-2-button' },
    { target: '"Save settings" button', expect: '#save-settings' },
    { target: '"Edit" in the row with "Ada Lovelace"', expect: 'tr[data-user-id="1"] a.row-edit' },
    { target: '"Delete" for "Ada Lovelace"', expect: 'tr[data-user-id="1"] button' },
    { target: 'the "Delete" button in the row with "ada.lovelace@example.com"', expect: 'tr[data-user-id="1"] button' },
    { target: 'the second "Edit" link', expect: 'tr[data-user-id="2"] a.row-edit' },
    { target: 'the last "Delete" button', expect: 'tr[data-user-id="10"] button' },
    { target: '"Page 2" button', expect: '#pagination [aria-label="Page 2"]' },
    { target: '"Next" button in the "Pagination" navigation', expect: '#pagination button:last-child' },
    { target: '"Items" list', expect: '#item-list' },
    { target: '"Fruit" tab', expect: NOT_FOUND },
    { target: '"Fruit" combobox', expect: '#fruit-combo' },
    { target: '"Delete"', expect: AMBIGUOUS, kind: 'clickable' },
    { target: '第二个"Edit"链接', expect: 'tr[data-user-id="2"] a.row-edit' },
  ] },
  { url: '/dynamic/', cases: [
    { target: 'the Email field', expect: '#newsletter-email' },
    { target: '"Subscribe" button', expect: 'button[type="submit"]' },
    { target: 'Visitor name field', expect: '#visitor' },
    { target: '"Greet" button', expect: 'button[part="button"]' },
    { target: '"Open report in new tab" link', expect: 'a[target="_blank"][href="/dynamic/report.html"]' },
    { target: '"Reload products" button', expect: '#reload-products' },
    { target: '"Start" button', expect: '#start' },
    { target: 'Feed scroller', expect: '#feed-box' },
    { target: '"Item 3"', expect: '#feed li:nth-child(3)' },
    { target: '"Newsletter signup" iframe', expect: 'iframe[title="Newsletter signup"]' },
    { target: '"Subscribe" button in the "Newsletter signup" frame', expect: 'button[type="submit"]' },
    { target: '"Unsubscribe" button', expect: NOT_FOUND },
  ] },
  { url: '/hidden/', cases: [
    { target: '"Save" button', expect: '[data-testid="visible-save"]' },
    { target: 'Save', expect: '[data-testid="visible-save"]', kind: 'clickable' },
    { target: '"Continue" button', expect: '[data-testid="visible-continue"]' },
    { target: '"Learn more" link', expect: '[data-testid="visible-learn-more"]' },
    { target: 'Search field', expect: '[data-testid="visible-search"]' },
    { target: 'the search box', expect: '[data-testid="visible-search"]' },
    { target: '"Welcome back"', expect: '[data-testid="visible-welcome"]' },
    { target: '"保存"按钮', expect: NOT_FOUND },
  ] },
  { url: '/interactions/', cases: [
    { target: '"Account"', expect: '#account-trigger' },
    { target: '"Quarterly plan"', expect: '[data-testid="editable-title"]' },
    { target: '"budget.xlsx"', expect: '#files li:nth-child(2)' },
    { target: '"Press keys here" field', expect: '[aria-label="Press keys here"], [placeholder="Press keys here"], #key-input' },
    { target: '"Dark mode" switch', expect: '[role="switch"]' },
    { target: 'Dark mode toggle', expect: '[role="switch"]' },
    { target: '"Email me the newsletter" checkbox', expect: '[role="checkbox"]' },
    { target: '"Back to top" button', expect: 'button' },
    { target: '"Write tests"', expect: '[data-testid="column-todo"] > *:nth-child(1), [data-testid="column-todo"] li' },
  ] },
];

test.use({ trace: 'off' });

test('locator table: descriptions resolve to the intended element', async ({ page }) => {
  test.setTimeout(240_000);
  const misses: string[] = [];
  let total = 0;
  let elapsed = 0;
  for (const { url, login, cases } of PAGES) {
    if (login)
      await logIn(page);
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    for (const c of cases) {
      total++;
      const started = Date.now();
      const miss = await check(page, c);
      if (c.expect !== NOT_FOUND)
        elapsed += Date.now() - started;
      if (miss)
        misses.push(`${url} ${JSON.stringify(c.target)}: ${miss}`);
    }
  }
  const hits = total - misses.length;
  console.log(`locator accuracy: ${hits}/${total}; mean resolve time ${Math.round(elapsed / total)} ms`);
  for (const miss of misses)
    console.log(`  miss ${miss}`);
  expect(total).toBeGreaterThanOrEqual(100);
  expect(hits / total, misses.join('\n')).toBeGreaterThanOrEqual(THRESHOLD);
});

async function check(page: Page, c: Case): Promise<string | undefined> {
  const result = await resolveTarget(page, c.target, { kind: c.kind, timeout: c.expect === NOT_FOUND ? 200 : 2000 });
  if (c.expect === AMBIGUOUS || c.expect === NOT_FOUND)
    return !result.ok && result.error.code === c.expect ? undefined : `expected ${c.expect}, got ${result.ok ? result.data.description : result.error.code}`;
  if (!result.ok)
    return `${result.error.code}: ${result.error.message.slice(0, 200)}`;
  const matches = await result.data.locator.evaluate((el, css) => el.matches(css), c.expect).catch((e: Error) => e.message);
  return matches === true ? undefined : `resolved to ${result.data.description} (${await outline(page, result.data.locator)}) instead of ${c.expect}`;
}

async function outline(_page: Page, locator: import('@playwright/test').Locator): Promise<string> {
  return locator.evaluate(el => el.outerHTML.slice(0, 120)).catch(() => '?');
}

test('a target looked up while the document is still streaming in is resolved against the whole document', async ({ page }) => {
  // The document arrives in two parts: a field found only by its placeholder, then, 600 ms later,
  // a labelled field. A lookup that counted on the half-parsed document would settle for the
  // placeholder match; the lookup waits for DOMContentLoaded and finds the better-ranked label.
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.write(`<!doctype html><title>Streaming</title><p><input placeholder="Email" id="early"></p>${' '.repeat(4096)}`);
    setTimeout(() => response.end('<p><label>Email <input id="labelled"></label></p>'), 600);
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    await page.setContent(`<a href="http://127.0.0.1:${port}/">Next</a>`);
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(`http://127.0.0.1:${port}/`, { waitUntil: 'commit' });
    const result = await resolveTarget(page, 'the Email field', { kind: 'editable', timeout: 5000 });
    expect(result.ok && await result.data.locator.getAttribute('id')).toBe('labelled');
    expect(result.ok && result.data.strategy).toBe('label/exact');
  } finally {
    server.close();
  }
});

test('a target scoped by nearby text is the match sharing the smallest container with it, found again that way when acted on', async ({ page }) => {
  await page.setContent(`
    <ul id="list">
      <li><span>Bike Light</span> <button onclick="window.clicked = 'bike'">Add</button></li>
      <li><span>Trail Backpack</span> <div><div><button onclick="window.clicked = 'pack'">Add</button></div></div></li>
    </ul>`);
  // The backpack's button sits deeper in its own item than the bike's does below the list that also holds
  // the text: the container shared with the text is what counts, not how many levels up it is.
  const result = await resolveTarget(page, '"Add" for "Trail Backpack"', { kind: 'clickable' });
  expect(result.ok && await result.data.locator.getAttribute('onclick')).toContain('pack');
  // The list re-renders in another order between the lookup and the click: the second "Add" is now the bike's.
  await page.evaluate(() => { const list = document.getElementById('list')!; list.append(list.firstElementChild!); });
  await (result.ok && result.data.locator.click());
  expect(await page.evaluate(() => (window as unknown as { clicked?: string }).clicked)).toBe('pack');
});

test('concurrent counts are evaluated in the order they are sent, which the lookup relies on to need no recount', async ({ browser }) => {
  // A selector engine that notes each evaluation in the shared DOM; registered before the context exists.
  await selectors.register('order-probe', { content: `({ query() { return null; }, queryAll(root, body) { const html = (root.ownerDocument || root).documentElement; html.dataset.order = (html.dataset.order || '') + body + ' '; return []; } })` });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.setContent('<label>Email <input></label>');
    const sent = Array.from({ length: 12 }, (_, index) => index);
    for (let round = 0; round < 20; round++) {
      await page.evaluate(() => { document.documentElement.dataset.order = ''; });
      // Shaped like the lookup's candidates: unions with role locators, visibility filters.
      await Promise.all(sent.map(index => (index % 2 ? page.getByRole('button', { name: `n${index}` }).or(page.locator(`order-probe=${index}`)) : page.locator(`order-probe=${index}`).filter({ visible: true })).count()));
      expect(await page.evaluate(() => document.documentElement.dataset.order)).toBe(sent.map(index => `${index} `).join(''));
    }
  } finally {
    await context.close();
  }
});
