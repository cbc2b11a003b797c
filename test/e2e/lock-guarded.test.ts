/**
 * A replayed action checks its recorded element as Playwright resolves it (guardedPin): it acts at
 * once when the record holds, and when it does not, acts exactly once, on what the check and the
 * search find, or not at all. Each page counts the inputs it received.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { ElementRecord } from '../../src/common/element.ts';
import type { ToolCall } from '../../src/common/calls.ts';
import type { ToolResult } from '../../src/common/result.ts';
import { createToolContext, type ToolContext } from '../../src/tools/context.ts';
import { executeCall } from '../../src/tools/execute.ts';
import type { Root } from '../../src/locator/candidates.ts';
import { parsedTarget } from '../../src/locator/parsed.ts';
import { finiteOnly, keptInScope, matchesIn } from '../../src/locator/scope.ts';

test.use({ trace: 'off' });

/** Buttons that count their clicks in `window.clicks`, keyed by id. */
const COUNTING = `<script>window.clicks = {}; addEventListener('click', e => { const id = e.target.closest('[id]')?.id; if (id) window.clicks[id] = (window.clicks[id] ?? 0) + 1; }, true);</script>`;

async function recorded(page: Page, call: ToolCall): Promise<{ ctx: ToolContext; element: ElementRecord }> {
  const ctx = createToolContext(page, { timeout: 1500, recordElements: true });
  const result = await executeCall(ctx, call);
  expect(result).toMatchObject({ ok: true });
  const element = result.ok ? (result.data as { element?: ElementRecord }).element : undefined;
  expect(element).toBeDefined();
  return { ctx, element: element! };
}

const strategy = (result: ToolResult) => result.ok ? (result.data as { strategy?: string }).strategy : undefined;

const clicks = (page: Page) => page.evaluate(() => (window as unknown as { clicks: Record<string, number> }).clicks);

test('the recorded element, as recorded: acted on at once, as the lock, once', async ({ page }) => {
  await page.setContent(`${COUNTING}<button id="save">Save</button><button id="cancel">Cancel</button>`);
  const call: ToolCall = { tool: 'click', args: { target: 'the "Save" button' } };
  const { ctx, element } = await recorded(page, call);
  const replayed = await executeCall(ctx.with({ pin: element }), call);
  expect(replayed).toMatchObject({ ok: true, data: { strategy: 'lock', tried: ['lock'] } });
  expect(await clicks(page)).toEqual({ save: 2 });
});

test('a recorded element that changed, or shares its locator, is searched for and acted on once; never the look-alike', async ({ page }) => {
  await page.setContent(`${COUNTING}<button id="save" data-testid="save">Save</button>`);
  const call: ToolCall = { tool: 'click', args: { target: 'the "Save" button' } };
  const { ctx, element } = await recorded(page, call);
  const replay = () => executeCall(ctx.with({ pin: element }), call);

  // Its attributes changed: not the recorded element, so the search decides.
  await page.setContent(`${COUNTING}<button id="store" data-testid="store">Save</button>`);
  const healed = await replay();
  expect(healed).toMatchObject({ ok: true, data: { tried: expect.arrayContaining(['lock']) } });
  expect(strategy(healed)).not.toBe('lock');
  // What it found is recorded, for the lock to be updated with.
  expect(healed.ok && (healed.data as { element?: ElementRecord }).element?.fingerprint.attrs).toMatchObject({ id: 'store' });
  expect(await clicks(page)).toEqual({ store: 1 });

  // The recorded element and a second one the recorded locator also finds: no replay picks one.
  await page.setContent(`${COUNTING}<button id="save" data-testid="save">Save</button><div><button id="other">Save</button></div>`);
  const twice = await replay();
  expect(strategy(twice)).not.toBe('lock');
  expect(Object.values(await clicks(page)).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);

  // Gone: the check waits its timeout, the search finds nothing, and nothing is clicked.
  await page.setContent(`${COUNTING}<button id="other">Close</button>`);
  expect(await replay()).toMatchObject({ ok: false, error: { code: 'ELEMENT_NOT_FOUND' } });
  expect(await clicks(page)).toEqual({});
});

test('a recorded element that appears late, or is hidden at first, is waited for and replayed', async ({ page }) => {
  await page.setContent(`${COUNTING}<button id="save">Save</button>`);
  const call: ToolCall = { tool: 'click', args: { target: 'the "Save" button' } };
  const { ctx, element } = await recorded(page, call);
  await page.setContent(`${COUNTING}<div id="slot"></div><script>setTimeout(() => { document.getElementById('slot').innerHTML = '<button id="save">Save</button>'; }, 300);</script>`);
  expect(await executeCall(ctx.with({ pin: element }), call)).toMatchObject({ ok: true, data: { strategy: 'lock' } });
  expect(await clicks(page)).toEqual({ save: 1 });
  await page.setContent(`${COUNTING}<button id="save" hidden>Save</button><script>setTimeout(() => { document.getElementById('save').hidden = false; }, 300);</script>`);
  expect(await executeCall(ctx.with({ pin: element }), call)).toMatchObject({ ok: true, data: { strategy: 'lock' } });
  expect(await clicks(page)).toEqual({ save: 1 });
});

test('a scoped target: the recorded button, moved to another row, is not clicked; the row the step names is', async ({ page }) => {
  const rows = (names: string[]) => `${COUNTING}<ul>${names.map((name, i) => `<li><span>${name}</span> <button id="add-${i}">Add</button></li>`).join('')}</ul>`;
  await page.setContent(rows(['Apple', 'Pear', 'Plum']));
  const call: ToolCall = { tool: 'click', args: { target: '"Add" for "Pear"' } };
  const { ctx, element } = await recorded(page, call);
  expect(await clicks(page)).toEqual({ 'add-1': 1 });
  const replay = () => executeCall(ctx.with({ pin: element }), call);
  // Unchanged: replayed.
  await page.setContent(rows(['Apple', 'Pear', 'Plum']));
  expect(await replay()).toMatchObject({ ok: true, data: { strategy: 'lock' } });
  expect(await clicks(page)).toEqual({ 'add-1': 1 });
  // Pear is now first: the button in the second place belongs to Apple.
  await page.setContent(rows(['Plum', 'Apple', 'Pear']));
  const moved = await replay();
  expect(moved).toMatchObject({ ok: true });
  expect(strategy(moved)).not.toBe('lock');
  expect(await clicks(page)).toEqual({ 'add-2': 1 });
  // A second Pear row: the recorded button is no longer the one the step names; nothing is clicked.
  await page.setContent(rows(['Apple', 'Pear', 'Pear']));
  const twice = await replay();
  expect(twice).toMatchObject({ ok: false, error: { code: 'AMBIGUOUS_TARGET' } });
  expect(await clicks(page)).toEqual({});
});

test('a scoped target whose recorded name is not the name Playwright gives the element is searched for, not replayed', async ({ page }) => {
  // Playwright's accessible name takes the ::after text; the record's name is the shown text ("Add").
  const rows = `${COUNTING}<style>.more::after { content: " now"; }</style><ul>${['Apple', 'Pear'].map((name, i) => `<li><span>${name}</span> <button class="more" id="add-${i}">Add</button></li>`).join('')}</ul>`;
  await page.setContent(rows);
  const call: ToolCall = { tool: 'click', args: { target: '"Add now" for "Pear"' } };
  const { ctx, element } = await recorded(page, call);
  expect(element.fingerprint.name).toBe('Add');
  await page.setContent(rows);
  const replayed = await executeCall(ctx.with({ pin: element }), call);
  expect(replayed).toMatchObject({ ok: true });
  expect(strategy(replayed)).not.toBe('lock');
  expect(await clicks(page)).toEqual({ 'add-1': 1 });
});

test('fill, check and select replay their element and act once; a changed one is searched for', async ({ page }) => {
  const form = (id: string) => `<label>Email <input id="${id}"></label><label><input type="checkbox" id="terms-${id}"> Accept terms</label>
    <label>Country <select id="country-${id}"><option value="">Choose</option><option value="de">Germany</option><option value="fr">France</option></select></label>`;
  await page.setContent(form('a'));
  const fill: ToolCall = { tool: 'fill', args: { target: 'the Email field', value: 'ada@example.com' } };
  const check: ToolCall = { tool: 'check', args: { target: 'the "Accept terms" checkbox' } };
  const select: ToolCall = { tool: 'select', args: { target: 'the Country dropdown', value: 'France' } };
  const pins = await Promise.all([fill, check, select].map(async call => (await recorded(page, call)).element));
  const ctx = createToolContext(page, { timeout: 1500, recordElements: true });
  for (const id of ['a', 'b']) {
    await page.setContent(form(id));
    for (const [i, call] of [fill, check, select].entries()) {
      const result = await executeCall(ctx.with({ pin: pins[i] }), call);
      expect(result).toMatchObject({ ok: true });
      // Same page: the lock; new ids: another element, found by the search.
      expect(strategy(result) === 'lock').toBe(id === 'a');
    }
    await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
    await expect(page.getByLabel('Accept terms')).toBeChecked();
    await expect(page.getByLabel('Country')).toHaveValue('fr');
  }
});

test('select: a label Playwright could read as an earlier option, and a loose one, are chosen as matchOption chooses', async ({ page }) => {
  await page.setContent(`<label>Size <select><option value="s">Small</option><option value="m" label="Medium  size">M</option><option value="m2">Medium size</option><option value="l">Large</option></select></label>`);
  const ctx = createToolContext(page, { timeout: 1500 });
  const choose = (value: string) => executeCall(ctx, { tool: 'select', args: { target: 'the Size dropdown', value } });
  // The exact label is the third option; Playwright's label match, whitespace-normalized, would take the second.
  expect(await choose('Medium size')).toMatchObject({ ok: true, data: { selected: ['m2'] } });
  expect(await choose('large')).toMatchObject({ ok: true, data: { selected: ['l'] } });
  expect(await choose('Small')).toMatchObject({ ok: true, data: { selected: ['s'] } });
  expect(await choose('Huge')).toMatchObject({ ok: false, error: { code: 'ELEMENT_NOT_FOUND' } });
});

test('a replayed select checks its labels in the call that chooses, chooses as matchOption does when they do not, and never in another dropdown', async ({ page }) => {
  // Each dropdown counts its changes; "Medium size" is a label Playwright could read as the second option, "large" a loose one.
  const form = (id: string, extra = '') => `<script>window.changes = {};</script><label>Size <select id="${id}" onchange="changes[this.id] = (changes[this.id] ?? 0) + 1"><option value="s">Small</option><option value="m" label="Medium  size">M</option><option value="m2">Medium size</option><option value="l">Large</option></select></label>${extra}`;
  const other = `<label>Box <select id="box" onchange="changes[this.id] = (changes[this.id] ?? 0) + 1"><option value="0">None</option><option value="l">Large</option><option value="m">Medium</option></select></label>`;
  const changes = () => page.evaluate(() => (window as unknown as { changes: Record<string, number> }).changes);
  const cases = [{ value: 'Large', selected: 'l' }, { value: 'Medium size', selected: 'm2' }, { value: 'large', selected: 'l' }];
  for (const { value, selected } of cases) {
    const call: ToolCall = { tool: 'select', args: { target: 'the Size dropdown', value } };
    await page.setContent(form('size', other));
    const { ctx, element } = await recorded(page, call);
    // As recorded: replayed, one change.
    await page.setContent(form('size', other));
    const replayed = await executeCall(ctx.with({ pin: element }), call);
    expect(replayed, value).toMatchObject({ ok: true, data: { strategy: 'lock', selected: [selected] } });
    expect(await changes(), value).toEqual({ size: 1 });
    // The recorded dropdown changed and another takes the same label: the search finds the Size one.
    await page.setContent(form('size-2', other));
    const searched = await executeCall(ctx.with({ pin: element }), call);
    expect(searched, value).toMatchObject({ ok: true, data: { selected: [selected] } });
    expect(strategy(searched), value).not.toBe('lock');
    expect(await changes(), value).toEqual({ 'size-2': 1 });
    // Only the other one is left: it is not the Size dropdown, and nothing is chosen.
    await page.setContent(`<script>window.changes = {};</script>${other}`);
    expect(await executeCall(ctx.with({ pin: element, timeout: 300 }), call), value).toMatchObject({ ok: false });
    expect(await changes(), value).toEqual({});
  }
});

test('a custom dropdown replays its widget and chooses each option once, also when the widget changed', async ({ page }) => {
  const widget = (id: string) => `<button id="${id}" aria-haspopup="listbox" aria-label="Fruit" onclick="list.hidden = !list.hidden">Fruit</button>
    <ul id="list" role="listbox" hidden><li role="option" onclick="pick(this)">Apple</li><li role="option" onclick="pick(this)">Cherry</li></ul><p id="out"></p>
    <script>function pick(option) { out.textContent = (out.textContent ? out.textContent + ',' : '') + option.textContent; list.hidden = true; }</script>`;
  await page.setContent(widget('fruit'));
  const call: ToolCall = { tool: 'select', args: { target: 'the Fruit dropdown', value: ['Apple', 'Cherry'] } };
  const { ctx, element } = await recorded(page, call);
  await expect(page.locator('#out')).toHaveText('Apple,Cherry');
  for (const id of ['fruit', 'fruit-2']) {
    await page.setContent(widget(id));
    const result = await executeCall(ctx.with({ pin: element }), call);
    expect(result).toMatchObject({ ok: true, data: { labels: ['Apple', 'Cherry'] } });
    expect(strategy(result) === 'lock').toBe(id === 'fruit');
    await expect(page.locator('#out')).toHaveText('Apple,Cherry');
  }
});

test('a scoped replay counts the matches the search keeps near the text, without the search\'s container scan', async ({ page }) => {
  const peers = (name: string) => (within: Root) => within.getByRole('button', { name, exact: true }).filter({ visible: true });
  const ids = async (locator: Locator | undefined) => (await locator!.evaluateAll(elements => elements.map(element => element.id))).sort();
  const cases: { html: string; target: string; kept: string[] }[] = [
    { html: `<ul><li><span>Apple</span> <button id="a">Add</button></li><li><span>Pear</span> <button id="p">Add</button></li></ul>`, target: '"Add" for "Pear"', kept: ['p'] },
    // Cards whose name and button sit in different branches, as a product grid builds them.
    { html: ['Trail Pack', 'Bike Light', 'Fleece'].map((name, i) => `<div class="card"><div class="body"><a href="#">${name}</a><p>Fine.</p></div><div class="bar"><span>$${i}</span><button id="c${i}">Add to cart</button></div></div>`).join(''), target: '"Add to cart" for "Bike Light"', kept: ['c1'] },
    { html: `<table><tr><td>Ada</td><td><button id="e1">Edit</button></td></tr><tr><td>Bob</td><td><button id="e2">Edit</button></td></tr></table>`, target: '"Edit" for "Bob"', kept: ['e2'] },
    // A button beside the text is near it; one whose nearest ancestor holding the text is the page is not.
    { html: `<div class="a"><span>Pear</span><button id="near">Add</button></div><div class="b"><button id="far">Add</button></div>`, target: '"Add" for "Pear"', kept: ['near'] },
    { html: `<h1>Pear</h1><main><div><button id="x">Add</button></div><div><button id="y">Add</button></div></main>`, target: '"Add" for "Pear"', kept: [] },
    { html: `<section><h2>Pear</h2><div><button id="x2">Add</button></div></section><section><h2>Fig</h2></section>`, target: '"Add" for "Pear"', kept: ['x2'] },
    { html: `<ul><li><span>Pear</span><button id="p1">Add</button></li><li><span>Pear</span><button id="p2">Add</button></li></ul>`, target: '"Add" for "Pear"', kept: ['p1', 'p2'] },
    { html: `<ul><li><span>Apple</span><button id="a">Add</button></li></ul>`, target: '"Add" for "Pear"', kept: [] },
    { html: `<ul><li><span>Pear</span></li></ul><button id="lone">Add</button>`, target: '"Add" for "Pear"', kept: [] },
    { html: `<div class="page"><ul><li><span>Pear</span></li></ul><button id="lone2">Add</button></div><p>Fine print</p>`, target: '"Add" for "Pear"', kept: ['lone2'] },
    // Inside shadow roots, as web components build rows.
    { html: `<x-row data-name="Apple" data-id="sa"></x-row><x-row data-name="Pear" data-id="sp"></x-row><script>customElements.define('x-row', class extends HTMLElement { connectedCallback() { this.attachShadow({ mode: 'open' }).innerHTML = '<div><span>' + this.dataset.name + '</span><button id="' + this.dataset.id + '">Add</button></div>'; } });</script>`, target: '"Add" for "Pear"', kept: ['sp'] },
  ];
  for (const { html, target, kept } of cases) {
    await page.setContent(html);
    const scope = parsedTarget(target).scope!;
    const text = scope.text!;
    const name = /^"([^"]+)"/.exec(target)![1];
    const bySearch = await finiteOnly(matchesIn({ root: page.mainFrame(), label: 'page', near: text }, peers(name)), text);
    const byReplay = await keptInScope(page.mainFrame(), scope, peers(name));
    expect(await ids(bySearch), target).toEqual(kept);
    expect(await ids(byReplay), target).toEqual(kept);
  }
});
