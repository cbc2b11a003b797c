/**
 * A role word that no element of the action's kind has is a word of a field's name: "the job title"
 * to fill is the Job title field, not a heading named "job". Quoted names and clicks keep the role.
 */
import { expect, test } from '@playwright/test';
import { createToolContext, executeCall } from '../../src/tools/index.ts';

test.use({ trace: 'off' });

const PAGE = '<h2>Job title</h2><input id="job" placeholder="Job title, e.g. Data Analyst">'
  + '<label>Title <select id="honorific"><option>Dr</option><option>Ms</option></select></label>'
  + '<label><input type="checkbox" id="photo"> Profile picture</label>';

test('a field named with a heading\'s or an image\'s word is found by the whole name', async ({ page }) => {
  await page.setContent(PAGE);
  const tools = createToolContext(page, { timeout: 500 });
  expect(await executeCall(tools, { tool: 'fill', args: { target: 'job title', value: 'Data Analyst' } })).toMatchObject({ ok: true });
  expect(await page.locator('#job').inputValue()).toBe('Data Analyst');
  expect(await executeCall(tools, { tool: 'select', args: { target: 'the title', value: 'Ms' } })).toMatchObject({ ok: true });
  expect(await page.locator('#honorific').inputValue()).toBe('Ms');
  expect(await executeCall(tools, { tool: 'check', args: { target: 'the profile picture' } })).toMatchObject({ ok: true });
  expect(await page.locator('#photo').isChecked()).toBe(true);
});

test('quoted, the role word stays a role; a click keeps it too', async ({ page }) => {
  await page.setContent(PAGE);
  const tools = createToolContext(page, { timeout: 300 });
  expect(await executeCall(tools, { tool: 'fill', args: { target: 'the "Job" title', value: 'x' } })).toMatchObject({ ok: false });
  expect(await page.locator('#job').inputValue()).toBe('');
  const clicked = await executeCall(tools, { tool: 'click', args: { target: 'the Job title' } });
  expect(clicked).toMatchObject({ ok: true, data: { strategy: expect.stringMatching(/^role:heading/) } });
});

test('a tab, an option or a toggle button is selected or pressed as a box is checked: its role word stays its role', async ({ page }) => {
  await page.setContent('<div role="tablist"><button role="tab" aria-selected="false">All</button><button role="tab" aria-selected="true">Failed</button></div>'
    + '<button aria-pressed="true">Bold</button><button aria-pressed="false">Italic</button>');
  const tools = createToolContext(page, { timeout: 500 });
  expect(await executeCall(tools, { tool: 'assertChecked', args: { target: 'the Failed tab' } })).toMatchObject({ ok: true, data: { strategy: expect.stringMatching(/^role:tab/) } });
  expect(await executeCall(tools, { tool: 'assertChecked', args: { target: 'the All tab' } })).toMatchObject({ ok: false, error: { code: 'ASSERTION_FAILED' } });
  expect(await executeCall(tools, { tool: 'assertChecked', args: { target: 'the Bold button' } })).toMatchObject({ ok: true });
  expect(await executeCall(tools, { tool: 'assertChecked', args: { target: 'the Italic button' } })).toMatchObject({ ok: false, error: { code: 'ASSERTION_FAILED' } });
  expect(await executeCall(tools, { tool: 'assertChecked', args: { target: 'the Italic button', checked: false } })).toMatchObject({ ok: true });
});

test('a dropdown with no label is named by its prompt, the first option with no value; whole words, and never another dropdown\'s option', async ({ page }) => {
  await page.setContent('<select id="d1"><option value="">Select a country</option><option>France</option><option>Japan</option></select>'
    + '<select id="d2"><option value="">Select a region</option><option>Kyoto</option></select>'
    + '<select id="d3"><option value="">Choose a countryside tour</option><option>Loire</option></select>'
    + '<select id="d4"><option value="red">Select a color</option><option value="blue">Blue</option></select>'
    + '<select id="d5"><option value="">请选择目的城市</option><option>上海</option><option>北京</option></select>');
  const tools = createToolContext(page, { timeout: 300 });
  expect(await executeCall(tools, { tool: 'select', args: { target: 'country dropdown', value: 'Japan' } })).toMatchObject({ ok: true, data: { strategy: 'prompt-option/partial' } });
  expect(await page.locator('#d1').inputValue()).toBe('Japan');
  expect(await executeCall(tools, { tool: 'select', args: { target: 'country dropdown', value: 'Kyoto' } })).toMatchObject({ ok: false });
  expect(await page.locator('#d2').inputValue()).toBe('');
  expect(await executeCall(tools, { tool: 'select', args: { target: 'the country', value: 'Loire' } })).toMatchObject({ ok: false });
  expect(await page.locator('#d3').inputValue()).toBe('');
  // An option with a value is a choice, not a prompt.
  expect(await executeCall(tools, { tool: 'select', args: { target: 'color dropdown', value: 'Blue' } })).toMatchObject({ ok: false });
  expect(await executeCall(tools, { tool: 'select', args: { target: '目的城市', value: '北京' } })).toMatchObject({ ok: true });
  expect(await page.locator('#d5').inputValue()).toBe('北京');
});
