/**
 * Only text a person can see passes a text check: not a transparent one (opacity 0, on it or an
 * ancestor), not one clipped to a pixel (a screen-reader-only span), not one placed off the
 * document's top or left edge, though Playwright counts all three visible. Below the fold, in a
 * scrolled box or half transparent, a text is seen.
 */
import { test } from '@playwright/test';
import { checkCases } from '../support/check-cases.ts';

test.use({ trace: 'off' });

checkCases([
  ['<div style="opacity:0">Saved</div>', 'assertTextPresent', { text: 'Saved' }, 'fail'],
  ['<div style="opacity:0"><p>Saved</p></div>', 'assertTextPresent', { text: 'Saved' }, 'fail'],
  ['<span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">Saved</span>', 'assertTextPresent', { text: 'Saved' }, 'fail'],
  ['<div style="position:absolute;left:-9999px">Saved</div>', 'assertTextPresent', { text: 'Saved' }, 'fail'],
  ['<a href="#">Read more<span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)"> about pricing</span></a>', 'assertTextPresent', { text: 'Read more about pricing' }, 'fail'],
  ['<a href="#">Read more<span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)"> about pricing</span></a>', 'assertTextPresent', { text: 'Read more' }, 'pass'],
  ['<div style="position:absolute;clip:rect(0 0 0 0)">Saved</div>', 'assertTextPresent', { text: 'Saved' }, 'fail'],
  ['<div style="position:absolute;clip:rect(0 0 0 0)"><p>Saved</p></div>', 'assertTextPresent', { text: 'Saved' }, 'fail'],
  ['<p style="clip-path:inset(50%)">Saved</p>', 'assertTextPresent', { text: 'Saved' }, 'fail'],
  ['<a href="#">Read more<span style="position:absolute;clip:rect(0 0 0 0)"> about pricing</span></a>', 'assertTextPresent', { text: 'Read more about pricing' }, 'fail'],
  ['<div style="opacity:0">Saved</div>', 'assertTextAbsent', { text: 'Saved' }, 'pass'],
  ['<div style="opacity:0.5">Saved</div>', 'assertTextPresent', { text: 'Saved' }, 'pass'],
  ['<div style="height:3000px"></div><p>Saved</p>', 'assertTextPresent', { text: 'Saved' }, 'pass'],
  ['<div style="overflow:hidden;height:40px"><p>Saved</p></div>', 'assertTextPresent', { text: 'Saved' }, 'pass'],
]);
