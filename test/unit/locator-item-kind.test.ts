/**
 * Items counted by their kind ("5 pet cards", 5 张图书卡片), and counters said by what they count: the blocks the markup names by kind,
 * outermost, visible; never the container named by the plural, nor a card's own parts. And rows a
 * person counts: no footer row.
 */
import { expect, test } from '@playwright/test';
import { itemKindOf } from '../../src/locator/item-kind.ts';
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
