/** The agent loop of one step: the model calls tools through the tool layer until it finishes, judges, or a guard ends it. */
import type { ToolCall } from '../common/calls.ts';
import { fail, ok, type ToolError, type ToolResult } from '../common/result.ts';
import type { ChatModel } from '../llm/client.ts';
import type { ChatMessage, ModelToolCall } from '../llm/types.ts';
import { addUsage, NO_USAGE, type Usage } from '../pipeline/outcome.ts';
import type { AgentBudgets, BudgetName } from './budgets.ts';
import { checkEvidence } from './evidence.ts';
import { clip, summarizeResult } from './observe.ts';
import { stepPrompt, systemPrompt } from './prompts.ts';
import type { SecretMask } from './secrets.ts';
import { buildToolset, finishSchema, FINISH_TOOL, isMutatingName, isReadOnlyTool, verdictSchema, VERDICT_TOOL, type ActionTool } from './toolset.ts';
import type { TranscriptEntry } from './transcript.ts';

/** The safety policy's verdict on an action the agent chose; a refusal goes back to the model as the call's result. */
export type ActionGuard = (call: ToolCall, facts: { url: string; targetText?: string }) => ToolError | undefined;

export interface Observation {
  text: string;
  url: string;
  /** Base64 JPEG of the viewport, for a model with vision (hybrid mode). */
  image?: string;
  /** A digest of all the page shows: the same digest, the same page (a re-check then has nothing new to judge). */
  state?: string;
}

/** What the step asks: carry out an instruction, judge a criterion, or heal a failed call under rules. */
export interface AgentTask {
  mode: 'act' | 'judge';
  goal: string;
  history: readonly string[];
  heal?: HealRules;
  /** Calls of an `ai` step already replayed from a lock file; the model carries on after them. */
  done?: readonly string[];
  /**
   * An AI assertion's recorded reads, read again just now (a tool result each, with the element's
   * record when it was still there): shown with the page in the first request, so a judge that
   * needs nothing else answers in one.
   */
  reread?: readonly { text: string; element?: unknown }[];
}

/** A heal keeps the step what it was: `allow` refuses any other call, `completes` says when the step's own call succeeded. */
export interface HealRules {
  prompt: string;
  allow(call: ToolCall): Promise<string | undefined>;
  completes(call: ToolCall, result: ToolResult): boolean;
}

export interface AgentEnv {
  model: ChatModel;
  /** The tool layer (the same a deterministic step goes through); never throws. */
  execute(call: ToolCall): Promise<ToolResult>;
  observe(withImage: boolean): Promise<Observation>;
  /** The URL of the page an action would run on, for the safety guard: no observation needed. */
  url(): string;
  /** The visible text of the element a call targets, for the safety guard. */
  targetText?(call: ToolCall): Promise<string | undefined>;
  guard?: ActionGuard;
  actions?: readonly ActionTool[];
  mask: SecretMask;
  budgets: AgentBudgets;
  /** Tokens used so far by this test, shared by its steps. */
  tokens: { used: number };
  /** The test's time limit: cancels a model request in flight. */
  signal?: AbortSignal;
  /** Re-checks of a failed verdict stop here (epoch ms): the step's timeout. */
  deadline?: number;
  /** Pause before a re-check, in ms (default 1,000). */
  recheckDelayMs?: number;
}

export interface AgentRun {
  result: ToolResult;
  usage: Usage;
  transcript: TranscriptEntry[];
  /** The actions performed that succeeded, in order, with placeholders for secrets. */
  actions: { call: ToolCall; result: ToolResult }[];
}

export async function runAgent(task: AgentTask, env: AgentEnv): Promise<AgentRun> {
  return await new AgentLoop(task, env).run();
}

class AgentLoop {
  private usage: Usage = NO_USAGE;
  private readonly transcript: TranscriptEntry[] = [];
  private readonly actions: AgentRun['actions'] = [];
  /** Every tool result text the model was shown in this step: what verdict evidence must quote. */
  private readonly observed: string[] = [];
  private readonly messages: ChatMessage[] = [];
  private readonly seen = new Map<string, number>();
  /** The element records of what the judge's read-only calls addressed: kept in the lock file for review, never the verdict. */
  private readonly reads: unknown[] = [];
  private calls = 0;
  private errorsInRow = 0;
  private rechecks = 0;
  /** The digest of the page last observed. */
  private state: string | undefined;
  private readonly toolset;

  constructor(private readonly task: AgentTask, private readonly env: AgentEnv) {
    const judging = task.mode === 'judge';
    this.toolset = buildToolset(judging ? 'judge' : 'act', judging ? [] : env.actions ?? [], { verdict: judging && !task.heal, finish: !judging || !!task.heal });
  }

  async run(): Promise<AgentRun> {
    const { mask } = this.env;
    const input = { goal: mask.mask(this.task.goal), history: this.task.history.map(step => mask.mask(step)), secretNames: mask.names(), ...(this.task.heal ? { heal: mask.mask(this.task.heal.prompt) } : {}), ...(this.task.done?.length ? { done: this.task.done.map(call => mask.mask(call)) } : {}) };
    const observation = await this.observe();
    const reread = this.task.reread?.length ? this.task.reread.map(read => mask.mask(read.text)) : undefined;
    // Read by specwright's own tools this step, like any tool result: evidence may quote them.
    this.observed.push(...reread ?? []);
    this.reads.push(...(this.task.reread ?? []).flatMap(read => read.element ? [read.element] : []));
    this.say({ role: 'system', content: systemPrompt(this.task.mode, input) });
    this.say({ role: 'user', content: stepPrompt(this.task.mode, { ...input, ...(reread ? { reread } : {}) }, observation.text), ...(observation.image ? { image: observation.image } : {}) });
    for (;;) {
      const ended = await this.turn();
      if (ended)
        return { result: ended, usage: this.usage, transcript: this.transcript, actions: this.actions };
    }
  }

  /** One model call and the tools it asked for; a result ends the step. */
  private async turn(): Promise<ToolResult | undefined> {
    const { budgets, model, tokens } = this.env;
    if (this.env.signal?.aborted)
      return fail('TIMEOUT', 'the step\'s time limit ended the agent', { retriable: false });
    if (tokens.used >= budgets.maxTokensPerTest)
      return this.exceeded('maxTokensPerTest', `${tokens.used} tokens used by this test`);
    const left = budgets.maxModelMsPerStep - this.usage.modelMs;
    if (left <= 0)
      return this.exceeded('maxModelMsPerStep', `${this.usage.modelMs} ms waiting for the model`);
    const modelTime = AbortSignal.timeout(left);
    const signal = this.env.signal ? AbortSignal.any([this.env.signal, modelTime]) : modelTime;
    const startedAt = Date.now();
    const answer = await model.complete(this.messages, this.toolset.tools, signal);
    const ms = answer.ok ? answer.data.ms : Date.now() - startedAt;
    const used = answer.ok ? answer.data.usage : { promptTokens: 0, completionTokens: 0 };
    this.usage = addUsage(this.usage, { modelCalls: 1, promptTokens: used.promptTokens, completionTokens: used.completionTokens, modelMs: ms });
    tokens.used += used.promptTokens + used.completionTokens;
    if (!answer.ok) {
      if (modelTime.aborted && !this.env.signal?.aborted)
        return this.exceeded('maxModelMsPerStep', `${this.usage.modelMs} ms waiting for the model`);
      return answer;
    }
    const { text, toolCalls } = answer.data;
    this.say({ role: 'assistant', content: text, toolCalls });
    if (!toolCalls.length) {
      this.say({ role: 'user', content: `Answer with a tool call (${this.task.mode === 'judge' && !this.task.heal ? VERDICT_TOOL : FINISH_TOOL} when you are done), not text.` });
      return this.errored(`the model answered with text and no tool call: ${clip(text, 200)}`);
    }
    for (const call of toolCalls) {
      const ended = await this.handle(call);
      if (ended)
        return ended;
    }
    return undefined;
  }

  private async handle(modelCall: ModelToolCall): Promise<ToolResult | undefined> {
    const { budgets } = this.env;
    if (++this.calls > budgets.maxToolCalls)
      return this.exceeded('maxToolCalls', `${budgets.maxToolCalls} tool calls`);
    const key = `${modelCall.name} ${typeof modelCall.arguments === 'string' ? modelCall.arguments : JSON.stringify(modelCall.arguments)}`;
    const times = (this.seen.get(key) ?? 0) + 1;
    this.seen.set(key, times);
    // A repeated failing verdict is a re-check, bounded by maxRechecks; a repeated passing one by the error guard.
    if (times > budgets.maxIdenticalCalls && modelCall.name !== VERDICT_TOOL)
      return this.exceeded('maxIdenticalCalls', `the same call ${times} times: ${clip(key, 200)}`);
    const reply = (content: string) => this.say({ role: 'tool', toolCallId: modelCall.id, name: modelCall.name, content });
    if (typeof modelCall.arguments === 'string') {
      reply(`error INVALID_INPUT: the arguments are not a JSON object: ${clip(modelCall.arguments, 200)}`);
      return this.errored('malformed tool arguments');
    }
    const args = modelCall.arguments;
    if (modelCall.name === FINISH_TOOL && this.toolset.byModelName.has(FINISH_TOOL))
      return this.finish(args, reply);
    if (modelCall.name === VERDICT_TOOL && this.toolset.byModelName.has(VERDICT_TOOL))
      return this.verdict(args, reply);
    const tool = this.toolset.byModelName.get(modelCall.name);
    if (!tool) {
      // A mutating tool while judging is not a mistake to retry: the judge tried to change what it judges.
      if (this.task.mode === 'judge' && isMutatingName(modelCall.name))
        return fail('LLM_BAD_RESPONSE', `the model tried to call "${modelCall.name}" while judging; an assertion may only look`, { retriable: false });
      reply(`error INVALID_INPUT: unknown tool "${modelCall.name}"; use one of: ${[...this.toolset.byModelName.keys()].join(', ')}`);
      return this.errored(`unknown tool "${modelCall.name}"`);
    }
    const call: ToolCall = { tool: tool as ToolCall['tool'], args };
    const healRefusal = await this.task.heal?.allow({ tool: call.tool, args: this.env.mask.substitute(args) });
    const refusal: ToolError | undefined = healRefusal ? { code: 'INVALID_INPUT', message: healRefusal, retriable: false } : await this.guarded(call);
    if (refusal) {
      reply(`error ${refusal.code}: ${refusal.message}`);
      return this.errored(refusal.message);
    }
    const result = await this.env.execute({ tool: call.tool, args: this.env.mask.substitute(args) });
    const acted = result.ok && !isReadOnlyTool(tool);
    let content = this.env.mask.mask(summarizeResult(result));
    if (acted)
      content += `\n\nThe page now:\n${(await this.observe()).text}`;
    reply(content);
    // Only what a tool returned counts as observed: never specwright's own replies, which quote the model back.
    this.observed.push(content);
    if (acted)
      this.actions.push({ call, result });
    const element = result.ok && !acted ? (result.data as { element?: unknown } | undefined)?.element : undefined;
    if (element)
      this.reads.push(element);
    if (!result.ok)
      return this.errored(`${result.error.code}: ${result.error.message}`);
    this.errorsInRow = 0;
    if (this.task.heal?.completes(call, result))
      return result;
    return undefined;
  }

  private async guarded(call: ToolCall): Promise<ToolError | undefined> {
    if (!this.env.guard || isReadOnlyTool(call.tool))
      return undefined;
    const targetText = await this.env.targetText?.(call);
    return this.env.guard(call, { url: this.env.url(), ...(targetText !== undefined ? { targetText } : {}) });
  }

  private finish(args: Record<string, unknown>, reply: (content: string) => void): ToolResult | undefined {
    const parsed = finishSchema.safeParse(args);
    if (!parsed.success) {
      reply(`error INVALID_INPUT: finish takes {status: "done" | "impossible", summary}: ${parsed.error.issues.map(i => i.message).join('; ')}`);
      return this.errored('malformed finish');
    }
    reply('ok');
    const summary = this.env.mask.mask(parsed.data.summary);
    if (parsed.data.status === 'impossible' || this.task.heal)
      return fail('STEP_FAILED', `the agent could not carry out the step: ${summary}`, { retriable: false });
    return ok({ summary, actions: this.actions });
  }

  private async verdict(args: Record<string, unknown>, reply: (content: string) => void): Promise<ToolResult | undefined> {
    const parsed = verdictSchema.safeParse(args);
    if (!parsed.success) {
      reply(`error INVALID_INPUT: verdict takes exactly {criterion, pass, evidence, reason}: ${parsed.error.issues.map(i => i.message).join('; ')}`);
      return this.errored('malformed verdict');
    }
    const { criterion, pass, evidence, reason } = parsed.data;
    if (collapse(criterion) !== collapse(this.env.mask.mask(this.task.goal)))
      return fail('ASSERTION_FAILED', `the verdict judged another criterion ("${clip(criterion, 200)}") than the step's ("${clip(this.task.goal, 200)}"); not a pass`, { retriable: false });
    if (pass) {
      const check = checkEvidence(evidence, this.observed);
      if (check.ok) {
        reply('ok');
        return ok({ pass: true, criterion: this.task.goal, evidence, reason, reads: this.reads });
      }
      reply(`error ASSERTION_FAILED: this evidence does not occur in any tool result of this step: ${check.unverified.map(q => JSON.stringify(clip(q, 100))).join(', ')}. Quote exactly what the tools returned, or answer pass: false.`);
      return this.errored(`a pass whose evidence was not observed: ${check.unverified.join(' | ')}`);
    }
    // The page the verdict was given on. A re-check asks the model again only when the page has
    // changed since: the same page would get the same answer, at a model call's cost.
    const judged = this.state;
    for (;;) {
      if (++this.rechecks > this.env.budgets.maxRechecks || Date.now() + (this.env.recheckDelayMs ?? 1000) > (this.env.deadline ?? Infinity))
        return fail('ASSERTION_FAILED', `${this.env.mask.mask(reason)}${evidence.length ? ` (observed: ${evidence.map(q => JSON.stringify(clip(q, 100))).join(', ')})` : ''}`, { retriable: false, evidence: { rechecks: this.rechecks - 1 } });
      await new Promise(resolve => setTimeout(resolve, this.env.recheckDelayMs ?? 1000));
      const now = await this.observe();
      if (judged === undefined || now.state !== judged) {
        // A re-check is a new look at a page that changed: reading it the same way again is not a loop (re-checks are bounded by maxRechecks).
        this.seen.clear();
        reply(`Recorded: pass false. The page has changed since, so look again (re-check ${this.rechecks} of ${this.env.budgets.maxRechecks}). The page now:\n${now.text}`);
        return undefined;
      }
    }
  }

  private async observe(): Promise<Observation> {
    const observation = await this.env.observe(this.env.model.config.vision);
    this.state = observation.state;
    const text = this.env.mask.mask(observation.text);
    this.observed.push(text);
    return { ...observation, text };
  }

  private say(message: ChatMessage): void {
    this.messages.push(message);
    const text = message.role === 'assistant'
      ? [message.content, ...message.toolCalls.map(call => `→ ${call.name}(${typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments)})`)].filter(Boolean).join('\n')
      : message.role === 'tool' ? `${message.name}: ${message.content}` : message.content;
    this.transcript.push({ role: message.role, text: this.env.mask.mask(text) });
  }

  private errored(why: string): ToolResult | undefined {
    if (++this.errorsInRow >= this.env.budgets.maxConsecutiveErrors)
      return this.exceeded('maxConsecutiveErrors', `${this.errorsInRow} errors in a row, the last: ${clip(why, 300)}`);
    return undefined;
  }

  private exceeded(guard: BudgetName, detail: string): ToolResult {
    return fail('BUDGET_EXCEEDED', `agent guard ${guard} (${this.env.budgets[guard]}) exceeded: ${this.env.mask.mask(detail)}`, { retriable: false, evidence: { guard } });
  }
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
