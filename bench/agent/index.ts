/** Agent benchmark against the scripted model server: model calls per model step, observation tokens per call, the agent's own time per call. */
import { chromium, type TestInfo } from '@playwright/test';
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgetsOf } from '../../src/agent/index.ts';
import type { ToolCall } from '../../src/common/calls.ts';
import { chromiumInfo } from '../../src/compile/platform.ts';
import { AgentSession, observePage } from '../../src/fixtures/agent.ts';
import { createChatModel, resolveModelConfig } from '../../src/llm/index.ts';
import { addUsage, NO_USAGE, type Usage } from '../../src/pipeline/outcome.ts';
import { chromiumLaunchOptions } from '../../src/session/chromium.ts';
import { createToolContext } from '../../src/tools/context.ts';
import { executeCall } from '../../src/tools/execute.ts';
import { startScriptedModel } from '../../test/llm-server/server.ts';
import { round } from '../stats.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PASSWORD = 'secret_sauce';

/**
 * The scripted set: each a model step on the shop's login page, as a spec would hand it over. The
 * scripts answer from the first observation (which lists the page's elements by index) when it
 * suffices, as `direct-*` do; the faults and the fallback mode are played as they come.
 */
const STEPS: { script: string; call: ToolCall; functionCalling?: boolean }[] = [
  { script: 'direct-login', call: { tool: 'ai', args: { instruction: 'Log in as standard_user with the password ${secrets.PASSWORD}' } } },
  { script: 'direct-assert', call: { tool: 'aiAssert', args: { criterion: 'The login form offers a Login button' } } },
  { script: 'json-mode', call: { tool: 'aiAssert', args: { criterion: 'The login form offers a Login button' } }, functionCalling: false },
  { script: 'fault-429', call: { tool: 'aiAssert', args: { criterion: 'The login form offers a Login button' } } },
];

const port = await freePort();
const app = spawn(process.execPath, [path.join(root, 'fixtures', 'server.mjs'), '--port', String(port)], { stdio: 'ignore' });
const model = await startScriptedModel();
const info = chromiumInfo();
const browser = await chromium.launch(info ? chromiumLaunchOptions(info) : {});
let usage: Usage = NO_USAGE;
let wallMs = 0;
let pageObservations: number[] = [];
try {
  await waitForServer(`http://127.0.0.1:${port}/api/health`);
  for (const [i, step] of STEPS.entries()) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(`http://127.0.0.1:${port}/shop/`);
    const tools = createToolContext(page, { timeout: 2000 });
    const testInfo = { annotations: [], attach: () => Promise.resolve() } as unknown as TestInfo;
    const config = resolveModelConfig({ baseURL: model.baseURL, model: `${step.script}#bench${i}`, functionCalling: step.functionCalling ?? true, vision: false }, {})!;
    const session = new AgentSession({ model: createChatModel(config), budgets: budgetsOf(), testInfo, tools: secrets => tools.with({ secrets }), execute: (call, ctx) => executeCall(ctx, call) });
    const started = performance.now();
    const result = await session.perform(step.call, {
      secrets: [PASSWORD], namedSecrets: { PASSWORD }, redact: text => text, step: { text: String(step.call.args.instruction ?? step.call.args.criterion), history: [] },
      addUsage: more => (usage = addUsage(usage, more)),
    });
    wallMs += performance.now() - started;
    console.log(`${step.script}: ${result.ok ? 'ok' : result.error.code}`);
    await page.close();
  }
  pageObservations = await surveyPages();
} finally {
  await browser.close();
  await model.close();
  app.kill();
}

// Observation per call: what each request added to the conversation since the one before (the page and tool results).
const observations = model.requests.map((request, i) => {
  const before = model.requests[i - 1]?.model === request.model ? model.requests[i - 1].body.messages.length : 1;
  return Math.ceil(JSON.stringify(request.body.messages.slice(before)).length / 4);
}).sort((a, b) => a - b);
// The retry wait of the 429 is the provider's, not the agent's: only the model's own time is excluded, so it counts here.
const figures = {
  steps: STEPS.length,
  calls_per_step: round(usage.modelCalls / STEPS.length, 2),
  obs_tokens_median: observations[Math.floor(observations.length / 2)],
  obs_tokens_max: observations.at(-1),
  overhead_ms_per_call: round((wallMs - usage.modelMs) / usage.modelCalls, 2),
  page_obs_tokens_median: pageObservations[Math.floor(pageObservations.length / 2)],
  page_obs_tokens_max: pageObservations.at(-1),
};
console.log(`BENCH agent ${JSON.stringify(figures)}`);

/** The first observation of a step on each page of the sample app (logged in to the shop), in tokens at 4 characters each. */
async function surveyPages(): Promise<number[]> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const base = `http://127.0.0.1:${port}`;
  const tools = createToolContext(page, { timeout: 5000 }).with({ secrets: [PASSWORD] });
  const sizes: number[] = [];
  const look = async (url: string) => {
    await page.goto(base + url);
    const { text } = await observePage(tools, false);
    sizes.push(Math.ceil(text.length / 4));
    console.log(`observation ${url}: ${sizes.at(-1)} tokens${process.env.BENCH_SHOW ? `\n${text}` : ""}`);
  };
  for (const [login, inventory, pages] of [
    ['/shop/', '/shop/inventory.html', ['/shop/item.html?id=4', '/shop/cart.html', '/shop/checkout-step-one.html', '/shop/about.html']],
    ['/zh/login.html', '/zh/inventory.html', ['/zh/item.html?id=4', '/zh/cart.html', '/zh/checkout-step-one.html']],
  ] as const) {
    await look(login);
    await executeCall(tools, { tool: 'fill', args: { index: 1, value: 'standard_user' } });
    await executeCall(tools, { tool: 'fill', args: { index: 2, value: PASSWORD } });
    await executeCall(tools, { tool: 'pressKey', args: { key: 'Enter' } });
    await page.waitForURL(`**${inventory}*`, { timeout: 5000 }).catch(() => undefined);
    await look(inventory);
    for (const url of pages)
      await look(url);
  }
  for (const url of ['/', '/forms/', '/components/', '/dynamic/', '/interactions/', '/hidden/'])
    await look(url);
  await page.close();
  return sizes.sort((a, b) => a - b);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: picked } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(picked));
    });
  });
}

async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await fetch(url).then(r => r.ok, () => false))
      return;
    await new Promise(resolve => setTimeout(resolve, 100));
  }
  throw new Error(`no server at ${url}`);
}
