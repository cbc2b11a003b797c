/** Dry-run planning (seed 002 §4.4.4): resolves params, selectors, conditions and nested runs; touches no page. */
import { invoke } from './executor.ts';
import { actionError, type Frame, type RunState, type ActionStepOutcome } from './run-state.ts';
import { candidates } from './selectors.ts';
import { locationOf } from './source.ts';
import type { ActionStep, PlannedStep } from './types.ts';
import { condition, displayDeep, exprMessage, references, resolveDeep } from './vars.ts';

export async function dryRunStep(state: RunState, frame: Frame, step: ActionStep, path: string): Promise<ActionStepOutcome> {
  const owner = frame.action.fullName;
  const location = locationOf(step);
  const entry: PlannedStep = { path, action: step.action, owner, args: shownArgs(step.args, frame) };
  if (step.when !== undefined) {
    const decidable = !references(step.when).some(ref => ref.scope === 'steps');
    let value: boolean | 'unknown' = 'unknown';
    if (decidable) {
      try {
        value = condition(step.when, frame.scope);
      } catch (error) {
        return { status: 'failed', error: actionError('EXPRESSION_ERROR', `when: ${exprMessage(error) ?? String(error)}`, owner, { step: Number(path.split('.').pop()), stepAction: step.action, ...(location ? { location } : {}) }) };
      }
    }
    entry.when = { expression: step.when, value };
  }
  const alias = aliasOf(step);
  const definition = alias !== undefined ? frame.selectors[alias] : undefined;
  if (alias !== undefined && definition !== undefined)
    entry.selector = { alias, candidates: candidates(definition) };
  state.plan.push(entry);
  state.log(`[DRY-RUN] ${path} ${step.action} ${JSON.stringify(state.redactor.apply(entry.args))}${entry.when ? ` when ${entry.when.expression} → ${entry.when.value}` : ''}`);
  if (entry.when?.value === false)
    return { status: 'skipped' };
  if (step.action === 'run') {
    let args: Record<string, unknown>;
    try {
      args = resolveDeep(step.args, frame.scope);
    } catch (error) {
      return { status: 'failed', error: actionError('EXPRESSION_ERROR', exprMessage(error) ?? String(error), owner) };
    }
    const params = args.params && typeof args.params === 'object' ? args.params as Record<string, unknown> : {};
    const nested = await invoke(state, String(args.action), params, frame.depth + 1, `${path}.`, frame.action.namespace);
    if (!nested.ok)
      return { status: 'failed', error: nested.error };
  }
  if (step.fallback) {
    for (const [i, fallback] of step.fallback.entries())
      state.plan.push({ path: `${path}/fallback.${i + 1}`, action: fallback.action, owner, args: shownArgs(fallback.args, frame) });
  }
  return { status: 'planned' };
}

/** Arguments as they would be shown; strings waiting for a step's output keep their template. */
function shownArgs(args: Record<string, unknown>, frame: Frame): Record<string, unknown> {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string')
      return references(value).some(ref => ref.scope === 'steps') ? value : displayDeep(value, frame.scope, frame.secretParams);
    if (Array.isArray(value))
      return value.map(walk);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  return walk(args) as Record<string, unknown>;
}

function aliasOf(step: ActionStep): string | undefined {
  const raw = step.args.selector;
  if (typeof raw !== 'string')
    return undefined;
  const refs = references(raw);
  const only = refs.length === 1 && refs[0].start === 0 && refs[0].end === raw.length ? refs[0] : undefined;
  return only?.scope === 'selectors' && only.segments.length === 2 ? only.segments[1] : undefined;
}
