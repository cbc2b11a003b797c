/** Executes an action (seed 002 §6.3.2): look up → validate params → version → steps → verify → returns. */
import { validateParams } from './params.ts';
import { MASK, Redactor } from './redact.ts';
import type { ActionRegistry } from './registry.ts';
import { resolveLimits } from './limits.ts';
import type { RegistryDriver } from './driver.ts';
import { actionError, type ExecuteOptions, type Frame, type Outcome, type RunState } from './run-state.ts';
import { SelectorCache } from './selectors.ts';
import { runSteps } from './step-runner.ts';
import { formatDebugHeader } from './trace.ts';
import type { ActionError, ActionResult, SelectorDefinition } from './types.ts';
import { applyOverrides, hasDetection, incompatibility, normalizeVersion } from './version.ts';
import { condition, displayDeep, exprMessage, resolveDeep, type Scope } from './vars.ts';

const caches = new WeakMap<ActionRegistry, SelectorCache>();

/** Runs `name` with `params` on `driver` (undefined is allowed only for dry runs). Never throws. */
export async function execute(registry: ActionRegistry, driver: RegistryDriver | undefined, name: string, params: Record<string, unknown>, options: ExecuteOptions = {}): Promise<ActionResult> {
  const started = Date.now();
  const limits = resolveLimits(options.limits);
  const state: RunState = {
    registry,
    driver,
    options: { ...options, dryRun: options.dryRun || !driver },
    limits,
    deadline: started + limits.actionTimeout,
    redactor: new Redactor(),
    trace: [],
    plan: [],
    warnings: [],
    cache: options.selectorCache ?? cacheOf(registry),
    versions: new Map(),
    log: () => {},
  };
  const sink = options.debug ? options.log : undefined;
  // Every debug line passes the redactor: secret values learned so far never reach the sink.
  if (sink)
    state.log = line => sink(state.redactor.text(line));
  for (const value of Object.values(options.secrets ?? {}))
    state.redactor.add(value);
  let outcome: Outcome<Record<string, unknown>>;
  try {
    outcome = await invoke(state, name, params, 0, '', undefined);
  } catch (error) {
    // Nothing below should throw; if it does, it is a bug reported as a value, not a crash of the spec.
    outcome = { ok: false, error: actionError('STEP_FAILED', `internal error: ${(error as Error).message}`, name) };
  }
  const result: ActionResult = {
    success: outcome.ok,
    // Returned data is output like the rest: a secret a `returns` echoes reads *** too.
    ...(outcome.ok ? { data: state.redactor.apply(outcome.data) } : { error: state.redactor.apply(outcome.error) }),
    trace: state.redactor.apply(state.trace),
    warnings: state.redactor.apply(state.warnings),
    durationMs: Date.now() - started,
    ...(state.options.dryRun ? { plan: state.redactor.apply(state.plan) } : {}),
  };
  return result;
}

/** One action at `depth`; nested `run` steps come back here with depth + 1 (seed 002 §6.3.8). */
export async function invoke(state: RunState, name: string, rawParams: Record<string, unknown>, depth: number, prefix: string, fromNamespace: string | undefined): Promise<Outcome<Record<string, unknown>>> {
  if (depth >= state.limits.maxDepth)
    return fail(actionError('MAX_DEPTH_EXCEEDED', `run depth ${depth + 1} exceeds max_depth ${state.limits.maxDepth} (calling ${name})`, name, { details: { maxDepth: state.limits.maxDepth } }));
  const found = state.registry.lookup(name, fromNamespace);
  if (!found) {
    const suggestions = state.registry.suggest(name);
    return fail(actionError('ACTION_NOT_FOUND', `no action "${name}"`, name, suggestions.length ? { suggestion: `did you mean ${suggestions.join(', ')}?` } : {}));
  }
  const { action } = found;
  state.warnings.push(...found.warnings);
  state.log(formatDebugHeader('Loading action', `${action.fullName}${found.via.length ? ` (via ${found.via.join(' → ')})` : ''} from ${action.sourcePath}`));

  const base = baseScope(state);
  let params: Record<string, unknown>;
  try {
    params = depth === 0 ? resolveDeep(rawParams, base) : rawParams;
  } catch (error) {
    return fail(actionError('PARAM_INVALID', exprMessage(error) ?? String(error), action.fullName));
  }
  const checked = validateParams(action, params);
  const secretParams = new Set(Object.entries(action.params).filter(([, p]) => p.secret).map(([k]) => k));
  for (const key of secretParams)
    state.redactor.add(checked.values[key] ?? params[key]);
  const problem = checked.diagnostics[0];
  if (problem)
    return fail(actionError(problem.code === 'PARAM_REQUIRED' ? 'PARAM_REQUIRED' : 'PARAM_INVALID', problem.message, action.fullName, problem.suggestions ? { suggestion: `did you mean ${problem.suggestions.join(', ')}?` } : {}));

  const selectors = await versionedSelectors(state, action.namespace);
  if (!selectors.ok)
    return fail({ ...selectors.error, action: action.fullName });
  const scope: Scope = { ...base, params: checked.values, selectors: primaries(selectors.data), steps: {} };
  const shownParams = Object.fromEntries(Object.entries(checked.values).map(([k, v]) => [k, secretParams.has(k) ? MASK : v]));
  state.log(formatDebugHeader('Resolved params', displayDeep(shownParams, scope, secretParams)));

  const frame: Frame = { action, scope, secretParams, selectors: selectors.data, depth, executed: 0 };
  const stepsError = await runSteps(state, frame, action.steps, prefix);
  if (stepsError)
    return fail(stepsError);
  if (state.options.dryRun)
    return { ok: true, data: {} };
  for (const [i, check] of (action.verify ?? []).entries()) {
    let passed: boolean;
    try {
      passed = condition(check.condition, scope);
    } catch (error) {
      return fail(actionError('EXPRESSION_ERROR', `verify ${i + 1}: ${exprMessage(error) ?? String(error)}`, action.fullName));
    }
    if (!passed)
      return fail(actionError('VERIFY_FAILED', String(displayDeep(check.message, scope, secretParams)), action.fullName, { details: { condition: check.condition } }));
  }
  try {
    return { ok: true, data: resolveDeep({ ...action.returns }, scope) };
  } catch (error) {
    return fail(actionError('EXPRESSION_ERROR', `returns: ${exprMessage(error) ?? String(error)}`, action.fullName));
  }
}

/** Selectors of a namespace after version overrides; VERSION_INCOMPATIBLE outside min/max. */
async function versionedSelectors(state: RunState, namespace: string): Promise<Outcome<Record<string, SelectorDefinition>>> {
  const ns = state.registry.namespaces.get(namespace);
  if (!ns)
    return { ok: true, data: {} };
  if (!state.versions.has(namespace)) {
    let version = normalizeVersion(state.options.version);
    if (!version && state.driver && !state.options.dryRun && state.options.detectVersion !== false && hasDetection(ns.compatibility))
      version = normalizeVersion(await state.driver.readVersion(ns.compatibility!, { timeout: Math.min(state.limits.stepTimeout, 5_000) }));
    state.versions.set(namespace, version);
    state.log(formatDebugHeader('Version', `${namespace}: ${version ?? 'unknown'}`));
  }
  const version = state.versions.get(namespace) ?? null;
  const why = version ? incompatibility(version, ns.compatibility) : undefined;
  if (why)
    return fail(actionError('VERSION_INCOMPATIBLE', why, namespace, { details: { version, minVersion: ns.compatibility?.minVersion, maxVersion: ns.compatibility?.maxVersion } }));
  const { selectors, matched } = applyOverrides(ns, version);
  if (matched.length)
    state.log(formatDebugHeader('Version overrides', matched.join(', ')));
  return { ok: true, data: selectors };
}

function baseScope(state: RunState): Scope {
  return {
    params: {},
    env: state.options.env ?? process.env,
    selectors: {},
    steps: {},
    vars: state.options.vars ?? {},
    secrets: state.options.secrets ?? {},
  };
}

function primaries(selectors: Record<string, SelectorDefinition>): Record<string, string> {
  return Object.fromEntries(Object.entries(selectors).map(([k, v]) => [k, typeof v === 'string' ? v : v.primary]));
}

function cacheOf(registry: ActionRegistry): SelectorCache {
  let cache = caches.get(registry);
  if (!cache) {
    cache = new SelectorCache();
    caches.set(registry, cache);
  }
  return cache;
}

function fail(error: ActionError): { ok: false; error: ActionError } {
  return { ok: false, error };
}
