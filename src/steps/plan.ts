/** StepPlan: what one step does, in terms of the tools (DESIGN.md §5). Pure data; the grammar makes it, the runtime executes it. */

/**
 * A target description, passed unparsed to src/locator: `"Login" button`, `the Email field`,
 * `"Add to cart" for "Backpack"`, `the second "Edit" button`, or a prefixed selector
 * (`css:`, `xpath:`, `role:button[name="Save"]`, `text:`, `testid:`, `ref:e12`).
 */
export type Target = string;

export type StepPlan =
  // navigation
  | { action: 'navigate'; url: string }
  | { action: 'goBack' }
  | { action: 'goForward' }
  | { action: 'refresh' }
  | { action: 'switchTab'; index?: number; url?: string }
  // pointer
  | { action: 'click'; target: Target; button?: 'left' | 'right' | 'middle'; clickCount?: number; modifiers?: Modifier[]; expand?: boolean }
  | { action: 'dblclick'; target: Target }
  | { action: 'rightClick'; target: Target }
  | { action: 'hover'; target: Target }
  | { action: 'dragDrop'; source: Target; destination: Target }
  | { action: 'scroll'; target?: Target; direction?: 'up' | 'down' | 'left' | 'right'; amount?: number; to?: 'top' | 'bottom' }
  // keyboard and forms
  | { action: 'fill'; target: Target; value: string }
  | { action: 'type'; target?: Target; value: string }
  | { action: 'clear'; target: Target }
  | { action: 'select'; target: Target; option: string }
  | { action: 'check'; target: Target }
  | { action: 'uncheck'; target: Target }
  | { action: 'pressKey'; key: string; modifiers?: Modifier[]; target?: Target }
  | { action: 'uploadFile'; target: Target; files: string[] }
  // waiting
  | { action: 'wait'; ms: number }
  | { action: 'waitForElement'; target: Target; state?: 'visible' | 'hidden' | 'attached' | 'detached' }
  | { action: 'waitForText'; text: string; gone?: boolean }
  | { action: 'waitForUrl'; url: string; match?: TextMatch }
  | { action: 'waitForLoad'; state?: Exclude<LoadState, 'load'> }
  // assertions
  | { action: 'assertTextPresent'; text: string; target?: Target; match?: TextMatch }
  | { action: 'assertTextAbsent'; text: string; target?: Target }
  | { action: 'assertElementVisible'; target: Target }
  | { action: 'assertElementHidden'; target: Target }
  | { action: 'assertEnabled'; target: Target; enabled?: boolean }
  | { action: 'assertChecked'; target: Target; checked?: boolean }
  | { action: 'assertValue'; target: Target; value: string; match?: TextMatch }
  | { action: 'assertCount'; target: Target; count: number; comparison?: 'eq' | 'gte' | 'lte' | 'gt' | 'lt' }
  | { action: 'assertUrl'; url: string; match?: TextMatch; not?: true }
  | { action: 'assertTitle'; title: string; match?: TextMatch; not?: true; page?: true }
  // registry and model
  | { action: 'run'; name: string; params: Record<string, unknown> }
  | { action: 'ai'; instruction: string }
  | { action: 'aiAssert'; criterion: string };

export type StepAction = StepPlan['action'];
export type Modifier = 'Control' | 'Alt' | 'Shift' | 'Meta' | 'ControlOrMeta';
/** What `waitForLoad` waits for: the load event (the default, so left out of plans), the DOM, or a quiet network. */
export const LOAD_STATES = ['load', 'domcontentloaded', 'networkidle'] as const;
export type LoadState = (typeof LOAD_STATES)[number];
/** `exact` equality, `contains` substring (default for text), `regex`. */
export type TextMatch = 'exact' | 'contains' | 'regex';

export const ASSERTION_ACTIONS = new Set<StepAction>([
  'assertTextPresent', 'assertTextAbsent', 'assertElementVisible', 'assertElementHidden', 'assertEnabled', 'assertChecked',
  'assertValue', 'assertCount', 'assertUrl', 'assertTitle', 'aiAssert',
]);

/** The plan that waits for `state`; `load`, the default, is not written out. */
export function waitForLoadPlan(state: LoadState): StepPlan {
  return state === 'load' ? { action: 'waitForLoad' } : { action: 'waitForLoad', state };
}

/** `{ not: true }` when the sentence negated the check (a URL or title), else nothing. */
export function negation(negated: unknown): { not?: true } {
  return negated ? { not: true } : {};
}

export function isAssertion(plan: StepPlan): boolean {
  return ASSERTION_ACTIONS.has(plan.action);
}
