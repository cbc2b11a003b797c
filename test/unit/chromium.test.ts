/** The Chromium resolver and the pre-run script: order of sources, and the help when none is found. */
import { expect, test } from '@playwright/test';
import { headedRun, inheritedChromium } from '../../src/compile/platform.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { chromiumLaunchOptions, DISABLED_FEATURES, disabledFeaturesArg, findChromium, inheritedFeatures, playwrightDisabledFeatures, resolveChromium } from '../../src/session/chromium.ts';
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

test('a system build takes its headless shell of the same version for headless launches, never a shell of another version or beside SPECWRIGHT_CHROMIUM', () => {
  const versions: Record<string, string> = {
    '/usr/bin/chromium': 'Chromium 156.0.8078.108 built on Debian GNU/Linux 12 (bookworm)',
    '/usr/bin/chromium-headless-shell': 'Chromium 156.0.8078.108',
    '/opt/old/chrome-headless-shell': 'Chromium 120.0.6099.0',
    '/custom/chrome': 'Chromium 156.0.8078.108',
  };
  const find = (files: string[], env: NodeJS.ProcessEnv) => findChromium({ env, playwrightPath: undefined, exists: f => files.includes(f), readVersion: f => versions[f] ?? 'unknown' });

  const info = find(['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'], { PATH: '/usr/bin' })!;
  expect(info.headlessShell).toBe('/usr/bin/chromium-headless-shell');
  expect(chromiumLaunchOptions(info, true).executablePath).toBe('/usr/bin/chromium-headless-shell');
  expect(chromiumLaunchOptions(info, false).executablePath).toBe('/usr/bin/chromium');
  expect(chromiumLaunchOptions(info).executablePath).toBe('/usr/bin/chromium-headless-shell');

  expect(find(['/usr/bin/chromium', '/opt/old/chrome-headless-shell'], { PATH: '/usr/bin:/opt/old' })?.headlessShell).toBeUndefined();
  expect(find(['/usr/bin/chromium'], { PATH: '/usr/bin' })?.headlessShell).toBeUndefined();
  const chosen = find(['/custom/chrome', '/usr/bin/chromium-headless-shell'], { PATH: '/usr/bin', SPECWRIGHT_CHROMIUM: '/custom/chrome' })!;
  expect(chosen).toEqual({ executablePath: '/custom/chrome', source: 'env', version: 'Chromium 156.0.8078.108' });
  expect(chromiumLaunchOptions(chosen).executablePath).toBe('/custom/chrome');
});

test('root on Debian with Debian\'s chromium: the pre-run script adds the headless shell; when apt fails, it goes on with the full browser', () => {
  const full = { executablePath: '/usr/bin/chromium', source: 'system' as const, version: 'Chromium 156.0.8078.108 built on Debian GNU/Linux 12 (bookworm)' };
  const withShell = { ...full, headlessShell: '/usr/bin/chromium-headless-shell' };
  let installed = false;
  const lines: string[] = [];
  const added = ensureChromium({ isRoot: true, isDebian: true, find: () => (installed ? withShell : full), installShell: () => { installed = true; }, log: line => lines.push(line) });
  expect(added).toEqual({ ok: true, info: withShell });

  const failed = ensureChromium({ isRoot: true, isDebian: true, find: () => full, installShell: () => { throw new Error('E: Unable to locate package\nmore'); }, log: line => lines.push(line) });
  expect(failed).toEqual({ ok: true, info: full });
  expect(lines.at(-1)).toBe('specwright: apt-get install chromium-headless-shell failed (E: Unable to locate package); headless runs use /usr/bin/chromium.');

  let asked = false;
  expect(ensureChromium({ isRoot: false, isDebian: true, find: () => full, installShell: () => { asked = true; }, log: () => {} })).toEqual({ ok: true, info: full });
  expect(ensureChromium({ isRoot: true, isDebian: true, find: () => withShell, installShell: () => { asked = true; }, log: () => {} })).toEqual({ ok: true, info: withShell });
  expect(asked).toBe(false);
});

test('a worker does not take a resolved headless shell that is gone', () => {
  const info = { executablePath: '/usr/bin/chromium', source: 'system', version: 'Chromium 1.2.3.4', headlessShell: '/usr/bin/chromium-headless-shell' };
  const env = { PATH: '/usr/bin', SPECWRIGHT_CHROMIUM_RESOLVED: JSON.stringify({ key: '\n/usr/bin', info }) };
  expect(inheritedChromium(env, () => true)).toEqual(info);
  expect(inheritedChromium(env, file => file !== info.headlessShell)).toBeUndefined();
});

test('a run shows its browser (so launches the full one) with SPECWRIGHT_HEADED or --headed, --debug, --ui', () => {
  const cli = ['node', 'playwright', 'test'];
  expect(headedRun(cli, {})).toBe(false);
  expect(headedRun([...cli, '--grep', '--headed-like'], {})).toBe(false);
  expect(headedRun(cli, { SPECWRIGHT_HEADED: '1' })).toBe(true);
  for (const flag of ['--headed', '--debug', '--debug=cli', '--ui', '--ui-port=8080'])
    expect(headedRun([...cli, flag], {}), flag).toBe(true);
});

test('Playwright\'s list of disabled features is read from its source only when it is a list of names', () => {
  const source = (body: string) => `var x = 1;\n    disabledFeatures = [${body}].filter(Boolean);\n    enabledFeatures = () => ["Z"];`;
  expect(playwrightDisabledFeatures(source(`
      // See https://github.com/microsoft/playwright/issues/1
      "A",
      "Bc_d-2",  // trailing note
    `))).toEqual(['A', 'Bc_d-2']);
  expect(playwrightDisabledFeatures(source('"A", "B"'))).toEqual(['A', 'B']);
  // A name chosen at run time, a spread, no list, an empty one: not trusted.
  expect(playwrightDisabledFeatures(source('"A", options.x ? "B" : ""'))).toBeUndefined();
  expect(playwrightDisabledFeatures(source('...more, "A"'))).toBeUndefined();
  expect(playwrightDisabledFeatures('var features = ["A"];')).toBeUndefined();
  expect(playwrightDisabledFeatures(source(''))).toBeUndefined();
});

test('a worker takes the features flag its runner read from the same Playwright bundle, and nothing else', () => {
  const env = (value: unknown) => ({ SPECWRIGHT_DISABLED_FEATURES_RESOLVED: JSON.stringify(value) });
  expect(inheritedFeatures(env({ bundle: '/pw/coreBundle.js', arg: '--disable-features=A,B' }), '/pw/coreBundle.js')).toBe('--disable-features=A,B');
  expect(inheritedFeatures(env({ bundle: '/pw/coreBundle.js', arg: null }), '/pw/coreBundle.js')).toBeNull();
  expect(inheritedFeatures(env({ bundle: '/other/coreBundle.js', arg: '--disable-features=A' }), '/pw/coreBundle.js')).toBeUndefined();
  expect(inheritedFeatures(env({ bundle: '/pw/coreBundle.js', arg: '--no-sandbox' }), '/pw/coreBundle.js')).toBeUndefined();
  expect(inheritedFeatures({ SPECWRIGHT_DISABLED_FEATURES_RESOLVED: '{' }, '/pw/coreBundle.js')).toBeUndefined();
  expect(inheritedFeatures({}, '/pw/coreBundle.js')).toBeUndefined();
});

test('the launch turns Chromium\'s timer deferral off and keeps every feature Playwright turns off', async ({ browser }) => {
  // The installed Playwright's list is readable (an upgrade that changes its shape is noticed here).
  const arg = disabledFeaturesArg();
  expect(arg).toBeDefined();
  expect(chromiumLaunchOptions({ executablePath: '/usr/bin/chromium', source: 'system', version: 'x' }).args).toContain(arg);
  // Chromium reads the last --disable-features it is given: the browser this test runs in has
  // Playwright's own names in it, and ours. (Linux: the browser is a child of this worker.)
  test.skip(process.platform !== 'linux', 'reads the browser\'s command line from /proc');
  await browser.newPage();
  const children = readdirSync('/proc').filter(pid => /^\d+$/.test(pid)).map(pid => {
    try {
      return { ppid: Number(readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ')[1]), argv: readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0') };
    } catch {
      return undefined;
    }
  }).filter(child => child?.ppid === process.pid && child.argv.includes('--remote-debugging-pipe'));
  expect(children.length).toBeGreaterThan(0);
  for (const { argv } of children as { argv: string[] }[]) {
    const lists = argv.filter(a => a.startsWith('--disable-features=')).map(a => a.slice('--disable-features='.length).split(','));
    expect(lists.length).toBeGreaterThan(1);
    const last = lists[lists.length - 1];
    expect(last).toEqual(expect.arrayContaining([...lists[0], ...DISABLED_FEATURES]));
  }
});

test('a click handler\'s zero-delay timer runs before the next frame is drawn', async ({ page }) => {
  // With the deferral on, the timer waits for the frame after every click: none of twenty shows it
  // first (measured: 0/20 in each of six runs, idle and with four busy loops beside it). Off, it runs
  // first unless a frame happened to be due at that moment, which on a loaded machine is often (9 to
  // 19 of 20 in the same runs): one timer first is what only the deferral's absence can give.
  await page.setContent(`<ul id="list"></ul><button>Add</button><script>
    window.orders = [];
    document.querySelector('button').onclick = () => {
      const order = [];
      orders.push(order);
      document.getElementById('list').innerHTML = Array.from({ length: 50 }, (_, i) => '<li>item ' + i + ' ' + Math.random() + '</li>').join('');
      requestAnimationFrame(() => order.push('frame'));
      setTimeout(() => order.push('timer'), 0);
    };
  </script>`);
  for (let i = 0; i < 20; i++) {
    await page.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => page.evaluate(n => (window as unknown as { orders: string[][] }).orders[n]?.length, i)).toBe(2);
  }
  const orders = await page.evaluate(() => (window as unknown as { orders: string[][] }).orders);
  expect(orders.filter(order => order[0] === 'timer').length).toBeGreaterThan(0);
});
