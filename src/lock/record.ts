/** Recording: a test's step outcomes → the lock entries worth keeping, handed to the main process as one LockUpdate. */
import { isActionToolName, type ToolCall } from '../common/calls.ts';
import { ACTION_STEP_TARGETS, type ActionStepTarget, type ElementRecord } from '../common/element.ts';
import type { CallOutcome, StepOutcome } from '../pipeline/outcome.ts';
import { isFingerprint } from './fingerprint.ts';
import { StepKeys } from './keys.ts';
import type { LockActionStep, LockCall, LockEntry, LockPlainCall, LockStep, LockUpdate } from './model.ts';
import type { ReplaySession } from './replay.ts';

/** Strategies that used a selector as written: nothing was resolved, nothing to record. */
const LITERAL = new Set(['css', 'xpath', 'testid', 'point']);

export interface RecordInput {
  spec: string;
  scenario: string;
  scenarioLine: number;
  outcomes: readonly StepOutcome[];
  session: ReplaySession;
}

/** Passed steps whose calls resolved an element by more than a literal selector, by step key; every step that ran; what was stale. */
export function lockUpdate(input: RecordInput): LockUpdate {
  const keys = new StepKeys();
  const steps: Record<string, LockStep> = {};
  const ran: string[] = [];
  for (const step of input.outcomes) {
    const key = keys.keyOf(step.text, step.location.line);
    ran.push(key);
    if (step.status !== 'passed')
      continue;
    const calls = step.calls.flatMap(call => entriesOf(call, input.session));
    const hash = input.session.hashOf(key);
    if (hash && calls.length && calls.every(call => !input.session.hasSecret(JSON.stringify(call))))
      steps[key] = { line: step.location.line, hash, calls };
  }
  return { spec: input.spec, scenario: input.scenario, scenarioLine: input.scenarioLine, steps, ran, stale: [...input.session.stale], counts: { ...input.session.counts } };
}

function entriesOf(outcome: CallOutcome, session: ReplaySession): LockEntry[] {
  if (!outcome.result.ok)
    return [];
  const data = outcome.result.data as Record<string, unknown> | undefined;
  const { tool, args } = outcome.call;
  if (tool === 'aiAssert') {
    // The judgement is redone every run; what it read is kept so a reviewer sees it.
    const reads = Array.isArray(data?.reads) ? data.reads.filter(isElementRecord) : [];
    return [{ tool, args, reads }];
  }
  if (isActionToolName(tool)) {
    // A registry action: what each of its steps ran on, for review and export; never replayed.
    const steps = Array.isArray(data?.[ACTION_STEP_TARGETS]) ? (data[ACTION_STEP_TARGETS] as ActionStepTarget[]).flatMap(actionStep) : [];
    return steps.length ? [{ tool, args, path: session.pathOf(outcome), steps }] : [];
  }
  if (data?.healed === true) {
    // The model re-found the step's element and made the step's own call on it: that element is
    // the step's new resolution, replayed (and fingerprint-checked) like any other.
    return callEntry(outcome.call, outcome.result, session.pathOf(outcome), session.healedFrom(outcome));
  }
  if (Array.isArray(data?.actions)) {
    // An `ai` step: every call it performed, in order; one whose element cannot be replayed (a ref
    // with no record) leaves the step unrecorded, since replaying the others alone would do less.
    const actions: (LockCall | LockPlainCall)[] = [];
    for (const action of data.actions as { call?: ToolCall; result?: CallOutcome['result']; path?: string }[]) {
      if (!action.call || !action.result?.ok)
        return [];
      const path = typeof action.path === 'string' ? action.path : session.pathOf(outcome);
      const [withElement] = callEntry(action.call, action.result, path, undefined);
      if (withElement)
        actions.push({ ...withElement, args: withoutAddress(withElement.args) });
      else if (namesElement(action.call.args))
        return [];
      else
        actions.push({ tool: action.call.tool, args: action.call.args, path });
    }
    return actions.length ? [{ tool: 'ai', args, actions }] : [];
  }
  return callEntry(outcome.call, outcome.result, session.pathOf(outcome), session.healedFrom(outcome));
}

function callEntry(call: ToolCall, result: CallOutcome['result'], path: string, healedFrom: string | undefined): LockCall[] {
  if (!result.ok)
    return [];
  const data = result.data as { strategy?: string; element?: unknown } | undefined;
  if (!isElementRecord(data?.element) || LITERAL.has(data.strategy ?? ''))
    return [];
  const { locator, selector, fingerprint } = data.element;
  return [{ tool: call.tool, args: call.args, path, locator, selector, ...(healedFrom ? { healedFrom } : {}), fingerprint }];
}

function actionStep(step: ActionStepTarget): LockActionStep[] {
  if (typeof step?.step !== 'string' || typeof step.target !== 'string')
    return [];
  if (!isElementRecord(step.element))
    return [{ step: step.step, target: step.target }];
  const { locator, selector, fingerprint } = step.element;
  return [{ step: step.step, target: step.target, locator, selector, fingerprint }];
}

/** The call's arguments less its ref or index: the element record is its address now (a ref changes with every snapshot and would churn the diff). */
function withoutAddress(args: Record<string, unknown>): Record<string, unknown> {
  const { ref: _ref, index: _index, ...rest } = args;
  return rest;
}

/** A ref, an index or a point: an address only in the page as it was. */
function namesElement(args: Record<string, unknown>): boolean {
  return args.ref !== undefined || args.index !== undefined || args.x !== undefined || args.y !== undefined;
}

function isElementRecord(value: unknown): value is ElementRecord {
  const v = value as Partial<ElementRecord> | undefined;
  return !!v && typeof v.locator === 'string' && typeof v.selector === 'string' && isFingerprint(v.fingerprint);
}
