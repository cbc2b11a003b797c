/** Model steps in compiled specs through the real `npx playwright test`: skipped without a model, run by the agent with one. */
import { expect, test } from '@playwright/test';
import { startScriptedModel, type ScriptedModel } from '../llm-server/server.ts';
import { runProject, writeProject } from './specs-project.ts';

const SPEC = `title: Model steps
scenarios:
  - name: Plain
    steps:
      - navigate: /shop/
      - expect: { text: "Swift Shop" }
  - name: Judged by a model
    steps:
      - navigate: /shop/
      - aiAssert: The login form offers a Login button
`;

let server: ScriptedModel;
test.beforeAll(async () => {
  server = await startScriptedModel();
});
test.afterAll(async () => {
  await server.close();
});

test('no model: the scenario with a model step is skipped "needs a model", the other passes; SPECWRIGHT_REQUIRE_MODEL=1 fails it', async () => {
  test.setTimeout(180_000);
  const dir = writeProject('agent-no-model', { 'specs/model.yaml': SPEC });
  const run = await runProject(dir);
  expect(run.report.stats).toMatchObject({ expected: 1, unexpected: 0, skipped: 1 });
  expect(run.output).not.toContain('LLM_UNAVAILABLE');
  const required = await runProject(dir, [], { SPECWRIGHT_REQUIRE_MODEL: '1' });
  expect(required.report.stats).toMatchObject({ expected: 1, unexpected: 1, skipped: 0 });
  expect(required.output).toContain('needs a model');
});

test('with a model: the aiAssert step is judged by the agent through the spec fixture', async () => {
  test.setTimeout(180_000);
  const dir = writeProject('agent-model', { 'specs/model.yaml': SPEC }, `model: { baseURL: ${JSON.stringify(server.baseURL)}, model: 'assert-pass', functionCalling: true, vision: false }`);
  const run = await runProject(dir);
  expect(run.report.stats).toMatchObject({ expected: 2, unexpected: 0, skipped: 0 });
  expect(server.of('assert-pass')).toHaveLength(2);
});
