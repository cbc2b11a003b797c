/**
 * The option a select chooses: the one named exactly (label, value, or the label in another case);
 * else the one option holding the words whole. Never the first of several that hold them ("Price"
 * between "Price (low to high)" and "Price (high to low)"), nor an option for a part of its word.
 * A custom listbox the same way: an option named exactly wins over one before it that holds the words.
 */
import { expect, test, type Page } from '@playwright/test';
import { createToolContext, executeCall } from '../../src/tools/index.ts';

test.use({ trace: 'off' });

const native = '<label for="s">Sort products</label><select id="s"><option value="az">Name (A to Z)</option><option value="lohi">Price (low to high)</option><option value="hilo">Price (high to low)</option><option value="sick">Sickness report</option></select>';
// Opens on click; the option picked is written in the button and the title.
const custom = `<button id="b" aria-haspopup="listbox" onclick="document.getElementById('l').hidden = false">Leave type</button>
  <ul role="listbox" id="l" hidden onclick="document.title = event.target.textContent; this.hidden = true">
    <li role="option">Sick leave (half day)</li><li role="option">Sick leave</li><li role="option">Annual leave</li><li role="option">Annual leave carried over</li>
  </ul>`;

async function choose(page: Page, html: string, target: string, value: string) {
  await page.setContent(html);
  const result = await executeCall(createToolContext(page, { timeout: 500 }), { tool: 'select', args: { target, value } });
  if (!result.ok && process.env.DEBUG_SELECT) console.log(result.error.message);
  return result.ok ? 'chosen' : result.error.code;
}

test('a native select: a part of one label chooses it; a part of several chooses none', async ({ page }) => {
  expect(await choose(page, native, 'Sort products', 'Name')).toBe('chosen');
  await expect(page.locator('select')).toHaveValue('az');
  expect(await choose(page, native, 'Sort products', 'Price')).toBe('AMBIGUOUS_TARGET');
  await expect(page.locator('select')).toHaveValue('az');
  expect(await choose(page, native, 'Sort products', 'high to low')).toBe('chosen');
  await expect(page.locator('select')).toHaveValue('hilo');
  // "Sick" is a part of the word "Sickness", not a word of the label.
  expect(await choose(page, native, 'Sort products', 'Sick')).toBe('ELEMENT_NOT_FOUND');
});

test('a custom listbox: the option named exactly, though one holding its words comes first', async ({ page }) => {
  expect(await choose(page, custom, 'Leave type dropdown', 'Sick leave')).toBe('chosen');
  await expect(page).toHaveTitle('Sick leave');
});

test('a custom listbox: a part of two options chooses neither', async ({ page }) => {
  expect(await choose(page, custom, 'Leave type dropdown', 'Annual')).toBe('AMBIGUOUS_TARGET');
  await expect(page).toHaveTitle('');
  expect(await choose(page, custom, 'Leave type dropdown', 'half day')).toBe('chosen');
  await expect(page).toHaveTitle('Sick leave (half day)');
});

test('to choose in, "the Doctor list" is the dropdown labelled Doctor; a list of another name is none', async ({ page }) => {
  const doctors = '<label for="d">Doctor</label><select id="d"><option>Dr. Amira Patel — General practice</option><option>Dr. Jonas Weber — Dermatology</option></select><h2>Clinic list</h2><ul><li>Dr. Jonas Weber</li></ul>';
  expect(await choose(page, doctors, 'Doctor list', 'Dr. Jonas Weber')).toBe('chosen');
  await expect(page.locator('select')).toHaveValue('Dr. Jonas Weber — Dermatology');
  expect(await choose(page, doctors, 'Clinic list', 'Dr. Jonas Weber')).toBe('ELEMENT_NOT_FOUND');
});

// A dropdown of plain blocks: a caption, a box showing the value, a hidden menu after it.
const blocks = `<div class="field"><div>Delivery slot</div><div class="pick"><div id="box" onclick="document.getElementById('menu').hidden = false">Morning</div>
  <div id="menu" hidden onclick="document.getElementById('box').textContent = event.target.textContent; this.hidden = true"><div>Morning</div><div>Afternoon</div><div>Evening</div></div></div></div>
  <div class="field"><div>Pickup slot</div><div>Noon</div></div>`;

test('a dropdown of plain blocks: its box opens the menu, and the option named is chosen there', async ({ page }) => {
  expect(await choose(page, blocks, 'Delivery slot dropdown', 'Evening')).toBe('chosen');
  await expect(page.locator('#box')).toHaveText('Evening');
  expect(await choose(page, blocks, 'delivery slot', 'Afternoon')).toBe('chosen');
  await expect(page.locator('#box')).toHaveText('Afternoon');
  expect(await choose(page, blocks, '"Delivery slot" dropdown', 'Morning')).toBe('chosen');
  await expect(page.locator('#box')).toHaveText('Morning');
  // Quoted, the caption is as written.
  expect(await choose(page, blocks, '"delivery slot" dropdown', 'Evening')).toBe('ELEMENT_NOT_FOUND');
});

test('a caption ending in its required marker or a colon is still the caption; options may say more than their name', async ({ page }) => {
  const marked = `<div class="field"><span class="caption">Veterinarian <span aria-hidden="true">*</span></span><div class="dropdown">
    <div id="toggle" tabindex="0" onclick="this.nextElementSibling.hidden = false">Choose a vet</div>
    <div hidden onclick="document.getElementById('toggle').textContent = event.target.closest('.opt').firstElementChild.textContent; this.hidden = true">
      <div class="opt"><span>Dr. Priya Patel</span><small>Dogs</small></div><div class="opt"><span>Dr. Chidi Okafor</span><small>Surgery</small></div></div></div></div>`;
  expect(await choose(page, marked, 'Veterinarian dropdown', 'Dr. Chidi Okafor')).toBe('chosen');
  await expect(page.locator('#toggle')).toHaveText('Dr. Chidi Okafor');
  expect(await choose(page, marked.replace('Veterinarian <span aria-hidden="true">*</span>', 'Veterinarian:'), 'the veterinarian', 'Dr. Priya Patel')).toBe('chosen');
  await expect(page.locator('#toggle')).toHaveText('Dr. Priya Patel');
  expect(await choose(page, marked.replace('Veterinarian <span', 'Veterinarian nurse <span'), 'Veterinarian dropdown', 'Dr. Priya Patel')).toBe('ELEMENT_NOT_FOUND');
});

test('a dropdown of plain blocks without the option, or another caption\'s group: nothing is chosen', async ({ page }) => {
  await page.setContent(blocks);
  const result = await executeCall(createToolContext(page, { timeout: 300 }), { tool: 'select', args: { target: 'Delivery slot dropdown', value: 'Night' } });
  expect(result.ok ? 'chosen' : result.error.message).toContain('options: "Morning", "Afternoon", "Evening"');
  await expect(page.locator('#box')).toHaveText('Morning');
  expect(await choose(page, blocks, 'Pickup slot dropdown', 'Evening')).toBe('ELEMENT_NOT_FOUND');
  await expect(page.locator('#box')).toHaveText('Morning');
});

test('a menu of plain blocks already open: its one entry named so is clicked there', async ({ page }) => {
  const menu = '<div class="menu"><div class="hd">Move to</div><div class="opt" onclick="document.title = \'Review\'">Review</div><div class="opt" onclick="document.title = \'Done\'">Done</div></div><p>Review</p>';
  expect(await choose(page, menu, 'menu', 'Review')).toBe('chosen');
  await expect(page).toHaveTitle('Review');
  // Not in the menu: the "Review" beside it is not chosen for it.
  expect(await choose(page, `<title>none</title>${menu}`, 'menu', 'Backlog')).not.toBe('chosen');
  await expect(page).toHaveTitle('none');
});

test('an ARIA listbox opened without the option says which options it shows, not that it timed out', async ({ page }) => {
  await page.setContent(`<label id="c">Carrier</label><div role="combobox" tabindex="0" aria-labelledby="c" aria-expanded="false"
    onclick="this.nextElementSibling.hidden = false; this.setAttribute('aria-expanded', 'true')">Choose</div>
    <ul role="listbox" hidden><li role="option">SF Express</li><li role="option">JD Logistics</li></ul>`);
  const result = await executeCall(createToolContext(page, { timeout: 300 }), { tool: 'select', args: { target: 'Carrier dropdown', value: 'YTO' } });
  expect(result).toMatchObject({ ok: false, error: { code: 'ELEMENT_NOT_FOUND' } });
  expect(result.ok ? '' : result.error.message).toContain('options shown: "SF Express", "JD Logistics"');
  expect(await executeCall(createToolContext(page, { timeout: 300 }), { tool: 'select', args: { target: 'Carrier dropdown', value: 'JD Logistics' } })).toMatchObject({ ok: true });
});
