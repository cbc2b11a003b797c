/** One step at a time (seed 002 §6.3.3–§6.3.4): when → interpolate → perform with retry and timeout → fallback → onError → output. */
import { locationOf } from './source.ts';
import { performStep } from './step-perform.ts';
import { dryRunStep } from './dry-run.ts';
import { actionError, type Frame, type Outcome, type RunState, type StepInfo, type ActionStepOutcome } from './run-state.ts';
import { contextDump, debugContext, formatDebugStep, stepTitle } from './trace.ts';
import type { ActionError, ActionErrorCode, ActionStep, StepTrace } from './types.ts';
import { condition, displayDeep, exprMessage, references, resolveDeep, resolveScript } from './vars.ts';

/** Codes a retry cannot fix: the same input fails the same way. */
const NOT_RETRIED = new Set<ActionErrorCode>(['MAX_DEPTH_EXCEEDED', 'MAX_STEPS_EXCEEDED', 'ACTION_NOT_FOUND', 'PARAM_REQUIRED', 'PARAM_INVALID', 'EXPRESSION_ERROR', 'VERSION_INCOMPATIBLE']);

/** Runs steps in order; the first error that is not continued or recovered ends the list. */
export async function runSteps(state: RunState, frame: Frame, steps: readonly ActionStep[], prefix: string): Promise<ActionError | undefined> {
  for (const [i, step] of steps.entries()) {
    const path = `${prefix}${i + 1}`;
    const outcome = await hookedStep(state, frame, step, i + 1, path);
    if (outcome.status === 'failed')
      return outcome.error;
  }
  return undefined;
}

async function hookedStep(state: RunState, frame: Frame, step: ActionStep, index: number, path: string): Promise<ActionStepOutcome> {
  frame.executed++;
  const owner = frame.action.fullName;
  const location = locationOf(step);
  const where = { step: index, stepAction: step.action, ...(location ? { location } : {}) };
  if (frame.executed > state.limits.maxSteps)
    return { status: 'failed', error: actionError('MAX_STEPS_EXCEEDED', `${owner} ran more than max_steps ${state.limits.maxSteps} steps`, owner, where) };
  if (Date.now() >= state.deadline)
    return { status: 'failed', error: actionError('TIMEOUT', `action_timeout ${state.limits.actionTimeout}ms exceeded before step ${path}`, owner, { ...where, details: { limit: 'actionTimeout' } }) };
  if (state.options.dryRun)
    return dryRunStep(state, frame, step, path);

  if (step.when !== undefined) {
    let go: boolean;
    try {
      go = condition(step.when, frame.scope);
    } catch (error) {
      return { status: 'failed', error: actionError('EXPRESSION_ERROR', `when: ${exprMessage(error) ?? String(error)}`, owner, where) };
    }
    if (!go) {
      record(state, frame, step, path, { status: 'skipped', args: {}, attempts: 0, durationMs: 0 });
      state.log(formatDebugStep(path, step.action, 'skipped (when is false)'));
      return { status: 'skipped' };
    }
  }
  let args: Record<string, unknown>;
  // Env values a step uses are masked like secrets from here on (seed 002 §4.4.7: env is never logged).
  for (const ref of references(JSON.stringify(step.args)))
    if (ref.scope === 'env' && ref.segments[1] !== undefined) state.redactor.add(frame.scope.env[ref.segments[1]]);
  try {
    args = resolveDeep(step.args, frame.scope);
    if (step.action === 'eval' && typeof step.args.script === 'string')
      args.script = resolveScript(step.args.script, frame.scope);
  } catch (error) {
    return { status: 'failed', error: actionError('EXPRESSION_ERROR', `args: ${exprMessage(error) ?? String(error)}`, owner, where) };
  }
  const shown = displayDeep(step.args, frame.scope, frame.secretParams) as Record<string, unknown>;
  const info: StepInfo = { path, index, action: step.action, owner, depth: frame.depth, title: state.redactor.text(stepTitle(step.action, shown)), args: state.redactor.apply(shown), ...(location ? { location } : {}) };
  let outcome: ActionStepOutcome | undefined;
  const run = async () => (outcome = await runStep(state, frame, step, args, info));
  if (!state.options.onStep)
    return run();
  try {
    const hooked = await state.options.onStep(info, run);
    return outcome ?? hooked;
  } catch (error) {
    // A hook may throw to mark a failed step (test.step); the outcome it wrapped is what counts.
    return outcome ?? { status: 'failed', error: actionError('STEP_FAILED', `step hook: ${(error as Error).message}`, owner, where) };
  }
}

async function runStep(state: RunState, frame: Frame, step: ActionStep, args: Record<string, unknown>, info: StepInfo): Promise<ActionStepOutcome> {
  const started = Date.now();
  const owner = frame.action.fullName;
  const attemptsAllowed = 1 + (step.retry ?? 0);
  let attempts = 0;
  let result: Outcome;
  for (;;) {
    attempts++;
    result = await performStep(state, frame, step, args, info.path);
    if (result.ok || attempts >= attemptsAllowed || NOT_RETRIED.has(result.error.code) || step.action === 'fail')
      break;
    state.log(formatDebugStep(info.path, step.action, `attempt ${attempts} failed: ${result.error.code}; retrying`));
    await sleep(Math.min(step.retryDelay ?? state.limits.retryDelay, Math.max(0, state.deadline - Date.now())));
  }
  let status: ActionStepOutcome['status'] = result.ok ? 'ok' : 'failed';
  let usedFallback = false;
  if (!result.ok && step.fallback && !NOT_RETRIED.has(result.error.code)) {
    usedFallback = true;
    state.log(formatDebugStep(info.path, step.action, `failed (${result.error.code}); trying fallback`));
    const fallbackError = await runSteps(state, frame, step.fallback, `${info.path}/fallback.`);
    if (!fallbackError) {
      status = 'recovered';
      result = { ok: true, data: undefined };
      state.warnings.push(`${owner} step ${info.path} (${step.action}) failed and recovered through its fallback`);
    } else {
      result = { ok: false, error: fallbackError };
    }
  }
  const error = result.ok ? undefined : withPlace(result.error, owner, info);
  if (error && step.onError === 'continue') {
    status = 'continued';
    state.warnings.push(`${owner} step ${info.path} (${step.action}) failed and continued: ${error.code} ${error.message}`);
  }
  if (result.ok && step.output)
    frame.scope.steps[step.output] = result.data;
  const durationMs = Date.now() - started;
  record(state, frame, step, info.path, {
    status, args: info.args, attempts, durationMs,
    ...(usedFallback ? { usedFallback } : {}),
    ...(result.ok && result.data !== undefined ? { output: result.data } : {}),
    ...(error ? { error: { code: error.code, message: error.message }, context: contextDump(frame) } : {}),
  });
  state.log(formatDebugStep(info.path, step.action, info.title, { durationMs, status, output: result.ok ? result.data : undefined, error, context: debugContext(frame) }));
  if (status === 'continued')
    return { status, ...(error ? { error } : {}) };
  return error ? { status: 'failed', error } : { status, output: result.ok ? result.data : undefined };
}

/** The innermost step that failed keeps its own place; an error from this step gets this step's. */
function withPlace(error: ActionError, owner: string, info: StepInfo): ActionError {
  if (error.step !== undefined)
    return error;
  return { ...error, action: owner, step: info.index, stepAction: info.action, ...(info.location ? { location: info.location } : {}) };
}

function record(state: RunState, frame: Frame, step: ActionStep, path: string, entry: Omit<StepTrace, 'path' | 'action' | 'owner' | 'depth'>): void {
  state.trace.push({ path, action: step.action, owner: frame.action.fullName, depth: frame.depth, ...(step.when ? { when: step.when } : {}), ...entry });
}

function sleep(ms: number): Promise<void> {
  return new Promise(resolve => setTimeout(resolve, ms));
}
