/** What a heal may do: re-find the element a failed step meant and make the same call on it, nothing else. */
import type { ToolCall } from '../common/calls.ts';
import { quotedSpans } from '../locator/quotes.ts';
import type { ToolError, ToolResult } from '../common/result.ts';
import type { HealRules } from './loop.ts';
import { isReadOnlyTool } from './toolset.ts';

/** Actions a heal may repeat on the element it finds: a click stays a click, a fill keeps its value. */
const ACTIONS: ReadonlySet<string> = new Set(['click', 'dblclick', 'rightClick', 'hover', 'fill', 'type', 'select', 'check', 'uncheck', 'clear']);
/**
 * Checks a heal may repeat on a re-found element. Never the negative ones (hidden, absent): another
 * element that happens to be hidden would pass them. Never counts, URL or title: nothing to re-find.
 */
const CHECKS: ReadonlySet<string> = new Set(['assertTextPresent', 'assertElementVisible', 'assertValue', 'assertChecked', 'assertEnabled']);
const HEALABLE_CODES: ReadonlySet<string> = new Set(['ELEMENT_NOT_FOUND', 'AMBIGUOUS_TARGET', 'NOT_VISIBLE', 'TIMEOUT', 'ASSERTION_FAILED']);
/** The arguments that say where; every other argument (the value, the expected text) must stay as written. */
const WHERE = new Set(['target', 'ref', 'index', 'timeout']);

export interface HealPlan {
  mode: 'act' | 'judge';
  rules: HealRules;
}

/**
 * The plan for healing `call`, failed with `error`, or undefined when no heal is allowed. Only a
 * failure to find the element heals: an assertion that found its element and saw the wrong value
 * has checked what the sentence said, and looking for another element would shop for a pass.
 * `textOf` reads the accessible text of the element a call addresses (its snapshot line).
 */
export function planHeal(call: ToolCall, error: ToolError, textOf: (call: ToolCall) => Promise<string | undefined>): HealPlan | undefined {
  const isCheck = CHECKS.has(call.tool);
  if (!(ACTIONS.has(call.tool) || isCheck) || !HEALABLE_CODES.has(error.code) || typeof call.args.target !== 'string' || !isLocatingFailure(error))
    return undefined;
  const quoted = quotedIn(call.args.target);
  // A check's new element must show what the sentence named it by; with no quoted name nothing can tell.
  if (isCheck && !quoted.length)
    return undefined;
  const rules: HealRules = {
    prompt: healPrompt(call, error, isCheck),
    async allow(candidate) {
      if (candidate.tool !== call.tool)
        return isReadOnlyTool(candidate.tool) ? undefined : `while healing, the only action allowed is the step's own "${call.tool}"`;
      const changed = Object.keys({ ...call.args, ...candidate.args }).filter(key => !WHERE.has(key) && JSON.stringify(call.args[key]) !== JSON.stringify(candidate.args[key]));
      if (changed.length)
        return `while healing, only where changes (target, ref or index); keep ${changed.map(key => `${key}=${JSON.stringify(call.args[key])}`).join(', ')} as the step wrote it`;
      if (candidate.args.ref === undefined && candidate.args.index === undefined && candidate.args.target === undefined)
        return 'address the element by ref or index';
      // An action may land on a renamed element (the step's "Sign in" is now "Log in"); what it leads to is
      // checked by the steps after it. A check proves something itself: its element must show the step's name.
      if (!isCheck)
        return undefined;
      const text = normalize(await textOf(candidate) ?? '');
      const missing = quoted.filter(literal => !text.includes(normalize(literal)));
      if (missing.length)
        return `that element does not show ${missing.map(m => JSON.stringify(m)).join(', ')}, which the step names it by`;
      return undefined;
    },
    completes: (candidate: ToolCall, result: ToolResult) => candidate.tool === call.tool && result.ok,
  };
  return { mode: isCheck ? 'judge' : 'act', rules };
}

/** A locating error: its own code, or a check's failure that carries the locator's search (tried strategies, candidates). */
export function isLocatingFailure(error: ToolError): boolean {
  if (error.code !== 'ASSERTION_FAILED')
    return true;
  const evidence = error.evidence as Record<string, unknown> | undefined;
  return !!evidence && (Array.isArray(evidence.tried) || Array.isArray(evidence.candidates));
}

function healPrompt(call: ToolCall, error: ToolError, isCheck: boolean): string {
  const keep = Object.entries(call.args).filter(([key]) => !WHERE.has(key)).map(([key, value]) => `${key}=${JSON.stringify(value)}`).join(', ');
  return [
    `This step failed: ${call.tool}(${JSON.stringify(call.args)}) → ${error.code}: ${error.message.split('\n')[0]}`,
    `Heal it: find the element the step means (look with getElements or snapshot), then call ${call.tool} on it by ref or index${keep ? `, keeping ${keep}` : ''}.`,
    isCheck
      ? 'This is an assertion: you may only look and re-run the same check on the right element. Never change what it checks.'
      : `You may call no other action than ${call.tool}.`,
    'If no element on the page is the one the step means, call finish with status "impossible".',
  ].join('\n');
}

/** Texts quoted inside a target description, by the locator's one quote table (so 「登录」 and `Save` count too). */
function quotedIn(target: string): string[] {
  return quotedSpans(target, { variables: false }).map(span => target.slice(span.start + 1, span.end - 1)).filter(text => text.trim());
}

function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}
