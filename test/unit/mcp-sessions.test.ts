/** MCP sessions without a browser: which profile a start asks for, the allowlist on the domain, one session per profile, what stop reports. */
import { expect, test } from '@playwright/test';
import { fail, ok, type ToolResult } from '../../src/common/result.ts';
import { Sessions, type LaunchRequest, type OpenedSession } from '../../src/mcp/sessions.ts';
import { createDomainPolicy, type DomainPolicy } from '../../src/safety/index.ts';
import type { BrowserSession } from '../../src/session/browser.ts';

function sessions(allowedDomains?: string[], close: () => ToolResult<unknown> = () => ok({ saved: { file: '/p/x', cookies: 2, origins: 1 } })) {
  const launched: LaunchRequest[] = [];
  const allowlist = allowedDomains && (createDomainPolicy({ allowedDomains }) as { ok: true; policy: DomainPolicy }).policy;
  const launcher = (request: LaunchRequest): Promise<ToolResult<OpenedSession>> => {
    launched.push(request);
    const page = { url: () => 'about:blank' };
    return Promise.resolve(ok({ session: { page } as unknown as BrowserSession, restored: { cookies: 2, origins: 1 }, profileFile: '/p/x', close: () => Promise.resolve(close()) }));
  };
  return { launched, sessions: new Sessions(launcher, { headless: true, timeout: 1234, secrets: [], maxSessions: 3, ...(allowlist ? { allowlist } : {}) }) };
}

test('a domain names its profile canonically and must pass the allowlist before any browser starts', async () => {
  const { launched, sessions: s } = sessions(['*.example.com']);
  expect(await s.start({ domain: 'https://Shop.Example.com./login' })).toMatchObject({ ok: true, data: { session: 's1', profile: 'shop.example.com', restored: { cookies: 2, origins: 1 } } });
  expect(launched[0]).toMatchObject({ profile: 'shop.example.com', timeout: 1234, headless: true });
  const refused = await s.start({ domain: 'evil.com' });
  expect(refused).toMatchObject({ ok: false, error: { code: 'DOMAIN_BLOCKED', message: expect.stringContaining('evil.com') } });
  expect(await s.start({ domain: 'not a host' })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  expect(launched).toHaveLength(1);
});

test('one session per profile; a session without domain or profile has none', async () => {
  const { launched, sessions: s } = sessions();
  expect(await s.start({ profile: 'member' })).toMatchObject({ ok: true, data: { profile: 'member' } });
  expect(await s.start({ domain: 'member' })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', message: expect.stringContaining('in use by session s1') } });
  const plain = await s.start({});
  expect(plain.ok && plain.data).not.toHaveProperty('profile');
  expect(launched.map(l => l.profile)).toEqual(['member', undefined]);
  expect(await s.stop('s1')).toEqual({ ok: true, data: { session: 's1', stopped: true, saved: { file: '/p/x', cookies: 2, origins: 1 } } });
  expect(await s.start({ profile: 'member' })).toMatchObject({ ok: true });
});

test('a save that fails is the stop\'s error, the session gone all the same', async () => {
  const { sessions: s } = sessions(undefined, () => fail('PROFILE_INVALID', '/p/x: cannot save the profile: EACCES', { retriable: false }));
  await s.start({ domain: 'a.localhost' });
  const stopped = await s.stop(undefined);
  expect(stopped).toMatchObject({ ok: false, error: { code: 'PROFILE_INVALID', message: 'session s1 stopped, but: /p/x: cannot save the profile: EACCES' } });
  expect(s.size).toBe(0);
});
