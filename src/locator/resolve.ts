/** resolveTarget: a target description → one Playwright Locator, polling ranked candidates until the timeout. */
import type { Frame, Locator, Page } from '@playwright/test';
import { quietly } from '../playwright/quiet.ts';
import { parsedDocument } from '../playwright/load-state.ts';
import { retryDelay, waitAttached } from './poll.ts';
import { fail, ok, type ToolResult } from '../common/result.ts';
import { candidatesFor, strategyTier, type Candidate, type TargetKind } from './candidates.ts';
import { cachedStrategy, rememberStrategy } from './cache.ts';
import { sanitizeTarget } from './clean.ts';
import { describeElements, type ElementSummary } from './describe.ts';
import { countedKind, parseWords, notReadWhy, type ParsedTarget } from './parse.ts';
import { parsedTarget } from './parsed.ts';
import { itemKindOf } from './item-words.ts';
import { pickMatches, type Match } from './pick.ts';
import { distancesToText, finiteOnly, matchesIn, searchGroups, type SearchRoot } from './scope.ts';
import { rememberResolved } from './seen.ts';

export interface ResolveOptions {
  /** Milliseconds to keep polling; default 5,000. */
  timeout?: number;
  /** What the caller will do with the element; biases the ranking. Default `any`. */
  kind?: TargetKind;
  /** Return every match of the winning strategy instead of insisting on one (counts). */
  allowMany?: boolean;
  /** Only visible elements count (default). `false` for assertHidden and friends. */
  visibleOnly?: boolean;
}

export interface ResolvedTarget {
  locator: Locator;
  /** The strategy that found it, e.g. `role:button/exact`, `css`, `ref`. */
  strategy: string;
  /** Playwright code for the locator: `getByRole('button', { name: 'Login', exact: true })`. */
  description: string;
  /** Strategies tried, in order, before this one matched. */
  tried: string[];
  /** Matches found (1 unless allowMany). */
  count: number;
}

/**
 * Its probes (a count per candidate, picks, waits) run quietly: the report and the trace show the
 * action taken on what was found, not the search (src/playwright/quiet.ts).
 */
export function resolveTarget(where: Page | Frame, target: string, options: ResolveOptions = {}): Promise<ToolResult<ResolvedTarget>> {
  return quietly(where, () => resolve(where, target, options));
}

async function resolve(where: Page | Frame, target: string, options: ResolveOptions): Promise<ToolResult<ResolvedTarget>> {
  const timeout = options.timeout ?? 5000;
  const { cleaned, original } = sanitizeTarget(target);
  const meta = { selector: cleaned, originalSelector: original };
  if (!cleaned)
    return fail('INVALID_INPUT', 'The target is empty: describe the element or give a selector.', meta);
  const page = 'mainFrame' in where ? where : where.page();
  let parsed = parsedTarget(target);
  if (options.allowMany) {
    const items = itemKindOf(parsed);
    parsed = countedKind(parsed) ?? (items ? { ...parsed, items } : parsed);
  }
  if (parsed.selector?.error)
    return fail('INVALID_INPUT', `${quote(cleaned)}: ${parsed.selector.error}.`, meta);
  const notRead = notReadWhy(parsed);
  if (notRead)
    return fail('INVALID_INPUT', `${quote(cleaned)}: ${notRead}.`, meta);
  const deadline = Date.now() + timeout;
  // Right after a click that navigates, the new document is still being parsed: counting on it
  // finds nothing (or the wrong thing, which the recount then undoes) at full cost. Until its
  // DOMContentLoaded, which Playwright's client knows without asking the browser, waiting is cheaper.
  const frame = 'mainFrame' in where ? where.mainFrame() : where;
  await parsedDocument(frame, timeout);
  let tried: string[] = [];
  let hidden: string | undefined;
  for (let attempt = 0; ; attempt++) {
    const outcome = await probeReadings(where, page, parsed, options);
    tried = outcome.tried;
    hidden = outcome.kind === 'none' ? outcome.hidden : undefined;
    if (outcome.kind === 'css-invalid') {
      // `.5 stars` looked like CSS but is not: read it as words.
      parsed = parseWords(cleaned);
      continue;
    }
    if (outcome.kind === 'found') {
      // A looser match (another case, a part of a name) is not tried first next time: it is taken
      // only while nothing is named more closely, and an element that is may appear meanwhile.
      if (strategyTier(outcome.strategy).rank < 1)
        rememberStrategy(page, cleaned, options, outcome.strategy);
      rememberResolved(page, cleaned);
      return ok({ locator: outcome.locator, strategy: outcome.strategy, description: String(outcome.locator), tried, count: outcome.count });
    }
    // "the heading" on a page of several: the page's own heading (level 1), when it has one.
    if (outcome.kind === 'ambiguous' && parsed.text === undefined && parsed.level === undefined && parsed.roles.length === 1 && parsed.roles[0] === 'heading' && !parsed.scope && parsed.ordinal === undefined && !options.allowMany) {
      const own = await probeReadings(where, page, { ...parsed, level: 1 }, options);
      if (own.kind === 'found')
        return ok({ locator: own.locator, strategy: own.strategy, description: String(own.locator), tried: [...outcome.tried, ...own.tried], count: own.count });
    }
    if (outcome.kind === 'ambiguous')
      return fail('AMBIGUOUS_TARGET', `${quote(cleaned)} matches ${outcome.matches.length} elements by ${outcome.strategy}; say which one (an ordinal such as "the second …", or a scope such as "… in the row with \\"…\\"").`,
        { ...meta, evidence: { strategy: outcome.strategy, candidates: outcome.matches } });
    const remaining = deadline - Date.now();
    if (remaining <= 0)
      break;
    // Waiting in the browser for any candidate reacts as soon as the page renders one, in one round
    // trip, where polling would count them all again every few ms. At most a second at a time, so
    // frames and scope containers that appear meanwhile are looked at too.
    if (!outcome.waitFor || !await waitAttached(outcome.waitFor, Math.min(remaining, 1000)))
      await sleep(Math.min(retryDelay(attempt), Math.max(0, deadline - Date.now())));
  }
  // A scope is never widened: the message and the evidence say which container was looked in.
  const why = parsed.scope ? ` inside ${parsed.scope.description} (looked only there)` : '';
  const hiddenWhy = hidden ? `; an element named so more closely (${hidden}) is hidden, and a looser match is not taken for it` : '';
  return fail('ELEMENT_NOT_FOUND', `No ${options.visibleOnly === false ? '' : 'visible '}element matches ${quote(cleaned)}${why} within ${timeout}ms; tried ${strategiesLine(tried)}${hiddenWhy}.`,
    { ...meta, evidence: { tried, timeout, ...(parsed.scope ? { scope: parsed.scope.description } : {}), ...(hidden ? { hidden } : {}) } });
}

/** The strategies tried, in one short line: the first few and how many in all. */
function strategiesLine(tried: string[]): string {
  if (!tried.length)
    return 'nothing';
  return tried.length > 6 ? `${tried.slice(0, 6).join(', ')} and ${tried.length - 6} more` : tried.join(', ');
}

/**
 * A target whose ordinal word may begin a name ("the First name field", "Last Name"): the name is
 * looked for first, and only when nothing bears it is the ordinal counted, among the elements the
 * rest names exactly (not "Username" for the first "name" field: a part of a name and a position
 * among such parts are two guesses at once).
 */
async function probeReadings(where: Page | Frame, page: Page, parsed: ParsedTarget, options: ResolveOptions): Promise<Outcome> {
  if (parsed.whole !== undefined) {
    // "Sign up for Newsletter" may be one button's whole name: that first, then the control on the item.
    const { whole, ...owned } = parsed;
    const { scope: _scope, ...unscoped } = owned;
    return eitherReading(where, page, options, { ...unscoped, text: whole, wholeNamesOnly: true }, owned);
  }
  if (parsed.inGroup !== undefined) {
    // "the Check-up visit type": an element bearing those words first, then "Check-up" in the group
    // "visit type" (not when a scope is said: the words are then looked for there alone).
    const { inGroup, ...plain } = parsed;
    return eitherReading(where, page, options, plain, parsed.scope ? undefined : { ...plain, text: inGroup.text, scope: inGroup.scope });
  }
  if (parsed.asWords === undefined)
    return probe(where, page, parsed, options);
  // "the second password field": the words as a name first, then the position among whole names.
  const { asWords, ...counted } = parsed;
  return eitherReading(where, page, options, { ...counted, text: asWords, ordinal: undefined, pickAny: false }, { ...counted, wholeNamesOnly: true });
}

/**
 * Two readings of one target, in order: the first decides unless it finds nothing and names nothing
 * hidden more closely; then the second. Nothing found by either waits for both.
 */
async function eitherReading(where: Page | Frame, page: Page, options: ResolveOptions, first: ParsedTarget, second: ParsedTarget | undefined): Promise<Outcome> {
  const one = await probe(where, page, first, options);
  if (one.kind !== 'none' || one.hidden || second === undefined)
    return one;
  const two = await probe(where, page, second, options);
  if (two.kind !== 'none')
    return { ...two, tried: [...one.tried, ...two.tried] };
  const waitFor = one.waitFor && two.waitFor ? one.waitFor.or(two.waitFor) : undefined;
  return { kind: 'none', tried: [...one.tried, ...two.tried], waitFor };
}

type Outcome =
  | { kind: 'found'; locator: Locator; strategy: string; count: number; tried: string[] }
  | { kind: 'ambiguous'; strategy: string; matches: ElementSummary[]; tried: string[] }
  | { kind: 'css-invalid'; tried: string[] }
  /**
   * `waitFor`: a locator for any of the candidates, when waiting for it means the next pass can find one.
   * `hidden`: the strategy that names a hidden element more closely than the visible match (hiddenNamedCloser).
   */
  | { kind: 'none'; tried: string[]; waitFor?: Locator; hidden?: string };

/**
 * One pass over the candidates in every search group; the best-ranked strategy with matches decides.
 * Each `count()` is a round trip to the browser, and round trips, not the browser's work, are what
 * a step waits on. So candidates are counted in two waves of concurrent calls, which Playwright
 * sends down one connection together: first the two best-ranked (the remembered strategy, or the
 * likeliest ones, which usually hit), then, when neither decides, every candidate at once (less
 * those a looser candidate rules out, see countAll). A target found by its 18th strategy costs two
 * round trips, not eighteen.
 */
async function probe(where: Page | Frame, page: Page, parsed: ParsedTarget, options: ResolveOptions): Promise<Outcome> {
  const tried: string[] = [];
  if (parsed.selector?.engine === 'ref') {
    tried.push(`ref=${parsed.selector.value}`);
    const locator = page.getByRef(parsed.selector.value);
    return (await locator.count()) > 0 ? { kind: 'found', locator, strategy: 'ref', count: 1, tried } : { kind: 'none', tried };
  }
  const candidates = ordered(candidatesFor(parsed, options.kind ?? 'any', options.visibleOnly === false, true), cachedStrategy(page, parsed.raw, options));
  const groups = searchGroups(where, parsed.scope);
  let unfit = false;
  for (const group of groups) {
    const label = group[0]?.near || group[0]?.label.includes('›') ? ` (${group[0].label.replace(/^page › /, '')})` : '';
    let decided = await countAndDecide(candidates.slice(0, FIRST_WAVE), group, parsed, options);
    if (decided.kind === 'none' && candidates.length > FIRST_WAVE)
      decided = await countAndDecide(candidates, group, parsed, options);
    unfit ||= decided.kind === 'none' && decided.unfit;
    const last = decided.kind === 'none' ? candidates.length : decided.rank + 1;
    tried.push(...candidates.slice(0, last).map(c => c.strategy + label));
    if (decided.kind === 'found' && options.visibleOnly !== false) {
      const hidden = await hiddenNamedCloser(parsed, options, decided.strategy, group);
      if (hidden)
        return { kind: 'none', tried, hidden };
    }
    if (decided.kind !== 'none')
      return { ...decided, tried };
  }
  // Nothing matched in the one place to look: the caller can wait in the browser for any candidate
  // to appear. Not when something matched but did not fit (it is there already; waiting is instant).
  const only = groups.length === 1 && groups[0].length === 1 ? groups[0][0] : undefined;
  return { kind: 'none', tried, waitFor: only && !unfit && candidates.length > 0 ? union(candidates, only, options).first() : undefined };
}

/**
 * Counts the candidates (countAll), then decides among them in rank order. Concurrent counts are
 * still separate evaluations: the page may render between two of them, so a better-ranked candidate
 * that counted nothing *before* the winner was counted may match by now. countAll orders the calls
 * so that this rarely happens (the browser evaluates them in the order they are sent); when it did,
 * those candidates are counted once more, after the winner, and the best that picks out the target
 * wins. So the choice does not depend on when the page rendered what.
 */
async function countAndDecide(candidates: Candidate[], group: SearchRoot[], parsed: ParsedTarget, options: ResolveOptions): Promise<Decided> {
  const counts = await countAll(candidates, group, options);
  const decided = await decide(candidates, counts.map(count => count.matches), parsed, options);
  if (decided.kind !== 'found' || decided.rank === 0)
    return decided;
  const winner = counts[decided.rank].order;
  const stale = candidates.slice(0, decided.rank).filter((_, rank) => counts[rank].order < winner);
  if (stale.length === 0)
    return decided;
  const again = await decide(stale, await Promise.all(stale.map(candidate => collect(candidate, group, options))), parsed, options);
  return again.kind === 'found' ? { ...again, rank: candidates.indexOf(stale[again.rank]) } : decided;
}

interface Count {
  matches: Match[] | 'css-invalid';
  /** When the evaluation that settled it was sent, relative to the others of the same countAll. */
  order: number;
}

/**
 * Counts every candidate in the group's roots, concurrently. A candidate `within` a looser one in
 * the list is counted only if that one matched something (afterwards, in a second round of calls);
 * otherwise it matches nothing either. The calls go out worst-ranked first, a looser candidate at
 * the rank of the best one it stands for, so a candidate is usually counted after every candidate
 * ranked below it: when a worse one wins, the better ones had their look at the page last.
 */
async function countAll(candidates: Candidate[], group: SearchRoot[], options: ResolveOptions): Promise<Count[]> {
  const rankOf = new Map(candidates.map((candidate, rank) => [candidate.strategy, rank]));
  const coverOf = (candidate: Candidate) => candidate.within === undefined ? undefined : rankOf.get(candidate.within);
  const standsFor = candidates.map((_, rank) => rank);
  candidates.forEach((candidate, rank) => {
    const cover = coverOf(candidate);
    if (cover !== undefined)
      standsFor[cover] = Math.min(standsFor[cover], rank);
  });
  const counts: Array<Count | undefined> = [];
  let sent = 0;
  const round = (ranks: number[]) => Promise.all(ranks.sort((a, b) => standsFor[b] - standsFor[a]).map(rank => {
    const order = sent++;
    return collect(candidates[rank], group, options).then(matches => { counts[rank] = { matches, order }; });
  }));
  const ranks = candidates.map((_, rank) => rank);
  await round(ranks.filter(rank => coverOf(candidates[rank]) === undefined));
  const covered = ranks.filter(rank => coverOf(candidates[rank]) !== undefined);
  const matched = (rank: number) => { const matches = counts[rank]!.matches; return matches === 'css-invalid' || matches.length > 0; };
  await round(covered.filter(rank => matched(coverOf(candidates[rank])!)));
  for (const rank of covered)
    counts[rank] ??= { matches: [], order: counts[coverOf(candidates[rank])!]!.order };
  return counts as Count[];
}

/** How many of the best-ranked candidates are counted before all of them are. */
const FIRST_WAVE = 2;

type Decided =
  | { kind: 'found'; rank: number; locator: Locator; strategy: string; count: number }
  | { kind: 'ambiguous'; rank: number; strategy: string; matches: ElementSummary[] }
  | { kind: 'css-invalid'; rank: number }
  /** `unfit`: some candidate matched, but none of its matches fit the scope or ordinal. */
  | { kind: 'none'; unfit: boolean };

/** The first candidate, in rank order, whose counted matches pick out the target (or are ambiguous). */
async function decide(candidates: Candidate[], counted: Array<Match[] | 'css-invalid'>, parsed: ParsedTarget, options: ResolveOptions): Promise<Decided> {
  let unfit = false;
  for (const [rank, candidate] of candidates.entries()) {
    const matches = counted[rank];
    if (matches === 'css-invalid')
      return { kind: 'css-invalid', rank };
    if (matches.length === 0)
      continue;
    const picked = await pickMatches(matches, parsed, options);
    if (picked.kind === 'one')
      return { kind: 'found', rank, locator: picked.locator, strategy: candidate.strategy, count: picked.count };
    if (picked.kind === 'many')
      return { kind: 'ambiguous', rank, strategy: candidate.strategy, matches: await describeElements(picked.matches) };
    unfit = true;
  }
  return { kind: 'none', unfit };
}

/**
 * A looser match (the words in another case, or as a part of a name) is a guess made because
 * nothing bears the name more closely. When something does, but hidden, that is what the words
 * name, and the visible look-alike is not it: with the "Submit" button hidden, "the Submit button"
 * is not "Submit feedback". The strategy of the same family and a closer tier that matches a
 * hidden element in the group's roots (not those searched by proximity to a text), if any.
 */
async function hiddenNamedCloser(parsed: ParsedTarget, options: ResolveOptions, strategy: string, group: SearchRoot[]): Promise<string | undefined> {
  const { family, rank } = strategyTier(strategy);
  if (rank <= 0)
    return undefined;
  const closer = candidatesFor(parsed, options.kind ?? 'any', true, true).filter(candidate => {
    const other = strategyTier(candidate.strategy);
    return other.family === family && other.rank >= 0 && other.rank < rank;
  });
  const roots = group.filter(root => root.near === undefined);
  const counts = await Promise.all(closer.flatMap(candidate => roots.map(async root => {
    const all = candidate.build(root.root);
    const [count, shown] = await Promise.all([all.count(), all.filter({ visible: true }).count()]);
    return { strategy: candidate.strategy, count, shown };
  })));
  // One shown as well (a search that tried the looser strategy first, as remembered) is not hidden.
  return counts.find(entry => entry.count > 0 && entry.shown === 0)?.strategy;
}

/** The candidates as one locator in one root: their `or()`, visible elements only unless told otherwise; near the root's text if it has one. */
function union(candidates: Candidate[], root: SearchRoot, options: ResolveOptions): Locator {
  return matchesIn(root, where => visible(candidates.map(candidate => candidate.build(where)).reduce((all, next) => all.or(next)), options));
}

/**
 * Every match of one candidate across the roots of a group, up to 50 per root; the roots are counted
 * concurrently. In a root searched by proximity, only the matches that share the smallest container
 * with the scope text are counted (nearestTo).
 */
async function collect(candidate: Candidate, group: SearchRoot[], options: ResolveOptions): Promise<Match[] | 'css-invalid'> {
  const counted = await Promise.all(group.map(async root => {
    const locator = matchesIn(root, where => visible(candidate.build(where), options));
    try {
      if (root.near === undefined)
        return { root, locator, count: await locator.count(), distances: undefined };
      return { root, ...await nearCounted(locator, root.near) };
    } catch (error) {
      if (isSelectorSyntaxError(error))
        return 'invalid' as const;
      throw error;
    }
  }));
  if (counted.includes('invalid'))
    return candidate.strategy === 'css' ? 'css-invalid' : [];
  return counted.flatMap(entry => entry === 'invalid' ? [] : Array.from({ length: Math.min(entry.count, 50) }, (_, index) =>
    ({ locator: entry.locator, index, count: entry.count, near: entry.root.near, ...(entry.distances ? { distance: entry.distances[index] } : {}) })));
}

/**
 * A proximity root's matches, with what pickMatches needs of their distances to the text. Counted
 * in Playwright's utility world when at most one match sits at a finite distance: that one is then
 * the nearest (its locator keeps it alone), and none means every match belongs to another item.
 * Only when several do are the distances measured (distancesToText), in the page's own world, which
 * costs Playwright building its script there on each new document.
 */
async function nearCounted(locator: Locator, near: string): Promise<{ locator: Locator; count: number; distances: number[] }> {
  const finite = await finiteOnly(locator, near);
  const kept = finite ? await finite.count() : undefined;
  if (finite && kept === 1)
    return { locator: finite, count: 1, distances: [0] };
  if (kept === 0) {
    const count = await locator.count();
    return { locator, count, distances: Array.from({ length: count }, () => Number.POSITIVE_INFINITY) };
  }
  const distances = await nearDistances(locator, near);
  return { locator, count: distances.length, distances };
}

/**
 * distancesToText for a proximity root; none when a navigation destroyed the document meanwhile
 * (count() rides that out, evaluateAll does not): the next pass looks at the new page.
 */
async function nearDistances(locator: Locator, near: string): Promise<number[]> {
  try {
    return await distancesToText(locator, near);
  } catch (error) {
    if (isContextDestroyed(error))
      return [];
    throw error;
  }
}

/** An error of a read whose document a navigation destroyed meanwhile. */
function isContextDestroyed(error: unknown): boolean {
  return /Execution context was destroyed|Cannot find context with specified id/i.test(error instanceof Error ? error.message : String(error));
}

function visible(locator: Locator, options: ResolveOptions): Locator {
  return options.visibleOnly === false ? locator : locator.filter({ visible: true });
}

function ordered(candidates: Candidate[], preferred: string | undefined): Candidate[] {
  const first = candidates.find(c => c.strategy === preferred);
  return first ? [first, ...candidates.filter(c => c !== first)] : candidates;
}

function isSelectorSyntaxError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /while parsing (?:css )?selector|Unexpected token|is not a valid selector|Unknown engine|not a valid XPath|Failed to execute 'evaluate'/i.test(message);
}

function quote(text: string): string {
  return JSON.stringify(text);
}

function sleep(ms: number): Promise<void> {
  return new Promise(resolve => setTimeout(resolve, ms));
}
