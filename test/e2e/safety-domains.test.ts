/**
 * The allowlist end to end: specs try every listed escape against a server that counts each request
 * reaching it under a host the allowlist does not name. Target: 0 such requests, each escape refused.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { runProject, writeProject, type RunResult } from './specs-project.ts';

test.describe.configure({ mode: 'serial' });
// About twenty nested tests, each a browser context; on two shared cores that takes minutes.
test.setTimeout(600_000);

/** Requests that reached the server under a host other than 127.0.0.1: each one an escape. */
const escapes: string[] = [];
let port = 0;
let server: http.Server;

test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    const host = req.headers.host ?? '';
    if (host !== `127.0.0.1:${port}`)
      escapes.push(`${host}${req.url}`);
    const page = PAGES[(req.url ?? '').split('?')[0]];
    if (typeof page === 'number') {
      res.writeHead(page, { location: REDIRECTS[req.url!].replace('PORT', String(port)) });
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': req.url === '/sw.js' ? 'text/javascript' : 'text/html' });
    res.end((page ?? '<h1>Landed</h1>').replaceAll('EVIL', `127.0.0.2:${port}`));
  });
  server.on('upgrade', (req, socket) => {
    if (req.headers.host !== `127.0.0.1:${port}`)
      escapes.push(`${req.headers.host}${req.url} (websocket)`);
    socket.destroy();
  });
  await new Promise<void>(resolve => server.listen(0, '0.0.0.0', resolve));
  port = (server.address() as AddressInfo).port;
});

test.afterAll(() => new Promise<void>(resolve => server.close(() => resolve())));

const PAGES: Record<string, string | number> = {
  '/redirect1': 302,
  '/redirect2': 302,
  '/redirect-meta': 302,
  '/popup': `<h1>Popup opener</h1><button onclick="window.open('http://EVIL/popup')">Open popup</button>`,
  '/frame': `<h1>Framed</h1><iframe src="http://EVIL/frame"></iframe>`,
  '/fetch': `<h1 id="out">waiting</h1><script>fetch('http://EVIL/fetch').then(() => out.textContent = 'fetch reached', () => out.textContent = 'fetch failed')</script>`,
  '/ws': `<h1 id="out">waiting</h1><script>const w = new WebSocket('ws://EVIL/ws'); w.onclose = () => out.textContent = 'ws closed'</script>`,
  '/sw': `<h1 id="out">waiting</h1><script>navigator.serviceWorker.register('/sw.js').then(() => setTimeout(() => out.textContent = 'sw registered', 500), e => out.textContent = 'sw failed ' + e)</script>`,
  '/sw.js': `fetch('http://EVIL/from-service-worker').catch(() => 0); self.addEventListener('install', e => e.waitUntil(fetch('http://EVIL/sw-install').catch(() => 0)));`,
  '/link': `<h1>Links</h1><a href="http://EVIL/left">Leave</a>`,
};
const REDIRECTS: Record<string, string> = {
  '/redirect1': '/redirect2',
  '/redirect2': 'http://127.0.0.2:PORT/landed',
  '/redirect-meta': 'http://169.254.169.254/latest/meta-data/',
};

/** One scenario per case; `P` is the server's port, `A` the sample app's. */
function specs(appPort: string): Record<string, string> {
  const cases: Record<string, string[]> = {
    'userinfo': ['Open http://127.0.0.1@127.0.0.2:P/userinfo'],
    'idn look-alike': ['Open http://еxample.com/'],
    'punycode look-alike': ['Open http://xn--xample-2of.com/'],
    'upper case and trailing dot': ['Open HTTP://LOCALHOST.:P/case'],
    'decimal ip': ['Open http://2130706434:P/decimal'],
    'ipv6 literal': ['Open http://[::1]:P/v6'],
    'javascript url': ['Open javascript:void0'],
    'data url': ['Go to "data:text/html,<h1>inline</h1>"'],
    'redirect chain': ['Open http://127.0.0.1:P/redirect1'],
    'redirect to metadata': ['Open http://127.0.0.1:P/redirect-meta'],
    'window open': ['Open http://127.0.0.1:P/popup', 'Click the "Open popup" button', 'Verify the page shows "Popup opener"'],
    'link off the list': ['Open http://127.0.0.1:P/link', 'Click the "Leave" link'],
    'cross-origin iframe': ['Open http://127.0.0.1:P/frame', 'Verify the page shows "Framed"'],
    'fetch from page script': ['Open http://127.0.0.1:P/fetch', 'Verify the page shows "fetch failed"'],
    'websocket': ['Open http://127.0.0.1:P/ws', 'Verify the page shows "ws closed"'],
    'service worker': ['Open http://127.0.0.1:P/sw', 'Verify the page shows "sw registered"'],
    'metadata address': ['Open http://169.254.169.254/latest/meta-data/'],
  };
  const files: Record<string, string> = {};
  for (const [name, steps] of Object.entries(cases))
    files[`specs/${name.replace(/\W+/g, '-')}.md`] = `# ${name}\n\n## Scenario: ${name}\n${steps.map((s, i) => `${i + 1}. ${s.replaceAll(':P/', `:${port}/`)}`).join('\n')}\n`;
  // Front matter narrows the project's list: here to the sample app's port only.
  files['specs/port-narrowed.md'] = `---\nallowedDomains: ["127.0.0.1:${appPort}"]\n---\n# port\n\n## Scenario: port narrowed by front matter\n1. Open http://127.0.0.1:${port}/frame\n`;
  files['specs/control.md'] = `# control\n\n## Scenario: an unlisted host when nothing is listed\n1. Open http://localhost:${port}/control\n2. Verify the page shows "Landed"\n`;
  return files;
}

/** The spec file a case's scenario is in (what writeProject's expectFailing names). */
function fileOf(title: string): string {
  const own: Record<string, string> = { 'port narrowed by front matter': 'specs/port-narrowed.md', 'an unlisted host when nothing is listed': 'specs/control.md' };
  return own[title] ?? `specs/${title.replace(/\W+/g, '-')}.md`;
}

function outcome(run: RunResult, title: string) {
  const found = run.results.find(r => r.title.endsWith(title));
  if (!found)
    throw new Error(`no test "${title}" in:\n${run.output}`);
  return { status: found.status, error: found.errors.join('\n') };
}

function annotationsOf(run: RunResult, title: string): string[] {
  const texts: string[] = [];
  const walk = (suite: unknown) => {
    const s = suite as { specs?: { title: string; tests: { annotations?: { type: string; description?: string }[] }[] }[]; suites?: unknown[] };
    for (const spec of s.specs ?? []) {
      if (spec.title === title)
        texts.push(...spec.tests.flatMap(t => (t.annotations ?? []).map(a => `${a.type}: ${a.description ?? ''}`)));
    }
    (s.suites ?? []).forEach(walk);
  };
  (run.report.suites ?? []).forEach(walk);
  return texts;
}

test('with an allowlist, every listed escape is refused and no request reaches an unlisted host', async () => {
  const appPort = new URL(test.info().project.use.baseURL!).port;
  // Each case and the host its refusal names.
  const blockedCases: [string, string][] = [
    ['userinfo', '127.0.0.2'], ['idn look-alike', 'xn--xample-2of.com'], ['punycode look-alike', 'xn--xample-2of.com'],
    ['upper case and trailing dot', 'localhost'], ['decimal ip', '127.0.0.2'], ['ipv6 literal', '[::1]'],
    ['redirect chain', '127.0.0.2'], ['redirect to metadata', '169.254.169.254'], ['window open', '127.0.0.2'],
    ['link off the list', '127.0.0.2'], ['metadata address', '169.254.169.254'], ['port narrowed by front matter', '127.0.0.1'],
  ];
  const refused = ['javascript url', 'data url'];
  const dir = writeProject('safety-domains', specs(appPort), '', [...blockedCases.map(([title]) => title), ...refused].map(fileOf));
  const run = await runProject(dir, ['--grep-invert', 'unlisted host when nothing'], { SPECWRIGHT_ALLOWED_DOMAINS: '127.0.0.1, example.com' });
  const blocked = (title: string, domain: string) => {
    const result = outcome(run, title);
    expect(result.status, `${title}\n${result.error}`).toBe('failed');
    expect(result.error, title).toContain('DOMAIN_BLOCKED');
    expect(result.error, title).toContain(domain);
  };
  for (const [title, domain] of blockedCases)
    blocked(title, domain);
  for (const title of refused) {
    const result = outcome(run, title);
    expect(result.status, title).toBe('failed');
    expect(result.error, title).toContain('NAVIGATION_REFUSED');
  }
  // Sub-requests are blocked and logged; the page itself goes on, and the test passes on what it shows.
  for (const title of ['cross-origin iframe', 'fetch from page script', 'websocket', 'service worker'])
    expect(outcome(run, title), title).toEqual({ status: 'passed', error: '' });
  for (const title of ['cross-origin iframe', 'fetch from page script', 'websocket', 'service worker'])
    expect(annotationsOf(run, title).join('\n'), title).toContain(`blocked-requests: `);
  expect(annotationsOf(run, 'fetch from page script').join('\n')).toContain('127.0.0.2');
  expect(escapes).toEqual([]);
});

test('the app under test goes direct, not through the proxy: what its pages lead to is still refused', async () => {
  // The escape server is the base URL here, so its own origin is the one the browser reaches
  // without the proxy; every other host a redirect, link, popup, frame, fetch or worker asks for is judged.
  const appPort = new URL(test.info().project.use.baseURL!).port;
  const blockedCases = [['redirect chain', '127.0.0.2'], ['redirect to metadata', '169.254.169.254'], ['window open', '127.0.0.2'], ['link off the list', '127.0.0.2']];
  const dir = writeProject('safety-domains-direct', specs(appPort), '', blockedCases.map(([title]) => fileOf(title)));
  const cases = [...blockedCases.map(([title]) => title), 'cross-origin iframe', 'fetch from page script', 'websocket', 'service worker'];
  const run = await runProject(dir, ['--grep', cases.join('|')], { SPECWRIGHT_ALLOWED_DOMAINS: '127.0.0.1', SPECWRIGHT_BASE_URL: `http://127.0.0.1:${port}` });
  expect(run.results.length, run.output).toBe(cases.length);
  for (const [title, domain] of blockedCases) {
    const result = outcome(run, title);
    expect(result.status, `${title}\n${result.error}`).toBe('failed');
    expect(result.error, title).toContain('DOMAIN_BLOCKED');
    expect(result.error, title).toContain(domain);
  }
  for (const title of ['cross-origin iframe', 'fetch from page script', 'websocket', 'service worker'])
    expect(outcome(run, title), title).toEqual({ status: 'passed', error: '' });
  expect(escapes).toEqual([]);
});

test('without an allowlist: any host, but metadata addresses are still refused', async () => {
  const appPort = new URL(test.info().project.use.baseURL!).port;
  const refused = ['metadata address', 'redirect to metadata'];
  const dir = writeProject('safety-domains-open', specs(appPort), '', refused.map(fileOf));
  const run = await runProject(dir, ['--grep', 'unlisted host when nothing|metadata']);
  expect(outcome(run, 'an unlisted host when nothing is listed')).toEqual({ status: 'passed', error: '' });
  for (const title of refused) {
    const result = outcome(run, title);
    expect(result.status, title).toBe('failed');
    expect(result.error, title).toContain('169.254.169.254');
  }
  // The control reached the server under "localhost": the counter does see a request of an unlisted
  // host. The browser asks that host for its icon too (an allowed request, like the page).
  expect(escapes.filter(escape => escape !== `localhost:${port}/favicon.ico`)).toEqual([`localhost:${port}/control`]);
});
