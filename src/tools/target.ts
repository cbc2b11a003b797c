/** How tools name an element: a target description or selector, an aria ref, an element-list index, or x/y. */
import type { Locator, Page } from '@playwright/test';
import { z } from 'zod';
import { sanitizeTarget } from '../locator/clean.ts';
import { quietly } from '../playwright/quiet.ts';
import { selectorOf } from '../playwright/selector.ts';
import { resolveTarget, type ResolveOptions } from '../locator/resolve.ts';
import { rememberResolved } from '../locator/seen.ts';
import { elementLocator } from '../page/index.ts';
import type { ToolContext } from './context.ts';
import { nearestElements } from './nearest.ts';
import { guard, timeoutOf } from './errors.ts';
import { fail, ok, type ToolResult } from '../common/result.ts';
import type { ElementRecord, Pin } from '../common/element.ts';
import { sameElement, textFreeIdentity } from '../lock/fingerprint.ts';
import { parsedTarget } from '../locator/parsed.ts';
import type { ParsedTarget, TargetScope } from '../locator/parse.ts';
import type { Root } from '../locator/candidates.ts';
import { soleInScope } from '../locator/scope.ts';
import type { Fingerprint } from '../common/element.ts';
import { readElement, readFingerprint, readSoleFingerprint, soleRecordedElement } from './element.ts';

export const timeoutField = z.number().int().nonnegative().max(600_000).optional().describe('Milliseconds to wait; default the configured timeout.');

export const targetFields = {
  target: z.string().optional().describe('Element description ("\\"Login\\" button", "the Email field", "\\"Add to cart\\" for \\"Backpack\\"") or a selector with a prefix: css:, xpath:, role:, text:, testid:, ref:.'),
  ref: z.string().optional().describe('Aria ref from the latest snapshot, e.g. e12.'),
  index: z.number().int().positive().optional().describe('Element index from getElements (1-based).'),
  timeout: timeoutField,
};

/** Args naming one element by target, ref or index, plus the tool's own fields. */
export function targetSchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ ...targetFields, ...shape }).refine((args: object) => hasTarget(args as TargetArgs, false), { message: 'Give target, ref or index.' });
}

/** The same, or a point: for click, hover and their kin. */
export function pointerSchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ ...targetFields, x: z.number().optional(), y: z.number().optional(), ...shape })
    .refine((args: object) => hasTarget(args as TargetArgs, true), { message: 'Give target, ref, index, or both x and y.' });
}

function hasTarget(a: TargetArgs, point: boolean): boolean {
  return a.target !== undefined || a.ref !== undefined || a.index !== undefined || (point && a.x !== undefined && a.y !== undefined);
}

export interface Located {
  locator?: Locator;
  point?: { x: number; y: number };
  strategy: string;
  /** Playwright code of the locator, or `ref=e12`, `(x, y)`. */
  description: string;
  tried: string[];
  selector?: string;
  originalSelector?: string;
  timeout: number;
  /** The element's normalized locator and fingerprint, read when it was located (before any action moves it away). */
  element?: ElementRecord;
}

export type TargetArgs = { target?: string; ref?: string; index?: number; x?: number; y?: number; timeout?: number };

/**
 * What a person reads on the element a call addresses (its role, name and text), for the
 * sensitive-action policy; undefined when the call names no element or none is found within a second.
 * Read from its fingerprint, never an aria snapshot: a snapshot renumbers the page's refs, and the
 * caller's next call by a ref it was shown would find nothing.
 */
export async function targetTextOf(ctx: ToolContext, args: Record<string, unknown>): Promise<string | undefined> {
  const { target, ref, index } = args;
  if (target === undefined && ref === undefined && index === undefined)
    return undefined;
  const located = await locateElement(ctx.with({ recordElements: false }), { target: target as string | undefined, ref: ref as string | undefined, index: index as number | undefined, timeout: 1000 });
  const print = located.ok ? await readFingerprint(located.data.locator) : undefined;
  return print ? [print.role || print.tag, print.name ? JSON.stringify(print.name) : '', print.text !== print.name ? print.text : ''].filter(Boolean).join(' ') : undefined;
}

/** An element, never a point: for tools that need a Locator. */
export async function locateElement(ctx: ToolContext, args: TargetArgs, options: Omit<ResolveOptions, 'timeout'> = {}): Promise<ToolResult<Located & { locator: Locator }>> {
  const located = await locate(ctx, { ...args, x: undefined, y: undefined }, options);
  if (!located.ok)
    return located;
  const { locator } = located.data;
  return locator ? ok({ ...located.data, locator }) : fail('INVALID_INPUT', 'Give target, ref or index.');
}

/**
 * Locates, then (when the lock file is in use) reads the found element's record unless the target
 * was a literal selector. A call that may pass on several elements (a visibility check) is recorded
 * only when it found one: the read needs exactly one element and records nothing otherwise.
 */
export async function locate(ctx: ToolContext, args: TargetArgs, options: Omit<ResolveOptions, 'timeout'> = {}): Promise<ToolResult<Located>> {
  const located = await find(ctx, args, options);
  if (!ctx.options.recordElements || !located.ok || !located.data.locator || located.data.element || LITERAL.has(located.data.strategy))
    return located;
  const element = await readElement(located.data.locator, ctx.secrets, searchBuilt(located.data));
  return element ? ok({ ...located.data, element }) : located;
}

/**
 * A locator the search built that is already one user-facing locator (`getByRole`, `getByLabel`,
 * `getByText`, … with no chain and no position) is recorded as it is: `normalize()` costs a round
 * trip of the browser's own search, about as much as the step, and would only restate it. Chains
 * (a scope, the search's own `.and(…)` pruning) are normalized: the lock file is read in review.
 */
function searchBuilt(located: Located): { locator: string; selector: string } | undefined {
  if (!located.locator)
    return undefined;
  // The search keeps visible matches (`.visible()`); replay checks visibility itself, so the record leaves it out.
  const selector = selectorOf(located.locator)?.replace(/ >> visible=true$/, '');
  return selector && /^internal:(?:role|label|text|attr|testid)=/.test(selector) && !selector.includes(' >> ')
    ? { locator: String(located.locator).replace(/\.visible\(\)$/, ''), selector }
    : undefined;
}

/** Strategies that used the selector as written: nothing was resolved, so nothing is worth recording. */
const LITERAL = new Set(['css', 'xpath', 'testid', 'point']);

async function find(ctx: ToolContext, args: TargetArgs, options: Omit<ResolveOptions, 'timeout'>): Promise<ToolResult<Located>> {
  const timeout = timeoutOf(args.timeout, ctx.timeout);
  if (ctx.options.pin && ctx.options.pinOnly) {
    const located = await pinnedOnly(ctx, ctx.options.pin, options.visibleOnly !== false, timeout);
    if (located.ok && args.target !== undefined)
      rememberResolved(ctx.page, sanitizeTarget(args.target).cleaned);
    return located;
  }
  if (args.target !== undefined) {
    const { cleaned, original } = sanitizeTarget(args.target);
    const parsed = parsedTarget(args.target);
    const pin = ctx.options.pin && replayable(parsed) && (!ctx.options.pin.textChecked || textFreeTarget(parsed, ctx.options.pin)) ? ctx.options.pin : undefined;
    if (pin) {
      const element = await pinned(ctx, pin, options.visibleOnly !== false, timeout, parsed.scope);
      if (element) {
        // Found as surely as by the search: a later negative check of the same description that finds it gone knows what it checks.
        rememberResolved(ctx.page, cleaned);
        return ok({ locator: ctx.page.locator(pin.selector), strategy: 'lock', description: pin.locator, tried: ['lock'], selector: cleaned, originalSelector: original, timeout, element });
      }
    }
    const resolved = await resolveTarget(ctx.page, args.target, { ...options, timeout });
    if (!resolved.ok && resolved.error.code === 'ELEMENT_NOT_FOUND') {
      const nearest = await nearestElements(ctx, args.target);
      return nearest.length ? { ok: false, error: { ...resolved.error, evidence: { ...resolved.error.evidence as object, nearest } } } : resolved;
    }
    if (!resolved.ok)
      return resolved;
    const { locator, strategy, description, tried } = resolved.data;
    return ok({ locator, strategy, description, tried: pin ? ['lock', ...tried] : tried, selector: cleaned, originalSelector: original, timeout });
  }
  if (args.ref !== undefined) {
    const { cleaned, original } = sanitizeTarget(args.ref);
    const ref = cleaned.replace(/^ref\s*[:=]\s*/i, '').replace(/^\[|\]$/g, '');
    const locator = ctx.page.getByRef(ref);
    if ((await locator.count()) === 0)
      return fail('ELEMENT_NOT_FOUND', `No element has ref ${JSON.stringify(ref)} in the latest snapshot; take a new snapshot and use its refs.`, { selector: cleaned, originalSelector: original });
    return ok({ locator, strategy: 'ref', description: `getByRef('${ref}')`, tried: ['ref'], selector: cleaned, originalSelector: original, timeout });
  }
  if (args.index !== undefined) {
    const locator = await elementLocator(ctx.page, args.index);
    if ((await locator.count()) === 0)
      return fail('ELEMENT_NOT_FOUND', `No element with index ${args.index}: call getElements first and use one of its indices.`);
    return ok({ locator, strategy: 'index', description: `element #${args.index}`, tried: ['index'], timeout });
  }
  if (args.x !== undefined && args.y !== undefined)
    return ok({ point: { x: args.x, y: args.y }, strategy: 'point', description: `(${args.x}, ${args.y})`, tried: [], timeout });
  return fail('INVALID_INPUT', 'Give target, ref, index, or both x and y.');
}

/**
 * Which descriptions are replayed from a lock: plain ones, and scoped ones ("\"Add\" for \"Backpack\"",
 * "Edit in the row with \"Bob\"") whose recorded element is checked to still lie in the scope
 * (pinned). An ordinal ("the second Edit button") or "any" names a position among the matches the
 * search ranks, which a record of one element cannot vouch for; a literal selector has nothing to
 * replay; a frame scope is not checked, so not replayed.
 */
function replayable(parsed: ParsedTarget): boolean {
  return !parsed.selector && parsed.ordinal === undefined && !parsed.pickAny && !parsed.scope?.frame;
}

/**
 * A text check's pin holds without its text only when the target names no text of its own: not
 * quoted ("the \"Total\" row"), and none of its words in the recorded element's text.
 */
function textFreeTarget(parsed: ParsedTarget, pin: Pin): boolean {
  return !parsed.quoted && textFreeIdentity(pin.fingerprint, parsed.text ?? parsed.raw);
}

/**
 * The recorded element, when the recorded locator finds exactly one element (visible, when the
 * tool wants visible ones) whose fingerprint is the recorded one, and for a scoped target that
 * element still lies in the scope as the search resolves it (scopedPrint); its record. It is read
 * at once, which on a ready page is all replay costs; when it is not there yet, it waits as the
 * search would (a slow page is not a changed one) and reads again. An element that is there but
 * differs falls through to the normal search.
 */
async function pinned(ctx: ToolContext, pin: Pin, visibleOnly: boolean, timeout: number, scope?: TargetScope): Promise<ElementRecord | undefined> {
  if (pin.selector.includes('nth='))
    return undefined;
  const { page } = ctx;
  const locator = page.locator(pin.selector);
  const compareText = !pin.textChecked;
  await page.mainFrame().waitForLoadState('domcontentloaded', { timeout }).catch(() => undefined);
  const read = () => quietly(page, () => scope ? scopedPrint(page, locator, pin.fingerprint, scope, visibleOnly, compareText) : soleRecordedElement(locator, pin.fingerprint, visibleOnly, compareText)).catch(() => undefined);
  let found = await read();
  if (!found || !sameElement(pin.fingerprint, found, compareText)) {
    const appeared = await quietly(page, () => locator.first().waitFor({ state: visibleOnly ? 'visible' : 'attached', timeout })).then(() => true, () => false);
    found = appeared ? await read() : undefined;
  }
  return found && sameElement(pin.fingerprint, found, compareText) ? { locator: pin.locator, selector: pin.selector, fingerprint: found } : undefined;
}

/**
 * The recorded fingerprint when `locator` finds the recorded element alone (soleRecordedElement),
 * and it lies in `scope` as the search resolves it and is the only element there named as the
 * recorded one is (soleInScope): the product it was recorded for may have been renamed, moved to
 * another row, or now share its name with another, and then the recorded element is not what the
 * step names. All four counts at once, in Playwright's utility world.
 */
async function scopedPrint(page: Page, locator: Locator, recorded: Fingerprint, scope: TargetScope, visibleOnly: boolean, compareText: boolean): Promise<Fingerprint | undefined> {
  if (!recorded.role || !recorded.name)
    return undefined;
  const role = recorded.role as Parameters<Root['getByRole']>[0];
  const peers = (within: Root) => {
    const named = within.getByRole(role, { name: recorded.name, exact: true, includeHidden: !visibleOnly });
    return visibleOnly ? named.filter({ visible: true }) : named;
  };
  const [print, inside] = await Promise.all([soleRecordedElement(locator, recorded, visibleOnly, compareText), soleInScope(page.mainFrame(), scope, locator, peers)]);
  return inside ? print : undefined;
}

/** The recorded element and nothing else: a call whose only address is its pin fails, with both records, when the page no longer has it. */
async function pinnedOnly(ctx: ToolContext, pin: Pin, visibleOnly: boolean, timeout: number): Promise<ToolResult<Located>> {
  const element = await pinned(ctx, pin, visibleOnly, timeout);
  if (element)
    return ok({ locator: ctx.page.locator(pin.selector), strategy: 'lock', description: pin.locator, tried: ['lock'], timeout, element });
  const now = await quietly(ctx.page, () => readSoleFingerprint(ctx.page.locator(pin.selector))).catch(() => undefined);
  return fail('ELEMENT_NOT_FOUND', `the recorded element ${pin.locator} is not on the page as recorded`, { retriable: true, evidence: { recorded: pin.fingerprint, ...(now ? { found: now } : {}) } });
}

/** Runs an action on a located element so its errors name the locator, the target and the timeout. */
export function act<T>(action: string, located: Located, fn: () => Promise<ToolResult<T>>): Promise<ToolResult<T>> {
  return guard(fn, { action, selector: located.selector, originalSelector: located.originalSelector, locator: located.description, timeout: located.timeout });
}

/**
 * Runs `fn`, quietly when `text` holds one of the context's secret values (the spec's, or an
 * action's secret params): Playwright records a fill's or a typing's text in its report step and
 * trace, and a secret's must not be there.
 */
export function quietIfSecret<T>(ctx: ToolContext, text: string, fn: () => Promise<T>): Promise<T> {
  const secret = ctx.secrets.some(value => value.length > 0 && text.includes(value));
  return secret ? quietly(ctx.page, fn) : fn();
}

/** What action tools report on success: enough for the lock file and the report. */
export function describeLocated(located: Located): { strategy: string; locator: string; tried: string[]; element?: ElementRecord } {
  return { strategy: located.strategy, locator: located.description, tried: located.tried, ...(located.element ? { element: located.element } : {}) };
}
