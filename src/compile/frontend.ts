/** The compiler's real front end: src/spec parses, src/steps plans, src/registry checks `run` steps. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Location, SpecError, SpecStep } from '../spec/model.ts';
import { parseSpec, type ParseSpecResult } from '../spec/index.ts';
import { planSpecStep } from '../steps/index.ts';
import type { StepPlan } from '../steps/plan.ts';
import { loadRegistry, validateActionCall, type ActionRegistry } from '../registry/index.ts';
import type { SpecFrontend } from './build.ts';
import { hashOf, readText } from './files.ts';

const srcRoot = path.resolve(import.meta.dirname, '..');
const SOURCE_EXTENSION = path.extname(import.meta.filename);

/** Folders whose code decides what a spec compiles to; their text is part of every output's hash. */
const COMPILER_FOLDERS = ['spec', 'steps', 'compile', 'report'];

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

/** A hash of the compiler's own sources, so a new specwright version regenerates every test. */
export function compilerFingerprint(): string {
  const parts: string[] = [];
  for (const folder of COMPILER_FOLDERS) {
    const dir = path.join(srcRoot, folder);
    let names: string[] = [];
    try {
      // `.ts` in the sources, `.js` in the built package (whose `.d.ts` files say nothing of what is generated).
      names = readdirSync(dir, { recursive: true }).map(String).filter(name => name.endsWith(SOURCE_EXTENSION)).sort();
    } catch {
      continue;
    }
    for (const name of names)
      parts.push(name, readText(path.join(dir, name)) ?? '');
  }
  return hashOf(...parts);
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
