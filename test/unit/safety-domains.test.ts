/** The domain allowlist: the listed escapes one by one, then properties over generated hosts and URLs. */
// Inner checks use node:assert: Playwright's expect records a step per call, too slow for thousands of cases.
import { expect, test } from '@playwright/test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkUrl, createDomainPolicy, type DomainOptions, type DomainPolicy } from '../../src/safety/index.ts';

function policyOf(options: DomainOptions): DomainPolicy {
  const made = createDomainPolicy(options);
  if (!made.ok)
    throw new Error(made.message);
  return made.policy;
}

const allowed = (policy: DomainPolicy, url: string) => checkUrl(policy, url).allowed;

test('exact hosts and wildcards (seed 004): mail. and docs.example.com in, evil.com and the apex out', () => {
  const policy = policyOf({ allowedDomains: ['*.example.com', 'shop.test'] });
  expect(allowed(policy, 'https://mail.example.com/inbox')).toBe(true);
  expect(allowed(policy, 'https://a.b.docs.example.com/')).toBe(true);
  expect(allowed(policy, 'https://shop.test/cart')).toBe(true);
  expect(allowed(policy, 'https://example.com/')).toBe(false);
  expect(allowed(policy, 'https://evil.com/')).toBe(false);
  expect(allowed(policy, 'https://evilexample.com/')).toBe(false);
  expect(allowed(policy, 'https://example.com.evil.com/')).toBe(false);
  expect(allowed(policy, 'https://sub.shop.test/')).toBe(false);
});

test('an empty list denies everything, the base URL too; the verdict names the domain', () => {
  const policy = policyOf({ allowedDomains: [], baseURL: 'http://127.0.0.1:3000' });
  expect(checkUrl(policy, 'http://127.0.0.1:3000/')).toEqual({ allowed: false, domain: '127.0.0.1', reason: 'allowedDomains is empty: every domain is denied' });
  expect(allowed(policy, 'https://example.com/')).toBe(false);
});

test('the base URL host is implied by a non-empty list, unless an exclusion names it', () => {
  expect(allowed(policyOf({ allowedDomains: ['cdn.test'], baseURL: 'http://127.0.0.1:3000' }), 'http://127.0.0.1:3000/x')).toBe(true);
  expect(allowed(policyOf({ allowedDomains: ['cdn.test'], baseURL: 'http://127.0.0.1:3000' }), 'http://127.0.0.1:3001/x')).toBe(false);
  expect(allowed(policyOf({ allowedDomains: ['cdn.test', '!127.0.0.1'], baseURL: 'http://127.0.0.1:3000' }), 'http://127.0.0.1:3000/x')).toBe(false);
  expect(allowed(policyOf({ allowedDomains: ['*.example.com', '!admin.example.com'] }), 'https://admin.example.com/')).toBe(false);
});

test('no allowlist: everything but link-local and cloud metadata addresses', () => {
  const open = policyOf({});
  expect(allowed(open, 'https://anything.test/')).toBe(true);
  for (const url of ['http://169.254.169.254/latest/meta-data/', 'http://2852039166/', 'http://0xa9fea9fe/', 'http://0251.0376.0251.0376/',
    'http://169.254.169.254./', 'http://[::ffff:169.254.169.254]/', 'http://[fd00:ec2::254]/', 'http://[fe80::1]/', 'http://metadata.google.internal/',
    'http://METADATA.google.internal./', 'http://100.100.100.200/'])
    expect(checkUrl(open, url).allowed, url).toBe(false);
});

test('metadata addresses only by an exact entry, never by a wildcard', () => {
  expect(allowed(policyOf({ allowedDomains: ['169.254.169.254'] }), 'http://2852039166/')).toBe(true);
  expect(allowed(policyOf({ allowedDomains: ['*.internal'] }), 'http://metadata.google.internal/')).toBe(false);
  expect(allowed(policyOf({ allowedDomains: ['metadata.google.internal'] }), 'http://metadata.google.internal/')).toBe(true);
});

test('escapes by spelling: userinfo, backslash, case, trailing dot, percent-encoding, IDN look-alikes', () => {
  const policy = policyOf({ allowedDomains: ['example.com'] });
  expect(allowed(policy, 'http://example.com@evil.com/')).toBe(false);
  expect(allowed(policy, 'http://example.com:80@evil.com/')).toBe(false);
  expect(allowed(policy, 'http://evil.com\\@example.com/')).toBe(false);
  expect(allowed(policy, 'http://evil.com#@example.com/')).toBe(false);
  expect(allowed(policy, 'HTTPS://EXAMPLE.COM./')).toBe(true);
  expect(allowed(policy, 'http://exa%6dple.com/')).toBe(true);
  // Cyrillic "е" and "а": the browser connects to the punycode host, which is not example.com.
  expect(allowed(policy, 'http://еxample.com/')).toBe(false);
  expect(allowed(policy, 'http://exаmple.com/')).toBe(false);
  expect(allowed(policy, 'http://xn--xample-2of.com/')).toBe(false);
  // A punycode entry matches its Unicode spelling, as the browser sees both.
  expect(allowed(policyOf({ allowedDomains: ['münchen.de'] }), 'http://xn--mnchen-3ya.de/')).toBe(true);
});

test('ports: an entry without one allows any; an entry with one allows only it', () => {
  expect(allowed(policyOf({ allowedDomains: ['example.com'] }), 'http://example.com:8080/')).toBe(true);
  expect(allowed(policyOf({ allowedDomains: ['example.com:8080'] }), 'http://example.com:8080/')).toBe(true);
  expect(allowed(policyOf({ allowedDomains: ['example.com:8080'] }), 'http://example.com:8081/')).toBe(false);
  expect(allowed(policyOf({ allowedDomains: ['example.com:80'] }), 'http://example.com/')).toBe(true);
});

test('IP literals: decimal, hex, octal and short IPv4 forms are the same address; IPv6 in brackets', () => {
  const policy = policyOf({ allowedDomains: ['10.0.0.1', '[::1]'] });
  for (const url of ['http://10.0.0.1/', 'http://167772161/', 'http://0xa000001/', 'http://012.0.0.1/', 'http://10.1/', 'http://[::1]:9000/', 'http://[0:0:0:0:0:0:0:1]/'])
    expect(allowed(policy, url), url).toBe(true);
  for (const url of ['http://10.0.0.2/', 'http://167772162/', 'http://127.0.0.1/', 'http://[::2]/', 'http://[::ffff:10.0.0.1]/'])
    expect(allowed(policy, url), url).toBe(false);
});

test('schemes: about:blank and data: need no host; blob: is judged by its origin; javascript:, file: and junk are refused', () => {
  const policy = policyOf({ allowedDomains: ['example.com'] });
  expect(allowed(policy, 'about:blank')).toBe(true);
  expect(allowed(policy, 'data:text/html,<h1>x</h1>')).toBe(true);
  expect(allowed(policy, 'blob:http://example.com/0b1c')).toBe(true);
  expect(allowed(policy, 'blob:http://evil.com/0b1c')).toBe(false);
  expect(allowed(policy, 'ws://evil.com/socket')).toBe(false);
  expect(allowed(policy, 'wss://example.com/socket')).toBe(true);
  for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'file:///etc/passwd', 'chrome://settings', 'about:config', 'not a url', 'ftp://example.com/'])
    expect(allowed(policy, url), url).toBe(false);
});

test('entries that are not hosts are errors naming them', () => {
  for (const bad of ['', 'http://example.com', 'example.com/path', 'user@example.com', '*', '*.', 'ex ample.com', '**.example.com'])
    expect(createDomainPolicy({ allowedDomains: [bad] }), bad).toEqual({ ok: false, message: expect.stringContaining(JSON.stringify(bad)) });
});

// Hyphens in the third and fourth places mark an encoded label (RFC 5891): "xn--a" is invalid punycode, which
// the URL parser, and so the matcher, rightly refuses; encoded names are tested apart.
const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/).filter(l => l.slice(2, 4) !== '--');
// The last label is alphabetic: a numeric one makes the whole host an IPv4 address (WHATWG URL), tested apart.
const tld = fc.stringMatching(/^[a-z]{2,6}$/);
const host = fc.tuple(fc.array(label, { minLength: 1, maxLength: 3 }), tld).map(([parts, end]) => [...parts, end].join('.'));

test('property: userinfo, case, a trailing dot, a path or a port never change a verdict', () => {
  fc.assert(fc.property(fc.array(host, { maxLength: 3 }), host, host, fc.boolean(), (list, target, decoy, wildcard) => {
    const policy = policyOf({ allowedDomains: list.map((h, i) => (wildcard && i === 0 ? `*.${h}` : h)) });
    const base = checkUrl(policy, `http://${target}/`).allowed;
    assert.equal(checkUrl(policy, `http://${decoy}@${target}/`).allowed, base);
    assert.equal(checkUrl(policy, `http://${decoy}:x@${target}:8443/${decoy}?u=http://${decoy}`).allowed, base);
    assert.equal(checkUrl(policy, `HTTP://${target.toUpperCase()}./`).allowed, base);
  }), { numRuns: 2000 });
});

test('property: a host passes only when listed exactly or under a listed wildcard', () => {
  fc.assert(fc.property(fc.array(host, { maxLength: 4 }), fc.array(host, { maxLength: 2 }), host, (exact, wild, target) => {
    const policy = policyOf({ allowedDomains: [...exact, ...wild.map(h => `*.${h}`)] });
    const expected = exact.includes(target) || wild.some(w => target.endsWith(`.${w}`));
    assert.equal(checkUrl(policy, `https://${target}/`).allowed, expected, target);
  }), { numRuns: 3000 });
});

test('property: an empty list denies every network URL; no list denies no ordinary host', () => {
  fc.assert(fc.property(host, fc.constantFrom('http', 'https', 'ws', 'wss'), fc.integer({ min: 1, max: 65535 }), (target, scheme, port) => {
    const url = `${scheme}://${target}:${port}/`;
    assert.equal(checkUrl(policyOf({ allowedDomains: [] }), url).allowed, false);
    assert.equal(checkUrl(policyOf({}), url).allowed, true);
  }), { numRuns: 2000 });
});

test('property: every spelling of a link-local IPv4 address is refused without an allowlist', () => {
  fc.assert(fc.property(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), (c, d) => {
    const n = ((169 << 24) >>> 0) + (254 << 16) + (c << 8) + d;
    const open = policyOf({});
    for (const spelling of [`169.254.${c}.${d}`, String(n), `0x${n.toString(16)}`, `169.254.${(c << 8) + d}`, `[::ffff:169.254.${c}.${d}]`])
      assert.equal(checkUrl(open, `http://${spelling}/`).allowed, false, spelling);
  }), { numRuns: 1000 });
});
