/** Which model specwright talks to: options from the config and `use:`, then the environment. */
import { capabilitiesOf, detectProvider, type Capabilities, type Provider } from './capabilities.ts';

/** `defineSpecConfig({ model })` and `use: { specwrightOptions: { model } }`; every field falls back to the environment. */
export interface ModelOptions {
  /** OpenAI-compatible endpoint; env SPECWRIGHT_BASE_URL; the OpenAI API when unset. */
  baseURL?: string;
  /** Model name; env SPECWRIGHT_MODEL. No model name means no model is configured. */
  model?: string;
  /** env SPECWRIGHT_API_KEY, then OPENAI_API_KEY. Local servers accept any. */
  apiKey?: string;
  /** Overrides the provider detected from the base URL or model name. */
  provider?: Provider;
  /** Overrides the provider's function-calling capability. */
  functionCalling?: boolean;
  /** Overrides the provider's vision capability (true: hybrid mode, a screenshot with each observation). */
  vision?: boolean;
  /** One request's time limit in ms; env SPECWRIGHT_REQUEST_TIMEOUT_MS (default 60,000). */
  requestTimeoutMs?: number;
  /** Retries of a request that got 429, 5xx or no answer, honouring Retry-After (default 2). */
  maxRetries?: number;
}

export interface ModelConfig extends Capabilities {
  baseURL?: string;
  model: string;
  apiKey: string;
  provider: Provider;
  requestTimeoutMs: number;
  maxRetries: number;
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_RETRIES = 2;

/** The configured model, or undefined when none is (no model name in the options or SPECWRIGHT_MODEL). */
export function resolveModelConfig(options: ModelOptions = {}, env: NodeJS.ProcessEnv = process.env): ModelConfig | undefined {
  const model = options.model ?? nonEmpty(env.SPECWRIGHT_MODEL);
  if (!model)
    return undefined;
  const baseURL = options.baseURL ?? nonEmpty(env.SPECWRIGHT_BASE_URL);
  const provider = options.provider ?? detectProvider(baseURL, model);
  return {
    ...(baseURL ? { baseURL } : {}),
    model,
    // The SDK refuses to start without a key; a local server ignores it.
    apiKey: options.apiKey ?? nonEmpty(env.SPECWRIGHT_API_KEY) ?? nonEmpty(env.OPENAI_API_KEY) ?? 'none',
    provider,
    ...capabilitiesOf(provider, { functionCalling: options.functionCalling ?? boolEnv(env.SPECWRIGHT_FUNCTION_CALLING), vision: options.vision ?? boolEnv(env.SPECWRIGHT_VISION) }),
    requestTimeoutMs: options.requestTimeoutMs ?? positive(env.SPECWRIGHT_REQUEST_TIMEOUT_MS) ?? DEFAULT_REQUEST_TIMEOUT_MS,
    maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
  };
}

/** Whether a model is configured, for the compiler: refused sentences become model steps only then. */
export function isModelConfigured(options: ModelOptions | undefined, env: NodeJS.ProcessEnv = process.env): boolean {
  return resolveModelConfig(options, env) !== undefined;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function positive(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : undefined;
}

function boolEnv(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '')
    return undefined;
  return /^(1|true|yes|on)$/i.test(value);
}
