/**
 * A local OpenAI-compatible chat server that plays scripted conversations kept as JSON files in
 * scripts/. The request's model name picks the script (`happy-click` or `happy-click#3`, the suffix
 * keeping conversations apart); each request gets the script's next turn. A turn is a tool call
 * (`call`, `args` — a string is sent verbatim, for malformed arguments), several (`calls`), plain
 * `content`, an HTTP fault (`status`, `headers`, `error`), or `hang` (never answers). Strings in
 * args may read the conversation: `{{ref TEXT}}` is the ref of the last line mentioning TEXT,
 * `{{index TEXT}}` the index of the last element-list line mentioning it (a whole-string
 * `{{index …}}` becomes a number). A turn
 * with `play` is computed by that player (players/) from the conversation, for scripts that adapt.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { greedyHealer } from './players/greedy-healer.ts';

export interface ScriptTurn {
  call?: string;
  args?: Record<string, unknown> | string;
  calls?: { call: string; args?: Record<string, unknown> | string }[];
  content?: string;
  status?: number;
  headers?: Record<string, string>;
  error?: string;
  hang?: boolean;
  /** This turn answers every later request too (an endless loop). */
  forever?: boolean;
  /** A player in players/ computes the turn from the conversation. */
  play?: keyof typeof PLAYERS;
}

const PLAYERS = { 'greedy-healer': greedyHealer } as const;

export interface RecordedRequest {
  model: string;
  body: { messages: { role: string; content: unknown; tool_calls?: { function: { name: string; arguments: string } }[] }[]; tools?: { function: { name: string } }[] };
  /** The turn played (index into the script), or -1 past its end. */
  turn: number;
  at: number;
}

export interface ScriptedModel {
  baseURL: string;
  requests: RecordedRequest[];
  /** The requests of one conversation (model name with its suffix). */
  of(model: string): RecordedRequest[];
  close(): Promise<void>;
}

const SCRIPTS = path.join(import.meta.dirname, 'scripts');

export async function startScriptedModel(): Promise<ScriptedModel> {
  const requests: RecordedRequest[] = [];
  const cursors = new Map<string, number>();
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', chunk => (raw += String(chunk)));
    req.on('end', () => {
      // A request it cannot play is an answer (as a hosted API gives), never a crash of the process serving it.
      let body: RecordedRequest['body'] & { model: string };
      let script: ScriptTurn[];
      try {
        body = JSON.parse(raw || '{}') as RecordedRequest['body'] & { model: string };
        script = readScript(String(body.model).split('#')[0]);
      } catch (error) {
        return send(res, 404, { error: { message: `no scripted conversation for this request: ${(error as Error).message}` } });
      }
      const model = String(body.model);
      let index = cursors.get(model) ?? 0;
      let turn = script[index];
      if (!turn && script.at(-1)?.forever) {
        index = script.length - 1;
        turn = script[index];
      }
      cursors.set(model, index + 1);
      requests.push({ model, body, turn: turn ? index : -1, at: Date.now() });
      if (!turn)
        return send(res, 500, { error: { message: `script ${model} has no turn ${index + 1}` } });
      if (turn.hang) {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      if (turn.status)
        return send(res, turn.status, { error: { message: turn.error ?? `scripted ${turn.status}` } }, turn.headers);
      const played = turn.play ? { ...PLAYERS[turn.play]({ messages: body.messages, tools: (body.tools ?? []).map(t => t.function.name) }) } : turn;
      send(res, 200, completion(model, played, body.messages));
    });
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    of: model => requests.filter(r => r.model === model),
    close: () => new Promise(resolve => {
      for (const res of hanging)
        res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

function readScript(name: string): ScriptTurn[] {
  const file = path.join(SCRIPTS, `${name}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { turns: ScriptTurn[] }).turns;
}

function completion(model: string, turn: ScriptTurn, messages: RecordedRequest['body']['messages']) {
  const said = messages.map(m => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content ?? ''))).join('\n');
  const calls = turn.calls ?? (turn.call ? [{ call: turn.call, args: turn.args }] : []);
  const toolCalls = calls.map((c, i) => ({
    id: `call_${messages.length}_${i}`, type: 'function',
    function: { name: c.call, arguments: typeof c.args === 'string' ? c.args : JSON.stringify(fill(c.args ?? {}, said)) },
  }));
  const content = turn.content === undefined ? null : fill(turn.content, said);
  const completionText = JSON.stringify(toolCalls) + (content ?? '');
  return {
    id: `chatcmpl-${Date.now()}`, object: 'chat.completion', created: Math.floor(Date.now() / 1000), model,
    choices: [{ index: 0, finish_reason: toolCalls.length ? 'tool_calls' : 'stop', message: { role: 'assistant', content, ...(toolCalls.length ? { tool_calls: toolCalls } : {}) } }],
    // Tokens estimated at 4 characters each: what the bench reports as observation size.
    usage: { prompt_tokens: Math.ceil(said.length / 4), completion_tokens: Math.ceil(completionText.length / 4), total_tokens: 0 },
  };
}

/** `{{ref TEXT}}` → the ref on the last line of the conversation that mentions TEXT (`ref=e12`, `[ref=f1e12]`). */
function fill<T>(value: T, said: string): T {
  if (typeof value === 'string' && /^\{\{index [^}]+\}\}$/.test(value))
    return Number(indexOf(value.slice(8, -2).trim(), said)) as T;
  if (typeof value === 'string')
    return value.replace(/\{\{ref ([^}]+)\}\}/g, (_, text: string) => refOf(text.trim(), said))
      .replace(/\{\{index ([^}]+)\}\}/g, (_, text: string) => indexOf(text.trim(), said)) as T;
  if (Array.isArray(value))
    return value.map(v => fill(v, said)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, said)])) as T;
  return value;
}

function refOf(text: string, said: string): string {
  // After a navigation Playwright prefixes refs with the frame's generation: `f1e48`.
  const lines = said.split('\n').filter(line => line.includes(text) && /ref=(?:f\d+)?e\d+/.test(line));
  return lines.at(-1)?.match(/ref=((?:f\d+)?e\d+)/)?.[1] ?? 'e-none';
}

/** `{{index TEXT}}` → the index on the last element-list line that mentions TEXT (`[3] button "Login"`); a number where the args want one. */
function indexOf(text: string, said: string): string {
  const lines = said.split('\n').filter(line => line.includes(text) && /^\s*\[\d+\]/.test(line));
  return lines.at(-1)?.match(/^\s*\[(\d+)\]/)?.[1] ?? '-1';
}

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
