/** The profile store: names, safe folders, atomic saves, corrupt files as PROFILE_INVALID, isolation by folder. */
import { expect, test } from '@playwright/test';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultProfileDir, profileFolder, profileName, ProfileStore, type StorageState } from '../../src/session/profiles.ts';

const state = (value: string): StorageState => ({
  cookies: [{ name: 'sid', value, domain: 'a.localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }],
  origins: [{ origin: 'http://a.localhost:4173', localStorage: [{ name: 'token', value }] }],
});

function tempStore(): ProfileStore {
  return new ProfileStore(mkdtempSync(path.join(os.tmpdir(), 'specwright-profiles-')));
}

test('a domain is named as the browser sees its host; other names are kept', () => {
  for (const written of ['Shop.Example.COM.', 'shop.example.com:8443', 'https://shop.example.com/login?x=1', ' shop.example.com '])
    expect(profileName(written), written).toEqual({ ok: true, data: 'shop.example.com' });
  expect(profileName('https://ЕXAMPLE.com/')).toEqual({ ok: true, data: 'xn--xample-2of.com' });
  expect(profileName('shop user')).toEqual({ ok: true, data: 'shop user' });
  expect(profileName('  ')).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
});

test('folder names hold no separator and never climb out of the profile directory', () => {
  expect(profileFolder('a.localhost')).toBe('a.localhost');
  for (const name of ['..', '.', '../../etc', 'a/b', 'a\\b', '..\\x', 'shop user', '', 'A.localhost', '[::1]']) {
    const folder = profileFolder(name);
    expect(folder, name).toMatch(/^[a-z0-9._-]+$/);
    expect(folder, name).not.toMatch(/^\./);
    expect(path.resolve('/base', folder).startsWith('/base/'), name).toBe(true);
  }
  // Names that differ only in what sanitizing removes still get folders of their own.
  expect(profileFolder('a/b')).not.toBe(profileFolder('a_b'));
  expect(profileFolder('A')).not.toBe(profileFolder('a'));
});

test('the default directory is ~/.specwright/browser-profiles', () => {
  expect(defaultProfileDir('/home/u')).toBe(path.join('/home/u', '.specwright', 'browser-profiles'));
});

test('a saved state reads back; other profiles stay empty; the file is the user\'s only; no temp file is left', () => {
  const store = tempStore();
  expect(store.read('a.localhost')).toEqual({ ok: true, data: undefined });
  expect(store.write('a.localhost', state('one'))).toMatchObject({ ok: true });
  expect(store.write('a.localhost', state('two'))).toMatchObject({ ok: true });
  expect(store.read('a.localhost')).toEqual({ ok: true, data: state('two') });
  expect(store.read('b.localhost')).toEqual({ ok: true, data: undefined });
  expect(readdirSync(path.join(store.dir, 'a.localhost'))).toEqual(['storage-state.json']);
  expect(statSync(store.fileOf('a.localhost')).mode & 0o777).toBe(0o600);
  expect(store.list()).toEqual([expect.objectContaining({ name: 'a.localhost', cookies: 1, origins: 1 })]);
  expect(store.clear('a.localhost')).toBe(true);
  expect(store.clear('a.localhost')).toBe(false);
  expect(store.list()).toEqual([]);
});

test('a corrupt profile is PROFILE_INVALID naming its file, never a throw', () => {
  const store = tempStore();
  const file = store.fileOf('a.localhost');
  mkdirSync(path.dirname(file), { recursive: true });
  for (const text of ['{"cookies": [', '[]', '{"cookies": [{"name": 1}], "origins": []}', '{"origins": []}']) {
    writeFileSync(file, text);
    const read = store.read('a.localhost');
    expect(read, text).toMatchObject({ ok: false, error: { code: 'PROFILE_INVALID', retriable: false } });
    expect(!read.ok && read.error.message, text).toContain(file);
  }
  expect(store.list()).toEqual([expect.objectContaining({ name: 'a.localhost', cookies: -1 })]);
  // A write replaces it whole.
  expect(store.write('a.localhost', state('fresh'))).toMatchObject({ ok: true });
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(state('fresh'));
});
