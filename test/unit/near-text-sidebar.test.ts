/**
 * A card's text is the card's: a layout that holds a sidebar of filters beside the results is no
 * card, so a filter's label ("Free cancellation") never passes for a badge the card lacks, whether
 * the sidebar comes before the cards or after them, and the card's own badges still count.
 */
import { test } from '@playwright/test';
import { checkCases } from '../support/check-cases.ts';

test.use({ trace: 'off' });

const card = (name: string, badge: string) => `<article class="stay"><div class="info"><h3>${name}</h3><ul><li>${badge}</li></ul></div><p>$98</p></article>`;
const SIDEBAR = '<aside aria-label="Filters"><h2>Filters</h2><label><input type="checkbox"> Free cancellation</label></aside>';
const CARDS = `<section><h2>2 stays</h2><div>${card('Casa do Rio', 'Free cancellation')}${card('Alfama Loft Suites', 'Best value')}</div></section>`;
const BEFORE = `<main><h1>Stays</h1><div class="layout">${SIDEBAR}${CARDS}</div></main>`;
const AFTER = `<main><h1>Stays</h1><div class="layout">${CARDS}${SIDEBAR}</div></main>`;
const ALONE = `<main><h1>Stays</h1><div class="layout">${SIDEBAR}<section><h2>1 stay</h2>${card('Alfama Loft Suites', 'Best value')}</section></div></main>`;

checkCases([
  [BEFORE, 'assertTextPresent', { target: 'the Alfama Loft Suites card', text: 'Free cancellation' }, 'fail'],
  [AFTER, 'assertTextPresent', { target: 'the Alfama Loft Suites card', text: 'Free cancellation' }, 'fail'],
  [ALONE, 'assertTextPresent', { target: 'the Alfama Loft Suites card', text: 'Free cancellation' }, 'fail'],
  [BEFORE, 'assertTextPresent', { target: 'the Casa do Rio card', text: 'Free cancellation' }, 'pass'],
  [BEFORE, 'assertTextPresent', { target: 'the Alfama Loft Suites card', text: 'Best value' }, 'pass'],
  [ALONE, 'assertTextPresent', { target: 'the Alfama Loft Suites card', text: 'Best value' }, 'pass'],
]);
