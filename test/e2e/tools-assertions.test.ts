/** Assertion tools: pass on the sample app, and fail with ASSERTION_FAILED (retriable) and evidence of what was found. */
import { expect, test } from '../../src/fixtures/tools.ts';
import { READ_ONLY_TOOLS, tools as registry } from '../../src/tools/index.ts';
import type { ElementRecord } from '../../src/common/element.ts';
import { createToolContext } from '../../src/tools/context.ts';
import { executeCall } from '../../src/tools/execute.ts';

test.use({ trace: 'off' });

type Failure = { ok: false; error: { code: string; retriable: boolean; message: string; evidence: Record<string, unknown> } };

function failed(result: unknown): Failure['error'] {
  expect(result).toMatchObject({ ok: false, error: { code: 'ASSERTION_FAILED', retriable: true } });
  return (result as Failure).error;
}

test('assertTextPresent: whitespace-insensitive whole-phrase contains, exact, regex, within a target; near misses and nearest texts as evidence', async ({ tools }) => {
  await tools.navigate({ url: '/forms/' });
  expect(await tools.assertTextPresent({ text: 'Profile   form' })).toMatchObject({ ok: true });
  // Another case is a near miss, never a pass.
  expect(failed(await tools.assertTextPresent({ text: 'profile   FORM', timeout: 200 })).evidence.nearMisses).toContainEqual({ text: 'Profile form', why: 'case' });
  expect(await tools.assertTextPresent({ text: 'Profile form', exact: true })).toMatchObject({ ok: true });
  expect(await tools.assertTextPresent({ text: '^Profile\\s+form$', match: 'regex' })).toMatchObject({ ok: true });
  expect(await tools.assertTextPresent({ text: 'Plan', target: '"Plan" group' })).toMatchObject({ ok: true });
  const error = failed(await tools.assertTextPresent({ text: 'Profile forms', exact: true, timeout: 200 }));
  expect(error.evidence.nearest).toContain('Profile form');
  failed(await tools.assertTextPresent({ text: 'Full name is required', timeout: 200 }));
  expect(await tools.assertTextPresent({ text: '(', match: 'regex' })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
});

test('assertTextPresent waits for late text; assertTextAbsent waits for text to go', async ({ tools }) => {
  await tools.navigate({ url: '/dynamic/?wait=300' });
  expect(await tools.assertTextPresent({ text: 'Loaded after a delay', timeout: 3000 })).toMatchObject({ ok: true });
  expect(await tools.assertTextAbsent({ text: 'Connecting to the live feed', timeout: 3000 })).toMatchObject({ ok: true });
  const error = failed(await tools.assertTextAbsent({ text: 'Dynamic content', timeout: 200 }));
  expect(error.evidence.count).toBeGreaterThan(0);
});

test('assertElementVisible / assertElementHidden tell hidden look-alikes from the visible one', async ({ tools }) => {
  await tools.navigate({ url: '/hidden/' });
  expect(await tools.assertElementVisible({ target: '"Save" button' })).toMatchObject({ ok: true });
  expect(await tools.assertElementHidden({ target: '"Launch rocket" button', timeout: 200 })).toMatchObject({ ok: true, data: { present: false } });
  const hidden = failed(await tools.assertElementHidden({ target: '"Welcome back"', timeout: 200 }));
  expect(hidden.evidence.visible).toBeGreaterThan(0);
  const missing = failed(await tools.assertElementVisible({ target: '"Launch rocket" button', timeout: 200 }));
  expect(missing.evidence).toMatchObject({ hiddenMatches: 0 });
  await tools.navigate({ url: '/components/' });
  expect(await tools.assertElementHidden({ target: '"Fruit" listbox', timeout: 200 })).toMatchObject({ ok: true, data: { present: true } });
  const onlyHidden = failed(await tools.assertElementVisible({ target: 'role:tabpanel[name="Security"]', timeout: 200 }));
  expect(onlyHidden.evidence.hiddenMatches).toBe(1);
});

test('assertValue, assertChecked, assertEnabled report the actual state', async ({ tools }) => {
  await tools.navigate({ url: '/forms/' });
  expect(await tools.assertValue({ target: 'Member since field', value: '2019-04-01' })).toMatchObject({ ok: true });
  expect(await tools.assertValue({ target: 'Member since field', value: '2019', match: 'contains' })).toMatchObject({ ok: true });
  expect(failed(await tools.assertValue({ target: 'Member since field', value: '2020-01-01', timeout: 200 })).evidence).toMatchObject({ expected: '2020-01-01', actual: '2019-04-01' });
  expect(await tools.assertChecked({ target: '"Free" radio' })).toMatchObject({ ok: true });
  expect(await tools.assertChecked({ target: '"Pro" radio', checked: false })).toMatchObject({ ok: true });
  expect(failed(await tools.assertChecked({ target: '"Pro" radio', timeout: 200 })).evidence).toMatchObject({ expected: true, actual: false });
  expect(await tools.assertEnabled({ target: 'Full name field' })).toMatchObject({ ok: true });
  expect(await tools.assertEnabled({ target: 'Account ID field', enabled: false })).toMatchObject({ ok: true });
  expect(failed(await tools.assertEnabled({ target: 'Account ID field', timeout: 200 })).evidence).toMatchObject({ actual: false });
  failed(await tools.assertValue({ target: 'Shoe size field', value: '42', timeout: 200 }));
});

test('assertCount compares visible matches', async ({ tools }) => {
  await tools.navigate({ url: '/components/' });
  expect(await tools.assertCount({ target: '"Edit" link', count: 10 })).toMatchObject({ ok: true, data: { count: 10 } });
  expect(await tools.assertCount({ target: '"Edit" link', count: 5, comparison: 'gte' })).toMatchObject({ ok: true });
  expect(await tools.assertCount({ target: '"Launch rocket" button', count: 0 })).toMatchObject({ ok: true });
  expect(failed(await tools.assertCount({ target: '"Edit" link', count: 25, timeout: 200 })).evidence).toMatchObject({ expected: 25, actual: 10 });
});

test('assertUrl and assertTitle', async ({ tools }) => {
  await tools.navigate({ url: '/forms/' });
  expect(await tools.assertUrl({ url: '/forms/' })).toMatchObject({ ok: true });
  expect(await tools.assertUrl({ url: '/forms/', match: 'exact' })).toMatchObject({ ok: true });
  expect(await tools.assertUrl({ url: 'forms/$', match: 'regex' })).toMatchObject({ ok: true });
  expect(failed(await tools.assertUrl({ url: '/cart', timeout: 200 })).evidence).toMatchObject({ expected: '/cart', actual: expect.stringContaining('/forms/') });
  expect(await tools.assertUrl({ url: '/login', not: true })).toMatchObject({ ok: true, data: { not: true } });
  const notForms = failed(await tools.assertUrl({ url: '/forms/', not: true, timeout: 200 }));
  expect(notForms.message).toContain('not to contain "/forms/"');
  const title = await tools.ctx.page.title();
  // contains is case-sensitive: the title in capitals is not the title.
  failed(await tools.assertTitle({ title: title.toUpperCase(), timeout: 200 }));
  expect(await tools.assertTitle({ title: title.split(' ')[0] })).toMatchObject({ ok: true });
  expect(await tools.assertTitle({ title, match: 'exact' })).toMatchObject({ ok: true });
  expect(failed(await tools.assertTitle({ title: 'Checkout', timeout: 200 })).evidence).toMatchObject({ actual: title });
  expect(await tools.assertTitle({ title: 'Checkout', not: true })).toMatchObject({ ok: true });
  expect(failed(await tools.assertTitle({ title, not: true, timeout: 200 })).evidence).toMatchObject({ actual: title, not: true });
});

test('assertions are read-only tools; actions are not', () => {
  for (const name of ['assertTextPresent', 'assertTextAbsent', 'assertElementVisible', 'assertElementHidden', 'assertValue', 'assertChecked', 'assertEnabled', 'assertCount', 'assertUrl', 'assertTitle', 'getText', 'snapshot', 'getElements'] as const)
    expect(READ_ONLY_TOOLS.has(name), name).toBe(true);
  for (const name of ['click', 'fill', 'type', 'select', 'check', 'navigate', 'executeJS', 'uploadFile', 'pressKey', 'hover'] as const)
    expect(registry[name].readOnly, name).toBe(false);
});

test('a check that meets a navigation looks again on the new page instead of failing with an internal error', async ({ page, tools }) => {
  let loads = 0;
  await page.route('http://nav.test/**', route => {
    loads++;
    // Five quick self-navigations, then the page the check is about.
    const body = loads < 6 ? `<p>Loading ${loads}</p><script>setTimeout(() => location.href = '/p${loads}', 15)</script>` : '<h1>Products</h1>';
    return route.fulfill({ contentType: 'text/html', body });
  });
  await page.goto('http://nav.test/start');
  expect(await tools.assertTextPresent({ text: 'Products', timeout: 10_000 })).toMatchObject({ ok: true });
  await page.goto('http://nav.test/again');
  loads = 0;
  await page.goto('http://nav.test/start');
  expect(await tools.assertTextPresent({ text: 'Nowhere', timeout: 1500 })).toMatchObject({ ok: false, error: { code: 'ASSERTION_FAILED' } });
});

test('a negative check right after a click that navigates a moment later judges the new page, not the old one', async ({ page, tools }) => {
  // The next page is answered `serverMs` late: a navigation already asked for is awaited, however slow its server.
  let serverMs = 0;
  await page.route('http://leave.test/**', async route => {
    const next = route.request().url().endsWith('/next');
    if (next)
      await new Promise(resolve => setTimeout(resolve, serverMs));
    await route.fulfill({
      contentType: 'text/html',
      body: next
        ? '<h1>Products</h1><p>Bike Light</p><button>Remove</button>'
        : `<button onclick="setTimeout(() => location.assign('/next'), 100)">Login</button>`,
    });
  });
  for (const ms of [0, 700, 1500]) {
    serverMs = ms;
    for (const check of [
      () => tools.assertTextAbsent({ text: 'Bike Light', timeout: 1000 }),
      () => tools.assertElementHidden({ target: 'the "Remove" button', timeout: 1000 }),
    ]) {
      await page.goto('http://leave.test/start');
      expect(await tools.click({ target: 'the "Login" button' })).toMatchObject({ ok: true });
      expect(await check(), `server ${ms} ms`).toMatchObject({ ok: false, error: { code: 'ASSERTION_FAILED' } });
      // A check that timed out before the next page came (1500 ms) cannot tell; the next round starts once it is here.
      await page.waitForURL('**/next');
    }
  }
  // On a settled page an absence still passes.
  expect(await tools.assertTextAbsent({ text: 'Nowhere', timeout: 1000 })).toMatchObject({ ok: true });
});

test('a check right after an input whose handler navigates a moment later judges the new page: a click, Enter, a choice', async ({ page, tools }) => {
  // The next page is answered `serverMs` late; the old one still shows what the checks name.
  let serverMs = 0;
  await page.route('http://go.test/**', async route => {
    const url = route.request().url();
    if (url.endsWith('/broken'))
      return route.abort();
    if (url.endsWith('/next'))
      await new Promise(resolve => setTimeout(resolve, serverMs));
    // A busy task first, then the navigation: the page answers Playwright's own after-click look
    // between the two, so the click returns before the navigation is asked for.
    const leave = `setTimeout(() => { const end = Date.now() + 150; while (Date.now() < end); }, 0); setTimeout(() => location.assign('/next'), 0)`;
    await route.fulfill({
      contentType: 'text/html',
      body: url.endsWith('/next')
        ? '<h1>Products</h1>'
        : `<h1>Sign in</h1><button onclick="${leave}">Login</button><button onclick="setTimeout(() => location.assign('/broken'), 0)">Broken</button>
<form onsubmit="event.preventDefault(); ${leave}"><input aria-label="Name"></form>
<select aria-label="Page" onchange="${leave}"><option>One</option><option>Two</option></select>`,
    });
  });
  const inputs = [
    () => tools.click({ target: 'the "Login" button' }),
    () => tools.pressKey({ target: 'the Name field', key: 'Enter' }),
    () => tools.select({ target: 'the Page dropdown', value: 'Two' }),
  ];
  // (A checkbox is left out: Playwright's own check reads the box again after its click, and a page
  // that leaves at once may be gone by then, which fails the check before this could follow it.)
  for (const ms of [0, 700]) {
    serverMs = ms;
    for (const [i, input] of inputs.entries()) {
      await page.goto('http://go.test/start');
      expect(await input(), `input ${i}`).toMatchObject({ ok: true });
      expect(await tools.assertElementVisible({ target: 'the "Login" button', timeout: 500 }), `input ${i}, server ${ms} ms`).toMatchObject({ ok: false, error: { code: 'ASSERTION_FAILED' } });
      expect(await tools.assertTextPresent({ text: 'Sign in', timeout: 500 }), `input ${i}, server ${ms} ms`).toMatchObject({ ok: false, error: { code: 'ASSERTION_FAILED' } });
      expect(await tools.assertTextPresent({ text: 'Products', timeout: 500 })).toMatchObject({ ok: true });
    }
  }
  // A navigation that fails ends the wait at once; the page stays, and checks judge it.
  await page.goto('http://go.test/start');
  const started = Date.now();
  expect(await tools.click({ target: 'the "Broken" button' })).toMatchObject({ ok: true });
  expect(Date.now() - started).toBeLessThan(3000);
});

test('a visibility check records its element for the lock file when it found one, none when it passed on several; replayed, the recorded element must be visible', async ({ page }) => {
  await page.setContent(`<button>Sign in</button><a href="#a">Help</a><a href="#b">Help</a>`);
  // Element records are read only when a lock file is in use, as the spec fixture sets it.
  const ctx = createToolContext(page, { timeout: 1000, recordElements: true });
  const visible = (target: string, on = ctx) => executeCall(on, { tool: 'assertElementVisible', args: { target } });
  const button = await visible('"Sign in" button');
  const element = button.ok ? (button.data as { element?: ElementRecord }).element : undefined;
  expect(element?.locator).toBe(`getByRole('button', { name: 'Sign in', exact: true })`);
  const links = await visible('"Help" link');
  expect(links).toMatchObject({ ok: true });
  expect((links as { data: { element?: unknown } }).data.element).toBeUndefined();
  // Replayed: the recorded element, found and visible.
  expect(await visible('"Sign in" button', ctx.with({ pin: element! }))).toMatchObject({ ok: true, data: { strategy: 'lock' } });
  // The recorded element hidden: no replay passes it, and the check fails.
  await page.setContent(`<button hidden>Sign in</button><a href="#a">Help</a>`);
  expect(await visible('"Sign in" button', ctx.with({ pin: element! }))).toMatchObject({ ok: false, error: { code: 'ASSERTION_FAILED' } });
});
