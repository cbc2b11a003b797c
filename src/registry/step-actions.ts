/** The step actions a registry step may use (seed 002 §6.3.5 plus every specwright tool) and their mapping onto StepPlan. */
import { looksLikeLocatorCode } from '../locator/code.ts';
import { hasSelectorPrefix } from '../locator/prefixes.ts';
import type { StepPlan } from '../steps/plan.ts';

/**
 * `target` is satisfied by either `selector` (a selector: css:/xpath:/role:/text:/testid:/ref: prefix,
 * none = CSS, or `${selectors.alias}`) or `target` (a target description such as `"Save" button`).
 */
interface StepActionSpec {
  /** Arguments that must be present; `target` means selector or target. */
  need: readonly string[];
  /** Arguments that may be present. */
  may: readonly string[];
  /** Arguments whose value is a number / boolean after interpolation. */
  numbers?: readonly string[];
  booleans?: readonly string[];
}

const T = 'target';

export const STEP_ACTIONS = {
  click: { need: [T], may: ['button', 'clickCount'], numbers: ['clickCount'] },
  dblclick: { need: [T], may: [] },
  rightClick: { need: [T], may: [] },
  hover: { need: [T], may: [] },
  fill: { need: [T, 'value'], may: [] },
  type: { need: ['text'], may: [T] },
  clear: { need: [T], may: [] },
  select: { need: [T, 'option'], may: [] },
  check: { need: [T], may: [] },
  uncheck: { need: [T], may: [] },
  press: { need: ['key'], may: [T] },
  scroll: { need: [], may: [T, 'direction', 'amount', 'to'], numbers: ['amount'] },
  upload: { need: [T, 'files'], may: [] },
  dragDrop: { need: ['source', 'destination'], may: [] },
  open: { need: ['url'], may: [] },
  back: { need: [], may: [] },
  forward: { need: [], may: [] },
  reload: { need: [], may: [] },
  switchTab: { need: [], may: ['index', 'url'], numbers: ['index'] },
  wait: { need: [], may: ['ms', T, 'state', 'text', 'gone', 'url'], numbers: ['ms'], booleans: ['gone'] },
  snapshot: { need: [], may: [] },
  // `query` is seed 002's name for find's semantic query (§6.3.5); it is a target description.
  find: { need: [T], may: ['query'] },
  eval: { need: ['script'], may: [] },
  run: { need: ['action'], may: ['params'] },
  fail: { need: ['message'], may: [] },
  assertText: { need: ['text'], may: [T, 'match'] },
  assertTextAbsent: { need: ['text'], may: [T] },
  assertVisible: { need: [T], may: [] },
  assertHidden: { need: [T], may: [] },
  assertEnabled: { need: [T], may: ['enabled'], booleans: ['enabled'] },
  assertChecked: { need: [T], may: ['checked'], booleans: ['checked'] },
  assertValue: { need: [T, 'value'], may: ['match'] },
  assertCount: { need: [T, 'count'], may: ['comparison'], numbers: ['count'] },
  assertUrl: { need: ['url'], may: ['match'] },
  assertTitle: { need: ['title'], may: ['match'] },
} as const satisfies Record<string, StepActionSpec>;

export type StepActionName = keyof typeof STEP_ACTIONS;

export function isStepAction(name: string): name is StepActionName {
  return Object.hasOwn(STEP_ACTIONS, name);
}

/** Problems with a step's argument names (values may be templates, so only presence is checked). */
export function checkStepArgs(action: StepActionName, args: Record<string, unknown>): string[] {
  const spec: StepActionSpec = STEP_ACTIONS[action];
  const problems: string[] = [];
  const present = new Set(Object.keys(args));
  const hasTarget = present.has('selector') || present.has('target') || (action === 'find' && present.has('query'));
  if (present.has('selector') && present.has('target'))
    problems.push('give either "selector" or "target", not both');
  for (const name of spec.need) {
    if (name === T ? !hasTarget : !present.has(name))
      problems.push(name === T ? 'needs "selector" or "target"' : `needs "${name}"`);
  }
  const allowed = new Set<string>([...spec.need, ...spec.may].flatMap(n => (n === T ? ['selector', 'target'] : [n])));
  for (const name of present) {
    if (!allowed.has(name))
      problems.push(`unknown argument "${name}" (allowed: ${[...allowed].join(', ') || 'none'})`);
  }
  if (action === 'wait' && [present.has('ms'), hasTarget, present.has('text'), present.has('url')].filter(Boolean).length !== 1)
    problems.push('wait needs exactly one of "ms", "selector"/"target", "text", "url"');
  return problems;
}

/** A selector as the locator module takes it: an unprefixed selector is CSS (seed 002 §6.6.3). */
export function selectorToTarget(selector: string): string {
  const trimmed = selector.trim();
  if (hasSelectorPrefix(trimmed) || looksLikeLocatorCode(trimmed) || trimmed.startsWith('//'))
    return trimmed.startsWith('//') ? `xpath:${trimmed}` : trimmed;
  return `css:${trimmed}`;
}

/**
 * Maps a browser step (args already interpolated, the target already resolved into `target`) onto a
 * StepPlan for the tools. Returns a message instead when an argument has the wrong type.
 */
export function toStepPlan(action: StepActionName, args: Record<string, unknown>): StepPlan | string {
  const spec: StepActionSpec = STEP_ACTIONS[action];
  const a: Record<string, unknown> = { ...args };
  for (const name of spec.numbers ?? []) {
    if (a[name] === undefined)
      continue;
    const n = typeof a[name] === 'number' ? a[name] : Number(str(a[name]).trim());
    if (!Number.isFinite(n))
      return `"${name}" must be a number, got ${JSON.stringify(a[name])}`;
    a[name] = n;
  }
  for (const name of spec.booleans ?? []) {
    if (a[name] === undefined || typeof a[name] === 'boolean')
      continue;
    if (a[name] !== 'true' && a[name] !== 'false')
      return `"${name}" must be true or false, got ${JSON.stringify(a[name])}`;
    a[name] = a[name] === 'true';
  }
  const text = (name: string) => (a[name] === undefined ? undefined : str(a[name]));
  switch (action) {
    case 'open': return { action: 'navigate', url: str(a.url) };
    case 'type': return plan({ action: 'type', target: text('target'), value: str(a.text) });
    case 'select': return { action: 'select', target: str(a.target), option: str(a.option) };
    case 'upload': return { action: 'uploadFile', target: str(a.target), files: Array.isArray(a.files) ? a.files.map(str) : [str(a.files)] };
    case 'wait':
      if (a.ms !== undefined)
        return { action: 'wait', ms: a.ms as number };
      if (a.target !== undefined)
        return plan({ action: 'waitForElement', target: str(a.target), state: text('state') });
      if (a.text !== undefined)
        return plan({ action: 'waitForText', text: str(a.text), gone: a.gone });
      return { action: 'waitForUrl', url: str(a.url) };
    case 'snapshot': case 'find': case 'eval': case 'run': case 'fail':
      return `"${action}" is not a browser tool step`;
    default:
      return plan({ action: PLAN_ACTION_OF[action as keyof typeof PLAN_ACTION_OF] ?? action, ...stringify(a, spec) });
  }
}

function stringify(args: Record<string, unknown>, spec: StepActionSpec): Record<string, unknown> {
  const typed = new Set([...(spec.numbers ?? []), ...(spec.booleans ?? [])]);
  return Object.fromEntries(Object.entries(args).map(([k, v]) => [k, typed.has(k) || typeof v !== 'object' ? (typed.has(k) ? v : str(v)) : v]));
}

/** Registry step actions (seed 002's words, public in action files) whose tool has another name. */
const PLAN_ACTION_OF = {
  press: 'pressKey', back: 'goBack', forward: 'goForward', reload: 'refresh',
  assertText: 'assertTextPresent', assertVisible: 'assertElementVisible', assertHidden: 'assertElementHidden',
} as const satisfies Partial<Record<StepActionName, StepPlan['action']>>;

/** Drops absent arguments; the shape was checked against STEP_ACTIONS at load time. */
function plan(value: Record<string, unknown>): StepPlan {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as StepPlan;
}

/** Text of an interpolated argument; structured values as JSON rather than `[object Object]`. */
function str(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value) ?? '';
}
