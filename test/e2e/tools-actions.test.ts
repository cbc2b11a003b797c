/** Action tools against the sample app, through the `tools` fixture: each succeeds, and fails with its own code. */
import path from 'node:path';
import { writeFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import { expect, test } from '../../src/fixtures/tools.ts';

// Other suites share test-results/; traces are not what these tests check.
test.use({ trace: 'off' });

test.describe('navigation', () => {
  test('navigate, goBack, goForward, refresh', async ({ tools, page }) => {
    expect(await tools.navigate({ url: '/forms/' })).toMatchObject({ ok: true, data: { status: 200 } });
    expect(await tools.navigate({ url: '/components/' })).toMatchObject({ ok: true });
    expect(await tools.goBack({})).toMatchObject({ ok: true, data: { url: expect.stringContaining('/forms/') } });
    expect(await tools.goForward({})).toMatchObject({ ok: true, data: { url: expect.stringContaining('/components/') } });
    expect(await tools.goForward({})).toMatchObject({ ok: false, error: { code: 'NAVIGATION_FAILED' } });
    expect(await tools.refresh({})).toMatchObject({ ok: true });
    expect(page.url()).toContain('/components/');
  });

  test('navigate fails with NAVIGATION_FAILED on HTTP errors and unreachable hosts', async ({ tools }) => {
    expect(await tools.navigate({ url: '/no-such-page.html' })).toMatchObject({ ok: false, error: { code: 'NAVIGATION_FAILED', evidence: { status: 404 } } });
    expect(await tools.navigate({ url: 'http://127.0.0.1:1/' })).toMatchObject({ ok: false, error: { code: 'NAVIGATION_FAILED' } });
  });

  test('switchTab follows a new tab by URL and the context page changes', async ({ tools }) => {
    await tools.navigate({ url: '/dynamic/' });
    expect(await tools.click({ target: '"Open report in new tab" link' })).toMatchObject({ ok: true });
    expect(await tools.switchTab({ url: 'report.html' })).toMatchObject({ ok: true, data: { index: 1, tabs: 2 } });
    expect(tools.ctx.page.url()).toContain('report.html');
    expect(await tools.click({ target: '"Acknowledge" button' })).toMatchObject({ ok: true });
    expect(await tools.assertTextPresent({ text: 'Report acknowledged' })).toMatchObject({ ok: true });
    expect(await tools.switchTab({ index: 0 })).toMatchObject({ ok: true, data: { index: 0 } });
    expect(await tools.switchTab({ url: 'nowhere', timeout: 200 })).toMatchObject({ ok: false, error: { code: 'ELEMENT_NOT_FOUND' } });
  });

  test('"Switch to the new tab" (a plan with no index or URL) waits for the newest other tab', async ({ tools }) => {
    await tools.navigate({ url: '/dynamic/' });
    expect(await tools.switchTab({ newest: true, timeout: 200 })).toMatchObject({ ok: false, error: { code: 'ELEMENT_NOT_FOUND' } });
    expect(await tools.click({ target: '"Open report in new tab" link' })).toMatchObject({ ok: true });
    expect(await tools.execute({ action: 'switchTab' })).toMatchObject({ ok: true, data: { index: 1 } });
    expect(tools.ctx.page.url()).toContain('report.html');
  });
});

test.describe('pointer', () => {
  test('click by description adds to the cart; click by ref, index and point', async ({ tools, page }) => {
    await logIn(tools);
    expect(await tools.click({ target: '"Add to cart" for "Bike Light"' })).toMatchObject({ ok: true, data: { strategy: 'role:button/exact' } });
    await expect(page.getByTestId('shopping-cart-badge')).toHaveText('1');
    const snap = await tools.snapshot({});
    expect(snap.ok).toBe(true);
    const ref = /button "Add to cart"[^\n]*\[ref=((?:f\d+)?e\d+)\]/.exec((snap as { data: { snapshot: string } }).data.snapshot)![1];
    expect(await tools.click({ ref })).toMatchObject({ ok: true, data: { strategy: 'ref' } });
    await expect(page.getByTestId('shopping-cart-badge')).toHaveText('2');
    const list = await tools.getElements({ type: 'button' });
    expect(list.ok).toBe(true);
    const remove = (list as { data: { items: Array<{ index: number; text: string }> } }).data.items.find(i => i.text === 'Remove')!;
    expect(await tools.click({ index: remove.index })).toMatchObject({ ok: true, data: { strategy: 'index' } });
    await expect(page.getByTestId('shopping-cart-badge')).toHaveText('1');
    const box = (await page.getByTestId('shopping-cart-link').boundingBox())!;
    expect(await tools.click({ x: box.x + box.width / 2, y: box.y + box.height / 2 })).toMatchObject({ ok: true, data: { strategy: 'point' } });
    await expect(page).toHaveURL(/cart\.html/);
  });

  test('hover, dblclick, rightClick, dragDrop', async ({ tools, page }) => {
    await tools.navigate({ url: '/interactions/' });
    expect(await tools.hover({ target: '"Account"' })).toMatchObject({ ok: true });
    await expect(page.getByRole('tooltip')).toBeVisible();
    expect(await tools.dblclick({ target: '"Quarterly plan"' })).toMatchObject({ ok: true });
    await expect(page.getByRole('textbox', { name: 'Title' })).toBeVisible();
    await tools.pressKey({ key: 'Escape' });
    expect(await tools.rightClick({ target: '"budget.xlsx"' })).toMatchObject({ ok: true });
    expect(await tools.click({ target: '"Delete" menu item' })).toMatchObject({ ok: true });
    await expect(page.getByTestId('event-log')).toHaveText('delete budget.xlsx');
    expect(await tools.dragDrop({ source: '"Write tests"', destination: 'testid:column-done' })).toMatchObject({ ok: true });
    await expect(page.getByTestId('event-log')).toHaveText('moved Write tests to Done');
  });

  test('a missing target is ELEMENT_NOT_FOUND naming the target, what was tried and the timeout', async ({ tools }) => {
    await tools.navigate({ url: '/forms/' });
    const result = await tools.click({ target: '"Launch rocket" button', timeout: 300 });
    expect(result).toMatchObject({ ok: false, error: { code: 'ELEMENT_NOT_FOUND', retriable: true, selector: '"Launch rocket" button', evidence: { timeout: 300 } } });
    expect((result as { error: { message: string } }).error.message).toContain('300ms');
    expect((result as { error: { evidence: { tried: string[] } } }).error.evidence.tried).toContain('role:button/exact');
  });

  test('several equal candidates are AMBIGUOUS_TARGET with the candidates as evidence', async ({ tools }) => {
    await tools.navigate({ url: '/components/' });
    const result = await tools.click({ target: '"Edit" link' });
    expect(result).toMatchObject({ ok: false, error: { code: 'AMBIGUOUS_TARGET', evidence: { strategy: 'role:link/exact' } } });
    expect((result as { error: { evidence: { candidates: unknown[] } } }).error.evidence.candidates.length).toBeGreaterThan(1);
  });

  test('a disabled button times out as NOT_ENABLED, naming the locator and timeout', async ({ tools }) => {
    await tools.navigate({ url: '/dynamic/?wait=60000' });
    // Long enough for a loaded machine to reach the enabled check (and log why) before it ends.
    const result = await tools.click({ target: '"Start" button', timeout: 1500 });
    expect(result).toMatchObject({ ok: false, error: { code: 'NOT_ENABLED', retriable: true } });
    expect((result as { error: { message: string } }).error.message).toMatch(/getByRole\('button', \{ name: 'Start'.*timeout 1500ms/);
  });
});

test.describe('forms', () => {
  test('fill, type, clear, select, check and uncheck are seen by the page', async ({ tools, page }) => {
    await tools.navigate({ url: '/forms/' });
    expect(await tools.fill({ target: 'Full name field', value: 'Ada Lovelace' })).toMatchObject({ ok: true, data: { strategy: 'label/exact' } });
    expect(await tools.type({ target: 'the Nickname field', text: 'ada' })).toMatchObject({ ok: true });
    expect(await tools.fill({ target: 'Phone number', value: '123' })).toMatchObject({ ok: true });
    expect(await tools.clear({ target: 'Phone number' })).toMatchObject({ ok: true });
    expect(await tools.select({ target: 'Country dropdown', value: 'Japan' })).toMatchObject({ ok: true, data: { labels: ['Japan'] } });
    expect(await tools.select({ target: 'Country dropdown', value: 'Atlantis' })).toMatchObject({ ok: false, error: { code: 'ELEMENT_NOT_FOUND' } });
    expect(await tools.check({ target: '"Pro" radio' })).toMatchObject({ ok: true });
    expect(await tools.check({ target: 'I agree to the terms checkbox' })).toMatchObject({ ok: true });
    expect(await tools.uncheck({ target: '"Product updates" checkbox' })).toMatchObject({ ok: true });
    await expect(page.locator('#full-name')).toHaveValue('Ada Lovelace');
    await expect(page.locator('[name="nickname"]')).toHaveValue('ada');
    await expect(page.locator('[name="phone"]')).toHaveValue('');
    await expect(page.locator('[value="pro"]')).toBeChecked();
    await expect(page.locator('#terms')).toBeChecked();
  });

  test('fill and clear fire input at once and change exactly once, when focus leaves the field', async ({ tools, page }) => {
    await page.setContent(`<label>Quantity <input id="q"></label><button>Next</button><script>
      window.seen = [];
      for (const type of ['input', 'change']) q.addEventListener(type, () => seen.push(type));
    </script>`);
    expect(await tools.fill({ target: 'Quantity', value: '3' })).toMatchObject({ ok: true });
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual(['input']);
    expect(await tools.click({ target: '"Next" button' })).toMatchObject({ ok: true });
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual(['input', 'change']);
    expect(await tools.clear({ target: 'Quantity' })).toMatchObject({ ok: true });
    expect(await tools.pressKey({ key: 'Tab' })).toMatchObject({ ok: true });
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual(['input', 'change', 'input', 'change']);
  });

  test('check and uncheck a switch the app draws anew when it is clicked: the new one is read, as Playwright\'s locator.check() does', async ({ tools, page }) => {
    await page.setContent(`<div id="cards"></div><script>
      const state = { Debit: false, Credit: true };
      function draw() {
        cards.innerHTML = Object.entries(state).map(([name, on]) =>
          '<section class="card"><h3>' + name + '</h3><span role="switch" tabindex="0" aria-label="Freeze card" aria-checked="' + on + '" style="display:inline-block;width:30px;height:16px;background:#ccc"></span></section>').join('');
        cards.querySelectorAll('[role=switch]').forEach((el, i) => el.addEventListener('click', () => { const name = Object.keys(state)[i]; state[name] = !state[name]; draw(); }));
      }
      draw();
    </script>`);
    expect(await tools.check({ target: '"Freeze card" switch in the "Debit" card' })).toMatchObject({ ok: true, data: { checked: true } });
    expect(await tools.uncheck({ target: '"Freeze card" switch in the "Credit" card' })).toMatchObject({ ok: true, data: { checked: false } });
    expect(await page.evaluate(() => [...document.querySelectorAll('[role=switch]')].map(el => el.getAttribute('aria-checked')))).toEqual(['true', 'false']);
  });

  test('fill on a read-only field is NOT_EDITABLE', async ({ tools }) => {
    await tools.navigate({ url: '/forms/' });
    // Long enough for a loaded machine to reach the editable check (and log why) before it ends.
    expect(await tools.fill({ target: 'Member since field', value: 'x', timeout: 1500 })).toMatchObject({ ok: false, error: { code: 'NOT_EDITABLE' } });
    expect(await tools.fill({ target: '"Profile form" heading', value: 'x', timeout: 1500 })).toMatchObject({ ok: false, error: { code: 'NOT_EDITABLE' } });
  });

  test('fill on a native dropdown chooses the option it names, and fails on one it does not have', async ({ tools, page }) => {
    await tools.navigate({ url: '/forms/' });
    expect(await tools.fill({ target: 'Country', value: 'Japan' })).toMatchObject({ ok: true, data: { labels: ['Japan'] } });
    await expect(page.locator('#country option:checked')).toHaveText('Japan');
    expect(await tools.fill({ target: 'Country', value: 'Atlantis', timeout: 1500 })).toMatchObject({ ok: false, error: { code: 'ELEMENT_NOT_FOUND' } });
    await expect(page.locator('#country option:checked')).toHaveText('Japan');
  });

  test('select picks from a custom listbox', async ({ tools, page }) => {
    await tools.navigate({ url: '/components/' });
    expect(await tools.select({ target: 'Fruit dropdown', value: 'Cherry' })).toMatchObject({ ok: true, data: { labels: ['Cherry'] } });
    await expect(page.getByTestId('fruit-choice')).toHaveText('Selected fruit: Cherry');
  });

  test('uploadFile sets files on a file input; a missing file is INVALID_INPUT', async ({ tools, page }) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'specwright-upload-'));
    const file = path.join(dir, 'cv.txt');
    writeFileSync(file, 'hello');
    await tools.navigate({ url: '/forms/' });
    expect(await tools.uploadFile({ target: 'Attachments field', files: [file] })).toMatchObject({ ok: true, data: { files: ['cv.txt'] } });
    await expect(page.locator('#file-names')).toContainText('cv.txt');
    expect(await tools.uploadFile({ target: 'Attachments field', filePath: path.join(dir, 'nope.txt') })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  });

  test('pressKey with modifiers reaches the page', async ({ tools, page }) => {
    await tools.navigate({ url: '/interactions/' });
    expect(await tools.pressKey({ target: '"Press keys here" field', key: 'Tab', modifiers: ['shift'] })).toMatchObject({ ok: true, data: { key: 'Shift+Tab' } });
    await expect(page.getByTestId('last-key')).toHaveText('Shift+Tab');
    expect(await tools.pressKey({ key: 'k', modifiers: ['ctrl'] })).toMatchObject({ ok: true });
    await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
  });
});

test.describe('reading and page tools', () => {
  test('getText normalizes whitespace; executeJS returns values and SCRIPT_ERROR; screenshot, scroll, wait', async ({ tools }) => {
    await tools.navigate({ url: '/forms/' });
    expect(await tools.getText({ target: '"Profile form" heading' })).toMatchObject({ ok: true, data: { text: 'Profile form' } });
    expect(await tools.executeJS({ code: 'document.title.length > 0' })).toMatchObject({ ok: true, data: { result: true } });
    expect(await tools.executeJS({ code: 'const a = 2; return a * 21' })).toMatchObject({ ok: true, data: { result: 42 } });
    expect(await tools.executeJS({ code: 'missingFunction()' })).toMatchObject({ ok: false, error: { code: 'SCRIPT_ERROR' } });
    const shot = await tools.screenshot({ target: '"Profile form" heading' });
    expect(shot).toMatchObject({ ok: true, data: { mimeType: 'image/png' } });
    expect(Buffer.from((shot as { data: { base64: string } }).data.base64, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(await tools.scroll({ direction: 'down', amount: 300 })).toMatchObject({ ok: true, data: { y: 300 } });
    expect(await tools.scroll({ to: 'top' })).toMatchObject({ ok: true, data: { y: 0 } });
    expect(await tools.wait({ ms: 10 })).toMatchObject({ ok: true });
    expect(await tools.getElements({ type: 'input' })).toMatchObject({ ok: true });
    expect(await tools.getElementDetails({ indices: [1] })).toMatchObject({ ok: true, data: [{ attributes: expect.any(Object) }] });
  });

  test('waitForElement, waitForText and waitForUrl wait, and fail with TIMEOUT', async ({ tools }) => {
    await tools.navigate({ url: '/dynamic/?wait=300' });
    expect(await tools.waitForElement({ target: '"Loaded after a delay"', timeout: 3000 })).toMatchObject({ ok: true });
    expect(await tools.waitForText({ text: 'Connecting to the live feed', gone: true, timeout: 3000 })).toMatchObject({ ok: true });
    expect(await tools.waitForElement({ target: '"Never appears"', timeout: 200 })).toMatchObject({ ok: false, error: { code: 'TIMEOUT' } });
    expect(await tools.waitForText({ text: 'Never appears', timeout: 200 })).toMatchObject({ ok: false, error: { code: 'TIMEOUT' } });
    expect(await tools.waitForUrl({ url: '/dynamic/' })).toMatchObject({ ok: true });
    expect(await tools.waitForUrl({ url: '/elsewhere', timeout: 200 })).toMatchObject({ ok: false, error: { code: 'TIMEOUT' } });
  });

  test('waitForLoad waits for the load event, the DOM, or the network to go quiet', async ({ tools }) => {
    await tools.navigate({ url: '/forms/' });
    expect(await tools.waitForLoad({})).toMatchObject({ ok: true, data: { state: 'load' } });
    expect(await tools.waitForLoad({ state: 'domcontentloaded' })).toMatchObject({ ok: true });
    let release = () => {};
    const held = new Promise<void>(resolve => release = resolve);
    await tools.ctx.page.route('**/held-request', async route => {
      await held;
      await route.fulfill({ body: 'done' });
    });
    await Promise.all([tools.ctx.page.waitForRequest('**/held-request'), tools.executeJS({ code: 'void fetch("/held-request")' })]);
    const busy = await tools.waitForLoad({ state: 'networkidle', timeout: 700 });
    expect(busy).toMatchObject({ ok: false, error: { code: 'TIMEOUT', evidence: { pending: [expect.stringContaining('/held-request')] } } });
    let releasedAt = 0;
    setTimeout(() => (releasedAt = Date.now(), release()), 300);
    const quiet = await tools.waitForLoad({ state: 'networkidle', timeout: 5000 });
    expect(quiet).toMatchObject({ ok: true, data: { state: 'networkidle' } });
    // Quiet means 500 ms with nothing in flight after the held request ended. Measured from its release, not from
    // the call: on a busy machine the release timer may fire before the call has even started waiting.
    expect(releasedAt).toBeGreaterThan(0);
    expect(Date.now() - releasedAt).toBeGreaterThanOrEqual(500);
  });

  test('scroll brings lazy content into view', async ({ tools }) => {
    await tools.navigate({ url: '/interactions/' });
    expect(await tools.scroll({ target: '"Further down"' })).toMatchObject({ ok: true });
    expect(await tools.waitForText({ text: 'Lazy section loaded', timeout: 3000 })).toMatchObject({ ok: true });
  });
});

test('execute(plan) maps StepPlans onto tools and reports tool, args and strategy', async ({ tools }) => {
  expect(await tools.execute({ action: 'navigate', url: '/forms/' })).toMatchObject({ ok: true, data: { tool: 'navigate' } });
  expect(await tools.execute({ action: 'fill', target: 'Full name field', value: 'Ada' })).toMatchObject({ ok: true, data: { tool: 'fill', strategy: 'label/exact' } });
  expect(await tools.execute({ action: 'assertValue', target: 'Full name field', value: 'Ada' })).toMatchObject({ ok: true, data: { tool: 'assertValue' } });
  expect(await tools.execute({ action: 'click', target: 'Full name field', clickCount: 2 })).toMatchObject({ ok: true, data: { tool: 'dblclick' } });
  expect(await tools.execute({ action: 'assertTextPresent', text: 'nope nope', match: 'exact' })).toMatchObject({ ok: false, error: { code: 'ASSERTION_FAILED', message: expect.stringMatching(/^assertTextPresent: /) } });
  for (const plan of [{ action: 'run', name: 'x:y', params: {} }, { action: 'ai', instruction: 'x' }, { action: 'aiAssert', criterion: 'x' }] as const)
    expect(await tools.execute(plan)).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
});

async function logIn(tools: import('../../src/fixtures/tools.ts').Tools): Promise<void> {
  await tools.navigate({ url: '/shop/' });
  await tools.fill({ target: 'Username', value: 'standard_user' });
  await tools.fill({ target: 'Password', value: 'secret_sauce' });
  await tools.click({ target: '"Login" button' });
  await tools.waitForUrl({ url: 'inventory' });
}
