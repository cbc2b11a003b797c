/** Tools never throw: bad input, garbage selectors, closed pages and throwing pages all come back as coded results. */
import { expect, test } from '@playwright/test';
import { createToolContext, guard, toToolError, TOOL_ERROR_CODES, TOOL_NAMES, tools, type ToolContext, type ToolName, type ToolResult } from '../../src/tools/index.ts';

test.use({ trace: 'off' });

const CODES: ReadonlySet<string> = new Set(TOOL_ERROR_CODES);

/** Arguments each tool accepts; on a closed page every one of them must still come back as a value. */
const VALID: Record<ToolName, unknown> = {
  click: { target: 'Go' }, type: { target: 'Name', text: 'x' }, scroll: { direction: 'down' }, navigate: { url: 'about:blank' },
  screenshot: {}, wait: { ms: 1 }, hover: { target: 'Go' }, select: { target: 'Size', value: 'L' }, pressKey: { key: 'Enter' },
  goBack: {}, goForward: {}, refresh: {}, dragDrop: { from: { x: 1, y: 1 }, to: { x: 5, y: 5 } }, uploadFile: { target: 'File', files: [import.meta.filename] },
  switchTab: { index: 0, timeout: 100 }, executeJS: { code: '1 + 1' }, getElements: {}, getElementDetails: { indices: [1] },
  dblclick: { target: 'Go' }, rightClick: { target: 'Go' }, fill: { target: 'Name', value: 'x' }, clear: { target: 'Name' },
  check: { target: 'Agree' }, uncheck: { target: 'Agree' }, getText: { target: 'Go' }, snapshot: {},
  waitForElement: { target: 'Go' }, waitForText: { text: 'Go' }, waitForUrl: { url: '/x' }, waitForLoad: { state: 'networkidle', timeout: 100 },
  assertTextPresent: { text: 'Go' }, assertTextAbsent: { text: 'Go' }, assertElementVisible: { target: 'Go' },
  assertElementHidden: { target: 'Go' }, assertValue: { target: 'Name', value: 'x' }, assertChecked: { target: 'Agree' },
  assertEnabled: { target: 'Go' }, assertCount: { target: 'Go', count: 1 }, assertUrl: { url: '/x' }, assertTitle: { title: 'x' },
};

const PAGE = `<title>Errors</title><button id=go>Go</button><label>Name <input id=name></label><label><input type=checkbox> Agree</label>
<label>Size <select><option>L</option></select></label><label>File <input type=file></label>`;

async function callSafely(name: ToolName, ctx: ToolContext, args: unknown): Promise<ToolResult> {
  let result: ToolResult | undefined;
  let thrown: unknown;
  try {
    result = await tools[name].run(ctx, args);
  } catch (error) {
    thrown = error;
  }
  expect(thrown, `${name} threw`).toBeUndefined();
  expect(result, `${name} returned nothing`).toBeDefined();
  if (!result!.ok) {
    expect(CODES.has(result!.error.code), `${name}: unknown code ${result!.error.code}`).toBe(true);
    expect(typeof result!.error.message).toBe('string');
    expect(typeof result!.error.retriable).toBe('boolean');
    expect(() => JSON.stringify(result)).not.toThrow();
  }
  return result!;
}

test('every tool: arguments of the wrong type are INVALID_INPUT', async ({ page }) => {
  await page.setContent(PAGE);
  const ctx = createToolContext(page, { timeout: 100 });
  expect(Object.keys(VALID).sort()).toEqual([...TOOL_NAMES].sort());
  for (const name of TOOL_NAMES) {
    for (const bad of [42, 'click me', [1, 2], true, ...wrongTyped(VALID[name] as Record<string, unknown>)])
      expect(await callSafely(name, ctx, bad), `${name}(${JSON.stringify(bad)})`).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', retriable: false } });
  }
});

test('every tool that takes a target: garbage selectors come back coded, never thrown', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setContent(PAGE);
  const ctx = createToolContext(page, { timeout: 100 });
  const garbage = ['"))]]', '', "'", 'css:))]]', 'xpath://[', 'role:nonsense[name="x"]', 'ref:e99999', '[', '\u0000', 'a'.repeat(5000)];
  for (const name of TOOL_NAMES) {
    const valid = VALID[name] as Record<string, unknown>;
    if (!('target' in valid))
      continue;
    for (const target of garbage) {
      const result = await callSafely(name, ctx, { ...valid, target, timeout: 100 });
      if (name !== 'assertElementHidden' && name !== 'assertTextAbsent' && name !== 'assertCount' && target !== 'a'.repeat(5000))
        expect(result.ok, `${name}(${JSON.stringify(target.slice(0, 20))})`).toBe(false);
    }
  }
  expect(await tools.click.run(ctx, { target: '' })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  expect(await tools.click.run(ctx, { target: 'ref:e99999' })).toMatchObject({ ok: false, error: { code: 'ELEMENT_NOT_FOUND', selector: 'ref:e99999' } });
});

/** Each argument replaced by a value of the wrong type, one at a time. */
function wrongTyped(valid: Record<string, unknown>): Array<Record<string, unknown>> {
  return Object.keys(valid).map(key => ({ ...valid, [key]: typeof valid[key] === 'string' ? 7 : 'seven' }));
}

test('every tool on a closed page returns a coded failure', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent(PAGE);
  const ctx = createToolContext(page, { timeout: 200 });
  await context.close();
  const codes = new Set<string>();
  for (const name of TOOL_NAMES) {
    const result = await callSafely(name, ctx, VALID[name]);
    expect(result.ok, name).toBe(false);
    if (!result.ok)
      codes.add(result.error.code);
  }
  expect(codes).toContain('TARGET_CLOSED');
});

test('a page whose scripts throw: tools still answer with values', async ({ page }) => {
  await page.setContent(`${PAGE}<script>
    setInterval(() => { throw new Error('tick'); }, 5);
    document.getElementById('go').addEventListener('click', () => { throw new Error('handler'); });
    window.addEventListener('error', () => { throw new Error('nested'); });
    Object.defineProperty(window, 'broken', { get() { throw new Error('getter'); } });
  </script>`);
  const ctx = createToolContext(page, { timeout: 200 });
  for (const name of TOOL_NAMES)
    await callSafely(name, ctx, VALID[name]);
  await page.setContent(`${PAGE}<script>document.getElementById('go').addEventListener('click', () => { throw new Error('handler'); });
    Object.defineProperty(window, 'broken', { get() { throw new Error('getter'); } });</script>`);
  // The calls that must succeed get the default timeout: 200 ms, enough for the failures above, is not
  // always enough on a loaded 2-core machine for a click to find its button (a fresh clone's npm test).
  const calm = createToolContext(page);
  expect(await tools.click.run(calm, { target: '"Go" button' })).toMatchObject({ ok: true });
  expect(await tools.executeJS.run(calm, { code: 'window.broken' })).toMatchObject({ ok: false, error: { code: 'SCRIPT_ERROR' } });
  expect(await tools.executeJS.run(calm, { code: 'return new Promise((_, reject) => reject(new Error("async boom")))' })).toMatchObject({ ok: false, error: { code: 'SCRIPT_ERROR' } });
});

test('toToolError: one mapping from Playwright errors and thrown values to codes', () => {
  const timeout = Object.assign(new Error('locator.click: Timeout 300ms exceeded.\nCall log:\n  - waiting for locator(\'#x\')'), { name: 'TimeoutError' });
  const cases: Array<[unknown, string]> = [
    [timeout, 'TIMEOUT'],
    [Object.assign(new Error('locator.fill: Timeout 300ms exceeded.\nCall log:\n  - element is not editable'), { name: 'TimeoutError' }), 'NOT_EDITABLE'],
    [Object.assign(new Error('locator.click: Timeout 300ms exceeded.\nCall log:\n  - element is not enabled'), { name: 'TimeoutError' }), 'NOT_ENABLED'],
    [Object.assign(new Error('locator.click: Timeout 300ms exceeded.\nCall log:\n  - element is not visible'), { name: 'TimeoutError' }), 'NOT_VISIBLE'],
    [new Error('locator.click: Error: strict mode violation: getByRole(\'button\') resolved to 2 elements'), 'AMBIGUOUS_TARGET'],
    [new Error('page.goto: Target page, context or browser has been closed'), 'TARGET_CLOSED'],
    [new Error('elementHandle.click: Element is not attached to the DOM'), 'ELEMENT_DETACHED'],
    [new Error('page.evaluate: Target crashed'), 'PAGE_CRASHED'],
    [new Error('page.goto: net::ERR_CONNECTION_REFUSED at http://127.0.0.1:1/'), 'NAVIGATION_FAILED'],
    [new Error('locator.fill: Error: Element is not an <input>, <textarea> or [contenteditable] element'), 'NOT_EDITABLE'],
    [new Error('page.evaluate: ReferenceError: foo is not defined'), 'SCRIPT_ERROR'],
    [new Error('something else entirely'), 'INTERNAL_ERROR'],
    ['a string', 'INTERNAL_ERROR'],
    [undefined, 'INTERNAL_ERROR'],
    [{ weird: true }, 'INTERNAL_ERROR'],
  ];
  for (const [thrown, code] of cases)
    expect(toToolError(thrown, { action: 'click', selector: '"Go"', timeout: 300 }), String(thrown)).toMatchObject({ ok: false, error: { code } });
  const circular: Record<string, unknown> = {};
  circular.self = circular;
  expect(toToolError(circular)).toMatchObject({ ok: false, error: { code: 'INTERNAL_ERROR' } });
  const named = toToolError(timeout, { action: 'click', locator: "locator('#x')", selector: '#x', originalSelector: '"#x"', timeout: 300 });
  expect(named).toMatchObject({ ok: false, error: { selector: '#x', originalSelector: '"#x"', retriable: true, evidence: { timeout: 300 } } });
  expect((named as { error: { message: string } }).error.message).toMatch(/^click locator\('#x'\): .*timeout 300ms/);
});

test('guard turns a real strict-mode violation and a real timeout into values', async ({ page }) => {
  await page.setContent('<button>A</button><button>B</button>');
  expect(await guard(async () => {
    // The violation is raised as soon as both buttons are seen; the timeout only bounds a loaded machine.
    await page.locator('button').click({ timeout: 5000 });
    return { ok: true, data: null };
  })).toMatchObject({ ok: false, error: { code: 'AMBIGUOUS_TARGET' } });
  expect(await guard(async () => {
    await page.locator('#missing').click({ timeout: 100 });
    return { ok: true, data: null };
  }, { timeout: 100 })).toMatchObject({ ok: false, error: { code: 'TIMEOUT', retriable: true } });
});

test('a description that finds nothing names the nearest visible elements and the strategies in one line', async ({ page }) => {
  await page.setContent(`<form><button type=submit>Log in</button> <a href="/help">Login help</a> <button>Cancel</button></form>`);
  const result = await tools.click.run(createToolContext(page, { timeout: 1500 }), { target: 'the "Login" button' });
  expect(result.ok).toBe(false);
  const error = (result as Extract<ToolResult, { ok: false }>).error;
  expect(error.code).toBe('ELEMENT_NOT_FOUND');
  expect((error.evidence as { nearest: string[] }).nearest).toEqual(['button "Log in"', 'link "Login help"']);
  expect(error.message).toMatch(/; tried [^,]+(, [^,]+){5} and \d+ more\.$/);
});
