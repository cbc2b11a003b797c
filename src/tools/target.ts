/** How tools name an element: a target description or selector, an aria ref, an element-list index, or x/y. */
import type { Locator, Page } from '@playwright/test';
import { z } from 'zod';
import { sanitizeTarget } from '../locator/clean.ts';
import { quietly } from '../playwright/quiet.ts';
import { parsedDocument } from '../playwright/load-state.ts';
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
import { parseLocatorCode } from '../locator/code.ts';
import type { ParsedTarget, TargetScope } from '../locator/parse.ts';
import { holdsWholeName, wholeNameMatcher, type Root } from '../locator/candidates.ts';
import { finiteOnly, keptInScope, nearTextOf, soleInScope } from '../locator/scope.ts';
import type { Fingerprint } from '../common/element.ts';
import { textMatcher } from '../locator/text-match.ts';
import { readElement, readFingerprint, readSoleFingerprint, recordedElementSelector, soleRecordedElement } from './element.ts';

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
  /**
   * Set when `locator` is a recorded element that checks itself as the action resolves it
   * (guardedPin): what act falls back to when Playwright found the record no longer holds, the
   * check with its waits and then the search.
   */
  recheck?: () => Promise<ToolResult<Located>>;
}

/**
 * How a tool locates. `deferPinCheck`: the tool acts on its element through act, each Playwright
 * call of its action resolving the element anew, and none before the first can have changed the
 * page: a replayed element is then checked by the action itself (guardedPin), not first. `check`:
 * the caller is a check, which replays a recorded element only when it bears a quoted name whole
 * (bearsWholeName); an action replays its entry as recorded, a heal the lock file shows included.
 */
export type LocateOptions = Omit<ResolveOptions, 'timeout'> & { deferPinCheck?: boolean; check?: boolean };

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
export async function locateElement(ctx: ToolContext, args: TargetArgs, options: LocateOptions = {}): Promise<ToolResult<Located & { locator: Locator }>> {
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
export async function locate(ctx: ToolContext, args: TargetArgs, options: LocateOptions = {}): Promise<ToolResult<Located>> {
  return withRecord(ctx, await find(ctx, args, options));
}

/** `located` with its element's record, when the lock file is in use and the element was resolved rather than named by a literal selector. */
async function withRecord(ctx: ToolContext, located: ToolResult<Located>): Promise<ToolResult<Located>> {
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

async function find(ctx: ToolContext, args: TargetArgs, { deferPinCheck, check, ...options }: LocateOptions): Promise<ToolResult<Located>> {
  const timeout = timeoutOf(args.timeout, ctx.timeout);
  const visibleOnly = options.visibleOnly !== false;
  if (ctx.options.pin && ctx.options.pinOnly) {
    const pin = ctx.options.pin;
    const cleaned = args.target === undefined ? undefined : sanitizeTarget(args.target).cleaned;
    const check = async () => {
      const located = await pinnedOnly(ctx, pin, visibleOnly, timeout);
      if (located.ok && cleaned !== undefined)
        rememberResolved(ctx.page, cleaned);
      return located;
    };
    const guarded = deferPinCheck ? await guardedPin(ctx.page, pin, visibleOnly, timeout) : undefined;
    return guarded ? ok({ locator: guarded, strategy: 'lock', description: pin.locator, tried: ['lock'], selector: cleaned, timeout, element: recordOf(pin), recheck: check }) : check();
  }
  const { target } = args;
  if (target !== undefined) {
    const { cleaned, original } = sanitizeTarget(target);
    const parsed = parsedTarget(target);
    const replayed = ctx.options.pin && replayedAs(parsed, ctx.options.pin);
    const pin = replayed && (!ctx.options.pin.textChecked || textFreeTarget(replayed, ctx.options.pin)) && (!check || bearsWholeName(replayed, ctx.options.pin)) ? ctx.options.pin : undefined;
    const search = () => searchFor(ctx, target, parsed, pin, { ...options, timeout });
    const guarded = pin && deferPinCheck ? await guardedPin(ctx.page, pin, visibleOnly, timeout, parsed.scope) : undefined;
    return guarded && pin ? ok({ locator: guarded, strategy: 'lock', description: pin.locator, tried: ['lock'], selector: cleaned, originalSelector: original, timeout, element: recordOf(pin), recheck: async () => withRecord(ctx, await search()) }) : search();
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

/** The recorded element when it is there as recorded (pinned), else the search. */
async function searchFor(ctx: ToolContext, target: string, parsed: ParsedTarget, pin: Pin | undefined, options: ResolveOptions & { timeout: number }): Promise<ToolResult<Located>> {
  const { cleaned, original } = sanitizeTarget(target);
  const { timeout } = options;
  if (pin) {
    const element = await pinned(ctx, pin, options.visibleOnly !== false, timeout, parsed.scope);
    if (element) {
      // Found as surely as by the search: a later negative check of the same description that finds it gone knows what it checks.
      rememberResolved(ctx.page, cleaned);
      return ok({ locator: ctx.page.locator(pin.selector), strategy: 'lock', description: pin.locator, tried: ['lock'], selector: cleaned, originalSelector: original, timeout, element });
    }
  }
  const resolved = await resolveTarget(ctx.page, target, options);
  if (!resolved.ok && resolved.error.code === 'ELEMENT_NOT_FOUND') {
    const nearest = await nearestElements(ctx, target);
    return nearest.length ? { ok: false, error: { ...resolved.error, evidence: { ...resolved.error.evidence as object, nearest } } } : resolved;
  }
  if (!resolved.ok)
    return resolved;
  const { locator, strategy, description, tried } = resolved.data;
  return ok({ locator, strategy, description, tried: pin ? ['lock', ...tried] : tried, selector: cleaned, originalSelector: original, timeout });
}

function recordOf(pin: Pin): ElementRecord {
  return { locator: pin.locator, selector: pin.selector, fingerprint: pin.fingerprint };
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
 * The target as its pin replays it, when it does (replayable). One whose ordinal word may begin a
 * name ("the First name field") replays as that name when the recorded element bears it: the
 * search looks for the name first, and that is what it found. An element the ordinal picked does
 * not bear it, since nothing did when it was counted, and is not replayed.
 */
function replayedAs(parsed: ParsedTarget, pin: Pin): ParsedTarget | undefined {
  if (parsed.asWords !== undefined && !parsed.selector && !parsed.scope?.frame && bearsName(pin.fingerprint, parsed.asWords)) {
    const { asWords, ...counted } = parsed;
    return { ...counted, text: asWords, ordinal: undefined, pickAny: false };
  }
  return replayable(parsed) ? parsed : undefined;
}

/** The element's accessible name holds the words as a whole phrase, in any case (as the search's name reading matches them). */
function bearsName(print: Fingerprint, words: string): boolean {
  return new RegExp(textMatcher(words).source, 'iu').test(print.name);
}

/**
 * A check whose quoted name is a whole name (holdsWholeName) replays an element whose recorded
 * name is that whole name: one recorded for a part of a longer name (by a quoted text alone, say),
 * or renamed since, is searched for. A fingerprint with no name (an `<input type="submit">`, whose
 * name is its value) answers by the name its recorded locator matched exactly.
 */
function bearsWholeName(parsed: ParsedTarget, pin: Pin): boolean {
  if (!holdsWholeName(parsed))
    return true;
  const matcher = wholeNameMatcher(parsed.text!);
  const named = pin.fingerprint.name || exactLocatorName(pin.locator);
  return named !== undefined && matcher.test(named);
}

/** The name an exact `getByRole` or `getByLabel` locator matches (`getByRole('button', { name: 'Login', exact: true })`), if it is one. */
function exactLocatorName(locator: string): string | undefined {
  const code = parseLocatorCode(locator);
  const [call, ...more] = code.ok ? code.chain : [];
  if (!call || more.length)
    return undefined;
  const [first, second] = call.args;
  const options = second && typeof second === 'object' && 'object' in second ? second.object : {};
  if (options.exact !== true)
    return undefined;
  const name = call.method === 'getByRole' ? options.name : call.method === 'getByLabel' ? first : undefined;
  return typeof name === 'string' ? name : undefined;
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
  await parsedDocument(page.mainFrame(), timeout);
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
  const peers = peersOf(recorded, visibleOnly);
  if (!peers)
    return undefined;
  const [print, inside] = await Promise.all([soleRecordedElement(locator, recorded, visibleOnly, compareText), soleInScope(page.mainFrame(), scope, locator, peers)]);
  return inside ? print : undefined;
}

/** The elements a scoped search would weigh against the recorded one: those its role names as it is named; none without both. */
function peersOf(recorded: Fingerprint, visibleOnly: boolean): ((within: Root) => Locator) | undefined {
  if (!recorded.role || !recorded.name)
    return undefined;
  const role = recorded.role as Parameters<Root['getByRole']>[0];
  return (within: Root) => {
    const named = within.getByRole(role, { name: recorded.name, exact: true, includeHidden: !visibleOnly });
    return visibleOnly ? named.filter({ visible: true }) : named;
  };
}

/**
 * The recorded element as a locator that checks itself, for the action to use as it is: it finds
 * the element when pinned's check holds (the recorded locator finds exactly one element, the
 * recorded one, visible when the tool wants it visible, and for a scoped target alone in its scope
 * as the search resolves it), checked by Playwright each time the action resolves its target, so
 * replay adds no round trip to the action. When the check does not hold it finds the document
 * element and everything in it, and the action stops on Playwright's strict-mode violation, raised
 * before any input; act then runs the check with its waits, and the search (Located.recheck). It
 * never waits for the element to appear: that is a miss too, and pinned waits. Undefined where
 * pinned would not replay, or Playwright refused an engine the check needs.
 */
async function guardedPin(page: Page, pin: Pin, visibleOnly: boolean, timeout: number, scope?: TargetScope): Promise<Locator | undefined> {
  if (pin.selector.includes('nth='))
    return undefined;
  const recorded = page.locator(pin.selector);
  // With a child, the document element and its descendants are two elements at least. The child
  // is an XPath predicate: a `has` of `*` would walk the whole document on every resolution.
  const documentElement = page.locator('xpath=/*[*]');
  let guarded: Locator | undefined;
  if (scope) {
    guarded = await guardedInScope(page, pin, recorded, documentElement, visibleOnly, scope);
  } else {
    // The recorded element alone is one element; a match that is not it, or a second match, two
    // or more (the engine adds a second element to a match that is not the recorded one); no
    // match, the document and all in it. The recorded locator's search runs twice, the element is
    // read once.
    const second = await recordedElementSelector(pin.fingerprint, visibleOnly, !pin.textChecked, 'second');
    guarded = second ? recorded.locator(second).or(documentElement.filter({ hasNot: recorded }).locator('xpath=descendant-or-self::*')) : undefined;
  }
  if (!guarded)
    return undefined;
  // A document still being parsed may not show a second match yet: as pinned, read it parsed.
  await parsedDocument(page.mainFrame(), timeout);
  return guarded.describe(pin.locator);
}

/** guardedPin's locator for a scoped target: the recorded element, alone, and alone in its scope as the search resolves it. */
async function guardedInScope(page: Page, pin: Pin, recorded: Locator, documentElement: Locator, visibleOnly: boolean, scope: TargetScope): Promise<Locator | undefined> {
  const same = await recordedElementSelector(pin.fingerprint, visibleOnly, !pin.textChecked);
  const frame = page.mainFrame();
  const peers = peersOf(pin.fingerprint, visibleOnly);
  const kept = peers && await keptInScope(frame, scope, peers);
  if (!same || !peers || !kept)
    return undefined;
  let sole = recorded.locator(same);
  let found = sole;
  const misses = [documentElement.filter({ has: recorded.nth(1) })];
  const near = nearTextOf(frame, scope);
  const nearBy = near === undefined ? undefined : await finiteOnly(sole, near);
  if (near !== undefined && !nearBy)
    return undefined;
  if (nearBy) {
    // Near a text the search keeps the peers at a finite distance (keptInScope). The recorded
    // element is one when it is at a finite distance and Playwright names it as a peer, which its
    // parent alone shows. Then the kept peers and it are one element exactly when it is kept
    // alone; a second kept peer makes two, a strict-mode violation like any miss. So the peers of
    // the whole page are scanned once, not twice.
    sole = nearBy;
    found = kept.or(nearBy);
    misses.push(documentElement.filter({ hasNot: recorded.locator('xpath=..').filter({ has: peers(frame).and(recorded) }) }));
  } else {
    misses.push(documentElement.filter({ has: kept.nth(1) }), documentElement.filter({ hasNot: kept.and(recorded) }));
  }
  const miss = [documentElement.filter({ hasNot: sole }), ...misses].reduce((all, next) => all.or(next));
  return found.or(miss.locator('xpath=descendant-or-self::*'));
}

/** The recorded element and nothing else: a call whose only address is its pin fails, with both records, when the page no longer has it. */
async function pinnedOnly(ctx: ToolContext, pin: Pin, visibleOnly: boolean, timeout: number): Promise<ToolResult<Located>> {
  const element = await pinned(ctx, pin, visibleOnly, timeout);
  if (element)
    return ok({ locator: ctx.page.locator(pin.selector), strategy: 'lock', description: pin.locator, tried: ['lock'], timeout, element });
  const now = await quietly(ctx.page, () => readSoleFingerprint(ctx.page.locator(pin.selector))).catch(() => undefined);
  return fail('ELEMENT_NOT_FOUND', `the recorded element ${pin.locator} is not on the page as recorded`, { retriable: true, evidence: { recorded: pin.fingerprint, ...(now ? { found: now } : {}) } });
}

/**
 * Runs an action on a located element so its errors name the locator, the target and the timeout.
 * `fn` acts on the element it is given: a recorded element that turned out not to be there as
 * recorded (Located.recheck) is checked and searched for, and `fn` runs once more on what that finds.
 */
export async function act<T, L extends Located = Located>(action: string, located: L, fn: (where: L) => Promise<ToolResult<T>>): Promise<ToolResult<T>> {
  const context = (where: Located) => ({ action, selector: where.selector, originalSelector: where.originalSelector, locator: where.description, timeout: where.timeout });
  const recheck = located.recheck;
  if (!recheck)
    return guard(() => fn(located), context(located));
  // A tool that checks the element itself before a second input (a custom dropdown's clicks) has
  // the check's answer: a later violation is then the page's, not the record's.
  let rechecked = false;
  const own = {
    ...located, recheck: () => {
      rechecked = true;
      return recheck();
    },
  };
  let missed = false;
  const first = await guard(() => fn(own).catch((error: unknown) => {
    missed = isStrictModeViolation(error);
    throw error;
  }), context(located));
  if (!missed || rechecked) {
    // Found as surely as by the search: a later negative check of the same description that finds it gone knows what it checks.
    if (first.ok && located.locator && located.selector !== undefined)
      rememberResolved(located.locator.page(), located.selector);
    return first;
  }
  const again = await recheck();
  if (!again.ok)
    return { ok: false, error: again.error };
  // The same lookup without the record: an element's when `located` was one.
  const where = again.data as L;
  return guard(() => fn(where), context(where));
}

/** Playwright's refusal of a locator that matched several elements: raised as it resolves the target, before any input. */
export function isStrictModeViolation(error: unknown): boolean {
  return error instanceof Error && /strict mode violation/i.test(error.message);
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
