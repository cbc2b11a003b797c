/** Drives every page of the sample app (fixtures/app) in the real browser, so specs and tools have a known-good target. */
import { expect, test, type Page } from '@playwright/test';

async function login(page: Page, username = 'standard_user', password = 'secret_sauce') {
  await page.goto('/shop/');
  await page.getByPlaceholder('Username').fill(username);
  await page.getByPlaceholder('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('shop', () => {
  test('login validation and the locked-out user', async ({ page }) => {
    await page.goto('/shop/');
    const error = page.getByRole('alert');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(error).toHaveText('Username is required');
    await page.getByPlaceholder('Username').fill('standard_user');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(error).toHaveText('Password is required');
    await page.getByPlaceholder('Password').fill('wrong');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(error).toHaveText('Username and password do not match any user in this service');
    await page.getByRole('button', { name: 'Close error' }).click();
    await expect(error).toHaveCount(0);
    await login(page, 'locked_out_user');
    await expect(error).toHaveText('Sorry, this user has been locked out.');
    await expect(page).toHaveURL(/\/shop\/$/);
  });

  test('inventory without login redirects to login with an error', async ({ page }) => {
    await page.goto('/shop/cart.html');
    await expect(page).toHaveURL(/\/shop\/index\.html\?error=login-required$/);
    await expect(page.getByRole('alert')).toContainText('logged in');
  });

  test('full flow: add, sort, cart, checkout, finish, reset, logout', async ({ page }) => {
    await login(page);
    await expect(page).toHaveURL(/inventory\.html$/);
    await expect(page).toHaveTitle('Swift Shop – Products');
    const cards = page.getByTestId('inventory-item');
    await expect(cards).toHaveCount(6);
    const badge = page.getByTestId('shopping-cart-badge');
    await expect(badge).toHaveCount(0);

    await cards.filter({ hasText: 'Trail Backpack' }).getByRole('button', { name: 'Add to cart' }).click();
    await cards.filter({ hasText: 'Bike Light' }).getByRole('button', { name: 'Add to cart' }).click();
    await expect(badge).toHaveText('2');
    await expect(cards.filter({ hasText: 'Trail Backpack' }).getByRole('button')).toHaveText('Remove');

    const names = page.getByTestId('inventory-item-name');
    await expect(names.first()).toHaveText('Baby Onesie');
    await page.getByRole('combobox', { name: 'Sort products' }).selectOption({ label: 'Price (high to low)' });
    await expect(names).toHaveText(['Fleece Jacket', 'Red Hoodie', 'Trail Backpack', 'Bolt T-Shirt', 'Bike Light', 'Baby Onesie']);
    await page.getByRole('combobox', { name: 'Sort products' }).selectOption('za');
    await expect(names.first()).toHaveText('Trail Backpack');

    await page.getByRole('link', { name: 'Cart' }).click();
    await expect(page).toHaveURL(/cart\.html$/);
    await expect(page.getByTestId('inventory-item-name')).toHaveText(['Trail Backpack', 'Bike Light']);
    await page.getByRole('button', { name: 'Remove' }).first().click();
    await expect(badge).toHaveText('1');
    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await cards.filter({ hasText: 'Trail Backpack' }).getByRole('button', { name: 'Add to cart' }).click();
    await expect(badge).toHaveText('2');
    await page.getByRole('link', { name: 'Cart' }).click();
    await page.getByRole('button', { name: 'Checkout' }).click();

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('First Name is required');
    await page.getByLabel('First Name').fill('Ada');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('Last Name is required');
    await page.getByLabel('Last Name').fill('Lovelace');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('Postal Code is required');
    await page.getByLabel('Zip/Postal Code').fill('10115');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/checkout-step-two\.html$/);
    await expect(page.getByTestId('subtotal-label')).toHaveText('Item total: $39.98');
    await expect(page.getByTestId('tax-label')).toHaveText('Tax: $3.20');
    await expect(page.getByTestId('total-label')).toHaveText('Total: $43.18');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    await expect(badge).toHaveCount(0);
    await page.getByRole('button', { name: 'Back Home' }).click();
    await expect(page).toHaveURL(/inventory\.html$/);

    await cards.filter({ hasText: 'Red Hoodie' }).getByRole('button', { name: 'Add to cart' }).click();
    await expect(badge).toHaveText('1');
    await page.getByRole('button', { name: 'Open Menu' }).click();
    await page.getByRole('link', { name: 'Reset App State' }).click();
    await expect(badge).toHaveCount(0);
    await expect(cards.getByRole('button', { name: 'Remove' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/shop\/index\.html$/);
    await page.goto('/shop/inventory.html');
    await expect(page).toHaveURL(/error=login-required/);
  });

  test('problem_user: "Add to cart" silently fails for two products', async ({ page }) => {
    await login(page, 'problem_user');
    const cards = page.getByTestId('inventory-item');
    await cards.filter({ hasText: 'Bolt T-Shirt' }).getByRole('button', { name: 'Add to cart' }).click();
    await expect(cards.filter({ hasText: 'Bolt T-Shirt' }).getByRole('button')).toHaveText('Add to cart');
    await expect(page.getByTestId('shopping-cart-badge')).toHaveCount(0);
    await cards.filter({ hasText: 'Trail Backpack' }).getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByTestId('shopping-cart-badge')).toHaveText('1');
  });

  test('?markup=v2 renames ids and test ids but keeps every text', async ({ page }) => {
    await page.goto('/shop/?markup=v2');
    await expect(page.locator('#login-button')).toHaveCount(0);
    await expect(page.locator('#submit-login')).toHaveText('Login');
    await page.getByPlaceholder('Username').fill('standard_user');
    await page.getByPlaceholder('Password').fill('secret_sauce');
    await page.getByRole('button', { name: 'Login' }).click();
    const backpack = page.getByTestId('inventory-item').filter({ hasText: 'Trail Backpack' });
    await expect(page.locator('#add-to-cart-trail-backpack')).toHaveCount(0);
    await backpack.getByRole('button', { name: 'Add to cart' }).click();
    await expect(backpack.locator('#btn-del-4')).toHaveText('Remove');
    await expect(page.getByTestId('shopping-cart-badge')).toHaveCount(0);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.goto('/shop/inventory.html?markup=v1');
    await expect(page.getByTestId('shopping-cart-badge')).toHaveText('1');
  });

  test('product detail page toggles the cart too', async ({ page }) => {
    await login(page);
    await page.getByTestId('inventory-item').filter({ hasText: 'Fleece Jacket' }).getByRole('link').last().click();
    await expect(page.getByRole('heading', { name: 'Fleece Jacket' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByTestId('shopping-cart-badge')).toHaveText('1');
    await page.getByRole('button', { name: 'Back to products' }).click();
    await expect(page.getByTestId('inventory-item').filter({ hasText: 'Fleece Jacket' }).getByRole('button')).toHaveText('Remove');
  });
});

test.describe('forms', () => {
  test('every label style resolves and the summary echoes what was submitted', async ({ page }) => {
    await page.goto('/forms/');
    await expect(page).toHaveTitle('Forms – every input type');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toHaveText('Full name is required');
    await expect(page.locator('#result')).toBeHidden();

    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Email address').fill('ada@example.com');
    await page.getByLabel('Password').fill('hunter22');
    await page.getByLabel('Age', { exact: true }).fill('36');
    await page.getByPlaceholder('Phone number').fill('+44 20 7946 0000');
    await page.locator('span:text-is("Nickname") + input').fill('Countess');
    await page.getByLabel('Website').fill('https://ada.example');
    await page.getByRole('searchbox', { name: 'Search the directory' }).fill('engines');
    await page.getByLabel('Birth date').fill('1815-12-10');
    await page.getByLabel('Preferred time').fill('09:30');
    await page.getByLabel('Appointment').fill('2026-03-01T14:00');
    await page.getByLabel('Start month').fill('2026-04');
    await page.getByLabel('Week').fill('2026-W10');
    await page.getByLabel('Favourite colour').fill('#ff0000');
    await page.getByLabel('Volume').fill('8');
    await expect(page.locator('#volume-value')).toHaveText('8');
    await page.getByRole('group', { name: 'Plan' }).getByLabel('Pro').check();
    await page.getByLabel('News').check();
    await page.getByLabel('Product updates').uncheck();
    await page.getByLabel('Country').selectOption({ label: 'Japan' });
    await page.getByRole('listbox', { name: 'Languages spoken' }).selectOption(['en', 'zh']);
    await page.getByLabel('Comments').fill('First programmer.');
    await page.getByRole('textbox', { name: 'Bio' }).fill('Analyst and metaphysician');
    await page.getByLabel('Attachments').setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('a') },
      { name: 'diagram.png', mimeType: 'image/png', buffer: Buffer.from('b') },
    ]);
    await expect(page.getByRole('list', { name: 'Chosen files' }).getByRole('listitem')).toHaveText(['notes.txt', 'diagram.png']);
    await expect(page.getByLabel('Account ID')).toBeDisabled();
    await expect(page.getByLabel('Member since')).not.toBeEditable();
    await page.getByLabel('I agree to the terms').check();
    await page.getByRole('button', { name: 'Submit' }).click();

    const value = (field: string) => page.locator(`#result [data-field="${field}"] dd`);
    const expected: Record<string, string> = {
      csrf: 'tok-7f3a9c', fullName: 'Ada Lovelace', email: 'ada@example.com', password: '••••••••', age: '36',
      phone: '+44 20 7946 0000', nickname: 'Countess', website: 'https://ada.example', q: 'engines',
      birthDate: '1815-12-10', preferredTime: '09:30', appointment: '2026-03-01T14:00', startMonth: '2026-04',
      week: '2026-W10', colour: '#ff0000', volume: '8', plan: 'pro', interests: 'news', country: 'jp',
      languages: 'en, zh', comments: 'First programmer.', attachments: 'notes.txt, diagram.png',
      memberSince: '2019-04-01', terms: 'yes', bio: 'Analyst and metaphysician',
    };
    for (const [field, text] of Object.entries(expected))
      await expect(value(field), field).toHaveText(text);
    await expect(value('accountId')).toHaveCount(0);
  });
});

test.describe('components', () => {
  test('dialog: opens from "New", validates, confirms, cancels, closes on Escape', async ({ page }) => {
    await page.goto('/components/');
    await expect(page.locator('meta[name="app-version"]')).toHaveAttribute('content', '4.2.1');
    const dialog = page.getByRole('dialog', { name: 'New item' });
    await page.locator('#new-item-btn').click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Name is required');
    await dialog.getByLabel('Name').fill('Widget');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveText(['Starter item', 'Widget']);
    await page.getByRole('button', { name: 'New' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'New' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('?version=3.9.0 overrides the meta and renders the legacy trigger', async ({ page }) => {
    await page.goto('/components/?version=3.9.0');
    await expect(page.locator('meta[name="app-version"]')).toHaveAttribute('content', '3.9.0');
    await expect(page.locator('#new-item-btn')).toHaveCount(0);
    await page.locator('#create-btn.legacy-create').click();
    await expect(page.getByRole('dialog', { name: 'New item' })).toBeVisible();
  });

  test('custom listbox, date picker, tabs, accordion', async ({ page }) => {
    await page.goto('/components/');
    const combo = page.getByRole('combobox', { name: 'Fruit' });
    await combo.click();
    await expect(page.getByRole('listbox', { name: 'Fruit' })).toBeVisible();
    await page.getByRole('option', { name: 'Cherry' }).click();
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(combo).toHaveText('Cherry');
    await expect(page.getByTestId('fruit-choice')).toHaveText('Selected fruit: Cherry');
    await combo.press('ArrowDown');
    await combo.press('ArrowDown');
    await combo.press('Enter');
    await expect(combo).toHaveText('Dragon fruit');

    const now = new Date();
    const next = new Date(now.getFullYear(), now.getMonth() + 1, 15);
    const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
    await page.getByLabel('Delivery date').click();
    const calendar = page.getByRole('dialog', { name: 'Choose date' });
    await expect(calendar.getByTestId('calendar-month')).toHaveText(`${months[now.getMonth()]} ${now.getFullYear()}`);
    await calendar.getByRole('button', { name: 'Next month' }).click();
    await expect(calendar.getByTestId('calendar-month')).toHaveText(`${months[next.getMonth()]} ${next.getFullYear()}`);
    await calendar.getByRole('button', { name: `${months[next.getMonth()]} 15, ${next.getFullYear()}` }).click();
    await expect(calendar).toHaveCount(0);
    const iso = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-15`;
    await expect(page.getByLabel('Delivery date')).toHaveValue(iso);

    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveText('Two-factor authentication is off.');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tabpanel')).toHaveText('Email me about new releases.');

    const faq = page.getByRole('button', { name: 'Can I change my plan?' });
    await expect(faq).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('from the Billing tab')).toBeHidden();
    await faq.click();
    await expect(faq).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Can I change my plan?' })).toBeVisible();
  });

  test('toast appears and goes away after about 3 s', async ({ page }) => {
    await page.goto('/components/');
    // Timed from the click: on a busy machine toBeVisible may return late, eating into the 3 s the toast shows.
    const clicked = Date.now();
    await page.getByRole('button', { name: 'Save settings' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Settings saved' });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCount(0, { timeout: 6000 });
    expect(Date.now() - clicked).toBeGreaterThan(2000);
  });

  test('paginated table and row delete with confirmation', async ({ page }) => {
    await page.goto('/components/');
    const rows = page.locator('#user-rows tr');
    await expect(rows).toHaveCount(10);
    await expect(page.locator('#page-status')).toHaveText('Showing 1–10 of 25');
    await expect(page.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await page.getByRole('button', { name: 'Page 3' }).click();
    await expect(rows).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('button', { name: 'Prev' }).click();
    await expect(page.locator('#page-status')).toHaveText('Showing 11–20 of 25');

    const grace = page.getByRole('row').filter({ hasText: 'Grace Hopper' });
    await page.getByRole('button', { name: 'Page 1' }).click();
    await grace.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete user' });
    await expect(confirm).toContainText('Delete Grace Hopper?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(grace).toHaveCount(1);
    await grace.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(grace).toHaveCount(0);
    await expect(page.locator('#page-status')).toHaveText('Showing 1–10 of 24');

    await page.getByRole('row').filter({ hasText: 'Alan Turing' }).getByRole('link', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit user' });
    await expect(edit.getByLabel('Name')).toHaveValue('Alan Turing');
    await edit.getByLabel('Name').fill('Alan M. Turing');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('cell', { name: 'Alan M. Turing' })).toBeVisible();
  });
});

test.describe('dynamic', () => {
  test('late, vanishing and late-enabled content', async ({ page }) => {
    // The "before" state is read in one browser call, so a busy machine cannot let a timer fire
    // between checks; a long ?wait= leaves room for a slow page load before that read.
    await page.goto('/dynamic/?wait=4000');
    const before = await page.evaluate(() => ({
      delayed: document.getElementById('delayed')?.textContent,
      vanishing: document.getElementById('vanishing')?.textContent,
      startDisabled: (document.getElementById('start') as HTMLButtonElement | null)?.disabled,
    }));
    expect(before).toEqual({ delayed: '', vanishing: 'Connecting to the live feed…', startDisabled: true });
    const start = page.getByRole('button', { name: 'Start' });
    await expect(page.getByText('Loaded after a delay')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Connecting to the live feed…')).toHaveCount(0, { timeout: 15_000 });
    await expect(start).toBeEnabled({ timeout: 15_000 });
    await start.click();
    await expect(page.getByTestId('start-result')).toHaveText('Started');
  });

  test('fetched products show a spinner while loading', async ({ page }) => {
    // Long enough that a loaded machine still sees the spinner before the answer comes.
    await page.goto('/dynamic/?delay=4000');
    const spinner = page.getByRole('progressbar', { name: 'Loading products' });
    await expect(spinner).toBeVisible();
    const products = page.getByRole('list', { name: 'API products' }).getByRole('listitem');
    await expect(products).toHaveCount(6, { timeout: 10_000 });
    await expect(spinner).toBeHidden();
    await expect(products.first()).toHaveText('Trail Backpack — $29.99');
    await page.getByRole('button', { name: 'Reload products' }).click();
    await expect(spinner).toBeVisible();
    await expect(products).toHaveCount(6, { timeout: 10_000 });
  });

  test('infinite scroll loads pages until the feed ends', async ({ page }) => {
    await page.goto('/dynamic/');
    const feed = page.getByRole('list', { name: 'Feed' }).getByRole('listitem');
    await expect(feed).toHaveCount(10);
    await page.waitForTimeout(500);
    await expect(feed).toHaveCount(10);
    for (const count of [20, 30, 40, 50]) {
      await page.locator('#feed-box').evaluate(box => box.scrollTo(0, box.scrollHeight));
      await expect(feed).toHaveCount(count);
    }
    await expect(page.locator('#feed-status')).toHaveText('No more items');
    await expect(feed.last()).toHaveText('Item 50');
  });

  test('new tab, iframe and shadow DOM', async ({ page }) => {
    await page.goto('/dynamic/');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Open report in new tab' }).click();
    const popup = await popupPromise;
    await expect(popup).toHaveTitle('Quarterly report');
    await popup.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(popup.getByRole('status')).toHaveText('Report acknowledged');
    await popup.close();

    const frame = page.frameLocator('iframe[title="Newsletter signup"]');
    await frame.getByLabel('Email').fill('ada@example.com');
    await frame.getByRole('button', { name: 'Subscribe' }).click();
    await expect(frame.getByRole('status')).toHaveText('Subscribed: ada@example.com');

    await page.getByLabel('Visitor name').fill('Grace');
    await page.getByRole('button', { name: 'Greet' }).click();
    await expect(page.getByTestId('greeting-card').getByRole('status')).toHaveText('Hello, Grace!');
    expect(await page.locator('greeting-card').evaluate(card => card.shadowRoot?.mode)).toBe('open');
  });
});

test.describe('hidden', () => {
  const looks = ['save', 'continue', 'learn-more', 'search', 'welcome'];
  const variants = ['display-none', 'visibility-hidden', 'aria-hidden', 'offscreen', 'zero-size', 'hidden-attribute', 'closed-details', 'opacity-zero'];

  test('each look-alike family has exactly one element a user can see', async ({ page }) => {
    await page.goto('/hidden/');
    for (const look of looks) {
      await expect(page.locator(`[data-look="${look}"]`)).toHaveCount(variants.length + 1);
      const seen = await page.locator(`[data-look="${look}"]`).evaluateAll(elements => elements
          .filter(element => {
            const rect = element.getBoundingClientRect();
            return element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
              && rect.width > 0 && rect.height > 0 && rect.right > 0 && rect.bottom > 0
              && !element.closest('[aria-hidden="true"]');
          })
          .map(element => (element as HTMLElement).dataset.variant));
      expect(seen, look).toEqual(['visible']);
    }
  });

  test('the visible one is the one that gets used', async ({ page }) => {
    await page.goto('/hidden/');
    const last = page.getByTestId('last-action');
    await page.getByTestId('visible-save').click();
    await expect(last).toHaveText('clicked save (visible)');
    await page.getByTestId('visible-continue').press('Enter');
    await expect(last).toHaveText('clicked continue (visible)');
    await page.getByTestId('visible-search').fill('shoes');
    await expect(last).toHaveText('typed "shoes" into search (visible)');
    // Accessibility-tree queries drop four of the hiding styles but not off-screen, zero-size or opacity 0.
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(4);
    await page.locator('[data-look="save"][data-variant="opacity-zero"]').click();
    await expect(last).toHaveText('clicked save (opacity-zero)');
  });
});

test.describe('zh shop', () => {
  test('Chinese login errors, login, add to cart, checkout', async ({ page }) => {
    await page.goto('/zh/login.html');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    const login = page.getByRole('button', { name: '登录' });
    await login.click();
    await expect(page.getByRole('alert')).toHaveText('用户名为必填项');
    await page.getByPlaceholder('用户名').fill('standard_user');
    await login.click();
    await expect(page.getByRole('alert')).toHaveText('密码为必填项');
    await page.getByPlaceholder('密码').fill('wrong');
    await login.click();
    await expect(page.getByRole('alert')).toHaveText('用户名和密码与本服务中的任何用户都不匹配');
    await page.getByPlaceholder('用户名').fill('locked_out_user');
    await page.getByPlaceholder('密码').fill('secret_sauce');
    await login.click();
    await expect(page.getByRole('alert')).toHaveText('抱歉，该用户已被锁定。');

    await page.getByPlaceholder('用户名').fill('standard_user');
    await login.click();
    await expect(page).toHaveURL(/\/zh\/inventory\.html$/);
    const backpack = page.getByTestId('inventory-item').filter({ hasText: '登山背包' });
    await expect(backpack.getByTestId('inventory-item-price')).toHaveText('¥29.99');
    await backpack.getByRole('button', { name: '加入购物车' }).click();
    await expect(backpack.getByRole('button', { name: '移除' })).toBeVisible();
    await expect(page.getByTestId('shopping-cart-badge')).toHaveText('1');
    await page.getByRole('link', { name: '购物车' }).click();
    await expect(page).toHaveURL(/\/zh\/cart\.html$/);
    await expect(page.getByTestId('inventory-item-name')).toHaveText(['登山背包']);
    await page.getByRole('button', { name: '结算' }).click();
    await page.getByRole('button', { name: '继续' }).click();
    await expect(page.getByRole('alert')).toHaveText('名为必填项');
    await page.getByLabel('名', { exact: true }).fill('小明');
    await page.getByLabel('姓', { exact: true }).fill('王');
    await page.getByLabel('邮政编码').fill('100000');
    await page.getByRole('button', { name: '继续' }).click();
    await expect(page.getByTestId('total-label')).toHaveText('总计：¥32.39');
    await page.getByRole('button', { name: '完成' }).click();
    await expect(page.getByRole('heading', { name: '感谢您的订购！' })).toBeVisible();
    await page.getByRole('button', { name: '打开菜单' }).click();
    await page.getByRole('link', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/zh\/login\.html$/);
  });
});

test.describe('interactions', () => {
  test('hover, double-click, context menu', async ({ page }) => {
    await page.goto('/interactions/');
    const last = page.getByTestId('event-log');
    await expect(page.getByRole('tooltip')).toBeHidden();
    await page.getByText('Account', { exact: true }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Signed in as ada@example.com');
    await page.getByRole('link', { name: 'Sign out' }).click();
    await expect(last).toHaveText('chose Sign out');

    await page.getByTestId('editable-title').dblclick();
    await page.getByRole('textbox', { name: 'Title' }).fill('Annual plan');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('editable-title')).toHaveText('Annual plan');
    await expect(last).toHaveText('renamed to Annual plan');

    const files = page.getByRole('list', { name: 'Files' }).getByRole('listitem');
    await expect(page.getByRole('menu')).toBeHidden();
    await files.filter({ hasText: 'budget.xlsx' }).click({ button: 'right' });
    await page.getByRole('menu', { name: 'File actions' }).getByRole('menuitem', { name: 'Delete' }).click();
    await expect(last).toHaveText('delete budget.xlsx');
    await expect(files).toHaveText(['report.pdf', 'notes.txt']);
    await expect(page.getByRole('menu')).toBeHidden();
  });

  test('drag and drop, keys, custom toggles, lazy content', async ({ page }) => {
    await page.goto('/interactions/');
    const last = page.getByTestId('event-log');
    await page.getByText('Fix login bug').dragTo(page.getByTestId('column-done'));
    await expect(page.getByTestId('column-done').getByRole('listitem')).toHaveText(['Fix login bug']);
    await expect(page.getByTestId('column-todo').getByRole('listitem')).toHaveText(['Write tests', 'Update docs']);
    await expect(last).toHaveText('moved Fix login bug to Done');

    await page.getByLabel('Press keys here').press('Shift+Tab');
    await expect(page.getByTestId('last-key')).toHaveText('Shift+Tab');
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Command' })).toBeFocused();

    const dark = page.getByRole('switch', { name: 'Dark mode' });
    await expect(dark).not.toBeChecked();
    await dark.click();
    await expect(dark).toBeChecked();
    const newsletter = page.getByRole('checkbox', { name: 'Email me the newsletter' });
    await expect(newsletter).toBeChecked();
    await newsletter.uncheck();
    await expect(newsletter).not.toBeChecked();

    const lazy = page.getByTestId('lazy-content');
    await expect(lazy.getByRole('progressbar')).toHaveCount(1);
    await page.waitForTimeout(500);
    await expect(lazy).not.toHaveText('Lazy section loaded');
    await page.getByRole('button', { name: 'Back to top' }).scrollIntoViewIfNeeded();
    await expect(lazy).toHaveText('Lazy section loaded');
  });
});

test.describe('other origins', () => {
  test('partner link, fetch and frame reach the same server under a second host name', async ({ page, baseURL }) => {
    await page.goto('/dynamic/');
    const other = new URL(baseURL!).hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    await expect(page.getByRole('link', { name: 'Partner site' })).toHaveAttribute('href', new RegExp(`^http://${other.replace(/\./g, '\\.')}:\\d+/dynamic/report\\.html$`));
    await expect(page.getByRole('link', { name: 'External docs' })).toHaveAttribute('href', 'https://docs.external.example/guide');
    const request = page.waitForRequest(req => new URL(req.url()).hostname === other && req.url().endsWith('/api/products'));
    await page.getByRole('button', { name: 'Load partner data' }).click();
    await request;
    await expect(page.getByTestId('partner-result')).toHaveText('Partner data: 6 products');
    await page.getByRole('button', { name: 'Show partner widget' }).click();
    const frame = page.frameLocator('iframe[title="Partner widget"]');
    await frame.getByLabel('Email').fill('x@example.com');
    await frame.getByRole('button', { name: 'Subscribe' }).click();
    await expect(frame.getByRole('status')).toHaveText('Subscribed: x@example.com');
    await page.getByRole('link', { name: 'Partner site' }).click();
    await expect(page).toHaveTitle('Quarterly report');
    expect(new URL(page.url()).hostname).toBe(other);
  });
});
