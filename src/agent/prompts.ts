/** System prompts (after seed 001), adapted to one test step: what to do, what came before, what the page shows. */

export interface PromptInput {
  goal: string;
  /** The scenario's earlier steps, as written. */
  history: readonly string[];
  /** Placeholders the model may type instead of secret values. */
  secretNames: readonly string[];
  /** Heal: what the step was, how it failed, and what the model may and may not do. */
  heal?: string;
  /** Calls of this step already carried out (replayed from a lock file) before the page stopped matching. */
  done?: readonly string[];
  /** An assertion's recorded reads, read again now: one tool result each. */
  reread?: readonly string[];
}

const ACT = [
  'You are the browser agent of an automated acceptance test. You carry out ONE test step on the page, using the tools.',
  'Rules:',
  '- Do exactly what the step says, nothing more. Do not test other things or "fix" the page.',
  '- Look before you act: the page summary is below; call getElements (or snapshot) to find elements, then address them by ref (e.g. e12) or index.',
  '- One tool call at a time; read each result before the next.',
  '- When the step is carried out, call finish with status "done". If it cannot be done on this page, call finish with status "impossible" and say why. Never pretend.',
].join('\n');

const JUDGE = [
  'You are the judge of one assertion of an automated acceptance test. You may only look: the tools you have read the page and change nothing.',
  'Rules:',
  '- Decide whether the criterion holds on the page now. Do not reinterpret, weaken or reword it.',
  '- Gather what you need with the tools, then call verdict once: the criterion word for word, pass true or false, evidence as exact quotes copied from tool results of this step, and a reason.',
  '- A pass needs evidence: every quote is checked against what the tools returned. If you cannot show it, the answer is pass: false.',
].join('\n');

const HEAL = [
  'You are healing one step of an automated acceptance test that failed because its element was not found as written.',
  'The page summary is below; getElements and snapshot show elements with refs (e.g. e12). Every call you make is checked against the rules that follow.',
].join('\n');

export function systemPrompt(mode: 'act' | 'judge', input: PromptInput): string {
  const parts = [input.heal ? HEAL : mode === 'act' ? ACT : JUDGE];
  if (input.secretNames.length)
    parts.push(`Secret values are hidden from you. To type one, write its placeholder exactly: ${input.secretNames.join(', ')}.`);
  if (input.heal)
    parts.push(input.heal);
  return parts.join('\n\n');
}

export function stepPrompt(mode: 'act' | 'judge', input: PromptInput, observation: string): string {
  const earlier = input.history.length ? `Earlier steps of this scenario (already done):\n${input.history.map(step => `- ${step}`).join('\n')}\n\n` : '';
  const done = input.done?.length ? `Already done for this step (the recorded calls that still matched the page):\n${input.done.map(call => `- ${call}`).join('\n')}\nCarry on from there: do not repeat them.\n\n` : '';
  const what = input.heal ? `Step to heal: ${input.goal}` : mode === 'act' ? `Step to carry out: ${input.goal}` : `Criterion to judge: ${input.goal}`;
  const reread = input.reread?.length ? `\n\nThe elements this check read when it was last run, read again now (tool results of this step; quote them as evidence):\n${input.reread.map(read => `- ${read}`).join('\n')}\nIf they and the page settle the criterion, answer with verdict now.` : '';
  return `${earlier}${done}${what}\n\nThe page now:\n${observation}${reread}`;
}
