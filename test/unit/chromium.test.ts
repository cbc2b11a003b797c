/** The Chromium resolver and the pre-run script: order of sources, and the help when none is found. */
import { expect, test } from '@playwright/test';
import { inheritedChromium } from '../../src/compile/platform.ts';
import { findChromium, resolveChromium } from '../../src/session/chromium.ts';
import { ensureChromium } from '../../scripts/ensure-chromium.ts';

const readVersion = () => 'Chromium 1.2.3';

test('Playwright\'s own build wins over SPECWRIGHT_CHROMIUM and PATH', () => {
  const files = new Set(['/pw/chrome', '/custom/chrome', '/bin/chromium']);
  const info = findChromium({ env: { SPECWRIGHT_CHROMIUM: '/custom/chrome', PATH: '/bin' }, playwrightPath: '/pw/chrome', exists: f => files.has(f), readVersion });
  expect(info).toEqual({ executablePath: '/pw/chrome', source: 'playwright', version: 'Chromium 1.2.3' });
});

test('SPECWRIGHT_CHROMIUM is used before PATH when Playwright has no build', () => {
  const files = new Set(['/custom/chrome', '/bin/chromium']);
  const info = findChromium({ env: { SPECWRIGHT_CHROMIUM: '/custom/chrome', PATH: '/bin' }, playwrightPath: undefined, exists: f => files.has(f), readVersion });
  expect(info?.source).toBe('env');
  expect(info?.executablePath).toBe('/custom/chrome');
});

test('chromium-browser and google-chrome are found on PATH', () => {
  const info = findChromium({ env: { PATH: '/a:/opt/google' }, playwrightPath: undefined, exists: f => f === '/opt/google/google-chrome', readVersion });
  expect(info?.executablePath).toBe('/opt/google/google-chrome');
});

test('with no browser, resolveChromium names both ways to get one', () => {
  expect(() => resolveChromium({ env: { PATH: '/nowhere', SPECWRIGHT_CHROMIUM: '/missing/chrome' }, playwrightPath: undefined, exists: () => false, readVersion }))
    .toThrow(/apt-get install chromium[\s\S]*SPECWRIGHT_CHROMIUM=\/path\/to\/chrome/);
});

test('not root: the pre-run script does not install and says how to get one', () => {
  let installed = false;
  const result = ensureChromium({ env: { PATH: '/nowhere' }, isRoot: false, isDebian: true, find: () => undefined, install: () => { installed = true; }, log: () => {} });
  expect(installed).toBe(false);
  expect(result.ok).toBe(false);
  if (!result.ok) {
    expect(result.message).toContain('apt-get install chromium');
    expect(result.message).toContain('SPECWRIGHT_CHROMIUM');
    expect(result.message).toContain('not running as root');
  }
});

test('root on Debian: the pre-run script installs and then finds the browser', () => {
  let installed = false;
  const info = { executablePath: '/usr/bin/chromium', source: 'system' as const, version: 'Chromium 9' };
  const result = ensureChromium({ isRoot: true, isDebian: true, find: () => (installed ? info : undefined), install: () => { installed = true; }, log: () => {} });
  expect(installed).toBe(true);
  expect(result).toEqual({ ok: true, info });
});

test('a worker takes the Chromium its runner resolved, unless it would look elsewhere or the browser is gone', () => {
  const info = { executablePath: '/usr/bin/chromium', source: 'system', version: 'Chromium 1.2.3' };
  const env = { PATH: '/usr/bin', SPECWRIGHT_CHROMIUM_RESOLVED: JSON.stringify({ key: '\n/usr/bin', info }) };
  expect(inheritedChromium(env, () => true)).toEqual(info);
  expect(inheritedChromium(env, () => false)).toBeUndefined();
  expect(inheritedChromium({ ...env, SPECWRIGHT_CHROMIUM: '/custom/chrome' }, () => true)).toBeUndefined();
  expect(inheritedChromium({ ...env, PATH: '/bin' }, () => true)).toBeUndefined();
  expect(inheritedChromium({ ...env, SPECWRIGHT_CHROMIUM_RESOLVED: '{not json' }, () => true)).toBeUndefined();
  expect(inheritedChromium({ PATH: '/usr/bin' }, () => true)).toBeUndefined();
});
