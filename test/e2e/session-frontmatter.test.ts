/**
 * `saveSession:` and `session:` front matter, as Playwright's storage-state setup projects: a login
 * spec in a setup project saves the browser state; specs of the dependent project start logged in.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { runProject, writeProject } from './specs-project.ts';

let server: http.Server;
let baseURL = '';
let profileDir = '';

/** A site whose login sets a cookie (the server's) and a localStorage entry (the page's); /account shows both or asks to log in. */
function site(req: http.IncomingMessage, res: http.ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://x');
  const cookie = /(?:^|;\s*)member=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  res.setHeader('content-type', 'text/html');
  if (url.pathname === '/login') {
    res.end('<main><label>Username <input id="u"></label><button onclick="location.href=\'/signin?user=\'+encodeURIComponent(document.getElementById(\'u\').value)">Sign in</button></main>');
    return;
  }
  if (url.pathname === '/signin') {
    res.writeHead(200, { 'set-cookie': `member=${encodeURIComponent(url.searchParams.get('user') ?? '')}; Path=/; Max-Age=3600; HttpOnly` });
    res.end('<script>localStorage.setItem("theme", "dark"); location.href = "/account";</script>');
    return;
  }
  res.end(`<main><h1>${cookie ? `Welcome, ${decodeURIComponent(cookie)}` : 'Please log in'}</h1><p id="t"></p></main><script>document.getElementById("t").textContent = "Theme: " + (localStorage.getItem("theme") || "none");</script>`);
}

test.beforeAll(async () => {
  profileDir = mkdtempSync(path.join(os.tmpdir(), 'specwright-sessions-'));
  server = http.createServer(site);
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise(resolve => server.close(resolve));
  rmSync(profileDir, { recursive: true, force: true });
});

const LOGIN = (name: string, expected: string) => `---
saveSession: ${name}
---
# Log in

## Scenario: Log in as ada
1. Open /login
2. Fill the Username field with "ada"
3. Click the "Sign in" button
4. Verify the page shows "${expected}"
`;

const ACCOUNT = (front: string) => `---
${front}
---
# Account

## Scenario: The account page
1. Open /account
2. Verify the page shows "Welcome, ada"
3. Verify the page shows "Theme: dark"
`;

test('a setup project saves the login; specs with session: start logged in, specs without do not; a failed login saves nothing', async () => {
  // One inner run of five specs, each a browser; minutes on a busy 2-core machine.
  test.setTimeout(600_000);
  const project = writeProject('session-frontmatter', {
    'playwright.config.ts': [
      `import { defineConfig } from '@playwright/test';`,
      `import { defineSpecConfig } from '../../../../src/compile/config.ts';`,
      `import { browserUse } from '../../../../src/compile/platform.ts';`,
      // The specs asserted below to fail are marked as expected to fail (test/support/expected-failures.ts):
      // the inner run keeps its worker after each; their status and errors in the report are their own.
      `const testDir = defineSpecConfig({ root: import.meta.dirname, importTestFrom: '../../../support/expected-failures.ts' });`,
      `export default defineConfig({`,
      `  projects: [`,
      `    { name: 'setup', testDir, testMatch: /setup\\/login\\.md\\.spec\\.js$/ },`,
      // A login that fails, in a project nothing depends on: it must save nothing.
      `    { name: 'broken', testDir, testMatch: /setup\\/broken-login\\.md\\.spec\\.js$/, metadata: { expectFailing: ['specs/setup/broken-login.md'] } },`,
      `    { name: 'specs', testDir, testIgnore: /setup\\//, dependencies: ['setup'], metadata: { expectFailing: ['specs/anonymous.md', 'specs/never-saved.md'] } },`,
      `  ],`,
      `  outputDir: './test-results',`,
      `  retries: 0,`,
      `  reporter: [['list'], ['json', { outputFile: 'report.json' }]],`,
      `  use: { ...browserUse(), baseURL: process.env.SPECWRIGHT_BASE_URL, trace: 'off', screenshot: 'off', specwrightOptions: { timeout: 5000, browser: { profileDir: process.env.PROFILES } } },`,
      `});`,
    ].join('\n'),
    'specs/setup/login.md': LOGIN('member', 'Welcome, ada'),
    'specs/setup/broken-login.md': LOGIN('broken', 'Welcome, bob'),
    'specs/account.md': ACCOUNT('session: member'),
    'specs/anonymous.md': ACCOUNT('tags: [anonymous]'),
    'specs/never-saved.md': ACCOUNT('session: nobody'),
  });
  const run = await runProject(project, [], { SPECWRIGHT_BASE_URL: baseURL, PROFILES: profileDir });
  const result = (file: string) => run.results.find(r => r.file.endsWith(file));
  expect(result('setup/login.md')?.status, run.output).toBe('passed');
  expect(result('setup/broken-login.md')?.status, run.output).toBe('failed');
  const saved = JSON.parse(readFileSync(path.join(profileDir, 'member', 'storage-state.json'), 'utf8')) as { cookies: { name: string; value: string }[]; origins: { localStorage: { name: string; value: string }[] }[] };
  expect(saved.cookies).toEqual([expect.objectContaining({ name: 'member', value: 'ada' })]);
  expect(saved.origins[0].localStorage).toEqual([{ name: 'theme', value: 'dark' }]);
  // The failed login left no profile behind.
  expect(existsSync(path.join(profileDir, 'broken'))).toBe(false);

  expect(result('account.md')?.status, run.output).toBe('passed');
  // The same steps without the session: logged out, so the check fails. The pass above came from the saved session.
  expect(result('anonymous.md')?.status, run.output).toBe('failed');
  expect(result('anonymous.md')?.errors.join('\n')).toContain('Welcome, ada');
  expect(result('never-saved.md')?.status, run.output).toBe('failed');
  expect(result('never-saved.md')?.errors.join('\n')).toContain('session "nobody" has not been saved');
  // Cookie values never reach the output.
  expect(run.output).not.toContain('member=ada');
});
