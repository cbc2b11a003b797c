/** A session counts requests for network-idle waits from its start, or, when told to wait, from trackNetwork() on: every page of the context, later ones too; a spec test, only where such a wait may run. */
import { expect, test } from '@playwright/test';
import { BrowserSession } from '../../src/session/browser.ts';

function fakePage() {
  const pageEvents: string[] = [];
  const contextEvents: string[] = [];
  const context = { on: (event: string) => void contextEvents.push(event), pages: () => [page] };
  const page = { context: () => context, on: (event: string) => void pageEvents.push(event) };
  return { page, pageEvents, contextEvents };
}

test('by default a session counts requests from the start', () => {
  const { page, pageEvents, contextEvents } = fakePage();
  new BrowserSession(page as never);
  expect(pageEvents).toEqual(['request', 'requestfinished', 'requestfailed', 'framenavigated']);
  expect(contextEvents).toEqual(['page']);
});

test('with trackNetwork: false nothing is subscribed until trackNetwork(), which subscribes once', () => {
  const { page, pageEvents, contextEvents } = fakePage();
  const session = new BrowserSession(page as never, { trackNetwork: false });
  expect(pageEvents).toEqual([]);
  expect(contextEvents).toEqual([]);
  session.trackNetwork();
  session.trackNetwork();
  expect(pageEvents).toEqual(['request', 'requestfinished', 'requestfailed', 'framenavigated']);
  expect(contextEvents).toEqual(['page']);
});

test('a spec test counts requests only where a network wait may run: a waitForLoad, a registry action, or a model step with a model configured', async () => {
  const { countsRequests } = await import('../../src/fixtures/spec-setup.ts');
  const spec = (...tools: string[]) => ({ steps: tools.map(tool => ({ calls: [{ tool, args: {} }] })) }) as never;
  const table: Array<[string[], boolean, boolean]> = [
    [['navigate', 'click', 'assertTextPresent'], false, false],
    [['navigate', 'click', 'assertTextPresent'], true, false],
    [['navigate', 'waitForLoad'], false, true],
    [['navigate', 'common:login'], false, true],
    [['navigate', 'ai'], false, false],
    [['navigate', 'ai'], true, true],
    [['navigate', 'aiAssert'], true, true],
    [['click', 'assertTextAbsent'], false, true],
    [['click', 'assertElementHidden'], false, true],
    [['click', 'assertElementVisible', 'assertCount'], false, false],
  ];
  for (const [tools, model, counts] of table)
    expect(countsRequests(spec(...tools), model), `${tools.join(', ')} with${model ? '' : 'out'} a model`).toBe(counts);
});
