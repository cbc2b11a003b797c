/** A lock entry's pinned element on replay: used only as recorded, and for a scoped target only while it still lies in the scope the target names. */
import { expect, test, type Page } from '@playwright/test';
import type { ElementRecord } from '../../src/common/element.ts';
import { createToolContext, executeCall, type ToolContext } from '../../src/tools/index.ts';

test.use({ trace: 'off' });

/** A list whose buttons are numbered by position, as many apps number them: the recorded id then says nothing about the product. */
const list = (names: string[]) => `<p id="out"></p><ul>${names.map((name, i) => `<li class="item"><span class="name">${name}</span>
  <button id="add-${i + 1}" onclick="document.querySelector('#out').textContent = 'Added ' + this.closest('li').querySelector('.name').textContent">Add to cart</button></li>`).join('')}</ul>`;
const table = (names: string[]) => `<p id="out"></p><table>${names.map((name, i) => `<tr><td>${name}</td>
  <td><button id="edit-${i + 1}" onclick="document.querySelector('#out').textContent = 'Editing ' + this.closest('tr').cells[0].textContent">Edit</button></td></tr>`).join('')}</table>`;

const CART = '"Add to cart" for "Cherry"';
const EDIT = '"Edit" button in the row with "Bob"';

interface Clicked {
  ok: boolean;
  code?: string;
  strategy?: string;
  tried?: string[];
  element?: ElementRecord;
  out: string;
}

async function click(page: Page, target: string, pin?: ElementRecord): Promise<Clicked> {
  const ctx: ToolContext = createToolContext(page, { timeout: 1000, recordElements: true, ...(pin ? { pin } : {}) });
  await page.locator('#out').evaluate(out => (out.textContent = ''));
  const result = await executeCall(ctx, { tool: 'click', args: { target } });
  const out = await page.locator('#out').textContent() ?? '';
  if (!result.ok)
    return { ok: false, code: result.error.code, out };
  const data = result.data as { strategy: string; tried: string[]; element?: ElementRecord };
  return { ok: true, strategy: data.strategy, tried: data.tried, ...(data.element ? { element: data.element } : {}), out };
}

/** Records the target on `recorded`, checks the record names the element by its position (so only the scope check can tell), and returns it. */
async function record(page: Page, html: string, target: string, id: string): Promise<ElementRecord> {
  await page.setContent(html);
  const first = await click(page, target);
  expect(first.ok && first.strategy !== 'lock').toBe(true);
  expect(first.element?.fingerprint.attrs.id).toBe(id);
  // The record must find the element by something that stays with the position, not the product, for this test to mean anything.
  expect(first.element?.selector).not.toContain('Cherry');
  expect(first.element?.selector).not.toContain('Bob');
  return first.element!;
}

test('a scoped target replays its recorded element while it still lies in the scope', async ({ page }) => {
  const cart = await record(page, list(['Apple', 'Banana', 'Cherry']), CART, 'add-3');
  await page.setContent(list(['Apple', 'Banana', 'Cherry']));
  const replayed = await click(page, CART, cart);
  expect(replayed).toMatchObject({ ok: true, strategy: 'lock', tried: ['lock'], out: 'Added Cherry' });

  const edit = await record(page, table(['Alice', 'Bob', 'Carol']), EDIT, 'edit-2');
  await page.setContent(table(['Alice', 'Bob', 'Carol']));
  expect(await click(page, EDIT, edit)).toMatchObject({ ok: true, strategy: 'lock', out: 'Editing Bob' });
});

test('when the row moved, the recorded element (now another product\'s) is not clicked: the search finds the right one', async ({ page }) => {
  const cart = await record(page, list(['Apple', 'Banana', 'Cherry']), CART, 'add-3');
  await page.setContent(list(['Cherry', 'Apple', 'Banana']));
  const moved = await click(page, CART, cart);
  expect(moved).toMatchObject({ ok: true, out: 'Added Cherry' });
  expect(moved.strategy).not.toBe('lock');
  expect(moved.tried?.[0]).toBe('lock');

  const edit = await record(page, table(['Alice', 'Bob', 'Carol']), EDIT, 'edit-2');
  await page.setContent(table(['Bob', 'Alice', 'Carol']));
  const row = await click(page, EDIT, edit);
  expect(row).toMatchObject({ ok: true, out: 'Editing Bob' });
  expect(row.strategy).not.toBe('lock');
});

test('renamed, or named twice: nothing is clicked, the search says why', async ({ page }) => {
  const cart = await record(page, list(['Apple', 'Banana', 'Cherry']), CART, 'add-3');
  await page.setContent(list(['Apple', 'Banana', 'Cherries']));
  expect(await click(page, CART, cart)).toEqual({ ok: false, code: 'ELEMENT_NOT_FOUND', out: '' });
  await page.setContent(list(['Apple', 'Cherry', 'Cherry']));
  expect(await click(page, CART, cart)).toEqual({ ok: false, code: 'AMBIGUOUS_TARGET', out: '' });

  const edit = await record(page, table(['Alice', 'Bob', 'Carol']), EDIT, 'edit-2');
  await page.setContent(table(['Alice', 'Robert', 'Carol']));
  expect(await click(page, EDIT, edit)).toEqual({ ok: false, code: 'ELEMENT_NOT_FOUND', out: '' });
  await page.setContent(table(['Bob', 'Bob', 'Carol']));
  expect(await click(page, EDIT, edit)).toEqual({ ok: false, code: 'AMBIGUOUS_TARGET', out: '' });
});

test('an ordinal target is never replayed: a recorded element cannot vouch for its position among the matches', async ({ page }) => {
  await page.setContent(list(['Apple', 'Banana', 'Cherry']));
  const first = await click(page, 'the second "Add to cart" button');
  expect(first.out).toBe('Added Banana');
  await page.setContent(list(['Apple', 'Banana', 'Cherry']));
  const again = await click(page, 'the second "Add to cart" button', first.element);
  expect(again).toMatchObject({ ok: true, out: 'Added Banana' });
  expect(again.tried?.[0]).not.toBe('lock');
});

/** A sign-up form. Each field has a test id, so a record names it by that alone, never by its position. */
const signUp = (labels: string[]) => `<p id="out"></p><form>${labels.map((label, i) => `<label>${label} <input id="f${i + 1}" data-testid="field-${i + 1}"
  oninput="document.querySelector('#out').textContent = this.id + '=' + this.value"></label>`).join('')}</form>`;

async function fill(page: Page, target: string, pin?: ElementRecord): Promise<Clicked> {
  const ctx: ToolContext = createToolContext(page, { timeout: 1000, recordElements: true, ...(pin ? { pin } : {}) });
  await page.locator('#out').evaluate(out => (out.textContent = ''));
  const result = await executeCall(ctx, { tool: 'fill', args: { target, value: 'Ada' } });
  const out = await page.locator('#out').textContent() ?? '';
  if (!result.ok)
    return { ok: false, code: result.error.code, out };
  const data = result.data as { strategy: string; tried: string[]; element?: ElementRecord };
  return { ok: true, strategy: data.strategy, tried: data.tried, ...(data.element ? { element: data.element } : {}), out };
}

test('an ordinal word that began a name replays as that name; counted as a position, it is never replayed', async ({ page }) => {
  // "the First name field" found by its name: replayed from the lock, no search.
  await page.setContent(signUp(['Username', 'First name', 'Last name']));
  const named = await fill(page, 'the First name field');
  expect(named).toMatchObject({ ok: true, out: 'f2=Ada' });
  await page.setContent(signUp(['Username', 'First name', 'Last name']));
  expect(await fill(page, 'the First name field', named.element)).toMatchObject({ ok: true, strategy: 'lock', tried: ['lock'], out: 'f2=Ada' });
  // The field was renamed: the recorded locator finds nothing, the search runs and finds the position.
  await page.setContent(signUp(['Name', 'Name', 'Username']));
  const renamed = await fill(page, 'the First name field', named.element);
  expect(renamed).toMatchObject({ ok: true, out: 'f1=Ada' });
  expect(renamed.strategy).not.toBe('lock');

  // "the second name field" counted among fields named "Name": recorded, but a position is never replayed.
  await page.setContent(signUp(['Name', 'Name']));
  const counted = await fill(page, 'the second name field');
  expect(counted).toMatchObject({ ok: true, out: 'f2=Ada' });
  expect(counted.element?.selector).not.toContain('nth=');
  await page.setContent(signUp(['Name', 'Name']));
  const again = await fill(page, 'the second name field', counted.element);
  expect(again).toMatchObject({ ok: true, out: 'f2=Ada' });
  expect(again.tried?.[0]).not.toBe('lock');
});

test('a check replays a quoted name only on an element bearing the whole name: one recorded for a longer name is searched for', async ({ page }) => {
  const check = async (pin?: ElementRecord) => {
    const ctx = createToolContext(page, { timeout: 300, recordElements: true, ...(pin ? { pin } : {}) });
    return executeCall(ctx, { tool: 'assertElementVisible', args: { target: 'the "Submit" button' } });
  };
  // A click recorded "Submit feedback" for a quoted text alone (text, which may be a part of a longer name).
  await page.setContent('<p id="out"></p><button id="send" onclick="document.querySelector(\'#out\').textContent = \'sent\'">Submit feedback</button>');
  const clicked = await click(page, '"Submit"');
  expect(clicked).toMatchObject({ ok: true, out: 'sent' });
  // The check does not take that record for a "Submit" button: it searches, and finds none.
  const replayed = await check(clicked.element);
  expect(replayed.ok ? 'passed' : replayed.error.code).toBe('ASSERTION_FAILED');
  // One recorded on a button named "Submit ›" bears the whole name: it replays.
  await page.setContent('<button id="go">Submit ›</button>');
  const recorded = await check();
  expect(recorded.ok).toBe(true);
  const again = await check((recorded.ok ? recorded.data as { element?: ElementRecord } : undefined)?.element);
  expect(again.ok && (again.data as { strategy: string }).strategy).toBe('lock');
});

test('a check replays an input button, whose fingerprint has no name, by the name its recorded exact selector matched', async ({ page }) => {
  const check = async (pin?: ElementRecord) => {
    const ctx = createToolContext(page, { timeout: 300, recordElements: true, ...(pin ? { pin } : {}) });
    const result = await executeCall(ctx, { tool: 'assertElementVisible', args: { target: 'the "Login" button' } });
    return result.ok ? (result.data as { strategy: string; element?: ElementRecord }) : result.error.code;
  };
  const html = '<form><input type="submit" id="login" value="Login"></form>';
  await page.setContent(html);
  const recorded = await check();
  expect(typeof recorded === 'object' && recorded.element?.fingerprint.name).toBe('');
  const element = typeof recorded === 'object' ? recorded.element : undefined;
  expect(await check(element)).toMatchObject({ strategy: 'lock' });
  // Renamed since: the check searches, and finds no "Login" button.
  await page.setContent(html.replace('value="Login"', 'value="Login now"'));
  expect(await check(element)).toBe('ASSERTION_FAILED');
});

test('the one-count pin check: one element exactly when the locator finds the recorded element alone', async ({ page }) => {
  const { readFingerprint, soleRecordedElement } = await import('../../src/tools/element.ts');
  await page.setContent('<button id="go" type="button">Go</button><button id="other" type="button">Stop</button>');
  const recorded = (await readFingerprint(page.locator('#go')))!;
  // [locator, the check's verdict]: the recorded element alone; another element; two matches; none; the document element.
  const rows: [string, boolean][] = [
    ['#go', true],
    ['#other', false],
    ['button', false],
    ['#missing', false],
    ['html', false],
  ];
  for (const [selector, sole] of rows)
    expect(!!await soleRecordedElement(page.locator(selector), recorded), selector).toBe(sole);
  // Hidden, when the tool wants a visible element: not the recorded element as it must be.
  await page.locator('#go').evaluate(button => (button.style.display = 'none'));
  expect(await soleRecordedElement(page.locator('#go'), recorded, true)).toBeUndefined();
  expect(await soleRecordedElement(page.locator('#go'), recorded, false)).toBeDefined();
});
