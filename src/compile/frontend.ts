/** The compiler's real front end: src/spec parses, src/steps plans, src/registry checks `run` steps. */
import path from 'node:path';
import type { Location, SpecError, SpecStep } from '../spec/model.ts';
import { parseSpec, type ParseSpecResult } from '../spec/index.ts';
import { planSpecStep } from './plan-step.ts';
import type { StepPlan } from '../steps/plan.ts';
import { loadRegistry, validateActionCall, type ActionRegistry } from '../registry/index.ts';
import type { SpecFrontend } from './build.ts';
import { hashOf, readText } from './files.ts';
import { importClosure } from './import-graph.ts';

const srcRoot = path.resolve(import.meta.dirname, '..');
const SOURCE_EXTENSION = path.extname(import.meta.filename);

export function defaultFrontend(root: string): SpecFrontend {
  let registry: ActionRegistry | undefined;
  let registryKey: string | undefined;
  // Loaded on the first `run` step only: specs without one never pay for reading the actions.
  const actions = () => (registry ??= loadRegistry({ cwd: root }).registry);
  return {
    parse: (file, source) => {
      const env = recordingEnv();
      const parsed = parseSpec(file, source, { root, env: env.values });
      return { ...rootRelative(parsed, root), env: [...env.read].sort() };
    },
    plan: (step, options) => planSpecStep(step, options),
    check: (plan, step) => (plan.action === 'run' ? checkRun(actions(), plan, step) : undefined),
    registryKey: () => (registryKey ??= hashOf(...actions().files.flatMap(loaded => [loaded.file, readText(loaded.file) ?? '']))),
  };
}

/**
 * A hash of every source file the compiler's output depends on: this file and everything it imports,
 * transitively, with the code generator. A change anywhere in that graph regenerates every test; a
 * change elsewhere (a tool, the locator) does not, since generated files embed plans, not code.
 */
export function compilerFingerprint(): string {
  // `.ts` in the sources, `.js` in the built package (where relative imports are rewritten to `.js` too).
  const entries = [import.meta.filename, ...['codegen', 'build'].map(name => path.join(import.meta.dirname, name + SOURCE_EXTENSION))];
  return hashOf(...[...importClosure(entries)].flatMap(([file, text]) => [path.relative(srcRoot, file), text]));
}

/** Included files come back with absolute paths; messages and generated code show them from the root. */
function rootRelative(parsed: ParseSpecResult, root: string): ParseSpecResult {
  const relative = (location: Location): Location => {
    const file = path.isAbsolute(location.file) ? path.relative(root, location.file) : location.file;
    return file.startsWith('..') ? location : { ...location, file: file.split(path.sep).join('/') };
  };
  const steps = (list: SpecStep[]) => list.map(step => ({ ...step, location: relative(step.location), ...(step.includedFrom ? { includedFrom: relative(step.includedFrom) } : {}) }));
  const spec = parsed.spec && {
    ...parsed.spec,
    background: steps(parsed.spec.background),
    scenarios: parsed.spec.scenarios.map(scenario => ({ ...scenario, steps: steps(scenario.steps) })),
  };
  return { ...(spec ? { spec } : {}), errors: parsed.errors.map(error => ({ ...error, location: relative(error.location) })) };
}

/** process.env, noting what is read: `{{VAR}}` is substituted at parse time, so its value is part of the output. */
function recordingEnv(): { values: Record<string, string | undefined>; read: Set<string> } {
  const read = new Set<string>();
  const values = new Proxy(process.env, {
    get(target, name) {
      if (typeof name === 'string')
        read.add(name);
      return typeof name === 'string' ? target[name] : undefined;
    },
  });
  return { values, read };
}

/** The registry's compile-time check of a `run` step, as spec errors at the step. */
function checkRun(registry: ActionRegistry, plan: Extract<StepPlan, { action: 'run' }>, step: SpecStep): SpecError | undefined {
  const problem = validateActionCall(registry, plan.name, plan.params).find(d => d.severity === 'error');
  if (!problem)
    return undefined;
  return {
    code: problem.code === 'ACTION_NOT_FOUND' ? 'ACTION_UNKNOWN' : 'ACTION_PARAMS_INVALID',
    message: `${plan.name}: ${problem.code}: ${problem.message}`,
    location: step.location,
    ...(problem.suggestions?.length ? { suggestions: problem.suggestions } : {}),
  };
}
