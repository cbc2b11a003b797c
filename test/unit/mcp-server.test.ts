/** The MCP server without a browser: its tool list and schemas, argument checks, session bookkeeping, the call queue, and what reaches results and logs. */
import { expect, test } from '@playwright/test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { TOOL_NAMES } from '../../src/common/calls.ts';
import { fail, ok, type ToolResult } from '../../src/common/result.ts';
import { toCallResult, MAX_MESSAGE_CHARS } from '../../src/mcp/content.ts';
import { callLine } from '../../src/mcp/log.ts';
import { Serial } from '../../src/mcp/serial.ts';
import { createMcpServer, type McpServerOptions } from '../../src/mcp/server.ts';
import type { OpenedSession } from '../../src/mcp/sessions.ts';
import type { BrowserSession } from '../../src/session/browser.ts';
import { loadRegistry } from '../../src/registry/index.ts';

/** A launcher whose sessions have no real browser: enough for everything that does not touch a page. */
function fakeLauncher(closed: string[]) {
  let n = 0;
  return (): Promise<ToolResult<OpenedSession>> => {
    const id = ++n;
    const page = { url: () => `about:blank#${id}` };
    return Promise.resolve(ok({ session: { page } as unknown as BrowserSession, close: () => { closed.push(`browser${id}`); return Promise.resolve(ok({})); } }));
  };
}

async function connect(overrides: Partial<McpServerOptions> = {}) {
  const closed: string[] = [];
  const lines: string[] = [];
  const { registry } = loadRegistry({ home: '/nonexistent', env: {}, discoverPackages: false });
  const mcp = createMcpServer({ registry, launcher: fakeLauncher(closed), headless: true, timeout: 1000, secrets: ['hunter2-secret'], maxSessions: 2, log: line => lines.push(line), ...overrides });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await mcp.server.connect(serverSide);
  const client = new Client({ name: 'unit', version: '1' });
  await client.connect(clientSide);
  const call = async (name: string, args: Record<string, unknown> = {}) => {
    const result = await client.callTool({ name, arguments: args }) as CallToolResult;
    const text = (result.content[0] as { text: string }).text;
    return { isError: !!result.isError, text, json: (() => { try { return JSON.parse(text) as Record<string, unknown>; } catch { return undefined; } })() };
  };
  return { client, call, closed, lines, close: mcp.close };
}

test('lists every browser tool, the page views, sessions and registry tools, each with an object JSON Schema', async () => {
  const { client } = await connect();
  const { tools } = await client.listTools();
  const names = tools.map(t => t.name);
  for (const name of [...TOOL_NAMES, 'getPageSummary', 'startSession', 'stopSession', 'listSessions', 'listActions', 'describeAction', 'searchActions', 'runAction'])
    expect(names).toContain(name);
  expect(new Set(names).size).toBe(names.length);
  const assertText = tools.find(t => t.name === 'assertTextPresent')!;
  expect(assertText.inputSchema.required).toEqual(['text']);
  expect(Object.keys(assertText.inputSchema.properties!)).toEqual(expect.arrayContaining(['text', 'match', 'target', 'session']));
  expect(assertText.annotations?.readOnlyHint).toBe(true);
  expect(tools.find(t => t.name === 'click')!.annotations?.readOnlyHint).toBe(false);
  // Tools that need no session do not take one.
  expect(Object.keys(tools.find(t => t.name === 'listActions')!.inputSchema.properties!)).toEqual(['namespace']);
});

test('bad input is INVALID_INPUT as a tool result: unknown tool, unknown or misspelt argument, wrong type, no session', async () => {
  const { call } = await connect();
  const noSession = await call('click', { target: '"Go" button' });
  expect(noSession).toMatchObject({ isError: true, json: { code: 'INVALID_INPUT', retriable: false } });
  expect(noSession.text).toContain('startSession');
  await call('startSession');
  // `exact` is a real field of assertTextPresent, `matches` is not: refused, not silently dropped.
  const misspelt = await call('assertTextPresent', { text: 'Total', matches: 'exact' });
  expect(misspelt).toMatchObject({ isError: true, json: { code: 'INVALID_INPUT' } });
  expect(misspelt.json?.message).toContain('unknown argument "matches"');
  expect(await call('assertTextPresent', { text: 42 })).toMatchObject({ isError: true, json: { code: 'INVALID_INPUT' } });
  expect(await call('click', {})).toMatchObject({ isError: true, json: { code: 'INVALID_INPUT' } });
  expect(await call('frobnicate')).toMatchObject({ isError: true, json: { code: 'INVALID_INPUT' } });
  expect(await call('click', { target: 'x', session: 7 })).toMatchObject({ isError: true, json: { code: 'INVALID_INPUT' } });
  expect(await call('startSession', { timeout: -1 })).toMatchObject({ isError: true, json: { code: 'INVALID_INPUT' } });
});

test('sessions: ids, the only open one by default, a name needed with two, the limit, stop closes the browser', async () => {
  const { call, closed, close } = await connect();
  expect((await call('startSession')).json).toEqual({ session: 's1', url: 'about:blank#1' });
  expect((await call('startSession')).json).toEqual({ session: 's2', url: 'about:blank#2' });
  // maxSessions is 2 here: a third is refused, nothing is launched.
  expect(await call('startSession')).toMatchObject({ isError: true, json: { code: 'BUDGET_EXCEEDED' } });
  const ambiguous = await call('getPageSummary');
  expect(ambiguous).toMatchObject({ isError: true, json: { code: 'INVALID_INPUT' } });
  expect(ambiguous.text).toContain('s1, s2');
  expect(await call('getPageSummary', { session: 's9' })).toMatchObject({ isError: true, json: { code: 'INVALID_INPUT' } });
  expect((await call('stopSession', { session: 's1' })).json).toEqual({ session: 's1', stopped: true });
  expect(closed).toEqual(['browser1']);
  expect((await call('listSessions')).json).toEqual([{ session: 's2', url: 'about:blank#2' }]);
  expect(await call('stopSession', { session: 's1' })).toMatchObject({ isError: true, json: { code: 'INVALID_INPUT' } });
  await close();
  expect(closed).toEqual(['browser1', 'browser2']);
});

test('registry tools: list, search, describe with secret defaults masked, unknown names suggest', async () => {
  const { call } = await connect();
  const list = await call('listActions', { namespace: 'common' });
  expect(list.isError).toBe(false);
  expect((list.json as unknown as Array<{ actions: Array<{ fullName: string }> }>)[0].actions.map(a => a.fullName)).toContain('common:login');
  expect(await call('listActions', { namespace: 'nope' })).toMatchObject({ isError: true, json: { code: 'ACTION_NOT_FOUND' } });
  expect((await call('searchActions', { query: 'dropdown' })).text).toContain('ui:dropdown:pick');
  const described = await call('describeAction', { action: 'common:login' });
  expect(described.json).toMatchObject({ fullName: 'common:login', params: { password: { secret: true } } });
  const missing = await call('describeAction', { action: 'ui:dialog:opne' });
  expect(missing).toMatchObject({ isError: true, json: { code: 'ACTION_NOT_FOUND' } });
  expect(missing.text).toContain('ui:dialog:open');
  // runAction needs a session before anything else.
  expect(await call('runAction', { action: 'common:login' })).toMatchObject({ isError: true, json: { code: 'INVALID_INPUT' } });
});

test('a policy refuses a call before it runs, with its own code', async () => {
  const seen: string[] = [];
  const { call } = await connect({ policy: callInfo => { seen.push(callInfo.tool); return { code: 'SENSITIVE_ACTION_BLOCKED', message: 'submit is not allowed', retriable: false }; } });
  await call('startSession');
  expect(await call('click', { target: '"Pay" button' })).toMatchObject({ isError: true, json: { code: 'SENSITIVE_ACTION_BLOCKED', message: 'submit is not allowed' } });
  expect(seen).toEqual(['click']);
});

test('log lines name the tool and places, give other values by size, and mask known secrets', async () => {
  const { call, lines } = await connect();
  await call('startSession', { baseURL: 'http://app.test/?token=abc123' });
  await call('fill', { target: 'the Password field', value: 'p@ssw0rd-typed' });
  await call('assertTextPresent', { text: 'hunter2-secret is shown' });
  const log = lines.join('\n');
  expect(log).toContain('fill target="the Password field" value=<14 chars>');
  expect(log).toContain('baseURL="http://app.test/?…"');
  expect(log).not.toContain('p@ssw0rd-typed');
  expect(log).not.toContain('abc123');
  expect(log).not.toContain('hunter2-secret');
  expect(callLine('navigate', { url: 'http://x/hunter2-secret' }, ok({}), 5, t => t.split('hunter2-secret').join('***'))).toBe('specwright mcp: navigate url="http://x/***" → ok 5ms');
});

test('a failure is short: code, clipped message, retriable, small evidence only; secrets masked in results', () => {
  const redact = (t: string) => t.split('hunter2-secret').join('***');
  const long = toCallResult(fail('ASSERTION_FAILED', `x${'y'.repeat(5000)}\n    at stack (file.ts:1:1)`, { evidence: { page: 'z'.repeat(5000) } }), redact);
  const error = JSON.parse((long.content[0] as { text: string }).text) as Record<string, unknown>;
  expect(long.isError).toBe(true);
  expect(Object.keys(error)).toEqual(['code', 'message', 'retriable']);
  expect((error.message as string).length).toBe(MAX_MESSAGE_CHARS);
  expect(error.message).not.toContain('at stack');
  const small = toCallResult(fail('ASSERTION_FAILED', 'saw hunter2-secret', { evidence: { found: '2' } }), redact);
  expect((small.content[0] as { text: string }).text).toBe('{"code":"ASSERTION_FAILED","message":"saw ***","retriable":true,"evidence":{"found":"2"}}');
  expect(toCallResult(ok({ a: 1 }), redact)).toEqual({ content: [{ type: 'text', text: '{"a":1}' }] });
});

test('Serial runs tasks one at a time in the order queued, past failures', async () => {
  const serial = new Serial();
  const events: string[] = [];
  const task = (name: string, ms: number, throws = false) => () => new Promise<string>((resolve, reject) => {
    events.push(`start ${name}`);
    setTimeout(() => { events.push(`end ${name}`); if (throws) reject(new Error(name)); else resolve(name); }, ms);
  });
  const results = await Promise.allSettled([serial.run(task('a', 30)), serial.run(task('b', 1, true)), serial.run(task('c', 5))]);
  expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  expect(results.map(r => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  expect(serial.pending).toBe(0);
});
