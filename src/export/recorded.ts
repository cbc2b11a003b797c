/** What a spec's lock file recorded for each step of a scenario: the element locators of its calls, the calls of an `ai` step, and what a registry action's steps ran on. */
import { TARGET_FIELDS, type TargetField, type ToolCall } from '../common/calls.ts';
import { isActionSteps, isCall, type LockActionStep, type LockActionSteps, type LockCall, type LockFile, type LockPlainCall, type LockStep } from '../lock/model.ts';
import { cssString } from '../locator/candidates.ts';
import { parsedTarget } from '../locator/parsed.ts';
import { bareName } from '../locator/parse.ts';
import { normalize } from '../locator/text-match.ts';
import { quote, saysText } from './values.ts';


/** A recorded element as locator code. */
export interface RecordedLocator {
  /** The locator the lock recorded (`getByTestId('username')`). */
  locator: string;
  /**
   * The element by its tag and the stable attributes its fingerprint holds
   * (`locator('div[data-testid="inventory-item-price"]')`), when one besides `type` identifies it: for
   * a check whose recorded locator names the element by the very text it checks.
   */
  byAttributes?: string;
  /**
   * The element is a caption of the checked name ("Total", "Total: $43.18"): specwright checks the
   * value beside it (caption-value.ts), which no plain Playwright check of the element reads.
   */
  caption?: true;
}

/** The lock's entries of one step, taken call by call in the order the step makes them. */
export class RecordedStep {
  private readonly calls: LockCall[];
  private readonly actions: LockActionSteps[];
  /** The calls an `ai` step performed, when it was recorded: with the element's locator, or (navigate, a key) without one. */
  readonly aiActions?: (LockCall | LockPlainCall)[];

  constructor(step: LockStep | undefined, private readonly seen = new Map<string, string>()) {
    this.calls = (step?.calls ?? []).filter(isCall);
    this.actions = (step?.calls ?? []).filter(isActionSteps);
    const ai = step?.calls.find(call => call.tool === 'ai');
    if (ai && 'actions' in ai && ai.actions.length)
      this.aiActions = ai.actions;
  }

  /**
   * The recorded element of `field` for this call: the first unused entry of the same tool naming
   * the same target. Values are not compared: a `{{VAR}}` is written out in the lock, a placeholder here.
   */
  locatorFor(call: ToolCall): (field: TargetField) => RecordedLocator | undefined {
    const index = this.calls.findIndex(entry => entry.tool === call.tool && TARGET_FIELDS.every(field => sameTarget(entry.args[field], call.args[field])));
    const entry = index >= 0 ? this.calls.splice(index, 1)[0] : undefined;
    // A recorded call names one element: the one of its `target` (a drag's two are not told apart).
    if (!entry || typeof call.args.target !== 'string')
      return () => undefined;
    const target = call.args.target;
    const identity = byAttributes(entry);
    const name = bareName(parsedTarget(target));
    const caption = name !== undefined && normalize(entry.fingerprint.text ?? '').toLowerCase().startsWith(normalize(name).toLowerCase());
    const found = { locator: keepingName(entry, entry.locator, target), ...(identity ? { byAttributes: keepingName(entry, identity, target) } : {}), ...(caption ? { caption: true as const } : {}) };
    return field => (field === 'target' ? found : undefined);
  }

  /**
   * The locator an earlier step of this test recorded for the same target description: what a
   * check that the element is gone refers to (specwright knows a description that matches nothing
   * now is gone, not misspelled, because it found that element earlier in the test).
   */
  earlierLocatorOf(target: string): string | undefined {
    return this.seen.get(target);
  }

  /** Notes the recorded locator a call of this step was written with, for the checks after it. */
  remember(target: string, locator: string): void {
    this.seen.set(target, locator);
  }

  /** What each step of this registry action call ran on, by the step's place in the action (`1`, `2.1`, `1/fallback.1`). */
  actionStepsFor(call: ToolCall): Map<string, LockActionStep> {
    const index = this.actions.findIndex(entry => entry.tool === call.tool);
    const entry = index >= 0 ? this.actions.splice(index, 1)[0] : undefined;
    return new Map((entry?.steps ?? []).map(step => [step.step, step]));
  }
}

/** The lock's record of a scenario, step by step. */
export class RecordedScenario {
  /** Target descriptions → the locator last recorded for them in this scenario, as its steps are taken in order. */
  private readonly seen = new Map<string, string>();

  constructor(private readonly steps: Record<string, LockStep>) {}

  static of(lock: LockFile | undefined, scenario: string): RecordedScenario {
    return new RecordedScenario(lock?.scenarios[scenario]?.steps ?? {});
  }

  /**
   * The entry of the step with this key (its text, ` #2` for a repeat); for a step whose `{{VAR}}`
   * the lock recorded with its value, the entry at the same line whose text differs only there.
   */
  step(key: string, line: number, hash: string): RecordedStep {
    const exact = this.steps[key];
    // A step whose plan changed since the lock was written (an edit, another compiler) is not trusted.
    if (exact)
      return new RecordedStep(exact.hash === hash ? exact : undefined, this.seen);
    if (!key.includes('${env.'))
      return new RecordedStep(undefined, this.seen);
    const pattern = new RegExp(`^${key.split(/\$\{env\.[\w$]+\}/).map(part => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`, 's');
    const found = Object.entries(this.steps).find(([text, step]) => step.line === line && pattern.test(text));
    return new RecordedStep(found?.[1], this.seen);
  }
}

function sameTarget(a: unknown, b: unknown): boolean {
  return (a ?? null) === (b ?? null);
}

/**
 * The recorded locator, held to the name the step gives its element. A step that names a button
 * "Add to cart" fails in specwright when the button reads "Add to bag"; a recorded locator that does
 * not say the name (`getByTestId('add-to-cart-bike-light')`) would click it anyway. When the element
 * was recorded with exactly that role and accessible name, the locator is narrowed to them with
 * `.and(…)`: the same element on the page it was recorded on, nothing on a page that renamed it.
 */
function keepingName(entry: LockCall, locator: string, target: string): string {
  const parsed = parsedTarget(target);
  const { role, name } = entry.fingerprint;
  if (!parsed.quoted || parsed.text === undefined || !role || normalize(name) !== normalize(parsed.text) || saysText(locator, parsed.text))
    return locator;
  return `${locator}.and(page.getByRole(${quote(role)}, { name: ${quote(name)}, exact: true }))`;
}

/**
 * The recorded element by what identifies it besides its text, as replay compares it (sameElement):
 * its tag and every stable attribute it was recorded with. Not unique on the page perhaps (one price
 * per product), but the step's scope narrows it, and a locator that still finds two fails.
 */
function byAttributes(entry: LockCall): string | undefined {
  const { tag, attrs } = entry.fingerprint;
  if (!/^[a-z][a-z0-9-]*$/.test(tag) || !Object.keys(attrs).some(key => key !== 'type'))
    return undefined;
  const css = Object.entries(attrs).map(([key, value]) => `[${key}="${cssString(value)}"]`).join('');
  return `locator(${quote(tag + css)})`;
}
