/** The scripted model server the agent's tests talk to: a request it has no script for is an error answer, and it keeps serving. */
import { expect, test } from '@playwright/test';
import { startScriptedModel } from '../llm-server/server.ts';

test('a model with no script, or a body that is not JSON, is answered 404 and the server goes on', async () => {
  const model = await startScriptedModel();
  try {
    const post = (body: string) => fetch(`${model.baseURL}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const unknown = await post(JSON.stringify({ model: 'no-such-script#1', messages: [] }));
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toContain('no-such-script');
    expect((await post('{not json')).status).toBe(404);
    expect((await post(JSON.stringify({ model: 'no-such-script#2', messages: [] }))).status).toBe(404);
  } finally {
    await model.close();
  }
});
