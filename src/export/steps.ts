/** One spec step → the body of its test.step: its calls as Playwright statements, a registry action inlined, or test.fixme with the reason. */
import { isActionToolName, type ToolCall } from '../common/calls.ts';
import type { CompiledStep } from '../compile/model.ts';
import type { ActionRegistry } from '../registry/index.ts';
import type { LockActionStep } from '../lock/model.ts';
import type { TargetField } from '../common/calls.ts';
import { callCode, type CallCode } from './calls.ts';
import type { RecordedStep } from './recorded.ts';
import { expandAction, type InlineStep } from './registry.ts';
import { isDynamic, quote, stringLiterals } from './values.ts';

export interface StepCode {
  lines: string[];
  /** Why the step is left as test.fixme; absent when it is exported in full. */
  fixme?: string;
  /** The step needs a model (an `ai` or `aiAssert` step with no recorded resolution). */
  needsModel?: true;
  /** Locators taken from the lock file. */
  fromLock: number;
}

export interface StepContext {
  recorded: RecordedStep;
  /** Loaded on the first `run` step. */
  registry: () => ActionRegistry;
  specDir: string;
}

const ASSERTIONS = /^assert/;

export function stepCode(step: CompiledStep, context: StepContext): StepCode {
  const lines: string[] = [];
  let fromLock = 0;
  for (const call of step.calls) {
    const code = oneCall(call, context);
    if ('fixme' in code)
      return { lines: fixmeLines(code.fixme), fixme: code.fixme, ...(code.needsModel ? { needsModel: true } : {}), fromLock };
    fromLock += code.fromLock;
    // An (Optional) step's action may fail and the test goes on; its checks still count (DESIGN.md §4).
    lines.push(...(step.optional && !ASSERTIONS.test(call.tool) ? mayFail(code.lines, 'an (Optional) step whose action fails is skipped') : code.lines));
  }
  return { lines, fromLock };
}

type OneCall = { lines: string[]; fromLock: number } | { fixme: string; needsModel?: true };

function oneCall(call: ToolCall, context: StepContext): OneCall {
  if (call.tool === 'aiAssert')
    return { fixme: `needs a model: the check ${JSON.stringify(call.args.criterion)} is judged on every run, never replayed`, needsModel: true };
  if (call.tool === 'ai') {
    const actions = context.recorded.aiActions;
    if (!actions)
      return { fixme: `needs a model: ${JSON.stringify(call.args.instruction)} has no recorded resolution in the lock file`, needsModel: true };
    const lines = [`// ${actions.length} call${actions.length === 1 ? '' : 's'} the model made for this step, as the lock file recorded them`];
    for (const action of actions) {
      const locator = 'locator' in action ? action.locator : undefined;
      // The model's ref or index is not kept (it changes with every snapshot): the recorded locator is the target.
      const { ref: _ref, index: _index, ...args } = action.args;
      const target = locator !== undefined && args.target === undefined ? { target: locator } : {};
      const code = callCode({ tool: action.tool as ToolCall['tool'], args: { ...args, ...target } }, { recorded: field => (field === 'target' ? locator : undefined), specDir: context.specDir });
      if (!code.ok)
        return { fixme: code.reason };
      lines.push(...code.lines);
    }
    return { lines, fromLock: actions.length };
  }
  if (isActionToolName(call.tool))
    return registryCall(call, context);
  const recorded = context.recorded.locatorFor(call);
  // "the total is $43.18" where the element was the caption "Total": the value beside it is what
  // specwright checked, and a check of the caption's element would judge other text.
  if ((call.tool === 'assertTextPresent' || call.tool === 'assertTextAbsent') && recorded('target')?.caption)
    return { fixme: `specwright checks the value beside the caption ${JSON.stringify(String(call.args.target))}, which a Playwright check of that element does not read` };
  const locator = (field: TargetField) => {
    const found = recorded(field);
    // A locator that names the element by the text checked is not used; the element is, by its attributes.
    const own = [found?.locator, found?.byAttributes].find(code => code !== undefined && !namesByCheckedText(call, code));
    if (own !== undefined) {
      context.recorded.remember(String(call.args.target), own);
      return own;
    }
    const gone = found === undefined ? goneFrom(call, field, context) : undefined;
    return gone !== undefined && !namesByCheckedText(call, gone) ? gone : undefined;
  };
  const code: CallCode = callCode(call, { recorded: locator, specDir: context.specDir });
  return code.ok ? code : { fixme: code.reason };
}

/**
 * A text check in an element whose recorded locator names that element by the very text checked
 * (`getByText('2')` for "the badge shows "2"") would find whatever shows it and pass by itself: such
 * a locator is not used (nor is any, when the text is known only at run time).
 */
function namesByCheckedText(call: ToolCall, locator: string): boolean {
  if (call.tool !== 'assertTextPresent' && call.tool !== 'assertTextAbsent')
    return false;
  const text = String(call.args.text);
  if (isDynamic(text))
    return true;
  const literals = stringLiterals(locator);
  let regex: RegExp | undefined;
  try {
    regex = call.args.match === 'regex' ? new RegExp(text) : undefined;
  } catch {
    return true;
  }
  return literals.some(literal => (regex ? regex.test(literal) : literal.includes(text.trim())));
}

/**
 * A check that an element is hidden records none (there is none to read): the element it means is
 * the one an earlier step of this test recorded for the same words, as specwright knows a
 * description that now matches nothing is gone because it found it earlier in the test.
 */
function goneFrom(call: ToolCall, field: TargetField, context: StepContext): string | undefined {
  return call.tool === 'assertElementHidden' && field === 'target' && typeof call.args.target === 'string' ? context.recorded.earlierLocatorOf(call.args.target) : undefined;
}

/** A registry action inlined: a comment naming it, then each step it takes for these params, with what the lock file recorded of each. */
function registryCall(call: ToolCall, context: StepContext): OneCall {
  const expanded = expandAction(context.registry(), call.tool as `${string}:${string}`, call.args);
  if (!expanded.ok)
    return { fixme: expanded.reason };
  const body = inlineSteps(expanded.steps, context.recorded.actionStepsFor(call), context.specDir);
  if (!body.ok)
    return { fixme: body.reason };
  return { lines: [`// ${expanded.action.fullName}: ${expanded.action.description}`, ...body.lines], fromLock: body.fromLock };
}

type Inlined = { ok: true; lines: string[]; fromLock: number } | { ok: false; reason: string };

/**
 * An action's steps as statements. A step the lock file recorded uses the element it acted on or
 * checked; a step on a version-dependent alias is written only with the candidate the page chose
 * when it was recorded (one of that alias's candidates in some version), never guessed.
 */
function inlineSteps(steps: InlineStep[], recorded: Map<string, LockActionStep>, specDir: string): Inlined {
  const lines: string[] = [];
  let fromLock = 0;
  for (const step of steps) {
    const ran = recorded.get(step.path);
    let call = step.call;
    if (step.pageDecides) {
      if (!ran || !step.pageDecides.candidates.includes(ran.target))
        return { ok: false, reason: `${step.title}: ${step.pageDecides.reason}; record a lock file (run the spec once) to export it` };
      call = { ...call, args: { ...call.args, target: ran.target } };
      lines.push(`// ${step.title}: the page's component-library version chose ${JSON.stringify(ran.target)} when the lock file was recorded`);
    }
    // The recorded element is the one this step ran on, when it ran with this step's target (or one
    // of its alias's candidates, which it then replaces).
    const targets = Array.isArray(call.args.target) ? call.args.target as unknown[] : [call.args.target];
    const element = ran?.locator !== undefined && ran.selector !== undefined && targets.includes(ran.target) && !namesByCheckedText(call, ran.locator) ? ran.locator : undefined;
    if (element && Array.isArray(call.args.target))
      call = { ...call, args: { ...call.args, target: ran!.target } };
    const code = callCode(call, { recorded: field => (field === 'target' ? element : undefined), specDir });
    if (!code.ok)
      return { ok: false, reason: `${step.title}: ${code.reason}` };
    fromLock += code.fromLock + (step.pageDecides && !code.fromLock ? 1 : 0);
    if (step.fallback) {
      const fallback = inlineSteps(step.fallback, recorded, specDir);
      if (!fallback.ok)
        return fallback;
      fromLock += fallback.fromLock;
      lines.push('try {', ...indent(code.lines), '} catch {', `  // ${step.title} failed: the action's fallback runs instead`, ...indent(fallback.lines), '}');
    } else {
      lines.push(...(step.mayFail ? mayFail(code.lines, `${step.title} may fail (onError: continue)`) : code.lines));
    }
  }
  return { ok: true, lines, fromLock };
}

function mayFail(lines: string[], why: string): string[] {
  return ['try {', ...indent(lines), '} catch {', `  // ${why}`, '}'];
}

function fixmeLines(reason: string): string[] {
  return [`test.fixme(true, ${quote(reason)});`];
}

export function indent(lines: string[], by = '  '): string[] {
  return lines.map(line => (line ? by + line : line));
}
