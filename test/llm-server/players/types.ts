/** A player computes a scripted model's turn from the conversation so far, for scripts no fixed list of turns can play. */

export interface PlayerRequest {
  messages: { role: string; content: unknown; tool_calls?: { function: { name: string; arguments: string } }[] }[];
  /** The names of the tools offered in this request. */
  tools: string[];
}

export interface PlayedTurn {
  call: string;
  args: Record<string, unknown>;
}
