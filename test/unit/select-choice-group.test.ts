/**
 * select in a group of options that is no dropdown: radios under a legend or a radiogroup's label,
 * options laid out after a caption (nested or flat). The option is looked for only in the group
 * the words name: an option of the next group, even one of the same name, is never chosen.
 */
import { expect, test, type Page } from '@playwright/test';
import { createToolContext, executeCall } from '../../src/tools/index.ts';

test.use({ trace: 'off' });

const record = `<p id="out"></p><script>
  document.addEventListener('click', e => { const o = e.target.closest('[data-g]'); if (o) document.getElementById('out').textContent = o.dataset.g + ':' + o.textContent.trim(); });
  document.addEventListener('change', e => { document.getElementById('out').textContent = e.target.name + ':' + e.target.value; });
</script>`;

async function choose(page: Page, html: string, target: string, value: string, timeout = 3000) {
  await page.setContent(html + record);
  const result = await executeCall(createToolContext(page, { timeout }), { tool: 'select', args: { target, value } } as never);
  return { code: result.ok ? 'ok' : result.error.code, out: await page.locator('#out').textContent() };
}

const fieldset = '<fieldset><legend>Delivery</legend><label><input type="radio" name="d" value="std" checked> Standard</label><label><input type="radio" name="d" value="exp"> Express · $9</label></fieldset>';
const radiogroup = '<div role="radiogroup" aria-labelledby="vt"><div id="vt">Visit type</div><label><input type="radio" name="v" value="a"> Check-up</label><label><input type="radio" name="v" value="b"> Consultation · 60 min</label></div>';
const nested = '<div class="g"><div class="l">份量</div><div class="o"><span data-g="size">标准</span><span data-g="size">加面</span></div></div><div class="g"><div class="l">辣度</div><div class="o"><span data-g="spice">微辣</span></div></div>';
const flat = '<div><div class="l">Size</div><div class="o"><button data-g="size">Small</button><button data-g="size">Large</button></div><div class="l">Crust</div><div class="o"><button data-g="crust">Thin</button><button data-g="crust">Large</button></div></div>';

test('a radio in a fieldset or a radiogroup is checked by its label, or the label it begins', async ({ page }) => {
  expect(await choose(page, fieldset, 'Delivery', 'Express · $9')).toEqual({ code: 'ok', out: 'd:exp' });
  expect(await choose(page, fieldset, 'Delivery', 'Express')).toEqual({ code: 'ok', out: 'd:exp' });
  expect(await choose(page, radiogroup, 'visit type', 'Consultation')).toEqual({ code: 'ok', out: 'v:b' });
});

test('options after a caption: in its own group, nested or flat, never the next group\'s', async ({ page }) => {
  expect(await choose(page, nested, '份量', '加面')).toEqual({ code: 'ok', out: 'size:加面' });
  expect(await choose(page, nested, '辣度', '微辣')).toEqual({ code: 'ok', out: 'spice:微辣' });
  expect(await choose(page, flat, 'Crust', 'Large')).toEqual({ code: 'ok', out: 'crust:Large' });
  expect(await choose(page, flat, 'Size', 'Large')).toEqual({ code: 'ok', out: 'size:Large' });
});

test('an option another group has is not found in this one, and nothing is chosen', async ({ page }) => {
  expect(await choose(page, nested, '份量', '微辣', 300)).toEqual({ code: 'ELEMENT_NOT_FOUND', out: '' });
  expect(await choose(page, flat, 'Size', 'Thin', 300)).toEqual({ code: 'ELEMENT_NOT_FOUND', out: '' });
  expect(await choose(page, fieldset, 'Delivery', 'Pickup', 300)).toEqual({ code: 'ELEMENT_NOT_FOUND', out: '' });
});

test('a native dropdown is still chosen as one', async ({ page }) => {
  const html = '<label>Doctor <select name="doc"><option value="p">Dr. Patel — GP</option><option value="w">Dr. Weber — Dermatology</option></select></label>';
  expect(await choose(page, html, 'Doctor', 'Dr. Weber')).toEqual({ code: 'ok', out: 'doc:w' });
});
