/** The semantic layer of file validation (seed 002 §6.1.4): defaults, step actions, expressions, scopes, limits. */
import semver from 'semver';
import { defaultFits } from './params.ts';
import { dataPathOf, type DataPath, type YamlSource } from './source.ts';
import { checkStepArgs, isStepAction, STEP_ACTIONS } from './step-actions.ts';
import { nearest } from './suggest.ts';
import type { ActionDefinition, ActionStep, Diagnostic, DiagnosticCode, NamespaceDefinition } from './types.ts';
import { checkExpression, checkTemplate, references } from './vars.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import { validBound } from './version.ts';

export interface SemanticOptions {
  /** Most steps one action may hold, fallbacks included (default 100, seed 002 §4.4.8.2.2). */
  maxSteps?: number;
}

export function checkNamespace(def: NamespaceDefinition, source: YamlSource, options: SemanticOptions = {}): Diagnostic[] {
  const out: Diagnostic[] = [];
  checkCompatibility(def, source, out);
  for (const action of Object.values(def.actions))
    checkAction(action, source, options.maxSteps ?? DEFAULT_LIMITS.maxSteps, out);
  return out;
}

/** Every step of an action, fallbacks included, depth first. */
export function allSteps(steps: readonly ActionStep[]): ActionStep[] {
  return steps.flatMap(step => [step, ...allSteps(step.fallback ?? [])]);
}

function checkAction(action: ActionDefinition, source: YamlSource, maxSteps: number, out: Diagnostic[]): void {
  const base: DataPath = ['actions', action.name];
  const report = (code: DiagnosticCode, message: string, path: DataPath, offset?: number, suggestions?: string[]) =>
    out.push({ code, severity: 'error', message, action: action.fullName, location: source.locate(path, offset), ...(suggestions?.length ? { suggestions } : {}) });

  for (const [name, param] of Object.entries(action.params)) {
    if (param.type === 'enum' && !param.values?.length)
      report('SCHEMA_INVALID', `param "${name}" is an enum without "values"`, [...base, 'params', name]);
    if (!defaultFits(param))
      report('DEFAULT_TYPE_MISMATCH', `param "${name}": default ${JSON.stringify(param.default)} is not a ${param.type}${param.values ? ` of ${param.values.join('|')}` : ''}`, [...base, 'params', name, 'default']);
  }
  if (action.aliasOf && action.steps.length > 0)
    report('SCHEMA_INVALID', 'an alias_of action has no steps of its own', [...base, 'steps']);
  const count = allSteps(action.steps).length;
  if (count > maxSteps)
    report('MAX_STEPS_EXCEEDED', `${count} steps (fallbacks included) exceed max_steps ${maxSteps}`, [...base, 'steps']);

  const outputs = new Set<string>();
  const checkText = (text: string, path: DataPath, kind: 'template' | 'expression') => {
    const problems = kind === 'expression' ? checkExpression(text) : checkTemplate(text);
    for (const p of problems)
      report(p.code === 'EXPR_SCOPE' ? 'UNKNOWN_SCOPE' : 'EXPRESSION_INVALID', `${p.code}: ${p.message}`, path, p.position);
    if (problems.length)
      return;
    for (const ref of references(text)) {
      const name = ref.segments[1];
      if (ref.scope === 'params' && name !== undefined && !Object.hasOwn(action.params, name))
        report('UNKNOWN_VARIABLE', `"\${params.${name}}" is not a declared param`, path, ref.start, nearest(name, Object.keys(action.params)));
      if (ref.scope === 'steps' && name !== undefined && !outputs.has(name))
        report('UNKNOWN_OUTPUT', `"\${steps.${name}}" is not the output of an earlier step`, path, ref.start, nearest(name, outputs));
    }
  };
  const checkSteps = (steps: readonly ActionStep[]) => {
    for (const step of steps) {
      const path = dataPathOf(step) ?? base;
      if (!isStepAction(step.action)) {
        report('UNKNOWN_STEP_ACTION', `unknown step action "${step.action}"`, [...path, 'action'], undefined, nearest(step.action, Object.keys(STEP_ACTIONS)));
      } else {
        for (const problem of checkStepArgs(step.action, step.args))
          report('STEP_ARGS_INVALID', `${step.action}: ${problem}`, [...path, 'args']);
      }
      if (step.when !== undefined)
        checkText(step.when, [...path, 'when'], 'expression');
      walkStrings(step.args, [...path, 'args'], (text, at) => checkText(text, at, 'template'));
      if (step.onError === 'fallback' && !step.fallback)
        report('STEP_ARGS_INVALID', 'onError: fallback needs a "fallback" list', [...path, 'onError']);
      if (step.fallback)
        checkSteps(step.fallback);
      if (step.output)
        outputs.add(step.output);
    }
  };
  checkSteps(action.steps);
  for (const [key, template] of Object.entries(action.returns))
    checkText(template, [...base, 'returns', key], 'template');
  action.verify?.forEach((v, i) => {
    checkText(v.condition, [...base, 'verify', i, 'condition'], 'expression');
    checkText(v.message, [...base, 'verify', i, 'message'], 'template');
  });
}

function checkCompatibility(def: NamespaceDefinition, source: YamlSource, out: Diagnostic[]): void {
  const c = def.compatibility;
  if (!c)
    return;
  const at = (path: DataPath) => source.locate(['compatibility', ...path]);
  for (const [key, value] of [['min_version', c.minVersion], ['max_version', c.maxVersion]] as const) {
    if (value !== undefined && !validBound(value))
      out.push({ code: 'VERSION_PATTERN_INVALID', severity: 'error', message: `${key} "${value}" is not a version or a semver range`, location: at([key]) });
  }
  for (const pattern of Object.keys(c.versionOverrides ?? {})) {
    if (!semver.validRange(pattern))
      out.push({ code: 'VERSION_PATTERN_INVALID', severity: 'error', message: `version pattern "${pattern}" is not a semver range (e.g. 4.x, >=4.2.0, ~4.2.0, ^4.2.0)`, location: source.locateKey(['compatibility', 'version_overrides', pattern]) });
  }
}

function walkStrings(value: unknown, path: DataPath, visit: (text: string, path: DataPath) => void): void {
  if (typeof value === 'string')
    visit(value, path);
  else if (Array.isArray(value))
    value.forEach((v, i) => walkStrings(v, [...path, i], visit));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value))
      walkStrings(v, [...path, k], visit);
}
