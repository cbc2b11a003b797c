/**
 * Items counted by their kind ("5 pet cards", 5 张图书卡片), and counters said by what they count: the blocks the markup names by kind,
 * outermost, visible; never the container named by the plural, nor a card's own parts. And rows a
 * person counts: no footer row.
 */
import { expect, test } from '@playwright/test';
import { heldItemOf, itemKindOf } from '../../src/locator/item-words.ts';
import { counterOwner } from '../../src/tools/assertions/counter.ts';
import { parseTarget } from '../../src/locator/parse.ts';
import { createToolContext, executeCall } from '../../src/tools/index.ts';

test.use({ trace: 'off' });

test('a plural kind word, with a few words before it, is counted by kind; anything else is read as usual', () => {
  expect(itemKindOf(parseTarget('pet cards'))).toEqual({ kind: 'card', qualifier: ['pet'] });
  expect(itemKindOf(parseTarget('search result tiles'))).toEqual({ kind: 'tile', qualifier: ['search', 'result'] });
  expect(itemKindOf(parseTarget('cards'))).toEqual({ kind: 'card', qualifier: [] });
  expect(itemKindOf(parseTarget('图书卡片'))).toEqual({ kind: 'card', qualifier: [], unsaid: true });
  for (const other of ['"Pet" cards', 'the Luna card', 'buttons', 'rows in the table', 'pet card', 'cards in the "Dogs" panel'])
    expect(itemKindOf(parseTarget(other)), other).toBeUndefined();
});

test('a counter word after a name says the control it counts for; other words are not read so', () => {
  for (const [target, owner] of [['header counter', 'header'], ['the header counter', 'header'], ['cart count', 'cart'], ['cart count in the header', 'cart in the header'], ['页眉中借阅车数量', '页眉中借阅车'], ['借阅车角标', '借阅车']] as const)
    expect(counterOwner(target, parseTarget(target)), target).toBe(owner);
  for (const other of ['count', '"Cart count"', 'row count', 'the second cart count', '数量', 'cart'])
    expect(counterOwner(other, parseTarget(other)), other).toBeUndefined();
});

const page = `<div id="pet-cards" class="cards">
  <div class="pet-card"><div class="pet-card__name">Luna</div></div>
  <div class="pet-card featured"><div class="pet-card__name">Max</div></div>
  <div data-testid="pet-card"><span>Olive</span></div>
  <div class="pet-card" hidden>Template</div>
</div>
<div class="promo-card">Sale</div>
<table><thead><tr><th>Pet</th></tr></thead><tbody><tr><td>Luna</td></tr><tr><td>Max</td></tr></tbody><tfoot><tr><td>Showing 2 of 2</td></tr></tfoot></table>`;

test('the items of the kind are counted, not their container, their parts or a hidden one', async ({ page: tab }) => {
  await tab.setContent(page);
  const tools = createToolContext(tab, { timeout: 300 });
  const count = async (target: string, n: number) => {
    const result = await executeCall(tools, { tool: 'assertCount', args: { target, count: n } });
    return result.ok ? 'pass' : result.error.code;
  };
  expect(await count('pet cards', 3)).toBe('pass');
  expect(await count('pet cards', 1)).toBe('ASSERTION_FAILED');
  expect(await count('pet cards', 4)).toBe('ASSERTION_FAILED');
  expect(await count('cards', 4)).toBe('pass');
  expect(await count('product cards', 0)).toBe('pass');
  expect(await count('rows in the table', 2)).toBe('pass');
  expect(await count('rows in the table', 3)).toBe('ASSERTION_FAILED');
});

test('with words that markup cannot tell, only a page of one kind of those items answers', async ({ page: tab }) => {
  const tools = createToolContext(tab, { timeout: 300 });
  await tab.setContent('<div class="book-card">A</div><div class="book-card">B</div>');
  expect(await executeCall(tools, { tool: 'assertCount', args: { target: '图书卡片', count: 2 } })).toMatchObject({ ok: true });
  await tab.setContent('<div class="book-card">A</div><div class="promo-card">B</div>');
  expect(await executeCall(tools, { tool: 'assertCount', args: { target: '图书卡片', count: 2 } })).toMatchObject({ ok: false });
});

test('a counter said by what it counts reads the one number on that control, never another number', async ({ page: tab }) => {
  await tab.setContent('<header><a href="#b" aria-label="借阅车">🛒 <span class="badge">2</span></a><a href="#o">Offers <span>3</span> new</a></header><p>Basket: 5 items</p>');
  const tools = createToolContext(tab, { timeout: 300 });
  const check = async (target: string, text: string) => {
    const result = await executeCall(tools, { tool: 'assertTextPresent', args: { target, text, match: 'exact' } });
    return result.ok ? 'pass' : result.error.code;
  };
  expect(await check('页眉中借阅车数量', '2')).toBe('pass');
  expect(await check('借阅车数量', '3')).toBe('ASSERTION_FAILED');
  expect(await check('借阅车角标', '5')).toBe('ASSERTION_FAILED');
});

test('a counter on a link named by its words and its number is that link\'s, beside a heading of the same words', async ({ page: tab }) => {
  await tab.setContent('<nav><a href="#n">公告通知 <span class="nav-badge">3</span></a><a href="#c">Cart <span>12</span></a></nav><main><h1>公告通知</h1><p>共 2 条未读</p></main>');
  const tools = createToolContext(tab, { timeout: 300 });
  const check = async (target: string, text: string, match: 'exact' | 'contains' = 'contains') => {
    const result = await executeCall(tools, { tool: 'assertTextPresent', args: { target, text, match } });
    return result.ok ? 'pass' : result.error.code;
  };
  expect(await check('公告通知角标', '3')).toBe('pass');
  expect(await check('公告通知角标', '2')).toBe('ASSERTION_FAILED');
  expect(await check('the cart badge', '12')).toBe('pass');
  // Part of the number is not the number.
  expect(await check('the cart count', '2')).toBe('ASSERTION_FAILED');
  expect(await check('the cart count', '1', 'exact')).toBe('ASSERTION_FAILED');
});

test('an item\'s state said of it with no caption there is the word its block shows whole, never a number or a part', async ({ page: tab }) => {
  await tab.setContent('<div class="book"><b>三体</b> <span class="tag">可借</span> <span>可借 2 本</span></div><div class="book"><b>活着</b> <span class="tag">预约中</span></div>');
  const tools = createToolContext(tab, { timeout: 300 });
  const check = async (target: string, text: string) => {
    const result = await executeCall(tools, { tool: 'assertTextPresent', args: { target, text, match: 'exact' } });
    return result.ok ? 'pass' : result.error.code;
  };
  expect(await check('《活着》的状态', '预约中')).toBe('pass');
  expect(await check('《活着》的状态', '可借')).toBe('ASSERTION_FAILED');
  expect(await check('status for "三体"', '可借')).toBe('pass');
  expect(await check('status for "三体"', '2')).toBe('ASSERTION_FAILED');
  expect(await check('author for "三体"', '可借')).toBe('ASSERTION_FAILED');
});

test('an item named by its caption is said by kind and name; other targets are not', () => {
  for (const [target, caption, kind, qualifier] of [
    ["Luna's card", 'Luna', 'card', []],
    ['the card for Luna', 'Luna', 'card', []],
    ['the pet card of Pickles', 'Pickles', 'card', ['pet']],
    ["Pickles's pet card", 'Pickles', 'card', ['pet']],
    ['the "Desk Lamp" product tile', 'Desk Lamp', 'tile', ['product']],
    ['the Ada Lovelace panel', 'Ada Lovelace', 'panel', []],
  ] as const)
    expect(heldItemOf(parseTarget(target)), target).toEqual({ kind: { kind, qualifier: [...qualifier] }, caption });
  for (const other of ['Luna', 'the To do column', "Ada's row", 'the card', 'the second card', '"Edit" in the card for Luna', 'the price of Bike Light'])
    expect(heldItemOf(parseTarget(other)), other).toBeUndefined();
});

const shelter = `<div role="status">Pickles has been archived</div>
<section class="card"><h2>Animals</h2>
  <div class="animal-card"><i aria-label="Cat"></i><div>Luna</div><div>Cat</div></div>
  <div class="animal-card"><h3>Max <small>(dog)</small></h3><p>Luna's brother</p></div>
  <div class="animal-card" style="display:none"><div>Rex</div></div>
</section>
<section class="card"><h2>Archived</h2><ul><li>Biscuit <button>Restore</button></li></ul></section>`;

test('an item is shown when a block of its kind has the name as its caption: not the name in a list, a toast or another card', async ({ page: tab }) => {
  await tab.setContent(shelter);
  const tools = createToolContext(tab, { timeout: 300 });
  const check = async (tool: 'assertElementVisible' | 'assertElementHidden', target: string) => {
    const result = await executeCall(tools, { tool, args: { target } });
    return result.ok ? 'pass' : result.error.message;
  };
  expect(await check('assertElementVisible', "Luna's card")).toBe('pass');
  expect(await check('assertElementVisible', 'the card for Max')).toBe('pass');
  expect(await check('assertElementVisible', 'the animal card for Max')).toBe('pass');
  // Named elsewhere only: in the archived list, a notification, another card's text; a hidden card.
  expect(await check('assertElementVisible', "Biscuit's card")).toContain('no card shown has "Biscuit" as its caption, though "Biscuit" is shown elsewhere');
  expect(await check('assertElementVisible', "Pickles's card")).toContain('as its caption');
  expect(await check('assertElementVisible', "Rex's card")).toContain('as its caption');
  expect(await check('assertElementHidden', "Biscuit's card")).toBe('pass');
  expect(await check('assertElementHidden', "Rex's card")).toBe('pass');
  expect(await check('assertElementHidden', 'the card for Luna')).toContain('a card with "Luna" as the caption is still visible');
  // A page that marks no item of the kind: which block is the card cannot be told, shown or not.
  // (Nala, as Luna's card was found on this page before: a card seen once and missing is gone.)
  await tab.setContent('<div class="pets"><div class="pet"><div>Nala</div></div></div>');
  expect(await check('assertElementVisible', "Nala's card")).toContain('no element on the page is marked as a card');
  expect(await check('assertElementHidden', "Nala's card")).toContain('cannot tell');
  expect(await check('assertElementHidden', "Zorro's card")).toBe('pass');
});
