/**
 * A registry action call → the tool calls its steps make, decided as far as the spec's own words
 * decide them: `when:` on params is evaluated now, selector aliases become their candidates.
 * What only the page can decide (a version-dependent alias, a condition on a step's output, a
 * secret's value) is refused, so the caller leaves the step as test.fixme instead of guessing.
 */
import type { ActionToolName, ToolCall } from '../common/calls.ts';
import type { ActionRegistry } from '../registry/index.ts';
import { validateParams } from '../registry/params.ts';
import { candidates } from '../registry/selectors.ts';
import { isStepAction, selectorToTarget, toStepPlan } from '../registry/step-actions.ts';
import type { ActionDefinition, ActionStep, SelectorDefinition } from '../registry/types.ts';
import { condition, references, resolveDeep, type Scope } from '../registry/vars.ts';
import { toolCallFor } from '../steps/calls.ts';
import { isDynamic } from './values.ts';

/** One step of an action, as a tool call; `target` may be a list of alternatives (an alias's primary and fallbacks). */
export interface InlineStep {
  /** `common:login step 2: fill` */
  title: string;
  /** Its place in the action as the executor numbers it (`2`, `2.1` in a nested action, `1/fallback.1`): how a lock file names it. */
  path: string;
  call: ToolCall;
  /**
   * The target is a selector alias that versions of the component library override: only the page
   * tells which applies. The step is written only with the target the lock file recorded, one of these.
   */
  pageDecides?: { reason: string; candidates: string[] };
  /** `onError: continue`: a failure of this step does not fail the action. */
  mayFail?: true;
  /** Steps run instead when this one fails. */
  fallback?: InlineStep[];
}

export type Expansion = { ok: true; action: ActionDefinition; steps: InlineStep[] } | { ok: false; reason: string };

/** Deep enough for any sensible action; the registry's own limit refuses deeper ones at run time. */
const MAX_DEPTH = 8;

export function expandAction(registry: ActionRegistry, name: ActionToolName, params: Record<string, unknown>, depth = 0, fromNamespace?: string, prefix = ''): Expansion {
  if (depth > MAX_DEPTH)
    return { ok: false, reason: `${name}: actions nest deeper than ${MAX_DEPTH}` };
  const found = registry.lookup(name, fromNamespace);
  if (!found)
    return { ok: false, reason: `no registry action "${name}"` };
  const action = found.action;
  if (action.verify?.length)
    return { ok: false, reason: `${action.fullName} verifies its outcome with expressions, which are not exported` };
  const checked = validateParams(action, params);
  const bad = checked.diagnostics.find(d => d.severity === 'error');
  if (bad)
    return { ok: false, reason: `${action.fullName}: ${bad.message}` };
  const namespace = registry.namespaces.get(action.namespace);
  const selectors = namespace?.selectors ?? {};
  const overrides = Object.values(namespace?.compatibility?.versionOverrides ?? {});
  const versioned = new Map<string, string[]>();
  for (const override of overrides) {
    for (const [alias, definition] of Object.entries(override.selectors ?? {}))
      versioned.set(alias, [...(versioned.get(alias) ?? candidates(selectors[alias] ?? definition).map(selectorToTarget)), ...candidates(definition).map(selectorToTarget)]);
  }
  const scope: Scope = { params: checked.values, env: {}, secrets: {}, vars: {}, steps: {}, selectors: primaries(selectors) };
  const context: ExpandContext = { registry, action, scope, selectors, versioned, depth };
  const steps: InlineStep[] = [];
  for (const [index, step] of action.steps.entries()) {
    const expanded = expandStep(step, `${action.fullName} step ${index + 1}`, `${prefix}${index + 1}`, context);
    if (!expanded.ok)
      return expanded;
    steps.push(...expanded.steps);
  }
  return { ok: true, action, steps };
}

interface ExpandContext {
  registry: ActionRegistry;
  action: ActionDefinition;
  scope: Scope;
  selectors: Record<string, SelectorDefinition>;
  /** Aliases some version of the component library overrides, with every version's candidates: which one applies is read from the page. */
  versioned: Map<string, string[]>;
  depth: number;
}

type Steps = { ok: true; steps: InlineStep[] } | { ok: false; reason: string };

function expandStep(step: ActionStep, title: string, path: string, context: ExpandContext): Steps {
  const owner = context.action.fullName;
  if (step.when !== undefined) {
    const decided = decide(step.when, context);
    if (typeof decided === 'string')
      return { ok: false, reason: `${title}: ${decided}` };
    if (!decided)
      return { ok: true, steps: [] };
  }
  let args: Record<string, unknown>;
  try {
    args = resolveDeep(step.args, context.scope);
  } catch (error) {
    return { ok: false, reason: `${title}: ${(error as Error).message}` };
  }
  if (step.action === 'run') {
    const nested = expandAction(context.registry, String(args.action) as ActionToolName, (args.params ?? {}) as Record<string, unknown>, context.depth + 1, context.action.namespace, `${path}.`);
    return nested.ok ? { ok: true, steps: nested.steps } : nested;
  }
  if (!isStepAction(step.action) || ['snapshot', 'find', 'eval', 'fail'].includes(step.action))
    return { ok: false, reason: `${title}: the "${step.action}" step of ${owner} is not exported` };
  const target = targetOf(step, args, context);
  if (typeof target === 'string')
    return { ok: false, reason: `${title}: ${target}` };
  const pageDecides = target && !Array.isArray(target) ? target : undefined;
  const resolved: Record<string, unknown> = { ...args };
  delete resolved.selector;
  if (target)
    resolved.target = Array.isArray(target) ? target[0] : target.candidates[0];
  const plan = toStepPlan(step.action, resolved);
  if (typeof plan === 'string')
    return { ok: false, reason: `${title}: ${plan}` };
  const call = toolCallFor(plan);
  if (!call.ok)
    return { ok: false, reason: `${title}: ${call.error.message}` };
  if (Array.isArray(target) && target.length > 1)
    call.data.args.target = target;
  const inline: InlineStep = { title: `${title}: ${step.action}`, path, call: call.data, ...(pageDecides ? { pageDecides } : {}) };
  if (step.onError === 'continue')
    inline.mayFail = true;
  if (step.fallback?.length) {
    const fallback: InlineStep[] = [];
    for (const [i, other] of step.fallback.entries()) {
      const expanded = expandStep(other, `${title} fallback ${i + 1}`, `${path}/fallback.${i + 1}`, context);
      if (!expanded.ok)
        return expanded;
      fallback.push(...expanded.steps);
    }
    inline.fallback = fallback;
  }
  return { ok: true, steps: [inline] };
}

/** A condition on params whose values the spec wrote out is decided now; anything else only the run can decide. */
function decide(expression: string, context: ExpandContext): boolean | string {
  for (const ref of references(expression)) {
    if (ref.scope !== 'params')
      return `its condition "${expression}" reads ${ref.scope}, known only when the test runs`;
    const value = context.scope.params[ref.segments[1] ?? ''];
    if (typeof value === 'string' && isDynamic(value))
      return `its condition "${expression}" reads a param set from a variable, known only when the test runs`;
  }
  try {
    return condition(expression, context.scope);
  } catch (error) {
    return `its condition "${expression}" cannot be decided: ${(error as Error).message}`;
  }
}

/** The step's target descriptions: one, or an alias's candidates in order; a version-dependent alias's candidates of every version; undefined when the step has none. */
function targetOf(step: ActionStep, args: Record<string, unknown>, context: ExpandContext): string[] | InlineStep['pageDecides'] | string {
  const raw = step.args.selector;
  if (typeof raw !== 'string')
    return typeof args.target === 'string' ? [args.target] : undefined;
  const refs = references(raw);
  const only = refs.length === 1 && refs[0].start === 0 && refs[0].end === raw.length ? refs[0] : undefined;
  const alias = only?.scope === 'selectors' && only.segments.length === 2 ? only.segments[1] : undefined;
  const versions = alias !== undefined ? context.versioned.get(alias) : undefined;
  if (versions)
    return { reason: `the selector "${alias}" differs between versions of the component library, which only the page tells`, candidates: [...new Set(versions)] };
  const definition = alias !== undefined ? context.selectors[alias] : undefined;
  if (definition !== undefined)
    return candidates(definition).map(selectorToTarget);
  return [selectorToTarget(String(args.selector))];
}

function primaries(selectors: Record<string, SelectorDefinition>): Record<string, string> {
  return Object.fromEntries(Object.entries(selectors).map(([k, v]) => [k, typeof v === 'string' ? v : v.primary]));
}
