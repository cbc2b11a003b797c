/** The conversation as specwright keeps it, independent of any SDK: messages, tool specs and one model turn. */

/** A tool the model may call: name, what it does, JSON Schema of its arguments. */
export interface ModelTool {
  name: string;
  description: string;
  parameters: unknown;
}

export interface ModelToolCall {
  id: string;
  name: string;
  /** The parsed arguments, or the raw text when they were not a JSON object (the agent reports it to the model). */
  arguments: Record<string, unknown> | string;
}

export type ChatMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string; image?: string }
  | { role: 'assistant'; content: string; toolCalls: ModelToolCall[] }
  | { role: 'tool'; toolCallId: string; name: string; content: string };

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
}

/** What one model call answered. */
export interface ModelTurn {
  text: string;
  toolCalls: ModelToolCall[];
  usage: TokenUsage;
  ms: number;
}
