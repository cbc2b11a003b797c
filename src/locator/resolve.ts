/** resolveTarget: a target description → one Playwright Locator, polling ranked candidates until the timeout. */
import type { Frame, Locator, Page } from '@playwright/test';
import { fail, ok, type ToolResult } from '../tools/result.ts';
import { candidatesFor, type Candidate, type TargetKind } from './candidates.ts';
import { cachedStrategy, rememberStrategy } from './cache.ts';
import { cleanTarget } from './clean.ts';
import { describeElements, type ElementSummary } from './describe.ts';
import { parseTarget, parseWords, type ParsedTarget } from './parse.ts';
import { pickMatches, type Match } from './pick.ts';
import { searchGroups, type SearchRoot } from './scope.ts';

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

/** Poll intervals, as Playwright's own expect.poll: quick at first, then at most a second apart. */
const INTERVALS = [0, 100, 250, 500, 1000];

export async function resolveTarget(where: Page | Frame, target: string, options: ResolveOptions = {}): Promise<ToolResult<ResolvedTarget>> {
  const timeout = options.timeout ?? 5000;
  const { cleaned, original } = cleanTarget(target);
  const meta = { selector: cleaned, originalSelector: original };
  if (!cleaned)
    return fail('INVALID_INPUT', 'The target is empty: describe the element or give a selector.', meta);
  const page = 'mainFrame' in where ? where : where.page();
  let parsed = parseTarget(target);
  const deadline = Date.now() + timeout;
  let tried: string[] = [];
  for (let attempt = 0; ; attempt++) {
    const outcome = await probe(where, page, parsed, options);
    tried = outcome.tried;
    if (outcome.kind === 'css-invalid') {
      // `.5 stars` looked like CSS but is not: read it as words.
      parsed = parseWords(cleaned);
      continue;
    }
    if (outcome.kind === 'found') {
      rememberStrategy(page, cleaned, options, outcome.strategy);
      return ok({ locator: outcome.locator, strategy: outcome.strategy, description: String(outcome.locator), tried, count: outcome.count });
    }
    if (outcome.kind === 'ambiguous')
      return fail('AMBIGUOUS_TARGET', `${quote(cleaned)} matches ${outcome.matches.length} elements by ${outcome.strategy}; say which one (an ordinal such as "the second …", or a scope such as "… in the row with \\"…\\"").`,
        { ...meta, evidence: { strategy: outcome.strategy, candidates: outcome.matches } });
    const remaining = deadline - Date.now();
    if (remaining <= 0)
      break;
    await sleep(Math.min(INTERVALS[Math.min(attempt + 1, INTERVALS.length - 1)], remaining));
  }
  const why = parsed.scope ? ` inside ${parsed.scope.description}` : '';
  return fail('ELEMENT_NOT_FOUND', `No ${options.visibleOnly === false ? '' : 'visible '}element matches ${quote(cleaned)}${why} within ${timeout}ms; tried ${tried.join(', ') || 'nothing'}.`,
    { ...meta, evidence: { tried, timeout } });
}

type Outcome =
  | { kind: 'found'; locator: Locator; strategy: string; count: number; tried: string[] }
  | { kind: 'ambiguous'; strategy: string; matches: ElementSummary[]; tried: string[] }
  | { kind: 'none' | 'css-invalid'; tried: string[] };

/** One pass over every candidate in every search group; the first strategy with matches decides. */
async function probe(where: Page | Frame, page: Page, parsed: ParsedTarget, options: ResolveOptions): Promise<Outcome> {
  const tried: string[] = [];
  if (parsed.selector?.engine === 'ref') {
    tried.push(`ref=${parsed.selector.value}`);
    const locator = page.getByRef(parsed.selector.value);
    return (await locator.count()) > 0 ? { kind: 'found', locator, strategy: 'ref', count: 1, tried } : { kind: 'none', tried };
  }
  const candidates = ordered(candidatesFor(parsed, options.kind ?? 'any', options.visibleOnly === false), cachedStrategy(page, parsed.raw, options));
  for (const group of searchGroups(where, parsed.scope)) {
    for (const [rank, candidate] of candidates.entries()) {
      tried.push(group[0]?.near || group[0]?.label.includes('›') ? `${candidate.strategy} (${group[0].label.replace(/^page › /, '')})` : candidate.strategy);
      const matches = await collect(candidate, group, options);
      if (matches === 'css-invalid')
        return { kind: 'css-invalid', tried };
      if (matches.length === 0)
        continue;
      const picked = await pickMatches(matches, parsed, options);
      if (picked.kind === 'none')
        continue;
      if (picked.kind === 'many')
        return { kind: 'ambiguous', strategy: candidate.strategy, matches: await describeElements(picked.matches), tried };
      // The page may have rendered more while the earlier candidates were counted: a
      // better-ranked strategy that matches now wins, so the choice does not depend on timing.
      for (const better of candidates.slice(0, rank)) {
        const again = await collect(better, group, options);
        if (again === 'css-invalid' || again.length === 0)
          continue;
        const repicked = await pickMatches(again, parsed, options);
        if (repicked.kind === 'one')
          return { kind: 'found', locator: repicked.locator, strategy: better.strategy, count: repicked.count, tried };
      }
      return { kind: 'found', locator: picked.locator, strategy: candidate.strategy, count: picked.count, tried };
    }
  }
  return { kind: 'none', tried };
}

/** Every match of one candidate across the roots of a group, up to 50 per root. */
async function collect(candidate: Candidate, group: SearchRoot[], options: ResolveOptions): Promise<Match[] | 'css-invalid'> {
  const matches: Match[] = [];
  for (const root of group) {
    let locator = candidate.build(root.root);
    if (options.visibleOnly !== false)
      locator = locator.filter({ visible: true });
    let count: number;
    try {
      count = await locator.count();
    } catch (error) {
      if (isSelectorSyntaxError(error))
        return candidate.strategy === 'css' ? 'css-invalid' : [];
      throw error;
    }
    for (let index = 0; index < Math.min(count, 50); index++)
      matches.push({ locator, index, count, near: root.near });
  }
  return matches;
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
