/** The element record: what a tool that acted on or checked one element says about it, for lock files and reports. */

/** Who an element is, read in the page when a tool located it (src/tools/element.ts). */
export interface Fingerprint {
  /** The explicit `role`, else the tag's implicit role (`button`, `link`, `textbox`, …), else ''. */
  role: string;
  /** The accessible name as a person reads it: aria-label, labelledby, label, alt, title, placeholder; '' when none. */
  name: string;
  /** Its own visible text, whitespace collapsed, at most 80 characters. */
  text: string;
  tag: string;
  /** Stable attributes present on it: id, name, type, data-testid and kin, href's path; never `value`. */
  attrs: Record<string, string>;
  /** Its place: the parent's tag and its 1-based index among siblings of the same tag. */
  place: string;
}

/** An element a tool acted on or checked: the normalized Playwright locator and its fingerprint. */
export interface ElementRecord {
  /** Playwright code, `getByRole('button', { name: 'Login' })`: what a reviewer reads. */
  locator: string;
  /** The same locator as a selector `page.locator()` takes: what replay uses. */
  selector: string;
  fingerprint: Fingerprint;
}

/**
 * A recorded element handed to a call to try before any search (a lock entry's pin). When the call
 * checks the element's text (a text check's target), that text is the value under test, not who the
 * element is: it is left out of the comparison (`textChecked`), and the check then verifies it.
 */
export interface Pin extends ElementRecord {
  textChecked?: boolean;
}

/**
 * One call an `ai` step made, as a lock file keeps it: replayed in order, each element checked by
 * its fingerprint; a call that named no element (navigate, a key press) has no `element`.
 */
export interface RecordedAction {
  tool: string;
  args: Record<string, unknown>;
  /** The URL path it ran on: a replay that is elsewhere hands the step back to the model. */
  path: string;
  element?: ElementRecord;
}

/**
 * What one step of a registry action ran on, for lock files and export: its place in the action
 * (`2`, `2.1` in a nested action, `1/fallback.1`), the target it ran with (an alias resolved as the
 * page's component-library version chose it), and the element when the tool read one.
 */
export interface ActionStepTarget {
  step: string;
  target: string;
  element?: ElementRecord;
}

/** The key under which a registry action's result data lists its steps' targets, when elements are recorded. */
export const ACTION_STEP_TARGETS = 'stepTargets';
