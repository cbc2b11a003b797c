/** resolveTarget and resolveSelector on small inline pages: waiting, frames, shadow DOM, fallbacks and the LRU cache. */
import { expect, test, type Page } from '@playwright/test';
import type { TargetKind } from '../../src/locator/candidates.ts';
import { CACHE_SIZE, clearSelectorCache, resolveSelector, resolveTarget, selectorCacheSize } from '../../src/locator/index.ts';
import { cachedStrategy, rememberStrategy } from '../../src/locator/cache.ts';
import { toolTimeout } from '../../src/fixtures/tools.ts';

// Other suites share test-results/; traces are not what these tests check.
test.use({ trace: 'off' });

test('polls until a late element appears, within the timeout', async ({ page }) => {
  await page.setContent(`<script>setTimeout(() => document.body.insertAdjacentHTML('beforeend', '<button>Late</button>'), 400)</script>`);
  const started = Date.now();
  const result = await resolveTarget(page, '"Late" button', { timeout: 3000 });
  expect(result.ok && await result.data.locator.textContent()).toBe('Late');
  expect(Date.now() - started).toBeGreaterThanOrEqual(350);
});

test('not found names the target, the strategies tried and the timeout', async ({ page }) => {
  await page.setContent('<button>Save</button>');
  const result = await resolveTarget(page, '"Publish" button', { timeout: 250 });
  expect(result).toMatchObject({ ok: false, error: { code: 'ELEMENT_NOT_FOUND', selector: '"Publish" button', evidence: { timeout: 250 } } });
  if (!result.ok) {
    expect(result.error.message).toContain('250ms');
    expect((result.error.evidence as { tried: string[] }).tried.slice(0, 2)).toEqual(['role:button/exact', 'label/exact']);
  }
});

test('a target given at run time (a model, an MCP client) with words it does not read is refused before any search, never found without them', async ({ page }) => {
  await page.setContent('<table><tr><td>Ann</td><td><button>Delete</button></td></tr><tr><td>Bob</td><td><button>Delete</button></td></tr></table><button>Save</button>');
  for (const [target, why] of [['"Save" button below the table', 'the words "button below"'], ['"Delete" in the last row', 'the position "last"']]) {
    const result = await resolveTarget(page, target, { timeout: 250 });
    expect(result.ok ? 'found' : result.error, target).toMatchObject({ code: 'INVALID_INPUT', message: expect.stringContaining(why) });
  }
  expect((await resolveTarget(page, '"Delete" in the row with "Bob"', { timeout: 1000 })).ok).toBe(true);
});

test('exact beats case-insensitive beats partial; a quoted name of a button is never a part of a longer one', async ({ page }) => {
  await page.setContent('<button id=a>Save draft</button><button id=b>SAVE</button><button id=c>Save</button>');
  const id = async (target: string) => {
    const r = await resolveTarget(page, target, { timeout: 100 });
    return r.ok ? r.data.locator.getAttribute('id') : r.error.code;
  };
  expect(await id('"Save" button')).toBe('c');
  await page.setContent('<button id=a>Save draft</button><button id=b>SAVE</button>');
  expect(await id('"Save" button')).toBe('b');
  await page.setContent('<button id=a>Save draft</button>');
  expect(await id('"Save" button')).toBe('ELEMENT_NOT_FOUND');
  // Unquoted words describe, and a quoted text alone is text: a part of a longer name is taken.
  expect(await id('Save button')).toBe('a');
  expect(await id('"Save"')).toBe('a');
  // A count beside the name is no longer name, spaced or not (a badge's digits, "Pending2"); a longer number is.
  await page.setContent('<div role="tablist"><button role="tab" id=p>Pending<span>2</span></button><button role="tab" id=q>Pending review 4</button></div><button id=r>Room 12</button>');
  expect(await id('the "Pending" tab')).toBe('p');
  expect(await id('the "Room 1" button')).toBe('ELEMENT_NOT_FOUND');
  await page.setContent('<button id=s>Pendingx</button>');
  expect(await id('the "Pending" button')).toBe('ELEMENT_NOT_FOUND');
});

test('iframes and open shadow roots are searched', async ({ page }) => {
  await page.setContent(`<iframe srcdoc="<label>Coupon <input id=coupon></label>"></iframe><div id=host></div>
    <script>document.getElementById('host').attachShadow({ mode: 'open' }).innerHTML = '<button id=inside>Apply</button>'</script>`);
  await expect.poll(() => page.frames().length).toBe(2);
  const coupon = await resolveTarget(page, 'Coupon field', { timeout: 2000 });
  expect(coupon.ok && await coupon.data.locator.getAttribute('id')).toBe('coupon');
  const apply = await resolveTarget(page, '"Apply" button', { timeout: 1000 });
  expect(apply.ok && await apply.data.locator.getAttribute('id')).toBe('inside');
});

test('hidden look-alikes are skipped; visibleOnly: false finds them', async ({ page }) => {
  await page.setContent('<button id=h1 style="display:none">Pay</button><button id=v>Pay</button><button id=h2 style="opacity:0">Pay</button>');
  const visible = await resolveTarget(page, '"Pay" button', { timeout: 100 });
  expect(visible.ok && await visible.data.locator.getAttribute('id')).toBe('v');
  const all = await resolveTarget(page, '"Pay" button', { timeout: 100, visibleOnly: false, allowMany: true });
  expect(all).toMatchObject({ ok: true, data: { count: 3 } });
});

test('equal candidates are ambiguous, with each one described', async ({ page }) => {
  await page.setContent('<button id=one>Edit</button><button id=two>Edit</button>');
  const result = await resolveTarget(page, '"Edit" button', { timeout: 100 });
  expect(result).toMatchObject({ ok: false, error: { code: 'AMBIGUOUS_TARGET', evidence: { candidates: [{ tag: 'button', id: 'one' }, { tag: 'button', id: 'two' }] } } });
  const many = await resolveTarget(page, '"Edit" button', { timeout: 100, allowMany: true });
  expect(many).toMatchObject({ ok: true, data: { count: 2 } });
});

test('a disabled twin loses to the enabled one for actions', async ({ page }) => {
  await page.setContent('<button id=off disabled>Next</button><button id=on>Next</button>');
  const result = await resolveTarget(page, '"Next" button', { timeout: 100, kind: 'clickable' });
  expect(result.ok && await result.data.locator.getAttribute('id')).toBe('on');
});

test('resolveSelector: primary, then fallbacks; the winner is cached per URL and cleared on navigation', async ({ page }) => {
  await page.setContent('<button id=new-save>Save</button>');
  const def = { primary: '#old-save', fallback: ['#older-save', 'css:#new-save'] };
  const first = await resolveSelector(page, def, { timeout: 500 });
  expect(first).toMatchObject({ ok: true, data: { selector: 'css:#new-save' } });
  expect(selectorCacheSize(page)).toBeGreaterThan(0);
  const again = await resolveSelector(page, def, { timeout: 500 });
  expect(again).toMatchObject({ ok: true, data: { selector: 'css:#new-save' } });
  await page.goto('data:text/html,<button id=old-save>Save</button>');
  expect(selectorCacheSize(page)).toBe(0);
  expect(await resolveSelector(page, def, { timeout: 500 })).toMatchObject({ ok: true, data: { selector: '#old-save' } });
  clearSelectorCache(page);
  expect(selectorCacheSize(page)).toBe(0);
  const none = await resolveSelector(page, { primary: '#a', fallback: ['#b'] }, { timeout: 200 });
  expect(none).toMatchObject({ ok: false, error: { code: 'ELEMENT_NOT_FOUND', evidence: { alternatives: ['#a', '#b'], timeout: 200 } } });
  expect(await resolveSelector(page, { primary: 5 } as never)).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  expect(CACHE_SIZE).toBe(1000);
});

test('the cache holds at most 1,000 entries', async ({ page }) => {
  await page.setContent('<button id=b>Go</button>');
  for (let i = 0; i < CACHE_SIZE + 50; i++)
    rememberStrategy(page, `target ${i}`, {}, 'css');
  expect(selectorCacheSize(page)).toBe(CACHE_SIZE);
  expect(cachedStrategy(page, 'target 0')).toBeUndefined();
  expect(cachedStrategy(page, `target ${CACHE_SIZE + 49}`)).toBe('css');
});

test('tool timeout: SPECWRIGHT_TIMEOUT, then the config actionTimeout, then 5,000 ms', () => {
  expect(toolTimeout(undefined, undefined)).toBe(5000);
  expect(toolTimeout(0, undefined)).toBe(5000);
  expect(toolTimeout(7000, undefined)).toBe(7000);
  expect(toolTimeout(7000, '1200')).toBe(1200);
  expect(toolTimeout(7000, 'soon')).toBe(7000);
});

test('locator code is a target: the chain runs as written, scoped to the row it names', async ({ page }) => {
  await page.setContent(`<table>
    <tr><td>Ada</td><td><button data-id=ada>Edit</button></td></tr>
    <tr><td>Bob</td><td><button data-id=bob>Edit</button></td></tr></table>`);
  const result = await resolveTarget(page, `getByRole('row').filter({ hasText: 'Bob' }).getByRole('button', { name: 'Edit' })`, { timeout: 500 });
  expect(result.ok && await result.data.locator.getAttribute('data-id')).toBe('bob');
  const ambiguous = await resolveTarget(page, `getByRole('button', { name: 'Edit' })`, { timeout: 200 });
  expect(ambiguous.ok ? 'found' : ambiguous.error.code).toBe('AMBIGUOUS_TARGET');
  const bad = await resolveTarget(page, `getByRole('button', { nmae: 'Edit' })`, { timeout: 200 });
  expect(bad.ok ? 'found' : bad.error).toMatchObject({ code: 'INVALID_INPUT', message: expect.stringContaining('no option "nmae"') });
});

test('normalize() round trip: the string a resolved element yields finds that element again', async ({ page }) => {
  await page.setContent(`<form><label>Email <input data-id=email></label>
    <input placeholder="Search" data-id=search><img alt="Logo" data-id=logo>
    <ul><li>One <a href=#1 data-id=l1>more</a></li><li>Two <a href=#2 data-id=l2>more</a></li></ul>
    <button title="Close" data-id=close>x</button><div data-testid=panel data-id=panel>Panel</div></form>`);
  const targets = ['the Email field', '"Search"', '"Logo" image', 'the second "more" link', 'the "Close" button', 'testid:panel', 'css:li:first-child a'];
  for (const target of targets) {
    const first = await resolveTarget(page, target, { timeout: 500 });
    expect(first.ok, target).toBe(true);
    if (!first.ok)
      continue;
    const normalized = String(await first.data.locator.normalize());
    const again = await resolveTarget(page, normalized, { timeout: 500 });
    expect(again.ok, `${target} → ${normalized}`).toBe(true);
    if (again.ok)
      expect(await again.data.locator.getAttribute('data-id'), normalized).toBe(await first.data.locator.getAttribute('data-id'));
  }
});

/** The id of what `target` resolves to on `html`, or null when it resolves to nothing. */
async function foundId(page: Page, html: string, target: string, kind: TargetKind): Promise<string | null> {
  await page.setContent(html);
  const result = await resolveTarget(page, target, { kind, timeout: 150 });
  return result.ok ? result.data.locator.getAttribute('id') : null;
}

interface FoundCase { html: string; target: string; kind?: TargetKind; found: string | null }

/** Each case's target resolves on its page to the element with id `found`, or to nothing. */
async function expectFound(page: Page, cases: FoundCase[], kind?: TargetKind): Promise<void> {
  for (const { html, target, found, ...one } of cases)
    expect(await foundId(page, html, target, one.kind ?? kind ?? 'any'), `${target} in ${html}`).toBe(found);
}

test('a field is named by its label\'s own words, never by the options or value its label wraps', async ({ page }) => {
  await expectFound(page, [
    // The words are only in another control's content: nothing is that field.
    { html: '<label>Box <select id=box><option>None</option><option>Medium size</option></select></label>', target: 'the Size dropdown', kind: 'selectable', found: null },
    { html: '<label>Country <select id=c><option>Germany</option><option>France</option></select></label>', target: 'France select', kind: 'selectable', found: null },
    { html: '<label>Notes <input id=notes value="shipping address"></label>', target: 'the Address field', kind: 'editable', found: null },
    { html: '<label>盒子 <select id=box><option>无</option><option>中号尺寸</option></select></label>', target: '"尺寸" dropdown', kind: 'selectable', found: null },
    // Placeholder options: the option "Color" does not caption the dropdown after its own.
    { html: '<select id=s1><option>Size</option><option>S</option></select> <select id=s2><option>Color</option><option>Red</option></select> <select id=s3><option>1</option></select>', target: 'the Color dropdown', kind: 'selectable', found: null },
    // The label's own words, wherever its control sits, still name it.
    { html: '<label>Shirt size <select id=shirt><option>Size S</option><option>Size M</option></select></label>', target: 'the Size dropdown', kind: 'selectable', found: 'shirt' },
    { html: '<label>Box <select id=box><option>Medium size</option></select></label> <label>Size <select id=size><option>S</option></select></label>', target: 'the size dropdown', kind: 'selectable', found: 'size' },
    { html: '<span id=lbl>Delivery size</span> <select id=d aria-labelledby=lbl><option>Small</option></select>', target: 'the Size dropdown', kind: 'selectable', found: 'd' },
    { html: '<select id=s aria-label="Sort size"><option>Medium size</option></select>', target: 'the Size dropdown', kind: 'selectable', found: 's' },
    { html: '<label>Your email address <input id=email value="ada@example.com"></label>', target: 'the Email field', kind: 'editable', found: 'email' },
    { html: '<label>Ship to address <textarea id=addr>1 Main St</textarea></label>', target: 'the address box', kind: 'editable', found: 'addr' },
    { html: '<p>Color</p><select id=color><option>Red</option></select>', target: 'the Color dropdown', kind: 'selectable', found: 'color' },
  ]);
});

test('an ordinal word that begins a name ("the First name field") names that field; only when none bears the name is it a position, among exact names', async ({ page }) => {
  const signup = '<label>Username <input id=user></label><label>First name <input id=first></label><label>Last name <input id=last></label>';
  await expectFound(page, [
    { html: signup, target: 'the First name field', kind: 'editable', found: 'first' },
    { html: signup, target: 'the last name field', kind: 'editable', found: 'last' },
    { html: signup, target: 'Last Name', kind: 'editable', found: 'last' },
    // The name is gone: the first field whose name merely contains "name" (Username) is not it.
    { html: '<label>Username <input id=user></label><label>Last name <input id=last></label>', target: 'the First name field', kind: 'editable', found: null },
    { html: '<label>First name <input id=first></label>', target: 'the Last name field', kind: 'editable', found: null },
    // No field bears the whole name: the ordinal counts the fields named exactly so.
    { html: '<label>Name <input id=n1></label><label>Name <input id=n2></label>', target: 'the second name field', kind: 'editable', found: 'n2' },
    { html: '<label>Name <input id=n1></label><label>Name <input id=n2></label>', target: 'the first name field', kind: 'editable', found: 'n1' },
    { html: '<button id=e1>Edit</button><button id=e2>Edit</button><button id=e3>Edit profile</button>', target: 'the last Edit button', kind: 'clickable', found: 'e2' },
    { html: '<button id=e1>Edit profile</button><button id=e2>Edit address</button>', target: 'the second Edit button', kind: 'clickable', found: null },
    // Quoted, "Edit" is the button's whole name: neither longer name is one to count.
    { html: '<button id=e1>Edit profile</button><button id=e2>Edit address</button>', target: 'the second "Edit" button', kind: 'clickable', found: null },
    // Counted by input type when too few fields are named so exactly; a text field is not a password field.
    { html: '<label>Password <input type=password id=p1></label><label>Password hint <input id=h></label><label>Confirm password <input type=password id=p2></label>', target: 'the second password field', kind: 'editable', found: 'p2' },
    { html: '<label>Password <input type=password id=p1></label><label>Confirm password <input type=password id=p2></label>', target: 'the first password field', kind: 'editable', found: 'p1' },
    { html: '<label>Email <input type=email id=e1></label><label>Repeat your email <input type=email id=e2></label>', target: 'the last email field', kind: 'editable', found: 'e2' },
    { html: '<label>Password <input type=password id=p1></label><label>Password hint <input id=h></label>', target: 'the second password field', kind: 'editable', found: null },
    { html: '<label>Email <input id=e1></label><label>Backup email <input type=email id=e2></label>', target: 'the first email field', kind: 'editable', found: 'e1' },
    { html: '<label>Email <input id=e1></label><label>Backup email <input type=email id=e2></label>', target: 'the second email field', kind: 'editable', found: 'e2' },
    // Chinese: 第一联系人 and 最后登录时间 are names where a field bears them; 第二个 always counts.
    { html: '<label>联系人 <input id=c0></label><label>第一联系人 <input id=c1></label>', target: '第一联系人输入框', kind: 'editable', found: 'c1' },
    { html: '<label>登录时间 <input id=t1></label><label>最后登录时间 <input id=t2></label><label>登录时间备注 <input id=t3></label>', target: '最后登录时间输入框', kind: 'editable', found: 't2' },
    { html: '<label>联系人 <input id=c1></label><label>联系人 <input id=c2></label>', target: '第二联系人输入框', kind: 'editable', found: 'c2' },
    { html: '<label>联系人电话 <input id=p1></label><label>联系人 <input id=c1></label><label>联系人 <input id=c2></label>', target: '第二个联系人输入框', kind: 'editable', found: 'c2' },
    { html: '<label>联系人 <input id=c1></label><label>联系人电话 <input id=p1></label>', target: '第二联系人输入框', kind: 'editable', found: null },
  ]);
});

test('a caption names the field right after it, with no other words between: not a sentence or a heading over another field', async ({ page }) => {
  await expectFound(page, [
    { html: '<p>Email:</p><input id=email>', target: 'the Email field', found: 'email' },
    { html: '<table><tr><th>Email</th><td><input id=email></td></tr></table>', target: 'the Email field', found: 'email' },
    { html: '<div><span>Email</span> <span class="req">*</span></div><div><input id=email></div>', target: 'Email', found: 'email' },
    { html: '<dl><dt>电子邮件</dt><dd><input id=email></dd></dl>', target: '"电子邮件" field', found: 'email' },
    { html: '<p>We never share your email with anyone.</p><label>Name <input id=name></label>', target: 'the Email field', found: null },
    { html: '<h2>Email preferences</h2><p>Name</p><input id=name>', target: 'the Email field', found: null },
    { html: '<div>Email</div><div><span>Phone</span><input id=phone></div>', target: 'the Email field', found: null },
  ], 'editable');
});

test('a looser match is not taken for an element named more closely that is hidden: the words name the hidden one', async ({ page }) => {
  await expectFound(page, [
    { html: '<button id=a style="display:none">Submit</button><button id=b>Submit feedback</button>', target: 'the Submit button', kind: 'clickable', found: null },
    { html: '<button id=a style="visibility:hidden">Submit</button><button id=b>Submit feedback</button>', target: 'the "Submit" button', kind: 'clickable', found: null },
    { html: '<label style="display:none">Email <input id=e></label><label>Email backup <input id=b></label>', target: 'the Email field', kind: 'editable', found: null },
    { html: '<span id=a hidden>Welcome back</span><p id=b>Welcome back soon</p>', target: '"Welcome back"', kind: 'any', found: null },
    { html: '<button id=a hidden>提交</button><button id=b>提交订单</button>', target: '提交按钮', kind: 'clickable', found: null },
    { html: '<button id=a hidden>save</button><button id=b>Save</button>', target: 'the Save button', kind: 'clickable', found: 'b' },
    // Nothing named so closely, hidden or not: the looser match is the one meant.
    { html: '<button id=b>Submit feedback</button>', target: 'the Submit button', kind: 'clickable', found: 'b' },
    // Hidden in another family (a tooltip's text) names no button.
    { html: '<span hidden>Submit</span><button id=b>Submit feedback</button>', target: 'the Submit button', kind: 'clickable', found: 'b' },
    // A hidden twin with the same name does not hide the visible one.
    { html: '<button id=a hidden>Submit</button><button id=b>Submit</button>', target: 'the Submit button', kind: 'clickable', found: 'b' },
  ]);
  await page.setContent('<button style="display:none">Submit</button><button>Submit feedback</button>');
  const result = await resolveTarget(page, 'the Submit button', { kind: 'clickable', timeout: 150 });
  expect(result.ok ? 'found' : result.error.message).toContain('an element named so more closely (role:button/exact) is hidden');
});

test('a looser match is not remembered: an element named more closely that appears later is found first', async ({ page }) => {
  await page.setContent('<button id=draft>Save draft</button>');
  expect(await resolvedId(page, 'the Save button')).toBe('draft');
  await page.evaluate(() => document.body.insertAdjacentHTML('afterbegin', '<button id=save>Save</button>'));
  expect(await resolvedId(page, 'the Save button')).toBe('save');
});

async function resolvedId(page: Page, target: string): Promise<string | null> {
  const result = await resolveTarget(page, target, { kind: 'clickable', timeout: 150 });
  return result.ok ? result.data.locator.getAttribute('id') : result.error.code;
}

test('a page region said alone is that landmark: "the header" is the page banner, never its headings; a named header stays a heading', async ({ page }) => {
  await page.setContent('<header id=h><h1>Leavely</h1><span>Priya Raman</span></header><main><h2 id=d>Dashboard</h2><article><header id=ah><h3>Team</h3></header></article></main><footer id=f>© 2026</footer><aside id=s>Tips</aside>');
  const id = async (target: string) => {
    const r = await resolveTarget(page, target, { timeout: 100 });
    return r.ok ? r.data.locator.getAttribute('id') : r.error.code;
  };
  expect(await id('the header')).toBe('h');
  expect(await id('页眉')).toBe('h');
  expect(await id('the footer')).toBe('f');
  expect(await id('the sidebar')).toBe('s');
  expect(await id('the "Dashboard" header')).toBe('d');
});

test('a row is never an inline word: "the 张伟 row" is the table row holding the name, not the name in the header', async ({ page }) => {
  await page.setContent('<header>当前就诊人：<b id=b>张伟</b></header><table><tbody><tr id=r1><td>张伟 <span>默认就诊人</span></td><td>本人</td></tr><tr id=r2><td>张小明</td><td>子女</td></tr></tbody></table><div class="list"><div id=d>李敏</div></div>');
  const id = async (target: string) => {
    const r = await resolveTarget(page, target, { timeout: 100 });
    return r.ok ? r.data.locator.getAttribute('id') : r.error.code;
  };
  expect(await id('the 张伟 row')).toBe('r1');
  expect(await id('张伟那一行')).toBe('r1');
  expect(await id('"张小明" row')).toBe('r2');
  // A plain block may still be a row where the page draws rows so.
  expect(await id('the "李敏" row')).toBe('d');
});

test('a dialog said by what it is for is the open dialog holding those words, never another dialog', async ({ page }) => {
  await page.setContent(`<div role="dialog" aria-labelledby="t1"><h2 id="t1">确认支付</h2><label><input type="radio" name="p" value="a"> 支付宝</label><button>确认</button></div>
    <div role="dialog" aria-labelledby="t2"><h2 id="t2">申请退款</h2><label><input type="radio" name="r" value="b"> 支付宝</label><button>确认</button></div>`);
  for (const [target, title] of [['“支付宝” in “支付”弹窗', '确认支付'], ['“确认” in “退款”对话框', '申请退款']] as const) {
    const result = await resolveTarget(page, target, { timeout: 300 });
    expect(result.ok && await result.data.locator.evaluate(el => el.closest('[role="dialog"]')?.querySelector('h2')?.textContent), target).toBe(title);
  }
  expect((await resolveTarget(page, '“确认” in “发票”弹窗', { timeout: 300 })).ok).toBe(false);
  // The dialog titled so has no such button: the one in another dialog holding the words is not it.
  await page.setContent(`<div role="dialog" aria-label="确认支付"><label><input type="radio" name="p"> 支付宝</label></div>
    <div role="dialog" aria-label="申请退款"><label><input type="radio" name="r"> 支付宝</label><button>提交</button></div>`);
  expect((await resolveTarget(page, '“提交” in “支付”弹窗', { timeout: 300 })).ok).toBe(false);
  // No dialog titled so: the one dialog holding the words is.
  await page.setContent(`<div role="dialog"><p>请选择支付方式</p><button>提交</button></div>`);
  expect((await resolveTarget(page, '“提交” in “支付”弹窗', { timeout: 300 })).ok).toBe(true);
});

test('a notification is a message the page shows, not a stepper\'s <output>, a status by its role too', async ({ page }) => {
  await page.setContent(`<div><span>GA</span><button>-</button><output>0</output><button>+</button></div>
    <div><span>VIP</span><button>-</button><output>2</output><button>+</button></div>
    <div id="toast" role="status">2 tickets added to your cart</div>`);
  for (const target of ['notification', 'the message', '通知']) {
    const result = await resolveTarget(page, target, { timeout: 300 });
    expect(result.ok && await result.data.locator.getAttribute('id'), target).toBe('toast');
  }
});
