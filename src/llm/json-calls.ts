/** The JSON-in-Markdown fallback (seed 001): tool calls read from a model's text when the provider has no function calling. */

export interface TextToolCall {
  name: string;
  /** Arguments as the model gave them: an object, or a string that is not one (reported as malformed by the caller). */
  arguments: unknown;
}

/** The instruction appended to the system prompt in this mode: how to answer with a call. */
export const JSON_CALL_INSTRUCTIONS = [
  'Answer with exactly one tool call as a JSON object in a ```json fenced block, nothing else needed:',
  '```json',
  '{"tool": "<tool name>", "args": { ... }}',
  '```',
].join('\n');

/**
 * The calls in a model's text: a ```json (or bare ```) block, else the first JSON object or array in
 * the text; CRLF line ends and prose around are fine; one object or an array of them; each as
 * `{tool, args}` or `{name, arguments}`. Returns undefined when the text holds no call.
 */
export function parseTextToolCalls(text: string): TextToolCall[] | undefined {
  const normalized = text.replace(/\r\n?/g, '\n');
  for (const candidate of candidates(normalized)) {
    const value = parseJson(candidate);
    if (value === undefined)
      continue;
    const calls = (Array.isArray(value) ? value : [value]).map(toCall);
    if (calls.length > 0 && calls.every((call): call is TextToolCall => call !== undefined))
      return calls;
  }
  return undefined;
}

/** Fenced blocks first (json-tagged before untagged), then each balanced {...} or [...] span in the text. */
function* candidates(text: string): Generator<string> {
  const fences = [...text.matchAll(/```([\w-]*)[ \t]*\n([\s\S]*?)```/g)];
  for (const fence of fences.filter(f => /^json/i.test(f[1])))
    yield fence[2];
  for (const fence of fences.filter(f => !/^json/i.test(f[1])))
    yield fence[2];
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '{' && text[i] !== '[')
      continue;
    const end = balancedEnd(text, i);
    if (end !== undefined)
      yield text.slice(i, end + 1);
  }
}

/** The index closing the bracket at `start`, skipping brackets inside strings. */
function balancedEnd(text: string, start: number): number | undefined {
  const stack: string[] = [];
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\')
        i++;
      else if (ch === '"')
        inString = false;
      continue;
    }
    if (ch === '"')
      inString = true;
    else if (ch === '{' || ch === '[')
      stack.push(ch === '{' ? '}' : ']');
    else if (ch === '}' || ch === ']') {
      if (stack.pop() !== ch)
        return undefined;
      if (stack.length === 0)
        return i;
    }
  }
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.trim());
  } catch {
    return undefined;
  }
}

function toCall(value: unknown): TextToolCall | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return undefined;
  const record = value as Record<string, unknown>;
  const fn = typeof record.function === 'object' && record.function !== null ? record.function as Record<string, unknown> : undefined;
  const name = record.tool ?? record.name ?? fn?.name;
  if (typeof name !== 'string' || name === '')
    return undefined;
  const args = record.args ?? record.arguments ?? record.parameters ?? fn?.arguments ?? {};
  return { name, arguments: typeof args === 'string' ? parseJson(args) ?? args : args };
}
