/** The agent against scripted models over real HTTP, on the sample app: happy paths, faults, adversarial scripts, heals. */
import { expect, test, type Page } from '@playwright/test';
import { budgetsOf, type AgentBudgets } from '../../src/agent/index.ts';
import type { ToolCall } from '../../src/common/calls.ts';
import type { ToolResult } from '../../src/common/result.ts';
import { AgentSession } from '../../src/fixtures/agent.ts';
import type { CallOptions } from '../../src/fixtures/runner.ts';
import { createChatModel, resolveModelConfig, type ModelOptions } from '../../src/llm/index.ts';
import { addUsage, NO_USAGE, type CallOutcome, type Usage } from '../../src/pipeline/outcome.ts';
import { createToolContext } from '../../src/tools/context.ts';
import { executeCall } from '../../src/tools/execute.ts';
import { startScriptedModel, type ScriptedModel } from '../llm-server/server.ts';

const PASSWORD = 'secret_sauce';
let server: ScriptedModel;
let conversation = 0;
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);

test.beforeAll(async () => {
  process.on('unhandledRejection', onRejection);
  server = await startScriptedModel();
});
test.afterAll(async () => {
  await server.close();
  process.off('unhandledRejection', onRejection);
});
// Any promise the agent drops fails the test that dropped it.
test.afterEach(() => expect(rejections).toEqual([]));

/** The agent of one test, on the shop's login page, talking to `script`. */
async function agentFor(page: Page, script: string, model: ModelOptions = {}, budgets: Partial<AgentBudgets> = {}) {
  await page.goto('/shop/');
  const name = `${script}#${++conversation}`;
  const config = resolveModelConfig({ baseURL: server.baseURL, model: name, functionCalling: true, vision: false, maxRetries: 0, ...model }, {})!;
  const tools = createToolContext(page, { timeout: 2000 });
  let usage: Usage = NO_USAGE;
  const session = new AgentSession({
    model: createChatModel(config), budgets: budgetsOf(budgets), testInfo: test.info(),
    tools: secrets => tools.with({ secrets }), execute: (call, ctx) => executeCall(ctx, call),
  });
  const options: CallOptions = {
    secrets: [PASSWORD], namedSecrets: { PASSWORD }, redact: text => text.split(PASSWORD).join('***'),
    step: { text: 'the step', history: ['Open /shop/'] }, addUsage: more => (usage = addUsage(usage, more)),
  };
  return {
    name, session, page,
    perform: (call: ToolCall) => session.perform(call, options),
    usage: () => usage,
    requests: () => server.of(name),
  };
}

/** A line of text on the page that changes every 200 ms: each re-check finds another page. */
const ticking = (page: Page) => page.evaluate(() => {
  const line = document.body.appendChild(document.createElement('p'));
  let ticks = 0;
  setInterval(() => (line.textContent = `tick ${++ticks}`), 200);
});

const ai = (instruction: string): ToolCall => ({ tool: 'ai', args: { instruction } });
const aiAssert = (criterion: string): ToolCall => ({ tool: 'aiAssert', args: { criterion } });
const codeOf = (result: ToolResult) => (result.ok ? 'ok' : result.error.code);

test.describe('happy paths', () => {
  test('an ai step lists elements, fills and clicks by ref; the model never sees the password; actions and usage are reported', async ({ page }) => {
    const agent = await agentFor(page, 'happy-login');
    const result = await agent.perform(ai('Log in as standard_user with the password ${secrets.PASSWORD}'));
    expect(result.ok ? 'ok' : result.error.message).toBe('ok');
    await expect(page.getByText('Products', { exact: true })).toBeVisible();
    const data = result.ok ? result.data as { actions: { call: ToolCall; result: ToolResult }[] } : undefined;
    expect(data?.actions.map(a => [a.call.tool, a.result.ok])).toEqual([['fill', true], ['fill', true], ['click', true]]);
    // The lock file records the call as the model wrote it: the placeholder, not the value.
    expect(data?.actions[1].call.args.value).toBe('${secrets.PASSWORD}');
    const wire = JSON.stringify(agent.requests().map(r => r.body));
    expect(wire).not.toContain(PASSWORD);
    expect(wire).toContain('${secrets.PASSWORD}');
    expect(agent.usage()).toMatchObject({ modelCalls: 5 });
    expect(agent.usage().promptTokens).toBeGreaterThan(0);
    expect(test.info().annotations.find(a => a.type === 'ai')?.description).toContain('5 model calls');
  });

  test('one answer is enough: the first observation lists the elements by index, and actions and finish may come together', async ({ page }) => {
    const agent = await agentFor(page, 'direct-login');
    const result = await agent.perform(ai('Log in as standard_user with the password ${secrets.PASSWORD}'));
    expect(result.ok ? 'ok' : result.error.message).toBe('ok');
    await expect(page.getByText('Products', { exact: true })).toBeVisible();
    expect(agent.usage()).toMatchObject({ modelCalls: 1 });
    const prompt = JSON.stringify(agent.requests()[0].body.messages);
    expect(prompt).toMatch(/\[\d+\] input[^\n]*Username/);
    expect(prompt).not.toContain(PASSWORD);
    const judge = await agentFor(page, 'direct-assert');
    await page.goto('/shop/');
    const verdict = await judge.perform(aiAssert('The login form offers a Login button'));
    expect(verdict.ok ? 'ok' : verdict.error.message).toBe('ok');
    expect(judge.usage()).toMatchObject({ modelCalls: 1 });
  });

  test('an AI assertion passes with evidence quoted from what it observed', async ({ page }) => {
    const agent = await agentFor(page, 'assert-pass');
    const result = await agent.perform(aiAssert('The login form offers a Login button'));
    expect(result).toMatchObject({ ok: true, data: { pass: true, evidence: ['"Login"'] } });
    const tools = agent.requests()[0].body.tools!.map(t => t.function.name);
    expect(tools).toContain('verdict');
    expect(tools).not.toContain('click');
    expect(tools).not.toContain('navigate');
  });

  test('an AI assertion that fails on a page that keeps changing looks again up to 3 times, then fails with the model\'s reason', async ({ page }) => {
    const agent = await agentFor(page, 'assert-fail');
    await ticking(page);
    const result = await agent.perform(aiAssert('The cart shows 3 items'));
    expect(codeOf(result)).toBe('ASSERTION_FAILED');
    expect(!result.ok && result.error.message).toContain('There is no cart on the login page.');
    expect(agent.requests()).toHaveLength(4);
    expect(String(agent.requests()[1].body.messages.at(-1)?.content)).toContain('The page has changed since, so look again (re-check 1 of 3)');
  });

  test('an AI assertion that fails on a page that stays the same is not asked again: the same page gets the same answer', async ({ page }) => {
    const agent = await agentFor(page, 'assert-fail');
    const started = Date.now();
    const result = await agent.perform(aiAssert('The cart shows 3 items'));
    expect(codeOf(result)).toBe('ASSERTION_FAILED');
    expect(!result.ok && result.error.message).toContain('There is no cart on the login page.');
    expect(agent.requests()).toHaveLength(1);
    // It still waits the re-checks out: a page that changes late is looked at again.
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * 1000);
  });

  test('an AI assertion right after a click that navigates a moment later is judged on the new page, not the one being left', async ({ page }) => {
    const agent = await agentFor(page, 'assert-fail');
    await page.route('http://leave.test/**', route => route.fulfill({
      contentType: 'text/html',
      body: route.request().url().endsWith('/next')
        ? '<h1>Products</h1><p>Bike Light</p>'
        : `<h1>Sign in</h1><button onclick="setTimeout(() => location.assign('/next'), 250)">Login</button>`,
    }));
    await page.goto('http://leave.test/start');
    await page.getByRole('button', { name: 'Login' }).click();
    await agent.perform(aiAssert('The cart shows 3 items'));
    const first = String(agent.requests()[0].body.messages.find(m => m.role === 'user')?.content);
    expect(first).toContain('Bike Light');
    expect(first).not.toContain('Sign in');
  });

  test('an AI assertion that reads the page the same way before each re-check fails as an assertion, not as a loop', async ({ page }) => {
    const agent = await agentFor(page, 'assert-fail-rereads');
    await ticking(page);
    const result = await agent.perform(aiAssert('The cart shows 3 items'));
    expect(!result.ok && result.error.message).toContain('There is no cart on the login page.');
    expect(codeOf(result)).toBe('ASSERTION_FAILED');
    expect(agent.requests()).toHaveLength(8);
  });

  test('JSON-in-Markdown mode: no tools sent, the verdict read from the text', async ({ page }) => {
    const agent = await agentFor(page, 'json-mode', { functionCalling: false });
    expect(codeOf(await agent.perform(aiAssert('The login form offers a Login button')))).toBe('ok');
    const body = agent.requests()[0].body;
    expect(body.tools).toBeUndefined();
    expect(String(body.messages[0].content)).toContain('```json');
  });

  test('vision mode: the observation comes with a screenshot', async ({ page }) => {
    const agent = await agentFor(page, 'vision-mode', { vision: true });
    expect(codeOf(await agent.perform(aiAssert('The login form offers a Login button')))).toBe('ok');
    expect(JSON.stringify(agent.requests()[0].body.messages[1].content)).toContain('data:image/jpeg;base64,');
  });
});

test.describe('faults end as failures with the cause', () => {
  test('429 with Retry-After is retried after the wait it asks for', async ({ page }) => {
    const agent = await agentFor(page, 'fault-429', { maxRetries: 2 });
    expect(codeOf(await agent.perform(aiAssert('The login form offers a Login button')))).toBe('ok');
    const [first, second] = agent.requests();
    expect(second.at - first.at).toBeGreaterThanOrEqual(900);
  });

  test('500 every time: LLM_UNAVAILABLE with the provider\'s own message, after the retries', async ({ page }) => {
    const agent = await agentFor(page, 'fault-500', { maxRetries: 1 });
    const result = await agent.perform(ai('Log in'));
    expect(codeOf(result)).toBe('LLM_UNAVAILABLE');
    expect(!result.ok && result.error.message).toContain('upstream model crashed (scripted)');
    expect(agent.requests()).toHaveLength(2);
  });

  test('a hanging request ends at the request timeout', async ({ page }) => {
    const agent = await agentFor(page, 'fault-hang', { requestTimeoutMs: 1000 });
    const started = Date.now();
    const result = await agent.perform(ai('Log in'));
    expect(codeOf(result)).toBe('LLM_UNAVAILABLE');
    expect(!result.ok && result.error.message).toContain('no answer within 1000 ms');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  test('the test ending cancels a request in flight', async ({ page }) => {
    const agent = await agentFor(page, 'fault-hang', { requestTimeoutMs: 60_000 });
    const pending = agent.perform(ai('Log in'));
    // Closed once the request is in flight (on a busy machine the first request can take longer than a fixed delay).
    await expect.poll(() => agent.requests().length, { timeout: 30_000 }).toBeGreaterThan(0);
    agent.session.close();
    const result = await pending;
    expect(codeOf(result)).toBe('LLM_UNAVAILABLE');
    expect(!result.ok && result.error.message).toContain('cancelled');
  });

  for (const [script, shown] of [
    ['fault-malformed-args', 'not a JSON object'],
    ['fault-unknown-tool', 'unknown tool "teleport"'],
    ['fault-hallucinated-ref', 'ELEMENT_NOT_FOUND'],
  ] as const) {
    test(`${script}: the model sees the error, and its give-up fails the step`, async ({ page }) => {
      const agent = await agentFor(page, script);
      const result = await agent.perform(ai('Open the checkout'));
      expect(codeOf(result)).toBe('STEP_FAILED');
      expect(String(agent.requests()[1].body.messages.at(-1)?.content)).toContain(shown);
    });
  }

  test('text with no tool call, every time: BUDGET_EXCEEDED naming maxConsecutiveErrors', async ({ page }) => {
    const agent = await agentFor(page, 'fault-text-only');
    const result = await agent.perform(ai('Log in'));
    expect(codeOf(result)).toBe('BUDGET_EXCEEDED');
    expect(!result.ok && result.error.message).toContain('maxConsecutiveErrors');
    expect(agent.requests()).toHaveLength(4);
  });

  test('an endless loop: BUDGET_EXCEEDED naming maxIdenticalCalls', async ({ page }) => {
    const agent = await agentFor(page, 'fault-loop');
    const result = await agent.perform(ai('Log in'));
    expect(!result.ok && result.error).toMatchObject({ code: 'BUDGET_EXCEEDED', evidence: { guard: 'maxIdenticalCalls' } });
  });

  for (const [guard, budget] of [['maxToolCalls', { maxToolCalls: 2 }], ['maxTokensPerTest', { maxTokensPerTest: 10 }], ['maxModelMsPerStep', { maxModelMsPerStep: 300 }]] as const) {
    test(`guard ${guard}: exceeding it ends the step with BUDGET_EXCEEDED naming it`, async ({ page }) => {
      const agent = await agentFor(page, guard === 'maxModelMsPerStep' ? 'fault-hang' : 'fault-loop', { requestTimeoutMs: 5000 }, { ...budget, maxIdenticalCalls: 50 });
      const result = await agent.perform(ai('Log in'));
      expect(!result.ok && result.error).toMatchObject({ code: 'BUDGET_EXCEEDED', evidence: { guard } });
    });
  }
});

test.describe('adversarial scripts never turn a failure into a pass', () => {
  test('verdict pass with invented evidence', async ({ page }) => {
    const agent = await agentFor(page, 'adversarial-invented-evidence');
    const result = await agent.perform(aiAssert('The order is confirmed'));
    expect(codeOf(result)).toBe('BUDGET_EXCEEDED');
    expect(String(agent.requests()[1].body.messages.at(-1)?.content)).toContain('does not occur in any tool result');
  });

  test('click while judging', async ({ page }) => {
    const agent = await agentFor(page, 'adversarial-click-while-judging');
    const result = await agent.perform(aiAssert('The page shows Products'));
    expect(codeOf(result)).toBe('LLM_BAD_RESPONSE');
    // Nothing was clicked: still on the login page.
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('a rewritten criterion', async ({ page }) => {
    const agent = await agentFor(page, 'adversarial-rewritten-criterion');
    const result = await agent.perform(aiAssert('The page shows the order total'));
    expect(codeOf(result)).toBe('ASSERTION_FAILED');
    expect(!result.ok && result.error.message).toContain('another criterion');
  });
});

test.describe('healing', () => {
  /** The heal stage around a call that fails the way the real tool does. */
  async function healed(agent: Awaited<ReturnType<typeof agentFor>>, call: ToolCall, text: string): Promise<CallOutcome> {
    const ctx = createToolContext(agent.page, { timeout: 1000 });
    const next = async (): Promise<CallOutcome> => ({ call, result: await executeCall(ctx, call), source: 'execute', attempts: 1, durationMs: 0, usage: NO_USAGE });
    return agent.session.heal({ call, compiled: call, step: { spec: 'specs/heal.md', text, line: 1, calls: [call], history: [] } }, next);
  }

  test('a renamed button: the click stays a click, on the button the step means', async ({ page }) => {
    const agent = await agentFor(page, 'heal-renamed-button');
    await page.getByPlaceholder('Username').fill('standard_user');
    await page.getByPlaceholder('Password').fill(PASSWORD);
    const outcome = await healed(agent, { tool: 'click', args: { target: '"Sign in" button' } }, 'Click the "Sign in" button');
    expect(outcome).toMatchObject({ source: 'heal', attempts: 2, result: { ok: true, data: { healed: true } } });
    expect(outcome.usage.modelCalls).toBe(2);
    await expect(page.getByText('Products', { exact: true })).toBeVisible();
    expect(test.info().annotations.some(a => a.type === 'healed')).toBe(true);
  });

  test('an adversarial healer cannot turn a failed check green; the original error stays first', async ({ page }) => {
    const agent = await agentFor(page, 'heal-adversarial-check');
    const call: ToolCall = { tool: 'assertElementVisible', args: { target: '"Order confirmed" message' } };
    const outcome = await healed(agent, call, 'Verify the "Order confirmed" message is visible');
    expect(outcome.result.ok).toBe(false);
    const message = !outcome.result.ok ? outcome.result.error.message : '';
    expect(message.split('\n')[0]).toContain('assertElementVisible');
    expect(message).toContain('heal failed');
    const said = JSON.stringify(agent.requests().map(r => r.body.messages.at(-1)));
    expect(said).toContain('does not show \\"Order confirmed\\"');
  });

  test('a check that found its element and saw another value is never healed', async ({ page }) => {
    const agent = await agentFor(page, 'heal-adversarial-check');
    const call: ToolCall = { tool: 'assertValue', args: { target: '"Username" field', value: 'somebody' } };
    const outcome = await healed(agent, call, 'Verify the "Username" field has value "somebody"');
    expect(outcome.source).toBe('execute');
    expect(agent.requests()).toHaveLength(0);
  });
});

test('an AI assertion hands back the elements its judgement read (for the lock file), never a verdict to reuse', async ({ page }) => {
  await page.goto('/shop/');
  const name = `assert-reads#${++conversation}`;
  const config = resolveModelConfig({ baseURL: server.baseURL, model: name, functionCalling: true, vision: false, maxRetries: 0 }, {})!;
  // Element records are read only when a lock file is in use, as the spec fixture sets it.
  const tools = createToolContext(page, { timeout: 2000, recordElements: true });
  const session = new AgentSession({ model: createChatModel(config), budgets: budgetsOf(), testInfo: test.info(), tools: secrets => tools.with({ secrets }), execute: (call, ctx) => executeCall(ctx, call) });
  const result = await session.perform(aiAssert('The login form offers a Login button'), { secrets: [], namedSecrets: {}, redact: text => text, step: { text: 'the step', history: [] }, addUsage: () => undefined });
  const reads = result.ok ? (result.data as { reads?: { locator: string; fingerprint: { role: string } }[] }).reads : undefined;
  expect(reads?.map(read => [read.locator, read.fingerprint.role])).toEqual([["getByTestId('login-button')", 'button']]);
  expect(server.of(name)).toHaveLength(3);
});
