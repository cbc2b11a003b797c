/** The pure half of the page views: filtering and rendering Playwright's ai snapshot JSON, list and summary text, secret masking. */
import { expect, test } from '@playwright/test';
import {
  actionableRefs, filterAriaTree, interactiveRefs, maskSecrets, renderAriaTree, renderElementList, renderPageSummary,
  type AriaNode, type RawAriaNode,
} from '../../src/page/index.ts';

const box = (x: number, y: number, width = 50, height = 20) => ({ x, y, width, height });
const at = { scroll: { x: 0, y: 0 } };

function roles(nodes: readonly AriaNode[]): string[] {
  return nodes.flatMap(node => [node.role + (node.name ? ` ${node.name}` : node.text ? `: ${node.text}` : ''), ...roles(node.children ?? [])]);
}

test('drops aria-hidden subtrees, refs the page reports hidden, zero-size and off-document nodes', () => {
  const raw: RawAriaNode[] = [{
    role: 'main', ref: 'e1', box: box(0, 0, 800, 600), children: [
      { role: 'button', name: 'Keep', ref: 'e2', box: box(10, 10) },
      { role: 'generic', ariaHidden: true, ref: 'e3', box: box(10, 40), children: [{ role: 'button', name: 'Icon', ref: 'e4', box: box(10, 40) }] },
      { role: 'button', name: 'Flagged', ref: 'e5', box: box(10, 70) },
      { role: 'button', name: 'Zero', box: box(10, 90, 0, 0) },
      { role: 'button', name: 'Left', ref: 'e6', box: box(-10000, 90) },
      { role: 'button', name: 'Below', ref: 'e7', box: box(10, 5000) },
    ],
  }];
  const nodes = filterAriaTree(raw, { ...at, refs: { e5: { hidden: true } } });
  expect(roles(nodes)).toEqual(['main', 'button Keep', 'button Below']);
});

test('content scrolled above the viewport is kept, content above the document is not', () => {
  const raw: RawAriaNode[] = [
    { role: 'button', name: 'Scrolled past', ref: 'e1', box: box(10, -300) },
    { role: 'button', name: 'Above document', ref: 'e2', box: box(10, -900) },
  ];
  expect(roles(filterAriaTree(raw, { refs: {}, scroll: { x: 0, y: 500 } }))).toEqual(['button Scrolled past']);
});

test('keeps the options of a closed select although they have no box', () => {
  const raw: RawAriaNode[] = [{ role: 'combobox', ref: 'e1', box: box(0, 0), children: [
    { role: 'option', name: 'One', box: box(0, 0, 0, 0) }, { role: 'option', name: 'Two', selected: true, box: box(0, 0, 0, 0) },
  ] }];
  const nodes = filterAriaTree(raw, { ...at, refs: { e1: { attrs: {} } } });
  expect(roles(nodes)).toEqual(['combobox', 'option One', 'option Two']);
  expect(nodes[0].children![1].states).toEqual({ selected: true });
});

test('hoists anonymous generic wrappers, keeps named or clickable ones, cleans text of aria-hidden parts', () => {
  const raw: RawAriaNode[] = [
    { role: 'generic', ref: 'e1', children: [{ role: 'generic', ref: 'e2', text: 'plain' }, { role: 'heading', name: 'Title', level: 2, ref: 'e3' }] },
    { role: 'generic', ref: 'e4', cursor: 'pointer', text: 'Clickable card' },
    { role: 'paragraph', ref: 'e5', text: 'Intro ★ text' },
    { role: 'paragraph', ref: 'e6', children: ['Before', { role: 'link', name: 'go', ref: 'e7' }, '★'] },
  ];
  const nodes = filterAriaTree(raw, { ...at, refs: { e5: { text: 'Intro text' }, e6: { text: 'Before go' } } });
  expect(roles(nodes)).toEqual(['text: plain', 'heading Title', 'generic: Clickable card', 'paragraph: Intro text', 'paragraph', 'text: Before', 'link go']);
  expect(nodes[1].states).toEqual({ level: 2 });
});

test('textbox values: shown when known not secret, redacted when secret or when the element could not be inspected', () => {
  const raw: RawAriaNode[] = [
    { role: 'textbox', name: 'User', ref: 'e1', text: 'alice' },
    { role: 'textbox', name: 'Password', ref: 'e2', text: 'hunter2' },
    { role: 'textbox', name: 'Unknown', ref: 'e3', text: 'maybe-secret' },
  ];
  const nodes = filterAriaTree(raw, { ...at, refs: { e1: { attrs: { id: 'u' }, index: 1 }, e2: { attrs: {}, secret: true, index: 2 } } });
  expect(nodes.map(n => n.states?.value)).toEqual(['alice', '[redacted]', '[redacted]']);
  const text = renderAriaTree(nodes);
  expect(text).not.toContain('hunter2');
  expect(text).not.toContain('maybe-secret');
  expect(text.split('\n')[0]).toBe('- textbox "User" [ref=e1 #1] {id="u"}: "alice"');
});

test('states the snapshot omits come from the page; depth limits the tree', () => {
  const raw: RawAriaNode[] = [{ role: 'list', ref: 'e1', children: [{ role: 'listitem', ref: 'e2', children: [{ role: 'button', name: 'Menu', ref: 'e3' }] }] }];
  const nodes = filterAriaTree(raw, { ...at, refs: { e3: { attrs: {}, states: { expanded: false }, index: 4 } } });
  expect(renderAriaTree(nodes)).toBe('- list\n  - listitem\n    - button "Menu" [expanded=false] [ref=e3 #4]');
  expect(roles(filterAriaTree(raw, { ...at, refs: {}, depth: 1 }))).toEqual(['list', 'listitem']);
});

test('interactive refs before filtering, actionable refs after', () => {
  const raw: RawAriaNode[] = [{ role: 'main', ref: 'e1', children: [
    { role: 'link', name: 'a', ref: 'e2' }, { role: 'generic', cursor: 'pointer', ref: 'e3', text: 'card' },
    { role: 'heading', name: 'h', ref: 'e4' }, { role: 'button', name: 'gone', ref: 'e5', ariaHidden: true },
  ] }];
  expect(interactiveRefs(raw)).toEqual(['e2', 'e3', 'e5']);
  const nodes = filterAriaTree(raw, { ...at, refs: { e2: { index: 1 }, e3: { index: 2 } } });
  expect(actionableRefs(nodes)).toEqual(['e2', 'e3']);
});

test('summary text stays within 2000 chars whatever the page holds', () => {
  const text = renderPageSummary({
    url: 'https://example.com/' + 'x'.repeat(3000), title: 'T'.repeat(1000), viewport: { width: 1280, height: 720 },
    scrollPosition: { x: 0, y: 10 }, documentSize: { width: 1280, height: 9000 },
    elements: { buttons: 1, inputs: 2, links: 0, selects: 0, images: 0, forms: 1, checkboxes: 0, radios: 0, tabs: 0, dialogs: 0 },
    visibleText: 'w'.repeat(500), focusedElement: { tag: 'input', index: 3, text: 'Name' },
  });
  expect(text.length).toBeLessThanOrEqual(2000);
  expect(text).toContain('Elements: 1 button, 2 inputs, 1 form');
  expect(text).toContain('Focused: [3] input "Name"');
});

test('list text puts a collapsed structure where it was and says how to page on', () => {
  const item = (index: number, text: string) => ({ index, kind: 'button' as const, tag: 'button', text, visible: true, enabled: true, box: box(0, 0) });
  const text = renderElementList({
    items: [item(1, 'Before'), item(2, 'Row 1'), item(3, 'After')],
    groups: [{ container: 'table "Orders"', items: 300, shownItems: 1, skippedElements: 299, after: 2 }],
    offset: 0, more: 12, frames: 0,
  }, { kind: 'all', limit: 3 });
  expect(text.split('\n').map(line => line.slice(0, 12))).toEqual(['[1] button "', '[2] button "', '… table "Ord', '[3] button "', '… about 12 m']);
  // Flat offsets: the 299 collapsed elements come before what the "more" line continues with.
  expect(text).toContain('use offset 302');
  expect(text).toContain('(list them with offset 2)');
});

test('maskSecrets replaces every occurrence in nested strings and leaves short values alone', () => {
  const masked = maskSecrets({ a: 'key sk-123 and sk-123', b: ['x sk-123'], c: 5, d: 'ab' }, ['sk-123', 'ab']);
  expect(masked).toEqual({ a: 'key [redacted] and [redacted]', b: ['x [redacted]'], c: 5, d: 'ab' });
});

test('cuts over-repeated children to the first ten and counts the rest', () => {
  const rows: RawAriaNode[] = Array.from({ length: 40 }, (_, i) => ({ role: 'row', ref: `e${i + 10}`, children: [{ role: 'cell', name: `Row ${i + 1}` }] }));
  const raw: RawAriaNode[] = [{ role: 'table', name: 'Orders', ref: 'e1', children: [{ role: 'rowgroup', ref: 'e2', children: rows }] }];
  const rendered = filterAriaTree(raw, { ...at, refs: {} })[0].children![0].children!;
  expect(rendered).toHaveLength(11);
  expect(rendered[9].children![0].name).toBe('Row 10');
  expect(rendered[10].text).toMatch(/^… 30 more row nodes/);
  expect(filterAriaTree(raw, { ...at, refs: {}, maxRepeats: Infinity })[0].children![0].children).toHaveLength(40);
  expect(filterAriaTree(raw, { ...at, refs: {}, maxRepeats: 40 })[0].children![0].children).toHaveLength(40);
});
