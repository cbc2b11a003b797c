/** Structured YAML steps → StepPlans, 1:1 (an `expect:` with several checks gives one plan per check). */
import { waitForLoadPlan, type LoadState, type StepPlan, type TextMatch } from './plan.ts';
import { DURATION, RUN_PARAMS_SCHEMA, STRUCTURED_KEYS, STRUCTURED_STEP_SCHEMAS, type StructuredKey } from './structured-schema.ts';
import { parseDuration, parseKey } from './words.ts';
import { parseTarget } from '../locator/parse.ts';

export type StructuredResult =
  | { ok: true; plans: StepPlan[] }
  | { ok: false; error: { code: 'STEP_INVALID'; message: string; path: Array<string | number> } };

/** Validates one structured step and maps it to plans; `path` in an error points into the step object. Never throws. */
export function planStructured(step: Record<string, unknown>): StructuredResult {
  const keys = Object.keys(step);
  const actions = keys.filter((k): k is StructuredKey => (STRUCTURED_KEYS as string[]).includes(k));
  const extra = keys.filter(k => !(STRUCTURED_KEYS as string[]).includes(k) && !(k === 'with' && actions[0] === 'run'));
  if (actions.length !== 1 || extra.length) {
    const bad = extra[0] ?? actions[1] ?? keys[0];
    const message = actions.length > 1
      ? `a structured step has exactly one action key; found ${actions.map(a => `"${a}"`).join(' and ')}`
      : `unknown step key ${JSON.stringify(bad ?? '')}; expected one of ${STRUCTURED_KEYS.join(', ')}`;
    return invalid(message, bad === undefined ? [] : [bad]);
  }
  const key = actions[0];
  const parsed = STRUCTURED_STEP_SCHEMAS[key].safeParse(step[key]);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return invalid(`${key}: ${issue.message}`, [key, ...issue.path.map(p => (typeof p === 'symbol' ? String(p) : p))]);
  }
  if (key === 'run') {
    const params = RUN_PARAMS_SCHEMA.safeParse(step.with ?? {});
    if (!params.success) return invalid('with: expected a map of parameter names to values', ['with']);
    return { ok: true, plans: [{ action: 'run', name: parsed.data as string, params: params.data }] };
  }
  if (key === 'include') return invalid('include steps are expanded while loading the spec', [key]);
  const plans = toPlans(key, parsed.data);
  return plans.length ? { ok: true, plans } : invalid(`${key}: nothing to do; name at least one check`, [key]);
}

function invalid(message: string, path: Array<string | number>): StructuredResult {
  return { ok: false, error: { code: 'STEP_INVALID', message, path } };
}

type Args = Record<string, unknown>;

function toPlans(key: Exclude<StructuredKey, 'run' | 'include'>, data: unknown): StepPlan[] {
  const args: Args = typeof data === 'object' && data !== null ? data as Args : {};
  const t = typeof data === 'string' ? data : scoped(args);
  switch (key) {
    case 'navigate': case 'goto': return [{ action: 'navigate', url: data as string }];
    case 'back': return [{ action: 'goBack' }];
    case 'forward': return [{ action: 'goForward' }];
    case 'reload': return [{ action: 'refresh' }];
    case 'switchTab':
      if (typeof data === 'number') return [{ action: 'switchTab', index: data }];
      if (typeof data === 'string') return [{ action: 'switchTab', url: data }];
      return [{ action: 'switchTab', ...(args as { index?: number; url?: string }) }];
    case 'click': return [{ action: 'click', target: t, ...pick(args, ['button', 'clickCount', 'modifiers']) }];
    case 'dblclick': case 'rightClick': case 'hover': case 'clear': case 'check': case 'uncheck':
      return [{ action: key, target: t }];
    case 'drag': return [{ action: 'dragDrop', source: args.source as string, destination: args.destination as string }];
    case 'scroll':
      if (typeof data === 'string') return [data === 'top' || data === 'bottom' ? { action: 'scroll', to: data } : { action: 'scroll', direction: data as 'up' }];
      return [{ action: 'scroll', ...args }];
    case 'fill': return [{ action: 'fill', target: t, value: String(args.value) }];
    case 'type':
      return typeof data === 'string' ? [{ action: 'type', value: data }] : [{ action: 'type', value: String(args.value), ...pick(args, ['target']) }];
    case 'select': return [{ action: 'select', target: t, option: String(args.option) }];
    case 'press':
      if (typeof data === 'string') return [{ action: 'pressKey', key: parseKey(data) ?? data }];
      return [{ action: 'pressKey', key: parseKey(args.key as string) ?? args.key as string, ...pick(args, ['target', 'modifiers']) }];
    case 'upload': return [{ action: 'uploadFile', target: t, files: ([] as string[]).concat(args.files as string | string[]) }];
    case 'wait': return waitPlans(data, args);
    case 'expect': return expectPlans(args);
    case 'ai': return [{ action: 'ai', instruction: data as string }];
    case 'aiAssert': return [{ action: 'aiAssert', criterion: data as string }];
  }
}

/**
 * `{target, within}` → `target within <container>`, the locator's scoping phrase. A container the
 * locator would not read as one on its own (a bare name, `within: Cherry`) is quoted: it is the text
 * the container holds.
 */
function scoped(args: Args): string {
  const target = args.target as string;
  if (!args.within)
    return target;
  const within = (args.within as string).trim();
  return `${target} within ${parseTarget(`x within ${within}`).scope ? within : JSON.stringify(within)}`;
}

function pick(args: Args, keys: string[]): Args {
  return Object.fromEntries(keys.filter(k => args[k] !== undefined).map(k => [k, args[k]]));
}

function waitPlans(data: unknown, args: Args): StepPlan[] {
  if (typeof data === 'number') return [{ action: 'wait', ms: data }];
  if (typeof data === 'string') {
    const m = DURATION.exec(data)!;
    return [{ action: 'wait', ms: parseDuration(m[1], m[2]) ?? 0 }];
  }
  const plans: StepPlan[] = [];
  if (args.ms !== undefined || args.seconds !== undefined) plans.push({ action: 'wait', ms: (args.ms as number | undefined) ?? Math.round((args.seconds as number) * 1000) });
  if (args.target !== undefined) plans.push({ action: 'waitForElement', target: args.target as string, ...pick(args, ['state']) });
  if (args.text !== undefined) plans.push({ action: 'waitForText', text: args.text as string, ...pick(args, ['gone']) });
  if (args.url !== undefined) plans.push({ action: 'waitForUrl', url: args.url as string, ...pick(args, ['match']) });
  if (args.load !== undefined) plans.push(waitForLoadPlan(args.load as LoadState));
  return plans;
}

/** One plan per check named in an `expect:`; `target` scopes text, value, count and the boolean checks. */
function expectPlans(a: Args): StepPlan[] {
  const plans: StepPlan[] = [];
  const target = a.target as string | undefined;
  const match = a.match as TextMatch | undefined;
  const on = (v: unknown): string | undefined => (typeof v === 'string' ? v : v !== undefined ? target : undefined);
  if (a.url !== undefined) plans.push({ action: 'assertUrl', url: a.url as string, ...(match ? { match } : {}) });
  if (a.title !== undefined) plans.push({ action: 'assertTitle', title: a.title as string, ...(match ? { match } : {}) });
  if (a.text !== undefined) plans.push({ action: 'assertTextPresent', text: a.text as string, ...(target ? { target } : {}), ...(match ? { match } : {}) });
  if (a.absent !== undefined) plans.push({ action: 'assertTextAbsent', text: a.absent as string, ...(target ? { target } : {}) });
  const visible = on(a.visible);
  if (visible) plans.push(a.visible === false ? { action: 'assertElementHidden', target: visible } : { action: 'assertElementVisible', target: visible });
  const hidden = on(a.hidden);
  if (hidden) plans.push(a.hidden === false ? { action: 'assertElementVisible', target: hidden } : { action: 'assertElementHidden', target: hidden });
  const enabled = on(a.enabled);
  if (enabled) plans.push({ action: 'assertEnabled', target: enabled, enabled: a.enabled !== false });
  const disabled = on(a.disabled);
  if (disabled) plans.push({ action: 'assertEnabled', target: disabled, enabled: a.disabled === false });
  const checked = on(a.checked);
  if (checked) plans.push({ action: 'assertChecked', target: checked, checked: a.checked !== false });
  const unchecked = on(a.unchecked);
  if (unchecked) plans.push({ action: 'assertChecked', target: unchecked, checked: a.unchecked === false });
  if (a.value !== undefined && target) plans.push({ action: 'assertValue', target, value: `${a.value as string | number | boolean}`, ...(match ? { match } : {}) });
  if (a.count !== undefined && target) plans.push({ action: 'assertCount', target, count: a.count as number, ...pick(a, ['comparison']) });
  if (!plans.length && target) plans.push({ action: 'assertElementVisible', target });
  return plans;
}
