/** Agent benchmark against the scripted model server: model calls per model step, observation tokens per call, the agent's own time per call. */
import { chromium, type TestInfo } from '@playwright/test';
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgetsOf } from '../../src/agent/index.ts';
import type { ToolCall } from '../../src/common/calls.ts';
import { chromiumInfo } from '../../src/compile/platform.ts';
import { AgentSession } from '../../src/fixtures/agent.ts';
import { createChatModel, resolveModelConfig } from '../../src/llm/index.ts';
import { addUsage, NO_USAGE, type Usage } from '../../src/pipeline/outcome.ts';
import { chromiumLaunchOptions } from '../../src/session/chromium.ts';
import { createToolContext } from '../../src/tools/context.ts';
import { executeCall } from '../../src/tools/execute.ts';
import { startScriptedModel } from '../../test/llm-server/server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PASSWORD = 'secret_sauce';

/** The scripted set: each a model step on the shop's login page, as a spec would hand it over. */
const STEPS: { script: string; call: ToolCall; functionCalling?: boolean }[] = [
  { script: 'happy-login', call: { tool: 'ai', args: { instruction: 'Log in as standard_user with the password ${secrets.PASSWORD}' } } },
  { script: 'assert-pass', call: { tool: 'aiAssert', args: { criterion: 'The login form offers a Login button' } } },
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
  calls_per_step: round(usage.modelCalls / STEPS.length),
  obs_tokens_median: observations[Math.floor(observations.length / 2)],
  obs_tokens_max: observations.at(-1),
  overhead_ms_per_call: round((wallMs - usage.modelMs) / usage.modelCalls),
};
console.log(`BENCH agent ${JSON.stringify(figures)}`);

function round(n: number): number {
  return Math.round(n * 100) / 100;
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
