/** Page views against the sample app and inline pages: hidden content, refs, summary, list, details, redaction, waits, codes. */
import { expect, test, type Page } from '@playwright/test';
import {
  elementLocator, getAriaTree, getElementDetails, getElementList, getPageSummary, trackNetwork,
  type AriaNode, type ElementInfo,
} from '../../src/page/index.ts';
import type { ToolResult } from '../../src/common/result.ts';

function data<T>(result: ToolResult<T>): T {
  if (!result.ok)
    throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.data;
}

function flatten(nodes: readonly AriaNode[]): AriaNode[] {
  return nodes.flatMap(node => [node, ...flatten(node.children ?? [])]);
}

const HIDDEN_KINDS = `
  <button>Shown button</button>
  <button style="display:none">Hidden display</button>
  <div style="visibility:hidden"><button>Hidden visibility</button></div>
  <div aria-hidden="true"><button>Hidden aria wrapper</button></div>
  <button aria-hidden="true">Hidden aria self</button>
  <div aria-hidden="true">Hidden aria text</div>
  <p>Kept text <span aria-hidden="true">Hidden inline icon</span> here</p>
  <button style="width:0;height:0;padding:0;border:0;overflow:hidden">Hidden zero</button>
  <button style="position:absolute;left:-10000px">Hidden offscreen</button>
  <button hidden>Hidden attribute</button>
  <details><summary>More</summary><button>Hidden in details</button></details>
  <button style="opacity:0">Hidden transparent</button>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="">
  <div role="presentation"><a href="/kept">Kept link</a></div>`;

test.describe('hidden and decorative content', () => {
  test('is absent from the ARIA tree and the element list, visible content is kept', async ({ page }) => {
    await page.setContent(HIDDEN_KINDS);
    const tree = data(await getAriaTree(page));
    const list = data(await getElementList(page));
    const treeText = tree.text;
    const listText = list.items.map(item => item.text).join('|');
    expect(treeText).toContain('Shown button');
    expect(treeText).toContain('Kept link');
    expect(treeText).toContain('Kept text');
    expect(listText).toContain('Shown button');
    expect(listText).toContain('Kept link');
    expect(treeText).not.toContain('Hidden');
    expect(listText).not.toContain('Hidden');
    expect(list.items.filter(item => item.kind === 'image')).toHaveLength(0);
    expect(flatten(tree.nodes).filter(node => node.role === 'img')).toHaveLength(0);
  });

  test('on the sample app, each look-alike family shows exactly its visible element', async ({ page }) => {
    await page.goto('/hidden/');
    const tree = data(await getAriaTree(page));
    const list = data(await getElementList(page));
    const withTestId = flatten(tree.nodes).filter(node => node.attrs?.['data-testid']?.startsWith('visible-'));
    expect(withTestId.map(node => node.attrs!['data-testid']).sort()).toEqual(['visible-continue', 'visible-learn-more', 'visible-save', 'visible-search']);
    for (const name of ['Save', 'Continue', 'Learn more', 'Search'])
      expect(list.items.filter(item => item.text === name), name).toHaveLength(1);
    expect(tree.text.match(/Welcome back/g)).toHaveLength(1);
    for (const item of list.items.filter(item => item.tag !== 'summary')) {
      const variant = await (await elementLocator(page, item.index)).getAttribute('data-variant');
      expect(variant, item.text).toBe('visible');
    }
  });
});

test.describe('ARIA tree', () => {
  test('refs resolve back to their element and interactive nodes carry locating attributes and states', async ({ page }) => {
    await page.setContent(`<h1>Profile</h1>
      <input id="user" name="username" placeholder="User name" data-testid="user-field">
      <button aria-label="Close dialog" data-test="close">x</button>
      <a href="/help" data-qa="help-link">Help</a>
      <input type="checkbox" id="agree" checked aria-label="Agree">
      <button aria-expanded="false" id="menu">Menu</button>
      <button disabled id="off">Off</button>`);
    const tree = data(await getAriaTree(page));
    const nodes = flatten(tree.nodes);
    expect(tree.interactive.length).toBe(6);
    for (const ref of tree.interactive) {
      const node = nodes.find(n => n.ref === ref)!;
      const id = await page.getByRef(ref).evaluate(el => el.id || el.getAttribute('data-test') || el.getAttribute('data-qa'));
      expect(id).toBe(node.attrs?.id ?? node.attrs?.['data-test'] ?? node.attrs?.['data-qa']);
    }
    const user = nodes.find(n => n.role === 'textbox')!;
    expect(user.attrs).toMatchObject({ id: 'user', name: 'username', placeholder: 'User name', 'data-testid': 'user-field' });
    expect(nodes.find(n => n.name === 'Close dialog')!.attrs).toMatchObject({ 'aria-label': 'Close dialog', 'data-test': 'close' });
    expect(nodes.find(n => n.role === 'link')!.attrs).toMatchObject({ 'data-qa': 'help-link', url: '/help' });
    expect(nodes.find(n => n.role === 'checkbox')!.states).toMatchObject({ checked: true });
    expect(nodes.find(n => n.name === 'Menu')!.states).toMatchObject({ expanded: false });
    expect(nodes.find(n => n.name === 'Off')!.states).toMatchObject({ disabled: true });
    expect(nodes.find(n => n.role === 'heading')!.states).toMatchObject({ level: 1 });
    expect(tree.text).toMatch(/textbox "User name" \[ref=e\d+ #\d+\] \{id="user"/);
  });

  test('tree indices are the list indices of the same elements', async ({ page }) => {
    await page.goto('/shop/');
    const tree = data(await getAriaTree(page));
    const list = data(await getElementList(page));
    const button = flatten(tree.nodes).find(n => n.role === 'button' && n.name === 'Login')!;
    const item = list.items.find(i => i.text === 'Login')!;
    expect(button.index).toBe(item.index);
    expect(item.ref).toBe(button.ref);
  });
});

test.describe('page summary', () => {
  test('reports url, title, viewport, scroll, counts, focus and visible text within 500 tokens', async ({ page }) => {
    await page.goto('/shop/');
    await page.getByPlaceholder('Username').focus();
    const summary = data(await getPageSummary(page));
    expect(summary.url).toMatch(/\/shop\/$/);
    expect(summary.title).toBe(await page.title());
    expect(summary.viewport).toEqual(page.viewportSize());
    expect(summary.scrollPosition).toEqual({ x: 0, y: 0 });
    expect(summary.elements).toMatchObject({ inputs: 2, buttons: 1, forms: 1, links: 0 });
    const list = data(await getElementList(page, { kind: 'input' }));
    expect(summary.focusedElement).toMatchObject({ tag: 'input', index: list.items[0].index });
    expect(summary.visibleText.length).toBeGreaterThan(0);
    expect(summary.visibleText.length).toBeLessThanOrEqual(500);
    expect(summary.visibleText).not.toMatch(/\s{2}/);
    expect(summary.text.length).toBeLessThanOrEqual(2000);
  });

  test('stays within 500 tokens on a huge page and counts scroll', async ({ page }) => {
    const long = 'word '.repeat(5000);
    await page.setContent(`<title>${'T'.repeat(500)}</title><p>${long}</p>${'<button>B</button>'.repeat(3000)}<div style="height:3000px"></div>`);
    await page.evaluate(() => window.scrollTo(0, 400));
    const summary = data(await getPageSummary(page));
    expect(summary.scrollPosition.y).toBe(400);
    expect(summary.text.length).toBeLessThanOrEqual(2000);
    expect(summary.elements.buttons).toBe(3000);
  });
});

test('every sample page: summary within 500 tokens, list and tree build, no hidden look-alike listed', async ({ page }) => {
  for (const path of ['/', '/shop/', '/forms/', '/components/', '/dynamic/', '/hidden/', '/interactions/', '/zh/login.html']) {
    await page.goto(path);
    const summary = data(await getPageSummary(page));
    expect(summary.text.length, path).toBeLessThanOrEqual(2000);
    expect(summary.url.endsWith(path), path).toBe(true);
    const list = data(await getElementList(page));
    expect(list.items.length, path).toBeGreaterThan(0);
    expect(list.text.length / 4, path).toBeLessThanOrEqual(1500);
    const tree = data(await getAriaTree(page));
    expect(tree.interactive.length, path).toBeGreaterThan(0);
  }
});

test.describe('element list', () => {
  test('filters by kind and by visibility in the viewport', async ({ page }) => {
    await page.setContent(`<a href="/a">Top link</a><button>Top button</button><input placeholder="Top input">
      <input type="checkbox" aria-label="Top box"><select aria-label="Top select"><option>x</option></select>
      <div style="height:2000px"></div><a href="/b">Bottom link</a><button>Bottom button</button>`);
    const links = data(await getElementList(page, { kind: 'link' })).items;
    expect(links.map(i => i.text)).toEqual(['Top link', 'Bottom link']);
    expect(links.every(i => i.kind === 'link' && i.href !== undefined)).toBe(true);
    expect(data(await getElementList(page, { kind: 'checkbox' })).items.map(i => i.text)).toEqual(['Top box']);
    expect(data(await getElementList(page, { kind: 'select' })).items.map(i => i.text)).toEqual(['Top select']);
    expect(data(await getElementList(page, { kind: 'input' })).items.map(i => i.placeholder)).toEqual(['Top input']);
    const inView = data(await getElementList(page, { visible: true })).items.map(i => i.text);
    expect(inView).toContain('Top button');
    expect(inView).not.toContain('Bottom button');
    const all = data(await getElementList(page)).items;
    expect(all.find(i => i.text === 'Bottom button')).toMatchObject({ visible: false, enabled: true });
    expect(all.find(i => i.text === 'Top button')!.box.width).toBeGreaterThan(0);
    const bad = await getElementList(page, { kind: 'widget' as never });
    expect(bad.ok || bad.error.code).toBe('INVALID_INPUT');
  });

  test('collapses a big table, keeps content after it, and pages with offset', async ({ page }) => {
    const rows = Array.from({ length: 300 }, (_, i) => `<tr><td>Row ${i + 1}</td><td><button>Edit ${i + 1}</button></td></tr>`).join('');
    await page.setContent(`<button>Before</button><table aria-label="Orders"><tbody>${rows}</tbody></table><a href="/after">After</a>`);
    const list = data(await getElementList(page));
    expect(list.items.map(i => i.text)).toEqual(['Before', 'Edit 1', 'Edit 2', 'Edit 3', 'Edit 4', 'Edit 5', 'After']);
    expect(list.groups).toEqual([expect.objectContaining({ container: 'table "Orders"', items: 300, shownItems: 5, skippedElements: 295 })]);
    expect(list.text).toContain('table "Orders": 300 items');
    expect(list.text).toContain('(list them with offset 6)');
    // Pages after the first are flat, so that offset reaches inside the table.
    const resumed = data(await getElementList(page, { limit: 2, offset: 6 }));
    expect(resumed.items.map(i => i.text)).toEqual(['Edit 6', 'Edit 7']);
    expect(resumed.groups).toEqual([]);
    const firstFlat = data(await getElementList(page, { group: false, limit: 3 }));
    expect(firstFlat.items.map(i => i.text)).toEqual(['Before', 'Edit 1', 'Edit 2']);
    const page2 = data(await getElementList(page, { group: false, limit: 10, offset: 10 }));
    expect(page2.items.map(i => i.text)).toEqual(Array.from({ length: 10 }, (_, i) => `Edit ${i + 10}`));
    expect(page2.more).toBeGreaterThan(0);
    expect(page2.text).toMatch(/about \d+ more candidates: use offset 20/);
  });

  test('enters open shadow roots in document order, notes iframes, tells repeated rows apart', async ({ page }) => {
    await page.setContent(`<button>First</button><x-card></x-card><button>Last</button>
      <iframe srcdoc="<button>In frame</button>"></iframe>
      <ul><li>Alpha <button>Edit</button></li><li>Beta <button>Edit</button></li></ul>
      <script>customElements.define('x-card', class extends HTMLElement {
        constructor() { super(); this.attachShadow({ mode: 'open' }).innerHTML = '<button>Inside shadow</button>'; }
      });</script>`);
    const list = data(await getElementList(page));
    expect(list.items.map(i => i.text)).toEqual(['First', 'Inside shadow', 'Last', 'Edit', 'Edit']);
    expect(list.frames).toBe(1);
    expect(list.text).toContain('[4] button "Edit" in "Alpha Edit"');
    expect(list.text).toContain('1 iframe not listed');
    const shadow = data(await getElementDetails(page, [2]))[0];
    expect(shadow.locator).toBe(`getByRole('button', { name: 'Inside shadow' })`);
    expect(shadow.selector).toBe('x-card >> button');
    expect(shadow.xpath).toBe('');
    expect(await page.locator(shadow.selector).textContent()).toBe('Inside shadow');
    const tree = data(await getAriaTree(page));
    expect(tree.text).toMatch(/button "In frame" \[ref=f\d+e\d+\]/);
    expect(flatten(tree.nodes).find(n => n.name === 'Inside shadow')!.index).toBe(2);
    // The ref markers are read and removed everywhere, shadow roots included.
    expect(await page.locator('[data-specwright-ref]').count()).toBe(0);
  });

  test('never shows the value of passwords or fields marked secret; masks given secrets everywhere', async ({ page }) => {
    await page.setContent(`<label>User <input id="u" value="alice"></label>
      <label>Password <input id="p" type="password" value="hunter2-pass"></label>
      <label>Token <input id="t" data-secret value="tok-123456"></label><p>Your key is sk-live-998877</p>`);
    const list = data(await getElementList(page, { kind: 'input' }));
    expect(list.items.map(i => i.value)).toEqual(['alice', '[redacted]', '[redacted]']);
    const tree = data(await getAriaTree(page));
    expect(tree.text).not.toContain('hunter2-pass');
    expect(tree.text).not.toContain('tok-123456');
    const details = data(await getElementDetails(page, [list.items[1].index]));
    expect(details[0].attributes.value).toBe('[redacted]');
    expect(JSON.stringify(details)).not.toContain('hunter2-pass');
    const summary = data(await getPageSummary(page, { secrets: ['sk-live-998877'] }));
    expect(summary.visibleText).toContain('[redacted]');
    expect(JSON.stringify(summary)).not.toContain('sk-live-998877');
  });
});

test.describe('element details', () => {
  test('unique CSS and XPath select exactly the element; normalized locator; stable indices', async ({ page }) => {
    await page.goto('/shop/');
    await page.getByPlaceholder('Username').fill('standard_user');
    await page.getByPlaceholder('Password').fill('secret_sauce');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/inventory/);
    const list = data(await getElementList(page, { kind: 'button' }));
    const targets = list.items.filter(i => /Add to cart/.test(i.text)).slice(0, 3);
    expect(targets.length).toBe(3);
    // An unrelated change to the page must not move indices.
    await page.evaluate(() => document.body.prepend(Object.assign(document.createElement('button'), { textContent: 'Injected' })));
    const details = data(await getElementDetails(page, targets.map(t => t.index)));
    for (const [i, detail] of details.entries()) {
      const target: ElementInfo = targets[i];
      expect(detail.index).toBe(target.index);
      expect(detail.text).toBe(target.text);
      const expectedId = detail.attributes.id;
      const byCss = await page.evaluate(css => Array.from(document.querySelectorAll(css)).map(el => el.id), detail.selector);
      expect(byCss).toEqual([expectedId]);
      const byXpath = await page.evaluate(xpath => {
        const found = document.evaluate(xpath, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
        return Array.from({ length: found.snapshotLength }, (_, k) => (found.snapshotItem(k) as Element).id);
      }, detail.xpath);
      expect(byXpath).toEqual([expectedId]);
      expect(detail.locator).toMatch(/^(getByTestId|getByRole|locator)\(/);
      expect(detail.parentText).toBeTruthy();
      expect(await (await elementLocator(page, detail.index)).getAttribute('id')).toBe(expectedId);
    }
    const tree = data(await getAriaTree(page));
    const cart = flatten(tree.nodes).find(n => n.attrs?.['data-testid'] === 'shopping-cart-link')!;
    const byRef = data(await getElementDetails(page, [cart.ref!]));
    expect(byRef[0].locator).toBe(`getByTestId('shopping-cart-link')`);
  });

  test('unknown indices and refs are ELEMENT_NOT_FOUND, malformed ones INVALID_INPUT', async ({ page }) => {
    await page.setContent('<button>Only</button>');
    await getElementList(page);
    const missing = await getElementDetails(page, [999]);
    expect(missing.ok || missing.error.code).toBe('ELEMENT_NOT_FOUND');
    expect(missing.ok || missing.error.evidence).toEqual({ missing: [999] });
    const badRef = await getElementDetails(page, ['e99999']);
    expect(badRef.ok || badRef.error.code).toBe('ELEMENT_NOT_FOUND');
    const malformed = await getElementDetails(page, ['button']);
    expect(malformed.ok || malformed.error.code).toBe('INVALID_INPUT');
  });
});

test.describe('network idle and failures', () => {
  async function delayedFetchPage(page: Page, delay: number) {
    await page.goto('/');
    trackNetwork(page);
    // The fetch starts on a timer; a busy machine can fire it late, after the wait under test has
    // already found the network quiet. No wait can know of a request not yet made: wait until it is.
    const requested = page.waitForRequest(/\/api\/health\?delay=/);
    await page.evaluate(ms => {
      const out = Object.assign(document.createElement('p'), { id: 'out', textContent: 'waiting' });
      document.body.append(out);
      setTimeout(() => void fetch(`/api/health?delay=${ms}`).then(r => r.json()).then(() => { out.textContent = 'fetched OK'; }), 50);
    }, delay);
    await requested;
  }

  test('waits for a delayed fetch before reading', async ({ page }) => {
    await delayedFetchPage(page, 1200);
    const started = Date.now();
    const summary = data(await getPageSummary(page, { waitForNetworkIdle: 8000 }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(summary.visibleText).toContain('fetched OK');
  });

  test('gives TIMEOUT after its timeout when the network stays busy', async ({ page }) => {
    await delayedFetchPage(page, 5000);
    await page.waitForTimeout(200);
    const started = Date.now();
    const result = await getElementList(page, { waitForNetworkIdle: 600 });
    const elapsed = Date.now() - started;
    expect(result.ok || result.error.code).toBe('TIMEOUT');
    expect(result.ok || result.error.retriable).toBe(true);
    expect(elapsed).toBeGreaterThanOrEqual(550);
    expect(elapsed).toBeLessThan(3000);
  });

  test('a closed page is a TARGET_CLOSED result, not an exception', async ({ page }) => {
    await page.setContent('<button>x</button>');
    await page.close();
    const results = [await getAriaTree(page), await getPageSummary(page), await getElementList(page), await getElementDetails(page, [1])];
    expect(results.map(r => r.ok || r.error.code)).toEqual(['TARGET_CLOSED', 'TARGET_CLOSED', 'TARGET_CLOSED', 'TARGET_CLOSED']);
  });
});
