/** Which refusals of the guard's proxy a page answers for: its own navigations', never the browser's own traffic. */
import net from 'node:net';
import { expect, test } from '@playwright/test';
import { projectDomainPolicy } from '../../src/fixtures/domains.ts';
import { DomainGuard } from '../../src/session/guard.ts';

test('a page on an error document answers for a proxy refusal only at a host it failed to navigate to, once', async ({ page }) => {
  const port = await closedPort();
  const guard = new DomainGuard(projectDomainPolicy(['127.0.0.1'], `http://127.0.0.1:${port}`, {}));
  await guard.install(page.context(), { proxied: true });
  // An allowed address that refuses the connection: Chromium's error document, nothing blocked.
  await page.goto(`http://127.0.0.1:${port}/`).catch(() => undefined);
  await expect.poll(() => page.url()).toMatch(/^chrome-error:/);
  // Meanwhile the proxy refused the browser's own traffic (autofill's servers, say): no step's failure.
  guard.noteProxyBlock({ url: 'https://background.example:443', domain: 'background.example', reason: 'not in allowedDomains', at: Date.now() });
  expect(guard.blockedNavigation(page)).toBeUndefined();
  // The page's own navigation to an off-list host, refused at the proxy: the page answers for it, once.
  await page.goto('about:blank');
  await page.goto(`http://localhost:${port}/`).catch(() => undefined);
  await expect.poll(() => page.url()).toMatch(/^chrome-error:/);
  guard.noteProxyBlock({ url: `http://localhost:${port}/`, domain: 'localhost', reason: 'not in allowedDomains', at: Date.now() });
  expect(guard.blockedNavigation(page)).toMatchObject({ domain: 'localhost', url: `http://localhost:${port}/` });
  expect(guard.blockedNavigation(page)).toBeUndefined();
});

/** A port nothing listens on: a navigation there fails at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise(resolve => server.close(resolve));
  return port;
}
