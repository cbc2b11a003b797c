/** Replay: a pipeline stage that hands a call its recorded element, and says whether it was replayed, healed or missing. */
import { TARGET_FIELDS, type ToolCall } from '../common/calls.ts';
import type { CallOutcome } from '../pipeline/outcome.ts';
import type { CallState, Next, Stage } from '../pipeline/stages.ts';
import type { RecordedAction } from '../common/element.ts';
import type { Pin } from '../common/element.ts';
import { describeFingerprint, sameElement, textFreeIdentity, type ElementRecord } from './fingerprint.ts';
import { StepKeys, stepHash } from './keys.ts';
import { isActions, isCall, isReads, type LockActions, type LockCall, type LockEntry, type LockPlainCall, type LockScenario } from './model.ts';

/** What one test's replay knows and notes: its scenario's entries, and what it found stale or healed. */
export class ReplaySession {
  /** One line per entry that was missing, changed or no longer matched the page. */
  readonly stale: string[] = [];
  /** Calls that named an element: replayed from the lock, healed, or run without an entry. */
  readonly counts = { replayed: 0, healed: 0, unrecorded: 0 };
  private readonly keys = new StepKeys();
  private readonly paths = new WeakMap<CallOutcome, string>();
  private readonly heals = new WeakMap<CallOutcome, string>();
  private readonly hashes = new Map<string, string>();
  /** The spec the test's steps come from (root-relative), once a step ran. */
  spec: string | undefined;

  constructor(private readonly options: {
    /** The scenario's entries in the spec's lock file (read once per worker, as the spec loads), when it has any. */
    entries(spec: string): LockScenario | undefined;
    /** The current page's URL. */
    url(): string;
    /** Secret values known to the test: an entry that would hold one is not recorded. */
    secrets(): readonly string[];
    /** Tells the report (an annotation): `healed: old → new`. */
    report(message: string): void;
  }) {}

  /** The pipeline stage: replays an entry when there is one for the call, notes what happened. */
  stage(): Stage {
    return async (state, next) => {
      if (!state.step)
        return next(state);
      const key = this.keys.keyOf(state.step.text, state.step.line);
      this.spec ??= state.step.spec;
      const where = `${state.step.spec}:${state.step.line} ${JSON.stringify(key)}`;
      const path = pathOf(this.options.url());
      const hash = stepHash(state.step.text, state.step.calls);
      this.hashes.set(key, hash);
      // Looked up for every step, so a lock file that cannot be used is reported from the test's first.
      const scenario = this.options.entries(state.step.spec);
      if (!mayReplay(state.compiled))
        return this.note(await next(state), path);
      const step = scenario?.steps[key];
      const changed = step && step.hash !== hash;
      if (state.compiled.tool === 'aiAssert') {
        // The judgement is made again; only what it read is handed on, to be read again now.
        const reads = step && !changed ? recordedFor(step.calls, isReads, state.compiled)?.reads : undefined;
        return this.note(await next(reads?.length ? { ...state, reads } : state), path);
      }
      if (state.compiled.tool === 'ai')
        return this.replayAi(state, next, { where, path, found: !!step, changed: !!changed, entry: step && !changed ? recordedFor(step.calls, isActions, state.compiled) : undefined });
      const recorded = step && !changed ? recordedFor(step.calls, isCall, state.compiled) : undefined;
      const textChecked = TEXT_CHECKS.has(state.compiled.tool);
      const entry = textChecked ? textCheckPin(recorded, state.compiled) : recorded;
      if (textChecked && !entry)
        return this.note(await next(state), path);
      const outcome = this.note(await next(entry ? { ...state, pin: entry } : state), path);
      const data = outcome.result.ok ? outcome.result.data as { strategy?: string; tried?: unknown; element?: ElementRecord } : undefined;
      if (!data?.element)
        return outcome;
      if (outcome.source === 'heal') {
        // Neither the entry nor the search found it; the model did, and made the step's own call.
        const from = entry?.locator ?? 'no entry';
        const message = `healed by the model: ${entry ? `${entry.locator} [${describeFingerprint(entry.fingerprint)}]` : from} → ${data.element.locator} [${describeFingerprint(data.element.fingerprint)}]`;
        this.heals.set(outcome, from);
        this.counts.healed++;
        this.stale.push(`${where}: ${message}`);
        this.options.report(`${where}: ${message}`);
        return this.note(outcome, path);
      }
      if (data.strategy === 'lock') {
        this.counts.replayed++;
        return this.note({ ...outcome, source: 'lock' }, path);
      }
      if (entry && Array.isArray(data.tried) && data.tried[0] === 'lock' && !sameElement(entry.fingerprint, data.element.fingerprint, !textChecked)) {
        const message = `healed: ${entry.locator} [${describeFingerprint(entry.fingerprint)}] → ${data.element.locator} [${describeFingerprint(data.element.fingerprint)}]`;
        const healed = this.note({ ...outcome, source: 'heal' }, path);
        this.heals.set(healed, entry.locator);
        this.counts.healed++;
        this.stale.push(`${where}: ${message}`);
        this.options.report(`${where}: ${message}`);
        return healed;
      }
      this.counts.unrecorded++;
      // The search found the recorded element itself (the page was slow, or a scoped element was not
      // the only one named so in its scope): the entry still holds. An entry that was not tried (an
      // ordinal or positional target) is not stale: it is never replayed.
      if (!step || changed)
        this.stale.push(`${where}: ${changed ? 'the step changed since it was recorded' : 'no entry'}`);
      return outcome;
    };
  }

  /**
   * An `ai` step: its recorded calls go down to the agent, which replays them and asks the model only
   * from the first that no longer matches (data `replayed`, `resumed`). Counted per call: replayed
   * ones; one heal where the model took over; calls with an element the model made without an entry.
   */
  private async replayAi(state: CallState, next: Next, about: { where: string; path: string; found: boolean; changed: boolean; entry: LockActions | undefined }): Promise<CallOutcome> {
    const { where, path, entry } = about;
    const outcome = this.note(await next(entry ? { ...state, replay: entry.actions.map(toRecorded) } : state), path);
    const data = outcome.result.ok ? outcome.result.data as { replayed?: number; resumed?: { index: number; why: string }; actions?: { result?: { ok: boolean; data?: unknown } }[] } : undefined;
    if (!entry) {
      this.counts.unrecorded += (data?.actions ?? []).filter(action => action.result?.ok && (action.result.data as { element?: unknown } | undefined)?.element).length;
      if (outcome.result.ok)
        this.stale.push(`${where}: ${about.changed ? 'the step changed since it was recorded' : 'no entry'}`);
      return outcome;
    }
    if (!data) {
      this.stale.push(`${where}: the recorded calls no longer match the page, and the model did not finish the step`);
      return outcome;
    }
    this.counts.replayed += data.replayed ?? 0;
    if (!data.resumed)
      return this.note({ ...outcome, source: 'lock' }, path);
    const recorded = entry.actions[data.resumed.index];
    const message = `healed: recorded call ${data.resumed.index + 1} of ${entry.actions.length} (${recorded.tool}${isCall(recorded) ? ` ${recorded.locator} [${describeFingerprint(recorded.fingerprint)}]` : ''}) no longer matches: ${data.resumed.why.split('\n')[0]}; the model carried on from it`;
    this.counts.healed++;
    this.stale.push(`${where}: ${message}`);
    this.options.report(`${where}: ${message}`);
    return this.note({ ...outcome, source: 'heal' }, path);
  }

  private note(outcome: CallOutcome, path: string): CallOutcome {
    this.paths.set(outcome, path);
    return outcome;
  }

  /** The plan hash of the step with this key, once one of its calls ran. */
  hashOf(key: string): string | undefined {
    return this.hashes.get(key);
  }

  pathOf(outcome: CallOutcome): string {
    return this.paths.get(outcome) ?? '';
  }

  /** The old locator when the outcome healed an entry. */
  healedFrom(outcome: CallOutcome): string | undefined {
    return this.heals.get(outcome);
  }

  hasSecret(text: string): boolean {
    return this.options.secrets().some(secret => secret.length > 0 && text.includes(secret));
  }
}

/** Calls a lock entry may stand in for: those naming an element, `ai` steps, AI assertions (their reads). */
function mayReplay(call: ToolCall): boolean {
  return call.tool === 'ai' || call.tool === 'aiAssert' || TARGET_FIELDS.some(field => typeof call.args[field] === 'string');
}

/**
 * Text checks record the element they read in (for review and export). Its text is the value being
 * checked and may still be changing (a badge showing the old count): it cannot say which element
 * this is. So a text check is pinned, with its text left out of the comparison, only to an element
 * something else identifies (textFreeIdentity); an absence check never is, since any wrong element
 * lacks the text and would pass it.
 */
const TEXT_CHECKS = new Set(['assertTextPresent', 'assertTextAbsent']);

/** The pin of a text check, when something besides its text identifies it; the tool declines it when the target's own words are in that text. */
function textCheckPin(recorded: LockCall | undefined, call: ToolCall): Pin | undefined {
  return recorded && call.tool === 'assertTextPresent' && textFreeIdentity(recorded.fingerprint) ? { ...recorded, textChecked: true } : undefined;
}

function toRecorded(action: LockCall | LockPlainCall): RecordedAction {
  return isCall(action)
    ? { tool: action.tool, args: action.args, path: action.path, element: { locator: action.locator, selector: action.selector, fingerprint: action.fingerprint } }
    : { tool: action.tool, args: action.args, path: action.path };
}

/**
 * The step's entry of one kind recorded for this very call: the same tool and the same arguments as
 * compiled (a call's element, an `ai` step's actions with the same instruction, the reads of an AI
 * assertion with the same criterion).
 */
function recordedFor<T extends LockEntry>(entries: readonly LockEntry[], kind: (entry: LockEntry) => entry is T, call: ToolCall): T | undefined {
  const args = JSON.stringify(call.args);
  return entries.filter(kind).find(entry => entry.tool === call.tool && JSON.stringify(entry.args) === args);
}

/** The path of a URL (no origin, query or fragment: those change between environments and may carry tokens). */
function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}
