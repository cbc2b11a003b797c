/** What each model provider can do (seed 001's table): function calling or the JSON-in-Markdown fallback, and vision. */

export const PROVIDERS = ['google', 'openai', 'anthropic', 'deepseek', 'qwen', 'glm', 'ollama', 'custom'] as const;
export type Provider = (typeof PROVIDERS)[number];

export interface Capabilities {
  /** The provider takes `tools` and answers with `tool_calls`; otherwise tools are described in text and answered as JSON. */
  functionCalling: boolean;
  /** The model reads images: each observation comes with a screenshot (hybrid mode) instead of text alone (DOM mode). */
  vision: boolean;
}

export const PROVIDER_CAPABILITIES = {
  google: { functionCalling: true, vision: true },
  openai: { functionCalling: true, vision: true },
  anthropic: { functionCalling: true, vision: true },
  deepseek: { functionCalling: true, vision: false },
  qwen: { functionCalling: true, vision: true },
  glm: { functionCalling: true, vision: true },
  ollama: { functionCalling: false, vision: false },
  custom: { functionCalling: false, vision: false },
} as const satisfies Record<Provider, Capabilities>;

/** Hosts and model-name prefixes that identify a provider; the first match wins, checked host first. */
const HOSTS: readonly [RegExp, Provider][] = [
  [/generativelanguage\.googleapis\.com|aiplatform\.googleapis\.com/i, 'google'],
  [/api\.openai\.com|openai\.azure\.com/i, 'openai'],
  [/api\.anthropic\.com/i, 'anthropic'],
  [/api\.deepseek\.com/i, 'deepseek'],
  [/dashscope(-intl)?\.aliyuncs\.com/i, 'qwen'],
  [/open\.bigmodel\.cn|api\.z\.ai/i, 'glm'],
  [/:11434\b|ollama/i, 'ollama'],
];
const MODELS: readonly [RegExp, Provider][] = [
  [/^gemini/i, 'google'],
  [/^(gpt-|o\d|chatgpt)/i, 'openai'],
  [/^claude/i, 'anthropic'],
  [/^deepseek/i, 'deepseek'],
  [/^(qwen|qwq)/i, 'qwen'],
  [/^glm/i, 'glm'],
];

/** The provider a base URL or model name points at; `custom` when neither says. */
export function detectProvider(baseURL: string | undefined, model: string): Provider {
  for (const [pattern, provider] of HOSTS)
    if (baseURL && pattern.test(baseURL))
      return provider;
  for (const [pattern, provider] of MODELS)
    if (pattern.test(model))
      return provider;
  return 'custom';
}

/** The table's capabilities for a provider, each overridable (a local server that does call functions, a text-only model). */
export function capabilitiesOf(provider: Provider, overrides: Partial<Capabilities> = {}): Capabilities {
  const base = PROVIDER_CAPABILITIES[provider];
  return { functionCalling: overrides.functionCalling ?? base.functionCalling, vision: overrides.vision ?? base.vision };
}
