/** parseTarget: prefixes, bare CSS, role words, filler, scoping and ordinals in English and Chinese. Pure, no browser. */
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { parseTarget } from '../../src/locator/index.ts';
import { notReadWhy } from '../../src/locator/parse.ts';
import { candidatesFor, type TargetKind } from '../../src/locator/candidates.ts';
import { packTarget, unpackTarget, type PackedTarget } from '../../src/locator/parsed.ts';

test('explicit prefixes become selectors', () => {
  expect(parseTarget('css:.btn-primary').selector).toEqual({ engine: 'css', value: '.btn-primary' });
  expect(parseTarget('xpath://button[@type="submit"]').selector).toEqual({ engine: 'xpath', value: '//button[@type="submit"]' });
  expect(parseTarget('role:button[name="Save"]').selector).toMatchObject({ engine: 'role', role: 'button', name: 'Save' });
  expect(parseTarget('text:提交').selector).toEqual({ engine: 'text', value: '提交' });
  expect(parseTarget('testid:submit-btn').selector).toEqual({ engine: 'testid', value: 'submit-btn' });
  expect(parseTarget('ref:e12').selector).toEqual({ engine: 'ref', value: 'e12' });
  expect(parseTarget('[ref=f1e3]').selector).toEqual({ engine: 'ref', value: 'f1e3' });
  expect(parseTarget('//div[@id="x"]').selector?.engine).toBe('xpath');
});

test('bare CSS is recognised, bare words are not', () => {
  for (const css of ['#login', '.inventory_item', '[data-test="x"]', 'div > a', 'button.primary', 'input[type=checkbox]', '"#login"'])
    expect(parseTarget(css).selector, css).toMatchObject({ engine: 'css', guessed: true });
  for (const words of ['button', 'Login', 'the Email field', 'Sign in', '"Save"'])
    expect(parseTarget(words).selector, words).toBeUndefined();
});

test('role words and filler, English and Chinese', () => {
  const cases: Array<[string, string | undefined, string]> = [
    ['"Login" button', 'Login', 'button'],
    ['the Email field', 'Email', 'textbox'],
    ['Remember me checkbox', 'Remember me', 'checkbox'],
    ['the Sort dropdown', 'Sort', 'combobox'],
    ['button "Save"', 'Save', 'button'],
    ['the "Profile" tab', 'Profile', 'tab'],
    ['"Rename" menu item', 'Rename', 'menuitem'],
    ['"登录"按钮', '登录', 'button'],
    ['登录按钮', '登录', 'button'],
    ['用户名输入框', '用户名', 'textbox'],
    ['该"同意"复选框', '同意', 'checkbox'],
    ['"专业版"单选按钮', '专业版', 'radio'],
    ['商品排序下拉框', '商品排序', 'combobox'],
    ['the checkbox', undefined, 'checkbox'],
    ['the Department filter', 'Department', 'combobox'],
    ['Include contractors filter', 'Include contractors', 'checkbox'],
    ['the notification', undefined, 'status'],
    ['the snackbar', undefined, 'status'],
    ['通知', undefined, 'status'],
  ];
  for (const [input, text, role] of cases) {
    const parsed = parseTarget(input);
    expect(parsed.text, input).toBe(text);
    expect(parsed.roles, input).toContain(role);
  }
  expect(parseTarget('cart icon')).toMatchObject({ text: 'cart', icon: true });
  // A kind only after a name: alone, "the filter" is the name (a search box with the placeholder "Filter…").
  expect(parseTarget('the filter')).toMatchObject({ text: 'filter', roles: [] });
  expect(parseTarget('"Shadow btn"')).toMatchObject({ text: 'Shadow btn', quoted: true, roles: [] });
});

test('after a quoted name, a plural role word names that role (a count\'s targets); unquoted, a plural word is the name', () => {
  const cases: Array<[string, string | undefined, string | undefined]> = [
    ['"Add to cart" buttons', 'Add to cart', 'button'],
    ['the "Remove" links', 'Remove', 'link'],
    ['"Agree" checkboxes', 'Agree', 'checkbox'],
    ['"Email" fields', 'Email', 'textbox'],
    ['"Total" rows', 'Total', 'row'],
    ['Options', 'Options', undefined],
    ['the Links', 'Links', undefined],
  ];
  for (const [raw, text, role] of cases) {
    const parsed = parseTarget(raw);
    expect({ text: parsed.text, role: parsed.roles[0] }, raw).toEqual({ text, role });
  }
});

test('ordinals and "any"', () => {
  const cases: Array<[string, number | undefined, string]> = [
    ['the second "Edit" button', 2, 'Edit'], ['the 3rd "Edit" link', 3, 'Edit'], ['the last "Remove" button', -1, 'Remove'],
    ['the first "Delete" button', 1, 'Delete'], ['第二个"编辑"按钮', 2, '编辑'], ['最后一个"移除"按钮', -1, '移除'], ['第3个"删除"按钮', 3, '删除'],
  ];
  for (const [input, ordinal, text] of cases)
    expect(parseTarget(input), input).toMatchObject({ ordinal, text, pickAny: true });
  expect(parseTarget('any "Add to cart" button')).toMatchObject({ pickAny: true, text: 'Add to cart', ordinal: undefined });
});

test('an ordinal word before unquoted words may begin a name: both readings are kept, English and Chinese', () => {
  const cases: Array<[string, number, string, string | undefined]> = [
    ['the First name field', 1, 'name', 'First name'], ['Last Name', -1, 'Name', 'Last Name'], ['the last name input', -1, 'name', 'last name'],
    ['Second address line', 2, 'address line', 'Second address line'], ['the 2nd Edit button', 2, 'Edit', '2nd Edit'],
    // Chinese: a bare 第一/第二/最后 may begin a name (第一联系人, 最后登录时间); with a counter (第二个, 最后一个) it is a position.
    ['第一联系人输入框', 1, '联系人', '第一联系人'], ['最后登录时间输入框', -1, '登录时间', '最后登录时间'], ['第二个联系人输入框', 2, '联系人', undefined],
    ['最后一个编辑按钮', -1, '编辑', undefined],
    // Quoted words are the name; no words leave nothing to read as one.
    ['the first "Name" field', 1, 'Name', undefined], ['the second button', 2, '', undefined], ['第二个"编辑"按钮', 2, '编辑', undefined], ['第二"编辑"按钮', 2, '编辑', undefined],
  ];
  for (const [input, ordinal, text, asWords] of cases) {
    const parsed = parseTarget(input);
    expect(parsed, input).toMatchObject({ ordinal, pickAny: true });
    expect(parsed.text ?? '', input).toBe(text);
    expect(parsed.asWords, input).toBe(asWords);
  }
});

test('scopes: proximity, container roles, regions; English and Chinese', () => {
  expect(parseTarget('"Add to cart" for "Backpack"')).toMatchObject({ text: 'Add to cart', scope: { text: 'Backpack', roles: [] } });
  expect(parseTarget('"Edit" in the row with "Ada"').scope).toMatchObject({ text: 'Ada', roles: ['row'] });
  expect(parseTarget('"Save" inside the "Shipping" dialog').scope).toMatchObject({ text: 'Shipping', roles: ['dialog', 'alertdialog'] });
  expect(parseTarget('the "Cart" link in the header')).toMatchObject({ text: 'Cart', roles: ['link'], scope: { region: 'header, [role="banner"]' } });
  expect(parseTarget('"Remove" in the Bike Light card').scope).toMatchObject({ text: 'Bike Light' });
  // A container word, then the name it holds, unquoted and capitalized: the name, without its preposition.
  expect(parseTarget('"Archive" in the row for Linen Throw Pillow').scope).toMatchObject({ text: 'Linen Throw Pillow', roles: ['row'] });
  expect(parseTarget('Edit in the card with Ada Lovelace').scope).toMatchObject({ text: 'Ada Lovelace' });
  // A container word alone, then "for" or "of" and a name: that container holding the name, as with
  // "with", not a second container inside the one showing it.
  for (const [input, text, roles, container] of [
    ['the row for "14 Mar – 16 Mar"', '14 Mar – 16 Mar', ['row'], undefined],
    ['row of "Bob"', 'Bob', ['row'], undefined],
    ['the card for "Luna"', 'Luna', [], 'card'],
    ['the row for Linen Throw Pillow', 'Linen Throw Pillow', ['row'], undefined],
    ['the row for 10 Mar – 12 Mar', '10 Mar – 12 Mar', ['row'], undefined],
    ['the row for the 10:30 appointment', '10:30', ['row'], undefined],
  ] as const) {
    const parsed = parseTarget(input);
    expect(parsed, input).toMatchObject({ text, roles });
    expect(parsed.container, input).toBe(container);
    expect(parsed.scope, input).toBeUndefined();
  }
  // A region said first in Chinese, with no 的; a title in book-title marks is a quoted name.
  expect(parseTarget('页眉中借阅车')).toMatchObject({ text: '借阅车', scope: { region: 'header, [role="banner"]' } });
  expect(parseTarget('《白夜行》那一行的「归还」')).toMatchObject({ text: '归还', quoted: true, scope: { text: '白夜行', roles: ['row'] } });
  expect(parseTarget('Cancel in the row for the 10:30 appointment').scope).toMatchObject({ text: '10:30', roles: ['row'] });
  expect(parseTarget('the row for "Bob" in the "Users" table')).toMatchObject({ text: 'Bob', roles: ['row'], scope: { text: 'Users', roles: ['table'] } });
  // A control for an item stays the item's control; words that are no container are not read so.
  expect(parseTarget('"Edit" for "Bob"')).toMatchObject({ text: 'Edit', scope: { text: 'Bob' } });
  expect(parseTarget('the status for "Bob"')).toMatchObject({ text: 'status', scope: { text: 'Bob' } });
  expect(parseTarget('the checkbox in the row of #1002').scope).toMatchObject({ text: '#1002', roles: ['row'] });
  expect(parseTarget('"Archive" in the row for the pillow').unread).toBe('in the row for the pillow');
  // 李娜那一行: the row of a name said unquoted, as Chinese says it; 已完成 stays a clause's word (the grammar refuses it).
  // Said of any item of a list, as 在"李娜"这一行 is: the item nearest the name, no row role.
  expect(parseTarget('李娜那一行的"通过"按钮')).toMatchObject({ text: '通过', roles: ['button'], scope: { text: '李娜', roles: [] } });
  expect(parseTarget('BX-2024-0311 这一行的"查看"').scope).toMatchObject({ text: 'BX-2024-0311', roles: [] });
  expect(parseTarget('张三所在行的"编辑"按钮').scope).toMatchObject({ text: '张三', roles: [] });
  // 李娜的"通过": a quoted control of an item named unquoted before 的 (a short name, or an id with a
  // digit); a word of the vocabulary (表单, 顶部) or a container by its position (第一行) is no such name.
  expect(parseTarget('李娜的"通过"按钮')).toMatchObject({ text: '通过', roles: ['button'], scope: { text: '李娜', roles: [] } });
  expect(parseTarget('BX-2024-0312 的"查看"')).toMatchObject({ text: '查看', scope: { text: 'BX-2024-0312', roles: [] } });
  expect(parseTarget('登录表单的"提交"按钮').unread).toBe('登录表单');
  expect(parseTarget('页面顶部的"保存"按钮').unread).toBe('页面顶部');
  expect(parseTarget('搜索框的"清除"按钮').unread).toBe('搜索框');
  expect(parseTarget('第一行的"删除"').scope).toMatchObject({ roles: ['row'], position: '第一' });
  expect(parseTarget('最后一行的"编辑"按钮').scope).toMatchObject({ position: '最后' });
  // 川味小馆的状态: a property of an item named unquoted (a branch after a middle dot is a part of
  // the name; a kind and an id is the id); a kind of item (订单) names none.
  expect(parseTarget('川味小馆的状态')).toMatchObject({ text: '状态', scope: { text: '川味小馆', roles: [] } });
  expect(parseTarget('川味小馆·高新店的状态')).toMatchObject({ text: '状态', scope: { text: '川味小馆·高新店' } });
  expect(parseTarget('订单 DD20261129003 的状态')).toMatchObject({ text: '状态', scope: { text: 'DD20261129003' } });
  expect(parseTarget('订单的状态')).toMatchObject({ text: '订单的状态' });
  expect(parseTarget('该订单的状态').scope).toBeUndefined();
  // A name of Chinese and digits owns its control too (a coupon's, a table's); a position does not.
  expect(parseTarget('满50减10的“立即领取”')).toMatchObject({ text: '立即领取', scope: { text: '满50减10' } });
  expect(parseTarget('3号桌的“结账”').scope).toMatchObject({ text: '3号桌' });
  // 李敏的卡片, 张小明那一行 as the element a check reads: the item said by its name and kind.
  expect(parseTarget('李敏的卡片')).toMatchObject({ text: '李敏', container: '卡片' });
  expect(parseTarget('陈晓东的医生卡片')).toMatchObject({ text: '陈晓东', container: '卡片' });
  expect(parseTarget('订单的卡片').container).toBeUndefined();
  expect(parseTarget('张小明那一行')).toMatchObject({ text: '张小明', roles: ['row', 'listitem'] });
  // A category, a chip, a tag: what a name is shown as, quoted or capitalized.
  expect(parseTarget('“甜品”分类')).toMatchObject({ text: '甜品', quoted: true, roles: [] });
  expect(parseTarget('the "Desserts" category')).toMatchObject({ text: 'Desserts', quoted: true, roles: [] });
  expect(parseTarget('the Desserts category')).toMatchObject({ text: 'Desserts', roles: [] });
  // A possessive names the row's owner; quoted, the name is as written.
  expect(parseTarget('"View" in Hannah Müller\'s row').scope).toMatchObject({ text: 'Hannah Müller', roles: ['row'] });
  expect(parseTarget('"Edit" in the Ada’s row').scope).toMatchObject({ text: 'Ada', roles: ['row'] });
  expect(parseTarget('"View" in the "Bob\'s" row').scope).toMatchObject({ text: 'Bob\'s', roles: ['row'] });
  expect(parseTarget('Ada Lovelace\'s row')).toMatchObject({ text: 'Ada Lovelace', roles: ['row'] });
  expect(parseTarget('Ada Lovelace\'s card')).toMatchObject({ text: 'Ada Lovelace', container: 'card' });
  // A control said to be someone's keeps the words: no control is named by its owner alone.
  expect(parseTarget('Bob\'s button')).toMatchObject({ text: 'Bob\'s', roles: ['button'] });
  expect(parseTarget('"登山背包" 的 "加入购物车"')).toMatchObject({ text: '加入购物车', scope: { text: '登山背包' } });
  expect(parseTarget('在 "我的购物车" 中的 "结算" 按钮')).toMatchObject({ text: '结算', roles: ['button'], scope: { text: '我的购物车' } });
  expect(parseTarget('在页头中的"购物车"链接')).toMatchObject({ text: '购物车', scope: { region: 'header, [role="banner"]' } });
  expect(parseTarget('"Subscribe" button in the "Newsletter signup" frame').scope).toMatchObject({ text: 'Newsletter signup', frame: true });
  expect(parseTarget('the Email field in the payment iframe').scope).toMatchObject({ text: 'payment', frame: true });
  expect(parseTarget('在 "订阅" 框架中的 "提交" 按钮').scope).toMatchObject({ text: '订阅', frame: true });
});

test('beside a quoted name every word is read: role words, naming words, kinds of area; anything else is kept as unread', () => {
  const read: Array<[string, string, string | undefined]> = [
    ['"Sort" dropdown menu', 'Sort', 'combobox'],
    ['the "Email" text input', 'Email', 'textbox'],
    ['"Settings" icon button', 'Settings', 'button'],
    ['the button with the text "Save"', 'Save', 'button'],
    ['link with text "Home"', 'Home', 'link'],
    ['the "Done" column', 'Done', undefined],
    ['the "Terms" panel', 'Terms', undefined],
    ['"Submit" button on the page', 'Submit', 'button'],
    ['名为"保存"的按钮', '保存', 'button'],
    ['"删除"的按钮', '删除', 'button'],
    ['标有"删除"的链接', '删除', 'link'],
  ];
  for (const [input, text, role] of read) {
    const parsed = parseTarget(input);
    expect(parsed.unread, input).toBeUndefined();
    expect(parsed.scope, input).toBeUndefined();
    expect(parsed.text, input).toBe(text);
    expect(parsed.roles[0], input).toBe(role);
  }
  const unread: Array<[string, string]> = [
    ['"Delete" button below the table', 'button below'],
    ['"Save" button quickly', 'quickly'],
    ['"Save" and wait', 'and wait'],
    ['"Buy" button at the top', 'top'],
    ['the "Save" "Cancel" button', '"Cancel"'],
    ['"保存"按钮旁边', '旁边'],
  ];
  for (const [input, words] of unread)
    expect(parseTarget(input).unread, input).toBe(words);
  // A container's position is kept, and refused: containers are not counted.
  expect(parseTarget('"Delete" button in the last row').scope).toMatchObject({ roles: ['row'], position: 'last' });
  expect(notReadWhy(parseTarget('"Paid" in the second row'))).toContain('"second"');
  expect(notReadWhy(parseTarget('"Edit" in the row with "Bob"'))).toBeUndefined();
  // A quoted name's scope is still a scope; a possessive 的 after a name in quotes is one too.
  expect(parseTarget('"Bob"的"删除"按钮')).toMatchObject({ text: '删除', scope: { text: 'Bob' } });
  expect(parseTarget('"Delete" button in the "Bob" row').unread).toBeUndefined();
});

test('a place beside a text is read; beside an element, a side of one, or words the scope does not read are refused', () => {
  // Read: next to a text is the item nearest it, in English and Chinese; kind words of a container are read with it.
  const read: Array<[string, string]> = [
    ['the checkbox next to "Ada"', 'Ada'], ['the "x" near "Milk"', 'Milk'], ['the radio button beside "Express"', 'Express'],
    ['"Ada"旁边的复选框', 'Ada'], ['"牛奶"附近的"删除"按钮', '牛奶'], ['"Bob"所在行的编辑按钮', 'Bob'],
    ['the "Remove" button in the "Backpack" product card', 'Backpack'], ['the "Delete" button in the "Ada" user row', 'Ada'],
  ];
  for (const [input, text] of read) {
    expect(parseTarget(input).scope?.text, input).toBe(text);
    expect(notReadWhy(parseTarget(input)), input).toBeUndefined();
  }
  // Refused: the search would look inside the element, on no side, or without the words.
  const refused: Array<[string, RegExp]> = [
    ['the icon next to the "Delete" button', /beside an element/], ['"删除"按钮旁边的图标', /beside an element/],
    ['在"删除"按钮旁边的图标', /beside an element/], ['the button near the "Total" heading', /beside an element/],
    ['the checkbox next to the "Ada" row', /beside an element/], ['the "Help" link near the footer', /beside an element/],
    ['"保存"按钮附近的链接', /beside an element/],
    ['the checkbox to the left of "Ada"', /to the left of/], ['the icon right of the "Delete" button', /right of/],
    ['"Ada"左边的复选框', /左边/], ['"删除"按钮下方的链接', /下方/], ['"删除"按钮右侧的图标', /右侧/],
    ['the "Save" button in the "Settings" dialog quickly', /quickly/], ['the "Delete" button in the "Ada" row below the table', /below the/],
    ['the "Delete" button in the "Ada" "Admin" row', /Admin/],
  ];
  for (const [input, why] of refused)
    expect(notReadWhy(parseTarget(input)), input).toMatch(why);
});

test('words that only look like scopes stay part of the name', () => {
  for (const [input, text] of [['Sign in button', 'Sign in'], ['Terms of Service link', 'Terms of Service'], ['"Log in to your account"', 'Log in to your account']]) {
    expect(parseTarget(input).text, input).toBe(text);
    expect(parseTarget(input).scope, input).toBeUndefined();
  }
});

test('a control on or for an item named unquoted is that item\'s, and the words as one name are looked for first', () => {
  const cases: Array<[string, string, string]> = [
    ['View recipe on Chickpea Curry', 'View recipe', 'Chickpea Curry'],
    ['the Renew button for The Baker\'s Almanac', 'Renew', 'Baker\'s Almanac'],
    ['Withdraw on #1042', 'Withdraw', '#1042'],
  ];
  for (const [input, text, owner] of cases) {
    const parsed = parseTarget(input);
    expect({ text: parsed.text, owner: parsed.scope?.text, whole: parsed.whole !== undefined }, input).toEqual({ text, owner, whole: true });
  }
  // Not an owner: a place, a time, a kind of element, a lowercase phrase, a quoted name (read by the scope forms).
  for (const input of ['Remove on the cart page', 'Save for later', 'Book on Monday morning', 'Edit on the Ada row', 'Click here for details', 'Reserve for 2 Nights']) {
    const parsed = parseTarget(input);
    expect(parsed.whole, input).toBeUndefined();
  }
  expect(parseTarget('"Edit" on "Ada"').whole).toBeUndefined();
});

test('a quoted control for or on an item named unquoted is that item\'s control', () => {
  const cases: Array<[string, string, string, string[]]> = [
    ['"Request refund" for ORD-1045', 'Request refund', 'ORD-1045', []],
    ['the "+" button for VIP', '+', 'VIP', ['button']],
    ['"Remove" on Linen Throw Pillow', 'Remove', 'Linen Throw Pillow', []],
  ];
  for (const [input, text, owner, roles] of cases) {
    const parsed = parseTarget(input);
    expect({ text: parsed.text, owner: parsed.scope?.text, roles: parsed.roles.filter(role => role === 'button'), whole: parsed.whole }, input).toEqual({ text, owner, roles, whole: undefined });
  }
  // Not an owner: a lowercase word, a count, a place, a container said by its kind.
  for (const input of ['"Save" for later', '"Book" for 2 Nights', '"Edit" on the header', '"Edit" for the Ada row'])
    expect(parseTarget(input).scope?.text, input).not.toBe(input.replace(/^.*(?:for|on)\s+(?:the\s+)?/, ''));
});

test('words for what a name is shown as: a chip, a badge; a filter chip is one that filters', () => {
  expect(parseTarget('the Not approved chip')).toMatchObject({ text: 'Not approved', roles: [] });
  expect(parseTarget('the Overdue badge')).toMatchObject({ text: 'Overdue', roles: [] });
  expect(parseTarget('the "Approved" filter chip')).toMatchObject({ text: 'Approved', roles: [] });
  expect(parseTarget('the product tag')).toMatchObject({ text: 'product tag' });
  expect(parseTarget('the Department filter').roles).toContain('combobox');
  expect(parseTarget('the 11:00 time slot')).toMatchObject({ text: '11:00', roles: expect.arrayContaining(['button', 'option']) });
});

test('a candidate said to be within a looser one names a candidate of the same family, ranked after it', () => {
  const cases: Array<[string, TargetKind]> = [['cart badge', 'any'], ['the Email field', 'editable'], ['"Login" button', 'clickable'], ['Save', 'clickable'], ['cart icon', 'any'], ['Fruit listbox', 'any'], ['邮箱', 'editable']];
  for (const [target, kind] of cases) {
    const candidates = candidatesFor(parseTarget(target), kind, false);
    const covered = candidates.filter(candidate => candidate.within !== undefined);
    expect(covered.length, target).toBeGreaterThan(0);
    for (const [rank, candidate] of candidates.entries()) {
      if (candidate.within === undefined)
        continue;
      const cover = candidates.findIndex(other => other.strategy === candidate.within);
      expect(cover, `${target}: ${candidate.strategy} within ${candidate.within}`).toBeGreaterThan(rank);
      expect(candidate.strategy.split('/')[0], target).toBe(candidate.within.split('/')[0]);
      // Text is never pruned: the text engine's partial match may land on a hidden child.
      expect(candidate.strategy.startsWith('text/'), target).toBe(false);
    }
  }
});

test('one prefix table: seed prefixes with ":", Playwright selector prefixes with "=", internal selectors whole', () => {
  expect(parseTarget('css=#login').selector).toEqual({ engine: 'css', value: '#login' });
  expect(parseTarget('xpath=//a').selector).toEqual({ engine: 'xpath', value: '//a' });
  expect(parseTarget('text=Sign in').selector).toEqual({ engine: 'text', value: 'Sign in' });
  expect(parseTarget('id=email').selector).toEqual({ engine: 'id', value: 'email' });
  expect(parseTarget('id:email').selector).toEqual({ engine: 'id', value: 'email' });
  expect(parseTarget('data-testid=save').selector).toEqual({ engine: 'testid', value: 'save' });
  expect(parseTarget('test-id:save').selector).toEqual({ engine: 'testid', value: 'save' });
  expect(parseTarget('role=button[name="Save"]').selector).toMatchObject({ engine: 'role', role: 'button', name: 'Save' });
  expect(parseTarget('internal:role=button[name="Save"i]').selector).toEqual({ engine: 'playwright', value: 'internal:role=button[name="Save"i]' });
  // `testid=` is not a Playwright prefix and not ours: words, never a guess at an engine.
  expect(parseTarget('testid=save').selector?.engine).not.toBe('testid');
});

test('Playwright locator code is read into its calls, the form normalize() and lock files write', () => {
  expect(parseTarget(`getByRole('button', { name: 'Add to cart' })`).selector).toEqual({
    engine: 'code', value: `getByRole('button', { name: 'Add to cart' })`,
    chain: [{ method: 'getByRole', args: ['button', { object: { name: 'Add to cart' } }] }],
  });
  expect(parseTarget(`page.getByText(/sign\\s+in/i).first()`).selector?.chain).toEqual([
    { method: 'getByText', args: [{ regex: 'sign\\s+in', flags: 'i' }] }, { method: 'first', args: [] },
  ]);
  expect(parseTarget(`getByRole('row').filter({ hasText: 'Bob' }).getByRole('button', { name: 'Edit', exact: true })`).selector?.chain).toEqual([
    { method: 'getByRole', args: ['row'] },
    { method: 'filter', args: [{ object: { hasText: 'Bob' } }] },
    { method: 'getByRole', args: ['button', { object: { name: 'Edit', exact: true } }] },
  ]);
  expect(parseTarget(`locator('#list').locator("li").nth(2)`).selector?.chain?.map(c => c.method)).toEqual(['locator', 'locator', 'nth']);
  expect(parseTarget(`locator('iframe[title="Pay"]').contentFrame().getByLabel('Card number')`).selector?.chain?.map(c => c.method)).toEqual(['locator', 'contentFrame', 'getByLabel']);
  expect(parseTarget(`getByText('It\\'s "here"')`).selector?.chain?.[0].args).toEqual([`It's "here"`]);
  expect(parseTarget(`locator('li').filter({ has: getByRole('button', { name: 'Buy' }) })`).selector?.chain?.[1].args).toEqual([
    { object: { has: { chain: [{ method: 'getByRole', args: ['button', { object: { name: 'Buy' } }] }] } } },
  ]);
});

test('locator code that does not read is an error naming what is wrong, never words', () => {
  const cases: Array<[string, RegExp]> = [
    [`getByRole('button', { nmae: 'Save' })`, /no option "nmae"/],
    [`getByRole('button').click()`, /click\(\) is not a locator method/],
    [`getByRole(buttonName)`, /expected a literal/],
    [`getByText('Save'`, /expected "\)"|expected ","/],
    [`getByText('Save)`, /not closed/],
    [`locator('iframe').contentFrame()`, /ends on a frame/],
    [`getByRole('button', { name: 5 })`, /option "name" needs a string or a regular expression/],
    [`getByText(\`a\${b}\`)`, /template substitutions/],
    [`getByRole('row').nth('2')`, /nth\(\) needs a whole number/],
    [`getByTestId()`, /takes 1 argument/],
  ];
  for (const [code, message] of cases) {
    const selector = parseTarget(code).selector;
    expect(selector?.engine, code).toBe('code');
    expect(selector?.error, code).toMatch(message);
    expect(selector?.chain, code).toBeUndefined();
  }
});

test('a target packed for a generated file unpacks to the very parse, whatever the words', () => {
  const table = [
    'Login', '"Save" button', 'the second "Edit" link', 'the last Remove button', 'any "Add to cart" button',
    '"Add to cart" for "Trail Backpack"', 'the "Delete" button in the "Ada Lovelace" row', 'the "Save" button in the dialog',
    'the search icon', 'the Email field in the header', '"Pay" in the "Checkout" iframe', '  "Shadow btn"  ', 'css:.btn-primary',
    '#login', 'div > a', 'role:button[name="Save"]', "getByRole('row').filter({ hasText: 'Bob' }).getByRole('button')",
    'ref=e12', '第二个“编辑”按钮', '“张三”所在行的“删除”按钮', '页脚中的“联系我们”链接', 'the cart badge',
  ];
  const alphabet = fc.constantFrom('"', '“', '”', "'", ' ', 'the', 'second', 'button', 'link', 'row', 'in', 'for', 'with', 'dialog', 'header', 'icon', 'any', 'Save', '#', '.', '>', '[', ']', '=', '中', '的', '按钮', 'css:', 'role:');
  const words = fc.array(alphabet, { maxLength: 12 }).map(parts => parts.join(''));
  const roundTrip = (text: string) => {
    const parsed = parseTarget(text);
    const packed = JSON.parse(JSON.stringify(packTarget(text, parsed))) as PackedTarget;
    expect(unpackTarget(text, packed), text).toEqual(JSON.parse(JSON.stringify(parsed)));
  };
  table.forEach(roundTrip);
  fc.assert(fc.property(fc.oneof(words, fc.string({ maxLength: 40 })), text => roundTrip(text)), { numRuns: 2_000 });
  // What the text and the defaults say is left out: `raw` when it is the text, false flags, no roles.
  expect(packTarget('Save', parseTarget('Save'))).toEqual({ text: 'Save' });
  expect(packTarget('"Save"', parseTarget('"Save"'))).toEqual({ raw: 'Save', text: 'Save', quoted: true });
});

test('a name made of a filler word alone is still the name: "the To field", "the From input"', () => {
  expect(parseTarget('the To field')).toMatchObject({ text: 'To' });
  expect(parseTarget('From input')).toMatchObject({ text: 'From' });
  expect(parseTarget('the field').text).toBeUndefined();
  expect(parseTarget('the button').text).toBeUndefined();
});
