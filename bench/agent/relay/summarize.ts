/**
 * Reads a relay folder (`NNNN.request.json` / `NNNN.response.json`) and writes the run's record:
 * `answers.json` (each answer with the step it served and the request's size) and `steps.txt` (one
 * line a step: its requests, model calls, approximate request tokens and last answer).
 *
 *   npx tsx bench/agent/relay/summarize.ts <relay folder> [out folder, default bench/agent/relay]
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface Message { role: string; content?: unknown }
interface Answer { content?: string; tool_calls?: { name: string; arguments: unknown }[]; error?: string; status?: number }

const [dir, out = import.meta.dirname] = process.argv.slice(2);
if (!dir) {
  console.error('usage: tsx bench/agent/relay/summarize.ts <relay folder> [out folder]');
  process.exit(2);
}

const KINDS: [RegExp, string][] = [[/^You are the judge/, 'judge'], [/^You are healing/, 'heal'], [/^You are the browser agent/, 'act']];
const STEP = /^(?:Step to carry out|Criterion to judge|Step to heal): (.*)$/m;

const rows = readdirSync(dir).filter(name => name.endsWith('.request.json')).sort().map(name => {
  const id = Number(name.slice(0, 4));
  const request = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { messages: Message[] };
  const text = (message?: Message) => (typeof message?.content === 'string' ? message.content : JSON.stringify(message?.content ?? ''));
  const system = text(request.messages.find(m => m.role === 'system'));
  const user = text(request.messages.find(m => m.role === 'user'));
  let answer: Answer | undefined;
  try {
    answer = JSON.parse(readFileSync(path.join(dir, name.replace('request', 'response')), 'utf8')) as Answer;
  } catch {
    answer = undefined;
  }
  return {
    request: id,
    kind: KINDS.find(([pattern]) => pattern.test(system))?.[1] ?? '?',
    step: STEP.exec(user)?.[1] ?? '?',
    // A new step starts a new conversation: its request carries only the system and user messages.
    starts: request.messages.length <= 2,
    messages: request.messages.length,
    approxRequestTokens: Math.ceil(JSON.stringify(request).length / 4),
    answer: answer ?? null,
  };
});

const steps: (typeof rows)[] = [];
for (const row of rows) {
  if (row.starts || !steps.length)
    steps.push([]);
  steps.at(-1)!.push(row);
}

const said = (answer: Answer | null) => !answer ? '(no answer)'
  : answer.tool_calls?.length ? answer.tool_calls.map(call => `${call.name}(${JSON.stringify(call.arguments)})`).join(' ')
    : answer.error ? `error ${answer.status}: ${answer.error}` : String(answer.content);
const lines = steps.map(step => {
  const first = step[0];
  const last = step.at(-1)!;
  const tokens = step.reduce((sum, row) => sum + row.approxRequestTokens, 0);
  return `${String(first.request).padStart(4)}-${String(last.request).padStart(4)} calls=${String(step.length).padStart(2)} ~tokens=${String(tokens).padStart(6)} | ${first.kind} ${first.step.slice(0, 80)} | last: ${said(last.answer).slice(0, 160)}`;
});

writeFileSync(path.join(out, 'answers.json'), JSON.stringify(rows.map(({ starts: _starts, ...row }) => row), null, 1) + '\n');
writeFileSync(path.join(out, 'steps.txt'), lines.join('\n') + '\n');
console.log(lines.join('\n'));
console.log(`${rows.length} requests, ${steps.length} steps, ~${rows.reduce((sum, row) => sum + row.approxRequestTokens, 0)} request tokens`);
