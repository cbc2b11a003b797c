/** The OpenAI-compatible chat client: function calling or the JSON fallback, retries and time limits, errors as values. */
import type OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import { fail, ok, type ToolResult } from '../common/result.ts';
import type { ModelConfig } from './config.ts';
import { JSON_CALL_INSTRUCTIONS, parseTextToolCalls } from './json-calls.ts';
import type { ChatMessage, ModelTool, ModelToolCall, ModelTurn } from './types.ts';

export interface ChatModel {
  readonly config: ModelConfig;
  /** One turn; `signal` (the test's time limit) cancels it in flight. Never throws. */
  complete(messages: readonly ChatMessage[], tools: readonly ModelTool[], signal?: AbortSignal): Promise<ToolResult<ModelTurn>>;
}

/**
 * The SDK, loaded on the first request: every test file imports the fixtures, and most runs (and
 * every `--list`) never ask a model anything, so they do not pay for loading it.
 */
let sdk: Promise<typeof OpenAI> | undefined;
const loadSdk = () => (sdk ??= import('openai').then(module => module.default));

export function createChatModel(config: ModelConfig): ChatModel {
  // The SDK retries 408/409/429/5xx and connection errors, honouring Retry-After / retry-after-ms.
  let client: OpenAI | undefined;
  return {
    config,
    async complete(messages, tools, signal) {
      const startedAt = Date.now();
      const OpenAISdk = await loadSdk();
      client ??= new OpenAISdk({ apiKey: config.apiKey, timeout: config.requestTimeoutMs, maxRetries: config.maxRetries, ...(config.baseURL ? { baseURL: config.baseURL } : {}) });
      try {
        const response = await client.chat.completions.create({
          model: config.model,
          messages: toWire(messages, tools, config),
          ...(config.functionCalling && tools.length ? { tools: tools.map(toWireTool), tool_choice: 'auto' as const } : {}),
        }, { signal });
        return readTurn(response, config, Date.now() - startedAt);
      } catch (error) {
        return fromError(OpenAISdk, error, config, signal);
      }
    },
  };
}

function readTurn(response: OpenAI.Chat.Completions.ChatCompletion, config: ModelConfig, ms: number): ToolResult<ModelTurn> {
  const choice = response?.choices?.[0];
  if (!choice?.message)
    return fail('LLM_BAD_RESPONSE', `${config.model}: the response has no message (${JSON.stringify(response).slice(0, 200)})`, { retriable: false });
  const text = choice.message.content ?? '';
  const usage = { promptTokens: response.usage?.prompt_tokens ?? 0, completionTokens: response.usage?.completion_tokens ?? 0 };
  let toolCalls: ModelToolCall[] = (choice.message.tool_calls ?? []).flatMap((call, i) => call.type === 'function'
    ? [{ id: call.id || `call_${i}`, name: call.function.name, arguments: parseArguments(call.function.arguments) }]
    : []);
  if (!toolCalls.length && !config.functionCalling && text)
    toolCalls = (parseTextToolCalls(text) ?? []).map((call, i) => ({ id: `text_${i}`, name: call.name, arguments: isRecord(call.arguments) ? call.arguments : JSON.stringify(call.arguments) }));
  return ok({ text, toolCalls, usage, ms });
}

function parseArguments(raw: string): Record<string, unknown> | string {
  if (raw.trim() === '')
    return {};
  try {
    const value: unknown = JSON.parse(raw);
    return isRecord(value) ? value : raw;
  } catch {
    return raw;
  }
}

/** Function calling sends tools natively; the fallback describes them in the system prompt and sends results as user text. */
function toWire(messages: readonly ChatMessage[], tools: readonly ModelTool[], config: ModelConfig): ChatCompletionMessageParam[] {
  return messages.map((message): ChatCompletionMessageParam => {
    switch (message.role) {
      case 'system':
        return { role: 'system', content: config.functionCalling ? message.content : `${message.content}\n\n${describeTools(tools)}\n\n${JSON_CALL_INSTRUCTIONS}` };
      case 'user':
        return message.image && config.vision
          ? { role: 'user', content: [{ type: 'text', text: message.content }, { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${message.image}` } }] }
          : { role: 'user', content: message.content };
      case 'assistant':
        return config.functionCalling && message.toolCalls.length
          ? { role: 'assistant', content: message.content || null, tool_calls: message.toolCalls.map(call => ({ id: call.id, type: 'function', function: { name: call.name, arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments) } })) }
          : { role: 'assistant', content: message.content || message.toolCalls.map(call => JSON.stringify({ tool: call.name, args: call.arguments })).join('\n') };
      case 'tool':
        return config.functionCalling
          ? { role: 'tool', tool_call_id: message.toolCallId, content: message.content }
          : { role: 'user', content: `Result of ${message.name}:\n${message.content}` };
    }
  });
}

function toWireTool(tool: ModelTool): ChatCompletionTool {
  return { type: 'function', function: { name: tool.name, description: tool.description, parameters: tool.parameters as Record<string, unknown> } };
}

function describeTools(tools: readonly ModelTool[]): string {
  return ['Tools:', ...tools.map(tool => `- ${tool.name}: ${tool.description}\n  args: ${JSON.stringify(tool.parameters)}`)].join('\n');
}

/** The provider's own message, kept; a cancelled request names the time limit. */
function fromError(OpenAISdk: typeof OpenAI, error: unknown, config: ModelConfig, signal: AbortSignal | undefined): ToolResult<ModelTurn> {
  const where = `${config.model} at ${config.baseURL ?? 'the OpenAI API'}`;
  if (signal?.aborted || error instanceof OpenAISdk.APIUserAbortError)
    return fail('LLM_UNAVAILABLE', `${where}: the request was cancelled (the step's time limit)`, { retriable: false });
  if (error instanceof OpenAISdk.APIConnectionTimeoutError)
    return fail('LLM_UNAVAILABLE', `${where}: no answer within ${config.requestTimeoutMs} ms (after ${config.maxRetries} retries)`, { retriable: false });
  if (error instanceof OpenAISdk.APIError) {
    const status = error.status ? `HTTP ${error.status}: ` : '';
    return fail('LLM_UNAVAILABLE', `${where}: ${status}${error.message}`, { retriable: false, evidence: { status: error.status } });
  }
  const message = error instanceof Error ? error.message : String(error);
  return fail('LLM_BAD_RESPONSE', `${where}: ${message}`, { retriable: false });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
