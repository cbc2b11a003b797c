/**
 * Variables in step text. `{{VAR}}` (AutoQA) is substituted from the environment at parse time, except secrets, which
 * become `${env.VAR}` so their values never reach a step title. `${vars.x}`, `${env.X}`, `${secrets.X}` stay for the
 * runtime's interpolation; `${vars.x}` must name a declared var.
 */
import type { SpecError } from './model.ts';
import type { RawStep } from './source.ts';

/** Env var names whose values are secret even when `secrets:` does not list them. */
export const SECRET_NAME = /PASSWORD|PASSWD|SECRET|TOKEN|KEY|CREDENTIAL|PRIVATE/i;

export interface VariableContext {
  env: Record<string, string | undefined>;
  vars: Record<string, unknown>;
  /** Names of secret env vars; grows as steps reveal more. */
  secrets: Set<string>;
  errors: SpecError[];
}

const TEMPLATE = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;
const REFERENCE = /\$\{\s*(vars|env|secrets)\.([^}\s]+)\s*\}/g;

/** The step's text with `{{VAR}}` resolved; undefined variables are reported at their own line and column. */
export function resolveText(step: RawStep, ctx: VariableContext): string {
  for (const m of step.raw.matchAll(REFERENCE)) checkReference(m[1], m[2], step, step.offset + m.index, ctx);
  return step.raw.replace(TEMPLATE, (whole, name: string, at: number) => {
    const source = envName(name, ctx.env);
    if (ctx.secrets.has(name) || SECRET_NAME.test(name) || AUTOQA_SECRETS.has(name)) {
      ctx.secrets.add(source);
      if (ctx.env[source] === undefined) undefinedVar(`{{${name}}}`, step, at, ctx);
      return `\${env.${source}}`;
    }
    const value = ctx.env[source];
    if (value === undefined) {
      // No base URL of its own: the test's baseURL applies, as to any path ("{{BASE_URL}}/login" → "/login").
      if (BASE_URLS.has(name)) return '';
      undefinedVar(`{{${name}}}`, step, at, ctx);
      return whole;
    }
    return value;
  });
}

/** AutoQA-Agent's own environment names: `{{X}}` reads `AUTOQA_X`, then `X`. */
function envName(name: string, env: Record<string, string | undefined>): string {
  return env[`AUTOQA_${name}`] !== undefined ? `AUTOQA_${name}` : name;
}

/** AutoQA's credentials are secrets whatever their names look like. */
const AUTOQA_SECRETS = new Set(['USERNAME', 'PASSWORD']);
/** AutoQA's base URLs; unset, they fall back to the Playwright project's baseURL. */
const BASE_URLS = new Set(['BASE_URL', 'LOGIN_BASE_URL']);

/** The same checks and substitutions inside every string of a structured step. */
export function resolveStructured(value: unknown, step: RawStep, ctx: VariableContext): unknown {
  if (typeof value === 'string') return resolveText({ ...step, raw: value, offset: locateIn(step, value) }, ctx);
  if (Array.isArray(value)) return value.map(v => resolveStructured(v, step, ctx));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveStructured(v, step, ctx)]));
  return value;
}

function checkReference(scope: string, name: string, step: RawStep, offset: number, ctx: VariableContext): void {
  if (scope === 'secrets' || (scope === 'env' && SECRET_NAME.test(name))) ctx.secrets.add(name.split('.')[0]);
  if (scope !== 'vars') return;
  let current: unknown = ctx.vars;
  for (const part of name.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, part)) {
      ctx.errors.push({
        code: 'SPEC_VAR_UNDEFINED',
        message: `\${vars.${name}} is not declared; add it under "vars:"`,
        location: step.index.locate(offset),
      });
      return;
    }
    current = (current as Record<string, unknown>)[part];
  }
}

function undefinedVar(text: string, step: RawStep, at: number, ctx: VariableContext): void {
  const name = text.slice(2, -2);
  ctx.errors.push({ code: 'SPEC_VAR_UNDEFINED', message: `${text} is not set in the environment; export AUTOQA_${name} or ${name}`, location: step.index.locate(step.offset + at) });
}

/** Where a structured step's string sits in the source, when it can be found after the step's start. */
function locateIn(step: RawStep, value: string): number {
  const at = step.index.text.indexOf(value, step.offset);
  return at >= 0 && at - step.offset < 2000 ? at : step.offset;
}
