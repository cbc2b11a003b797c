/** What the executor needs from a browser (seed 002 §4.4.5 BrowserAdapter), so tests inject a mock and runs use the tools. */
import type { StepPlan } from '../steps/plan.ts';
import type { ToolResult } from '../common/result.ts';
import type { SelectorDefinition, VersionDetection } from './types.ts';

export interface DriverCallOptions {
  /** Milliseconds the call may take at most (the step's budget). */
  timeout: number;
  /**
   * The step set its own `timeout`: use it as the tool's locating/waiting timeout. Otherwise the
   * tools keep their own default (e.g. 5 s to find an element) within the budget.
   */
  explicit?: boolean;
  /** Secret values known to the action run (its secret params among them): tools keep them out of reports and traces. */
  secrets?: readonly string[];
}

export interface FoundElement {
  /** How many elements match. */
  count: number;
  /** The selector or locator that matched, as the locator module normalized it. */
  selector?: string;
  /** An ARIA snapshot ref (`e12`) for the first match, when the page view provides one. */
  ref?: string;
  text?: string;
}

/**
 * One browser, seen through the tools. Every method returns a ToolResult and never throws
 * (DESIGN.md §6); the executor adds timeouts of its own on top of `options.timeout`.
 */
export interface RegistryDriver {
  /** A browser step (click, fill, assert…) through the tools' `executeStep`. */
  run(plan: StepPlan, options: DriverCallOptions): Promise<ToolResult<unknown>>;
  /** The page's ARIA snapshot (ai mode, with refs). */
  snapshot(options: DriverCallOptions): Promise<ToolResult<string>>;
  /** Locates a target without acting on it. */
  find(target: string, options: DriverCallOptions): Promise<ToolResult<FoundElement>>;
  /** Runs a script in the page; its JSON-serializable result. */
  evaluate(script: string, options: DriverCallOptions): Promise<ToolResult<unknown>>;
  /**
   * The first selector of an alias that matches an element (primary, then fallbacks), through the
   * locator module's resolveSelector; `ELEMENT_NOT_FOUND` with the candidates tried otherwise.
   */
  resolveSelector(definition: SelectorDefinition, options: DriverCallOptions): Promise<ToolResult<string>>;
  /** The page's component-library version per the namespace's detection config, or null. */
  readVersion(detection: VersionDetection, options: DriverCallOptions): Promise<string | null>;
  /** The current page URL: the selector cache is per page state and cleared when it changes. */
  url(): string;
}
