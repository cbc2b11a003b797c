/** Performs one step (seed 002 §6.3.5 mapping): browser steps through the tools, `run` recursion, `fail`. */
import type { ToolError, ToolResult } from '../common/result.ts';
import { invoke } from './executor.ts';
import { actionError, type Frame, type Outcome, type RunState } from './run-state.ts';
import { isStepAction, selectorToTarget, toStepPlan } from './step-actions.ts';
import type { ActionErrorCode, ActionStep } from './types.ts';
import { references } from './vars.ts';

export async function performStep(state: RunState, frame: Frame, step: ActionStep, args: Record<string, unknown>, path: string): Promise<Outcome> {
  const owner = frame.action.fullName;
  const remaining = state.deadline - Date.now();
  if (remaining <= 0)
    return { ok: false, error: actionError('TIMEOUT', `action_timeout ${state.limits.actionTimeout}ms exceeded`, owner, { details: { limit: 'actionTimeout' } }) };
  if (step.action === 'run') {
    const params = args.params && typeof args.params === 'object' ? args.params as Record<string, unknown> : {};
    const nested = invoke(state, String(args.action), params, frame.depth + 1, `${path}.`, frame.action.namespace);
    const limit = step.timeout ?? remaining;
    const result = await raceStepTimeout(nested, Math.min(limit, remaining), () => timeoutError(owner, limit, step.timeout !== undefined));
    return result;
  }
  if (step.action === 'fail')
    return { ok: false, error: actionError('STEP_FAILED', String(args.message), owner, { details: { failed: true } }) };
  const driver = state.driver!;
  const timeout = Math.min(step.timeout ?? state.limits.stepTimeout, remaining);
  const stepTimedOut = timeout === (step.timeout ?? state.limits.stepTimeout);
  const call = { timeout, explicit: step.timeout !== undefined, secrets: state.redactor.list() };
  const target = await resolveTarget(state, frame, step, args, path, timeout);
  if (!target.ok)
    return target;
  const resolved: Record<string, unknown> = { ...args, ...(target.data !== undefined ? { target: target.data } : {}) };
  delete resolved.selector;
  const perform = async (): Promise<Outcome> => {
    switch (step.action) {
      case 'snapshot': return fromTool(await driver.snapshot(call), owner);
      case 'find': return fromTool(await driver.find(String(resolved.target ?? resolved.query), call), owner);
      case 'eval': return fromTool(await driver.evaluate(String(resolved.script), call), owner);
    }
    if (!isStepAction(step.action))
      return { ok: false, error: actionError('STEP_FAILED', `unknown step action "${step.action}"`, owner) };
    const plan = toStepPlan(step.action, resolved);
    if (typeof plan === 'string')
      return { ok: false, error: actionError('STEP_FAILED', `${step.action}: ${plan}`, owner) };
    return fromTool(await driver.run(plan, call), owner);
  };
  return raceStepTimeout(perform(), timeout, () => timeoutError(owner, timeout, stepTimedOut));
}

/**
 * The step's target as the locator takes it. A `selector` that is exactly one `${selectors.alias}`
 * goes through the alias's fallbacks (and the cache); any other selector is used as written, CSS
 * when unprefixed. A `target` description is passed through unchanged.
 */
async function resolveTarget(state: RunState, frame: Frame, step: ActionStep, args: Record<string, unknown>, path: string, timeout: number): Promise<Outcome<string | undefined>> {
  const raw = step.args.selector;
  if (typeof raw !== 'string')
    return { ok: true, data: typeof args.target === 'string' ? args.target : undefined };
  const refs = references(raw);
  const only = refs.length === 1 && refs[0].start === 0 && refs[0].end === raw.length ? refs[0] : undefined;
  const alias = only?.scope === 'selectors' && only.segments.length === 2 ? only.segments[1] : undefined;
  const definition = alias !== undefined ? frame.selectors[alias] : undefined;
  if (definition === undefined || typeof definition === 'string')
    return { ok: true, data: selectorToTarget(String(args.selector)) };
  // Waiting for absence cannot probe which candidate exists: the primary names the element.
  if (step.action === 'assertHidden' || (step.action === 'wait' && (args.state === 'hidden' || args.state === 'detached')))
    return { ok: true, data: selectorToTarget(definition.primary) };
  const key = `${frame.action.namespace}|${frame.action.name}|${path}|${alias}`;
  const result = await state.cache.resolve(state.driver!, key, {
    primary: selectorToTarget(definition.primary),
    fallback: definition.fallback.map(selectorToTarget),
  }, state.registry.generation, timeout);
  if (!result.ok)
    return { ok: false, error: actionError(result.error.code === 'TIMEOUT' ? 'TIMEOUT' : 'ELEMENT_NOT_FOUND', `selector alias "${alias}": ${result.error.message}`, frame.action.fullName, { cause: result.error, details: { alias } }) };
  return { ok: true, data: result.data };
}

/** A tool's result as a step outcome; the tool's error is kept as `cause` so its code and retriability survive. */
function fromTool<T>(result: ToolResult<T>, owner: string): Outcome {
  if (result.ok)
    return { ok: true, data: result.data };
  return { ok: false, error: actionError(codeFor(result.error), result.error.message, owner, { cause: result.error }) };
}

function codeFor(error: ToolError): ActionErrorCode {
  if (error.code === 'ELEMENT_NOT_FOUND' || error.code === 'TIMEOUT')
    return error.code;
  return 'STEP_FAILED';
}

function timeoutError(owner: string, ms: number, stepLimit: boolean) {
  return actionError('TIMEOUT', stepLimit ? `step timed out after ${ms}ms` : `action_timeout exceeded`, owner, { details: { limit: stepLimit ? 'stepTimeout' : 'actionTimeout', ms } });
}

/** Races `work` against a timer; the loser is ignored (a tool call cannot be cancelled, but it has its own timeout). */
async function raceStepTimeout<T>(work: Promise<Outcome<T>>, ms: number, onTimeout: () => ReturnType<typeof actionError>): Promise<Outcome<T>> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<Outcome<T>>(resolve => {
    timer = setTimeout(() => resolve({ ok: false, error: onTimeout() }), Math.max(0, ms));
  });
  try {
    return await Promise.race([work, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
