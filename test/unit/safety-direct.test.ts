/** The one origin a spec test's browser reaches without the guard's proxy: its own app, and only while every allowlist of the test allows it. */
import { expect, test } from '@playwright/test';
import type { CompiledSpec } from '../../src/compile/model.ts';
import { directOrigin, projectDomainPolicy } from '../../src/fixtures/domains.ts';
import { DomainGuard, routedUrls } from '../../src/session/guard.ts';
import { proxySettings } from '../../src/session/proxy.ts';

const guardFor = (allowed: string[] | undefined, baseURL: string) => new DomainGuard(projectDomainPolicy(allowed, baseURL, {}));
const spec = (allowedDomains?: string[]) => ({ file: 'specs/a.md', ...(allowedDomains ? { allowedDomains } : {}) }) as unknown as CompiledSpec;

test('the base URL\'s scheme, host and port, when the project and the spec allow it', () => {
  expect(directOrigin('http://127.0.0.1:4173/shop/', guardFor(undefined, 'http://127.0.0.1:4173'), undefined)).toEqual({ bypass: 'http://127.0.0.1:4173', origin: 'http://127.0.0.1:4173' });
  expect(directOrigin('https://shop.example.com', guardFor(['*.example.com'], 'https://shop.example.com'), spec())).toEqual({ bypass: 'https://shop.example.com:443', origin: 'https://shop.example.com' });
  expect(directOrigin('http://[::1]:8080/', guardFor(['[::1]'], 'http://[::1]:8080/'), undefined)).toEqual({ bypass: 'http://[::1]:8080', origin: 'http://[::1]:8080' });
});

test('none when an allowlist refuses the base URL, or there is no network base URL', () => {
  expect(directOrigin('http://127.0.0.1:4173', guardFor(['!127.0.0.1', 'example.com'], 'http://127.0.0.1:4173'), undefined)).toBeUndefined();
  expect(directOrigin('http://127.0.0.1:4173', guardFor([], 'http://127.0.0.1:4173'), undefined)).toBeUndefined();
  // The spec's own list narrows the project's: an empty one denies everything, its base URL too.
  expect(directOrigin('http://127.0.0.1:4173', guardFor(undefined, 'http://127.0.0.1:4173'), spec([]))).toBeUndefined();
  expect(directOrigin('http://169.254.169.254/', guardFor(undefined, 'http://169.254.169.254/'), undefined)).toBeUndefined();
  expect(directOrigin(undefined, guardFor(undefined, 'http://127.0.0.1:4173'), undefined)).toBeUndefined();
  expect(directOrigin('file:///tmp/app.html', guardFor(undefined, 'file:///tmp/app.html'), undefined)).toBeUndefined();
});

test('the proxy settings keep every other host, loopback included, on the proxy', () => {
  const proxy = { server: 'http://127.0.0.1:9', close: async () => {} };
  expect(proxySettings(proxy)).toEqual({ server: 'http://127.0.0.1:9', bypass: '<-loopback>' });
  expect(proxySettings(proxy, ['http://127.0.0.1:4173'])).toEqual({ server: 'http://127.0.0.1:9', bypass: '<-loopback>,http://127.0.0.1:4173' });
});

test('the guard\'s routes leave that origin alone and see every other, same host on another port included', () => {
  const routed = routedUrls('http://127.0.0.1:4173') as RegExp;
  expect(routed).toBeInstanceOf(RegExp);
  for (const url of ['http://127.0.0.1:4173/', 'http://127.0.0.1:4173/shop/js/app.js?x=1'])
    expect(routed.test(url), url).toBe(false);
  for (const url of ['http://127.0.0.1:41730/', 'http://127.0.0.1:417/', 'https://127.0.0.1:4173/', 'http://127.0.0.2:4173/', 'http://localhost:4173/', 'http://127.0.0.1:4173.evil.com/', 'http://evil.com/?http://127.0.0.1:4173/'])
    expect(routed.test(url), url).toBe(true);
  expect(typeof routedUrls()).toBe('function');
});

test('the guard installs routes only when its proxy does not carry the context', async () => {
  const installed = async (options?: { proxied?: boolean }) => {
    const calls: string[] = [];
    const context = { on: () => undefined, route: () => Promise.resolve(void calls.push('route')), routeWebSocket: () => Promise.resolve(void calls.push('routeWebSocket')) };
    await new DomainGuard(projectDomainPolicy(undefined, 'http://127.0.0.1:4173', {})).install(context as never, options);
    return calls;
  };
  expect(await installed()).toEqual(['route', 'routeWebSocket']);
  expect(await installed({ proxied: false })).toEqual(['route', 'routeWebSocket']);
  // The proxy judges every connection that is not direct (e2e: safety-domains, each escape).
  expect(await installed({ proxied: true })).toEqual([]);
});
