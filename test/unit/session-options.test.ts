/** The browser options: given over the environment over the defaults, and bad values named. */
import { expect, test } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { resolveBrowserOptions } from '../../src/session/options.ts';
import { allowlistOf } from '../../src/cli/browser-options.ts';
import { checkUrl } from '../../src/safety/index.ts';

test('defaults: headless, 5,000 ms, ~/.specwright/browser-profiles', () => {
  expect(resolveBrowserOptions({}, {}, '/work')).toEqual({ ok: true, data: { headless: true, timeout: 5000, profileDir: path.join(os.homedir(), '.specwright', 'browser-profiles') } });
});

test('the environment fills what is not given; what is given wins', () => {
  const env = { SPECWRIGHT_HEADLESS: '0', SPECWRIGHT_TIMEOUT: '12000', SPECWRIGHT_PROFILE_DIR: 'profiles' };
  expect(resolveBrowserOptions({}, env, '/work')).toEqual({ ok: true, data: { headless: false, timeout: 12000, profileDir: '/work/profiles' } });
  expect(resolveBrowserOptions({ headless: true, timeout: 900, profileDir: '~/p' }, env, '/work')).toEqual({ ok: true, data: { headless: true, timeout: 900, profileDir: path.join(os.homedir(), 'p') } });
});

test('a value that is not one is INVALID_INPUT naming it', () => {
  expect(resolveBrowserOptions({}, { SPECWRIGHT_HEADLESS: 'maybe' })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', message: expect.stringContaining('SPECWRIGHT_HEADLESS') } });
  expect(resolveBrowserOptions({}, { SPECWRIGHT_TIMEOUT: 'soon' })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', message: expect.stringContaining('SPECWRIGHT_TIMEOUT') } });
  expect(resolveBrowserOptions({ timeout: -1 }, {})).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', message: expect.stringContaining('browser.timeout') } });
  expect(resolveBrowserOptions({ profileDir: ' ' }, {})).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
});

test('the allowlist of the session commands: the environment replaces the flag; an empty list denies all; no base URL is implied', () => {
  expect(allowlistOf(undefined, {})).toEqual({ ok: true, data: undefined });
  const fromEnv = allowlistOf('a.localhost', { SPECWRIGHT_ALLOWED_DOMAINS: 'b.localhost' });
  expect(fromEnv.ok && checkUrl(fromEnv.data!, 'http://a.localhost/').allowed).toBe(false);
  expect(fromEnv.ok && checkUrl(fromEnv.data!, 'http://b.localhost/').allowed).toBe(true);
  const empty = allowlistOf('', {});
  expect(empty.ok && checkUrl(empty.data!, 'http://127.0.0.1/').allowed).toBe(false);
  expect(allowlistOf('a b', {})).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', message: expect.stringContaining('--allowed-domains') } });
});
