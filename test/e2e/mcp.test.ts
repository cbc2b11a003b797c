/** `specwright mcp` end to end: the SDK's own client over stdio drives a real server process against the sample app. */
import { expect, test } from '@playwright/test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const SECRET = 'mcp-e2e-s3cret-value';

test.describe.configure({ mode: 'serial' });

let client: Client;
let stderr = '';
const transcript: string[] = [];

interface Called { isError: boolean; text: string; json: Record<string, unknown> | undefined }

async function call(name: string, args: Record<string, unknown> = {}): Promise<Called> {
  const result = await client.callTool({ name, arguments: args }) as CallToolResult;
  const text = result.content.map(c => (c.type === 'text' ? c.text : `[${c.type}]`)).join('\n');
  transcript.push(`→ ${name} ${JSON.stringify(args)}\n← ${result.isError ? 'isError ' : ''}${text}`);
  let json: Record<string, unknown> | undefined;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = undefined;
  }
  return { isError: !!result.isError, text, json };
}

test.beforeAll(async () => {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [path.join(root, 'bin', 'specwright.js'), 'mcp', '--secret-env', 'MCP_E2E_SECRET', '--timeout', '3000', '--allowed-domains', '127.0.0.1,localhost', '--allow', 'executeJS'],
    cwd: root,
    env: { ...process.env, MCP_E2E_SECRET: SECRET, HOME: path.join(root, 'test-results'), SPECWRIGHT_ACTIONS_PATH: '' },
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  client = new Client({ name: 'specwright-e2e', version: '1.0.0' });
  await client.connect(transport);
});

test.afterAll(async () => {
  const testInfo = test.info();
  await client?.close();
  // The README's transcript is taken from this file.
  writeFileSync(testInfo.outputPath('transcript.txt'), transcript.join('\n\n'));
  writeFileSync(testInfo.outputPath('server-stderr.txt'), stderr);
});

test('lists the tools with JSON Schemas from their definitions', async () => {
  const { tools } = await client.listTools();
  const byName = new Map(tools.map(t => [t.name, t]));
  for (const name of ['startSession', 'stopSession', 'navigate', 'click', 'fill', 'snapshot', 'getPageSummary', 'getElements', 'getElementDetails', 'assertTextPresent', 'assertCount', 'listActions', 'describeAction', 'runAction'])
    expect(byName.has(name), name).toBe(true);
  expect(byName.get('fill')!.inputSchema).toMatchObject({ type: 'object', required: ['value'], properties: { value: { type: 'string' }, ref: { type: 'string' }, session: { type: 'string' } } });
});

test('a session: navigate, snapshot, fill and click by ref, and the page follows', async ({ baseURL }) => {
  test.slow();
  const started = await call('startSession', { baseURL });
  expect(started).toMatchObject({ isError: false, json: { session: 's1' } });
  expect(await call('navigate', { url: '/shop/' })).toMatchObject({ isError: false, json: { url: `${baseURL}/shop/`, status: 200 } });
  const snapshot = await call('snapshot');
  expect(snapshot.isError).toBe(false);
  const ref = (pattern: RegExp) => {
    const found = pattern.exec(snapshot.text);
    expect(found, `${pattern} in\n${snapshot.text}`).not.toBeNull();
    return found![1];
  };
  const username = ref(/textbox "Username"[^\n]*\[ref=(e\d+)\]/);
  const password = ref(/textbox "Password"[^\n]*\[ref=(e\d+)\]/);
  const login = ref(/button "Login"[^\n]*\[ref=(e\d+)\]/);
  expect(await call('fill', { ref: username, value: 'standard_user' })).toMatchObject({ isError: false });
  expect(await call('fill', { ref: password, value: 'secret_sauce' })).toMatchObject({ isError: false });
  expect(await call('click', { ref: login })).toMatchObject({ isError: false, json: { strategy: 'ref' } });
  expect(await call('assertUrl', { url: '/shop/inventory.html', match: 'contains' })).toMatchObject({ isError: false });
  const summary = await call('getPageSummary');
  expect(summary.text).toMatch(/^URL: .*\/shop\/inventory\.html$/m);
});

test('a failing assertion is isError with its code, message and retriable flag, and no stack', async () => {
  const failed = await call('assertTextPresent', { text: 'Seven Products Sold Out', timeout: 500 });
  expect(failed.isError).toBe(true);
  expect(failed.json).toMatchObject({ code: 'ASSERTION_FAILED', retriable: true });
  expect(failed.json!.message).toContain('Seven Products Sold Out');
  expect(failed.text).not.toMatch(/\n\s+at /);
  const count = await call('assertCount', { target: '"Add to cart" button', count: 99, timeout: 500 });
  expect(count).toMatchObject({ isError: true, json: { code: 'ASSERTION_FAILED' } });
});

test('bad input is INVALID_INPUT: a missing target, a wrong type, an unknown argument', async () => {
  expect(await call('click', {})).toMatchObject({ isError: true, json: { code: 'INVALID_INPUT', retriable: false } });
  expect(await call('navigate', { url: 5 })).toMatchObject({ isError: true, json: { code: 'INVALID_INPUT' } });
  expect(await call('assertTextPresent', { text: 'Products', exactly: true })).toMatchObject({ isError: true, json: { code: 'INVALID_INPUT' } });
});

test('concurrent calls on one session run one at a time, in the order sent', async () => {
  expect(await call('navigate', { url: '/forms/' })).toMatchObject({ isError: false });
  // Sent together: typed key by key, these interleave unless the server queues them; the check goes last.
  const results = await Promise.all([
    call('type', { target: 'the Full name field', text: 'abc', delay: 15 }),
    call('type', { target: 'the Full name field', text: 'def', delay: 15 }),
    call('type', { target: 'the Full name field', text: 'ghi', delay: 15 }),
    call('assertValue', { target: 'the Full name field', value: 'abcdefghi', timeout: 100 }),
    call('getPageSummary'),
  ]);
  expect(results.map(r => r.isError)).toEqual([false, false, false, false, false]);
});

test('secrets: masked in results and never in the log', async () => {
  expect(await call('fill', { target: 'the Full name field', value: SECRET })).toMatchObject({ isError: false });
  const value = await call('getText', { target: 'the Full name field' });
  expect(value.text).not.toContain(SECRET);
  const snapshot = await call('snapshot', { target: 'the Full name field' });
  expect(snapshot.text).toContain('***');
  expect(snapshot.text).not.toContain(SECRET);
  expect(stderr).toMatch(/fill target="the Full name field" value=<20 chars> → ok/);
  expect(stderr).not.toContain(SECRET);
  expect(stderr).not.toContain('secret_sauce');
});

test('registry actions run as tools in the session', async ({ baseURL }) => {
  test.slow();
  expect(await call('navigate', { url: `${baseURL}/components/` })).toMatchObject({ isError: false });
  expect(await call('runAction', { action: 'ui:dropdown:pick', params: { label: 'Fruit', option: 'Banana' } })).toMatchObject({ isError: false });
  const failed = await call('runAction', { action: 'ui:dropdown:pick', params: { label: 'Fruit' } });
  expect(failed).toMatchObject({ isError: true, json: { code: 'PARAM_REQUIRED' } });
  expect(await call('runAction', { action: 'ui:nowhere' })).toMatchObject({ isError: true, json: { code: 'ACTION_NOT_FOUND' } });
});

test('a navigation to a domain outside the allowlist is DOMAIN_BLOCKED naming the domain; the page stays where it was', async ({ baseURL }) => {
  const before = await call('getPageSummary');
  const blocked = await call('navigate', { url: 'http://blocked.example/' });
  expect(blocked).toMatchObject({ isError: true, json: { code: 'DOMAIN_BLOCKED', retriable: false } });
  expect(blocked.json!.message).toContain('blocked.example');
  // Spelled to look allowed: the userinfo is not the host.
  const disguised = await call('navigate', { url: 'http://127.0.0.1@blocked.example/' });
  expect(disguised).toMatchObject({ isError: true, json: { code: 'DOMAIN_BLOCKED' } });
  expect(disguised.json!.message).toContain('blocked.example');
  expect((await call('getPageSummary')).text.split('\n')[0]).toBe(before.text.split('\n')[0]);
  // A page's own script going off-list: the request never leaves, and the call that ran it fails.
  expect(await call('navigate', { url: `${baseURL}/forms/` })).toMatchObject({ isError: false });
  const scripted = await call('executeJS', { code: 'location.href = "http://elsewhere.example/"; 1' });
  const next = scripted.isError ? scripted : await call('wait', { ms: 500 });
  expect(next).toMatchObject({ isError: true, json: { code: 'DOMAIN_BLOCKED' } });
  expect(next.json!.message).toContain('elsewhere.example');
  // Reported once; the page is not on the blocked host.
  // The error page Chromium shows for the refused request may still be committing: a page view then says so, retriable.
  let after = await call('getPageSummary');
  for (let i = 0; i < 3 && after.isError && after.json?.retriable === true && after.json.code !== 'DOMAIN_BLOCKED'; i++)
    after = await call('getPageSummary');
  expect(after.isError, after.text).toBe(false);
  expect(after.text.split('\n')[0]).not.toContain('elsewhere.example');
  // A session for a host the server does not allow is refused before any browser starts.
  expect(await call('startSession', { domain: 'blocked.example' })).toMatchObject({ isError: true, json: { code: 'DOMAIN_BLOCKED' } });
});

test('the sensitive-action policy applies: a click on "Delete account" is SENSITIVE_ACTION_BLOCKED and does not run; a tool the server allows (--allow executeJS) runs', async ({ baseURL }) => {
  expect(await call('navigate', { url: `${baseURL}/forms/` })).toMatchObject({ isError: false });
  // executeJS always needs consent; this server was started with --allow executeJS.
  expect(await call('executeJS', { code: 'document.body.insertAdjacentHTML("beforeend", "<button onclick=\\"this.textContent=\'gone\'\\">Delete account</button>"); 1' })).toMatchObject({ isError: false });
  const refused = await call('click', { target: '"Delete account" button' });
  expect(refused).toMatchObject({ isError: true, json: { code: 'SENSITIVE_ACTION_BLOCKED', retriable: false } });
  expect(refused.json!.message).toContain('start specwright mcp with --allow sensitive-content');
  // Refused before it ran: the button was not pressed.
  expect(await call('assertElementVisible', { target: '"Delete account" button' })).toMatchObject({ isError: false });
});

test('stopSession closes the browser; later calls are refused', async () => {
  expect(await call('stopSession')).toMatchObject({ isError: false, json: { session: 's1', stopped: true } });
  expect(await call('getPageSummary')).toMatchObject({ isError: true, json: { code: 'INVALID_INPUT' } });
  expect(await call('listSessions')).toMatchObject({ isError: false, text: '[]' });
});
