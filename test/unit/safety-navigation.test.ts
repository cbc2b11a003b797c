/** The navigation guard: only http(s) and about:blank are opened, whatever the spelling. */
import { expect, test } from '@playwright/test';
import { planStep } from '../../src/steps/grammar.ts';
import { refusal, resolveUrl } from '../../src/tools/navigate.ts';

test('http(s) and about:blank are opened; every other scheme is refused with the scheme named', () => {
  for (const url of ['http://example.com/', 'HTTPS://EXAMPLE.COM/a', 'about:blank', 'ABOUT:BLANK'])
    expect(refusal(url), url).toBeUndefined();
  for (const [url, scheme] of [['javascript:alert(1)', 'javascript'], [' JavaScript:alert(1)', 'javascript'], ['data:text/html,x', 'data'], ['file:///etc/passwd', 'file'],
    ['blob:http://example.com/1', 'blob'], ['about:config', 'about'], ['chrome://settings', 'chrome'], ['view-source:http://example.com', 'view-source'], ['ftp://example.com', 'ftp']] as const)
    expect(refusal(url), url).toContain(`a ${scheme}: URL is never opened`);
  expect(refusal('http://')).toBe('not a valid URL');
  expect(refusal('/shop')).toContain('no baseURL');
});

test('a relative URL resolves against the base URL before the guard sees it; a scheme URL is never made relative', () => {
  expect(refusal(resolveUrl('/shop', 'http://127.0.0.1:3000'))).toBeUndefined();
  expect(resolveUrl('javascript:alert(1)', 'http://127.0.0.1:3000')).toBe('javascript:alert(1)');
  expect(refusal(resolveUrl('javascript:alert(1)', 'http://127.0.0.1:3000'))).toBeDefined();
});

test('"Open javascript:…" is never a click: a navigation the tool refuses, or no step at all', () => {
  for (const sentence of ['Open javascript:alert(1)', 'Open javascript:void0', 'open JAVASCRIPT:x', 'Go to javascript:x', '打开 javascript:alert(1)', 'Open file:///etc/passwd', 'Open data:text/html,x', 'Visit blob:http://a.test/1']) {
    const planned = planStep(sentence);
    const actions = planned.ok ? planned.plans.map(p => p.action) : [];
    expect(actions.filter(a => a !== 'navigate'), sentence).toEqual([]);
  }
  const opened = planStep('Open javascript:void0');
  expect(opened.ok && opened.plans[0]).toEqual({ action: 'navigate', url: 'javascript:void0' });
});
