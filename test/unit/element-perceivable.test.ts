/**
 * An element check passes only on an element a person can see: not a fully transparent one (on
 * it or an ancestor), not one clipped to a pixel, not one placed off the document's top or left
 * edge, though Playwright calls all three visible; such an element counts as hidden. A checkbox,
 * radio or file input drawn by its label is seen by its own box, whatever its own opacity.
 */
import { test } from '@playwright/test';
import { checkCases } from '../support/check-cases.ts';

test.use({ trace: 'off' });

const srOnly = 'position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0';
const clippedOnly = 'position:absolute;overflow:hidden;clip:rect(0 0 0 0)';

checkCases([
  ['<div style="opacity:0"><button>Undo</button></div>', 'assertElementVisible', { target: 'the "Undo" button' }, 'fail'],
  ['<button style="opacity:0">Undo</button>', 'assertElementVisible', { target: 'the Undo button' }, 'fail'],
  ['<div style="opacity:0"><div><a href="#">Help</a></div></div>', 'assertElementVisible', { target: 'the "Help" link' }, 'fail'],
  [`<button style="${srOnly}">Skip to content</button>`, 'assertElementVisible', { target: 'the "Skip to content" button' }, 'fail'],
  [`<button style="${clippedOnly}">Skip to content</button>`, 'assertElementVisible', { target: 'the "Skip to content" button' }, 'fail'],
  ['<button style="clip-path:inset(50%)">Skip to content</button>', 'assertElementVisible', { target: 'the "Skip to content" button' }, 'fail'],
  ['<div style="position:absolute;clip:rect(0 0 0 0)"><button>Skip to content</button></div>', 'assertElementVisible', { target: 'the "Skip to content" button' }, 'fail'],
  ['<button style="position:absolute;clip:rect(0 40px 20px 0)">Skip to content</button>', 'assertElementVisible', { target: 'the "Skip to content" button' }, 'pass'],
  ['<div style="position:absolute;left:-10000px"><button>Close</button></div>', 'assertElementVisible', { target: 'the "Close" button' }, 'fail'],
  ['<div style="position:absolute;top:-500px"><h2>Welcome</h2></div>', 'assertElementVisible', { target: 'the "Welcome" heading' }, 'fail'],
  ['<div style="opacity:0"><button>Undo</button></div>', 'assertElementHidden', { target: 'the "Undo" button' }, 'pass'],
  [`<button style="${srOnly}">Skip to content</button>`, 'assertElementHidden', { target: 'the "Skip to content" button' }, 'pass'],
  // Seen: half transparent, below the fold, a transparent copy beside a seen one, a toggle drawn by its label.
  ['<div style="opacity:0.4"><button>Undo</button></div>', 'assertElementVisible', { target: 'the "Undo" button' }, 'pass'],
  ['<div style="height:3000px"></div><button>Undo</button>', 'assertElementVisible', { target: 'the "Undo" button' }, 'pass'],
  ['<button style="opacity:0">Undo</button><button>Undo</button>', 'assertElementVisible', { target: 'the "Undo" button' }, 'pass'],
  ['<label><input type="checkbox" style="opacity:0;position:absolute"> <span>Remember me</span></label>', 'assertElementVisible', { target: 'the "Remember me" checkbox' }, 'pass'],
  [`<label><input type="checkbox" style="${srOnly}"> <span class="slider">Dark mode</span></label>`, 'assertElementVisible', { target: 'the "Dark mode" checkbox' }, 'pass'],
  ['<div style="opacity:0"><label><input type="checkbox"> Remember me</label></div>', 'assertElementVisible', { target: 'the "Remember me" checkbox' }, 'fail'],
  ['<div style="display:contents"><button>Undo</button></div>', 'assertElementVisible', { target: 'the "Undo" button' }, 'pass'],
  ['<button>Undo</button>', 'assertElementHidden', { target: 'the "Undo" button' }, 'fail'],
  ['<div style="opacity:0.4"><button>Undo</button></div>', 'assertElementHidden', { target: 'the "Undo" button' }, 'fail'],
]);

// Counted as a person counts them.
checkCases([
  ['<ul><li class="toast">Saved</li><li class="toast" style="opacity:0">Saved</li></ul>', 'assertCount', { target: 'css:.toast', count: 2 }, 'fail'],
  ['<ul><li class="toast">Saved</li><li class="toast" style="opacity:0">Saved</li></ul>', 'assertCount', { target: 'css:.toast', count: 1 }, 'pass'],
  ['<div style="opacity:0"><button>Remove</button></div>', 'assertCount', { target: 'the "Remove" button', count: 1 }, 'fail'],
  ['<button>Remove</button><button>Remove</button>', 'assertCount', { target: 'the "Remove" button', count: 2 }, 'pass'],
]);
