/**
 * "The page heading", "the main title", 页面标题: the page's own heading, level 1. Not an element
 * whose text holds the word "page" ("Page 1 of 2"), and not any heading of a section. Custom
 * elements are named by their tag word by word ("the status card" for <status-card>).
 */
import { expect, test } from '@playwright/test';
import { parseTarget } from '../../src/locator/parse.ts';
import { checkCases } from '../support/check-cases.ts';

test.use({ trace: 'off' });

const DASHBOARD = '<nav><a href="#" aria-current="page">Overview</a></nav><main><h1>Overview</h1><h2>Recent tickets</h2>'
  + '<table><tr><td>HEL-1</td></tr></table><div class="pager"><span>Page 1 of 2</span><button>Next</button></div></main>';
const NO_H1 = '<main><h2>Recent tickets</h2><span>Page 1 of 2</span></main>';
const COMPONENT = '<status-card></status-card><p>Status: unknown</p><script>'
  + 'customElements.define("status-card", class extends HTMLElement { connectedCallback() { this.attachShadow({ mode: "open" }).innerHTML = "<p>Deploy status: Healthy</p>"; } });</script>';

test('the page\'s own heading is read as a level-1 heading with no name', () => {
  for (const words of ['the page heading', 'the main heading', 'the page title', 'the top-level heading', '页面标题', '主标题'])
  {
    const parsed = parseTarget(words);
    expect(parsed, words).toMatchObject({ roles: ['heading'], level: 1 });
    expect(parsed.text, words).toBeUndefined();
  }
  expect(parseTarget('the Products heading')).toMatchObject({ text: 'Products', roles: ['heading'] });
  expect(parseTarget('the Products heading').level).toBeUndefined();
  expect(parseTarget('the "Overview" page heading').level).toBeUndefined();
});

checkCases([
  [DASHBOARD, 'assertTextPresent', { target: 'the page heading', text: 'Overview', match: 'exact' }, 'pass'],
  [DASHBOARD, 'assertTextPresent', { target: 'the page heading', text: 'Page 1' }, 'fail'],
  [DASHBOARD, 'assertTextPresent', { target: 'the main heading', text: 'Recent tickets' }, 'fail'],
  [DASHBOARD, 'assertTextAbsent', { target: 'the page heading', text: 'Overview' }, 'fail'],
  [NO_H1, 'assertTextPresent', { target: 'the page heading', text: 'Page 1' }, 'fail'],
  [NO_H1, 'assertTextPresent', { target: 'the page heading', text: 'Recent tickets' }, 'fail'],
  [COMPONENT, 'assertTextPresent', { target: 'the status card', text: 'Deploy status: Healthy' }, 'pass'],
  [COMPONENT, 'assertTextPresent', { target: 'the status card', text: 'Status: unknown' }, 'fail'],
]);
