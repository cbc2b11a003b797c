/** One spec through the front half of the pipeline: parse → plan steps → check, collecting every error. */
import type { Location, Spec, SpecError, SpecStep } from '../spec/model.ts';
import { formatSpecError } from '../spec/model.ts';
import type { StepPlan } from '../steps/plan.ts';
import { isActionToolName } from '../common/calls.ts';
import type { CompiledScenario, CompiledSpec, CompiledStep, SpecMetadata } from './model.ts';
import { compileCall } from './targets.ts';
import type { PackedTarget } from '../locator/parsed.ts';

/** The parts of src/spec, src/steps and src/registry the compiler calls; injectable for tests. */
export interface SpecFrontend {
  /** `env` lists the environment variables the parse read (`{{VAR}}` is substituted at parse time). */
  parse(file: string, source: string): { spec?: Spec; errors: SpecError[]; env?: string[] };
  plan(step: SpecStep, options: { modelConfigured: boolean }): { plans: StepPlan[]; error?: SpecError };
  /** Compile-time checks of one planned step (a `run` step's action and params); undefined when fine. */
  check?(plan: StepPlan, step: SpecStep): SpecError | undefined;
  /** A hash of the registry's action files; part of the key of every spec with a `run` step. */
  registryKey?(): string;
}

export interface BuildOptions {
  modelConfigured: boolean;
}

export interface BuiltSpec {
  spec: CompiledSpec;
  scenarios: CompiledScenario[];
  metadata: SpecMetadata;
  /** Errors no step can carry: each becomes a failing test at its location. */
  failures: { title: string; location: Location; message: string }[];
  errors: SpecError[];
  /** Other files the spec read (includes), root-relative. */
  deps: string[];
  /** Has a `run` step, so its output depends on the registry's actions too. */
  usesRegistry: boolean;
  /** Environment variables whose values the output depends on. */
  env: string[];
}

export function buildSpec(file: string, source: string, frontend: SpecFrontend, options: BuildOptions): BuiltSpec {
  const parsed = frontend.parse(file, source);
  if (!parsed.spec)
    return { ...unparsable(file, parsed.errors), env: parsed.env ?? [] };
  const errors = [...parsed.errors];
  const spec = parsed.spec;
  const steps: CompiledStep[] = [];
  const targets: Record<string, PackedTarget> = {};
  const planOne = (step: SpecStep): number => {
    const compiled = compileStep(step, frontend, options, errors, targets);
    steps.push(compiled);
    return steps.length - 1;
  };
  // Front matter `url:` opens the page before anything else, as a step of its own at the top of the file.
  const opening = spec.url ? [steps.push({ text: `Open ${spec.url}`, location: { file, line: 1, column: 1 }, calls: [{ tool: 'navigate', args: { url: spec.url } }] }) - 1] : [];
  const background = [...opening, ...spec.background.map(planOne)];
  const scenarios = spec.scenarios.map(scenario => ({
    name: scenario.name,
    location: scenario.location,
    tags: scenario.tags,
    steps: [...background, ...scenario.steps.map(planOne)],
  }));
  const failures = attachToSteps(parsed.errors, steps).map(error => ({
    title: `${spec.title || file} (${error.code})`,
    location: error.location,
    message: formatSpecError(error),
  }));
  return {
    spec: { file, title: spec.title || file, vars: spec.vars, secrets: spec.secrets, allow: spec.allow, ...(spec.allowedDomains ? { allowedDomains: spec.allowedDomains } : {}), ...(spec.url ? { url: spec.url } : {}), ...(spec.session ? { session: spec.session } : {}), ...(spec.saveSession ? { saveSession: spec.saveSession } : {}), steps, targets },
    scenarios,
    metadata: { file: spec.file, description: spec.description || undefined, feature: spec.feature, story: spec.story, severity: spec.severity, tags: spec.tags, ...(spec.labels ? { labels: spec.labels } : {}) },
    failures,
    errors,
    deps: dependenciesOf(file, spec),
    usesRegistry: steps.some(step => step.calls.some(call => isActionToolName(call.tool))),
    env: parsed.env ?? [],
  };
}

/** plan steps + check: a step that cannot compile keeps its place and fails there at run time. */
function compileStep(step: SpecStep, frontend: SpecFrontend, options: BuildOptions, errors: SpecError[], targets: Record<string, PackedTarget>): CompiledStep {
  const compiled: CompiledStep = { text: step.text, location: step.location, calls: [], ...(step.includedFrom ? { includedFrom: step.includedFrom } : {}), ...(step.optional ? { optional: true } : {}) };
  const planned = frontend.plan(step, options);
  // An explicit `ai:` / `aiAssert:` step compiles without a model: the test that reaches it is skipped ("needs a model").
  let error = planned.error;
  for (const plan of error ? [] : planned.plans) {
    error = frontend.check?.(plan, step);
    if (error)
      break;
  }
  const calls = error ? [] : planned.plans.map(compileCall);
  const unreadable = calls.find(call => !call.ok);
  if (!error && unreadable && !unreadable.ok)
    error = { code: 'TARGET_INVALID', message: `step ${JSON.stringify(step.text)}: ${unreadable.message}`, location: step.location };
  if (error) {
    errors.push(error);
    compiled.error = formatSpecError(error);
  } else {
    compiled.calls = calls.flatMap(call => (call.ok ? [call.call] : []));
    for (const call of calls)
      if (call.ok)
        Object.assign(targets, call.targets);
  }
  return compiled;
}

/** Parse errors located on a step become that step's error; the rest are returned. */
function attachToSteps(parseErrors: readonly SpecError[], steps: CompiledStep[]): SpecError[] {
  const rest: SpecError[] = [];
  for (const error of parseErrors) {
    const step = steps.find(s => s.location.file === error.location.file && s.location.line === error.location.line);
    if (step)
      step.error = step.error ? `${step.error}\n${formatSpecError(error)}` : formatSpecError(error);
    else
      rest.push(error);
  }
  return rest;
}

/** A spec that does not parse at all still yields one failing test, so the report shows it. */
function unparsable(file: string, errors: SpecError[]): BuiltSpec {
  const location = errors[0]?.location ?? { file, line: 1, column: 1 };
  const message = errors.map(formatSpecError).join('\n') || `${file}:1:1 spec did not parse`;
  return {
    spec: { file, title: file, vars: {}, secrets: [], allow: [], steps: [], targets: {} },
    scenarios: [],
    metadata: { file, tags: [] },
    failures: [{ title: `${file} (${errors[0]?.code ?? 'SPEC_SCHEMA_INVALID'})`, location, message }],
    errors,
    deps: [],
    usesRegistry: false,
    env: [],
  };
}

function dependenciesOf(file: string, spec: Spec): string[] {
  const files = new Set<string>(spec.includes ?? []);
  for (const step of [...spec.background, ...spec.scenarios.flatMap(s => s.steps)]) {
    if (step.location.file !== file)
      files.add(step.location.file);
  }
  return [...files].sort();
}
