/** The model layer's pure parts: configuration from options and env, the capability table, the JSON-in-Markdown fallback. */
import { expect, test } from '@playwright/test';
import { detectProvider, parseTextToolCalls, resolveModelConfig } from '../../src/llm/index.ts';

test.describe('resolveModelConfig', () => {
  test('no model name: no model configured, whatever else is set', () => {
    expect(resolveModelConfig({}, { SPECWRIGHT_BASE_URL: 'http://x/v1', OPENAI_API_KEY: 'k' })).toBeUndefined();
  });

  test('env: base URL, model, SPECWRIGHT_API_KEY before OPENAI_API_KEY', () => {
    const config = resolveModelConfig({}, { SPECWRIGHT_BASE_URL: 'http://127.0.0.1:47100/v1', SPECWRIGHT_MODEL: 'relay', SPECWRIGHT_API_KEY: 'a', OPENAI_API_KEY: 'b' });
    expect(config).toMatchObject({ baseURL: 'http://127.0.0.1:47100/v1', model: 'relay', apiKey: 'a', provider: 'custom', functionCalling: false, vision: false });
    expect(resolveModelConfig({}, { SPECWRIGHT_MODEL: 'gpt-4o', OPENAI_API_KEY: 'b' })).toMatchObject({ apiKey: 'b', provider: 'openai', functionCalling: true, vision: true });
  });

  test('options win over env; capabilities are overridable per option and env', () => {
    const config = resolveModelConfig({ model: 'deepseek-chat', vision: true }, { SPECWRIGHT_MODEL: 'other', SPECWRIGHT_FUNCTION_CALLING: '0' });
    expect(config).toMatchObject({ model: 'deepseek-chat', provider: 'deepseek', functionCalling: false, vision: true });
  });
});

test('detectProvider: host first, then model name, else custom', () => {
  expect(detectProvider('https://api.deepseek.com/v1', 'gpt-4o')).toBe('deepseek');
  expect(detectProvider('https://dashscope.aliyuncs.com/compatible-mode/v1', 'x')).toBe('qwen');
  expect(detectProvider('http://localhost:11434/v1', 'llama3')).toBe('ollama');
  expect(detectProvider(undefined, 'claude-sonnet-4')).toBe('anthropic');
  expect(detectProvider(undefined, 'glm-4v')).toBe('glm');
  expect(detectProvider('http://127.0.0.1:9/v1', 'my-model')).toBe('custom');
});

test.describe('parseTextToolCalls', () => {
  test('a json fence with CRLF line ends and prose around', () => {
    const text = 'I will click it.\r\n```json\r\n{"tool": "click", "args": {"ref": "e12"}}\r\n```\r\nThen finish.';
    expect(parseTextToolCalls(text)).toEqual([{ name: 'click', arguments: { ref: 'e12' } }]);
  });

  test('an array of calls, and the {name, arguments} shape with string arguments', () => {
    const text = '```\n[{"name":"fill","arguments":"{\\"ref\\":\\"e3\\",\\"value\\":\\"a\\"}"},{"tool":"finish","args":{"status":"done","summary":"s"}}]\n```';
    expect(parseTextToolCalls(text)).toEqual([{ name: 'fill', arguments: { ref: 'e3', value: 'a' } }, { name: 'finish', arguments: { status: 'done', summary: 's' } }]);
  });

  test('a bare object in prose, braces inside strings do not confuse it', () => {
    expect(parseTextToolCalls('Sure: {"tool":"type","args":{"text":"a } b {"}} ok')).toEqual([{ name: 'type', arguments: { text: 'a } b {' } }]);
  });

  test('text with no call, or JSON that names no tool, is no call', () => {
    expect(parseTextToolCalls('The page shows the cart.')).toBeUndefined();
    expect(parseTextToolCalls('```json\n{"answer": 3}\n```')).toBeUndefined();
    expect(parseTextToolCalls('```json\n{"tool": "click", "args": \n```')).toBeUndefined();
  });
});
