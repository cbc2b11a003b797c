/** Run-time parameter validation (seed 002 §6.1.7 validateParams): types, enum values, required, defaults. */
import type { ActionDefinition, ActionParam, Diagnostic } from './types.ts';
import { nearest } from './suggest.ts';

export interface ParamCheck {
  /** Params with defaults applied and strings coerced to their declared types. */
  values: Record<string, unknown>;
  diagnostics: Diagnostic[];
}

/**
 * Checks call params against the action's declaration. Strings are coerced to the declared type
 * (`"3"` → 3, `"true"` → true, JSON for arrays/objects), since specs and the CLI pass text.
 * Values that are still templates (`${env.X}`) are accepted as they are: they resolve at run time.
 */
export function validateParams(action: ActionDefinition, input: Record<string, unknown>): ParamCheck {
  const diagnostics: Diagnostic[] = [];
  const values: Record<string, unknown> = {};
  const problem = (code: Diagnostic['code'], message: string, suggestions?: string[]) =>
    diagnostics.push({ code, severity: 'error', message, action: action.fullName, ...(suggestions?.length ? { suggestions } : {}) });

  for (const name of Object.keys(input)) {
    if (!Object.hasOwn(action.params, name))
      problem('PARAM_UNKNOWN', `${action.fullName} has no param "${name}" (params: ${Object.keys(action.params).join(', ') || 'none'})`, nearest(name, Object.keys(action.params)));
  }
  for (const [name, param] of Object.entries(action.params)) {
    const given = Object.hasOwn(input, name) ? input[name] : undefined;
    if (given === undefined || given === null) {
      if (param.default !== undefined)
        values[name] = param.default;
      else if (param.required)
        problem('PARAM_REQUIRED', `${action.fullName} needs param "${name}"${param.description ? ` (${param.description})` : ''}`);
      continue;
    }
    const coerced = coerceParam(param, given);
    if (!coerced.ok)
      problem('PARAM_INVALID', `${action.fullName} param "${name}": ${coerced.message}`);
    else
      values[name] = coerced.value;
  }
  return { values, diagnostics };
}

export function coerceParam(param: ActionParam, value: unknown): { ok: true; value: unknown } | { ok: false; message: string } {
  if (typeof value === 'string' && /\$\{[^}]*\}/.test(value))
    return { ok: true, value };
  const shown = param.secret ? '***' : JSON.stringify(value);
  switch (param.type) {
    case 'string':
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? { ok: true, value: String(value) }
        : { ok: false, message: `expected a string, got ${shown}` };
    case 'number': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      return Number.isFinite(n) ? { ok: true, value: n } : { ok: false, message: `expected a number, got ${shown}` };
    }
    case 'boolean':
      if (typeof value === 'boolean')
        return { ok: true, value };
      if (value === 'true' || value === 'false')
        return { ok: true, value: value === 'true' };
      return { ok: false, message: `expected true or false, got ${shown}` };
    case 'enum': {
      const text = typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
      return text !== undefined && (param.values ?? []).includes(text)
        ? { ok: true, value: text }
        : { ok: false, message: `expected one of ${(param.values ?? []).map(v => JSON.stringify(v)).join(', ')}, got ${shown}` };
    }
    case 'array':
    case 'object': {
      const parsed = typeof value === 'string' ? parseJson(value) : value;
      const fits = param.type === 'array' ? Array.isArray(parsed) : !!parsed && typeof parsed === 'object' && !Array.isArray(parsed);
      return fits ? { ok: true, value: parsed } : { ok: false, message: `expected ${param.type === 'array' ? 'an array' : 'an object'}, got ${shown}` };
    }
  }
}

/** Does a declared default fit its declared type? (semantic layer, seed 002 §6.1.4) */
export function defaultFits(param: ActionParam): boolean {
  if (param.default === undefined)
    return true;
  const v = param.default;
  switch (param.type) {
    case 'string': return typeof v === 'string';
    case 'number': return typeof v === 'number';
    case 'boolean': return typeof v === 'boolean';
    case 'enum': return typeof v === 'string' && (param.values ?? []).includes(v);
    case 'array': return Array.isArray(v);
    case 'object': return !!v && typeof v === 'object' && !Array.isArray(v);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
