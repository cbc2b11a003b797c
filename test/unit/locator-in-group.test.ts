/**
 * "the Check-up visit type", "the SMS reminder": a name, then words naming the group it is one of.
 * An element bearing the words as they are comes first; only then the name inside the group whose
 * own name (a legend, an aria-label) says the words, in any case. Never the name in another group,
 * nor a group that only mentions the words.
 */
import { expect, test, type Page } from '@playwright/test';
import { parseTarget } from '../../src/locator/parse.ts';
import { createToolContext, executeCall } from '../../src/tools/index.ts';

test.use({ trace: 'off' });

const radio = (group: string, name: string) => `<label><input type="radio" name="${group}" onclick="window.hit = '${group}:${name}'"> ${name}</label>`;

/** [markup, target, the radio clicked: `group:name`, or undefined when nothing may be] */
const CASES: Array<[string, string, string | undefined]> = [
  // A fieldset's legend, in sentence case; the target's words in lower case.
  [`<fieldset><legend>Visit type</legend>${radio('vt', 'Check-up')}${radio('vt', 'Dental')}</fieldset>`, 'the Check-up visit type', 'vt:Check-up'],
  // Title case, and a legend that says more ("Choose a visit type").
  [`<fieldset><legend>Choose a Visit Type</legend>${radio('vt', 'Check-up')}${radio('vt', 'Dental')}</fieldset>`, 'Check-up visit type', 'vt:Check-up'],
  // A radiogroup named by aria-labelledby; the same option name in two groups.
  [`<p id="r">Reminder</p><div role="radiogroup" aria-labelledby="r">${radio('r', 'Email')}${radio('r', 'SMS')}</div><fieldset><legend>Newsletter</legend>${radio('n', 'Email')}</fieldset>`, 'the Email reminder', 'r:Email'],
  [`<p id="r">Reminder</p><div role="radiogroup" aria-labelledby="r">${radio('r', 'Email')}${radio('r', 'SMS')}</div><fieldset><legend>Newsletter</legend>${radio('n', 'Email')}</fieldset>`, 'the Email newsletter', 'n:Email'],
  // The words are one element's whole name: that element, not the group's option.
  [`<button type="button" onclick="window.hit = 'button'">Dental visit type</button><fieldset><legend>Visit type</legend>${radio('vt', 'Dental')}</fieldset>`, 'the Dental visit type', 'button'],
  // The name only in another group, or a group that only mentions the words: nothing.
  [`<fieldset><legend>Contact</legend>${radio('c', 'SMS')}</fieldset><fieldset><legend>Reminder</legend>${radio('r', 'Email')}</fieldset>`, 'the SMS reminder', undefined],
  [`<fieldset><legend>Contact</legend><p>We send a reminder the day before.</p>${radio('c', 'SMS')}</fieldset>`, 'the SMS reminder', undefined],
  [`<div>Reminder</div>${radio('r', 'SMS')}`, 'the SMS reminder', undefined],
];

async function click(page: Page, html: string, target: string) {
  await page.setContent(html);
  const result = await executeCall(createToolContext(page, { timeout: 300 }), { tool: 'click', args: { target } });
  return { ok: result.ok, hit: await page.evaluate(() => (window as unknown as { hit?: string }).hit) };
}

for (const [html, target, hit] of CASES) {
  test(`${target} → ${hit ?? 'nothing'}: ${html.slice(0, 70)}`, async ({ page }) => {
    const result = await click(page, html, target);
    expect(result).toEqual(hit ? { ok: true, hit } : { ok: false, hit: undefined });
  });
}

test('checked and unchecked are read of the option in the group; words that are no group name stay one name', async ({ page }) => {
  await page.setContent(`<fieldset><legend>Reminder</legend><label><input type="radio" name="r" checked> Email</label><label><input type="radio" name="r"> SMS</label></fieldset>`);
  const check = async (target: string, checked: boolean) => (await executeCall(createToolContext(page, { timeout: 300 }), { tool: 'assertChecked', args: { target, checked } })).ok;
  expect(await check('the Email reminder', true)).toBe(true);
  expect(await check('the SMS reminder', false)).toBe(true);
  expect(await check('the SMS reminder', true)).toBe(false);
  for (const words of ['Remember me', 'the Skyline Tasks card', 'the Save button', 'Luna', 'the Total page', 'the First name'])
    expect(parseTarget(words).inGroup, words).toBeUndefined();
  expect(parseTarget('the Large shirt size').inGroup).toEqual({ text: 'Large', scope: { text: 'shirt size', roles: ['group', 'radiogroup'], named: true, description: 'the shirt size group' } });
});
