/** Every default time and limit of the run time, in one place; each is an option users can set (README "Options"). */

/** How long a tool waits to locate a target or for a condition when neither the step nor the config says (`stepTimeout`, `actionTimeout`, `SPECWRIGHT_TIMEOUT`). */
export const DEFAULT_STEP_TIMEOUT_MS = 5_000;
/** A navigation (navigate, back, forward) waits at least this long for its load. */
export const MIN_NAVIGATION_TIMEOUT_MS = 30_000;
/** A URL or load-state wait waits at least this long. */
export const MIN_PAGE_WAIT_TIMEOUT_MS = 10_000;
/** No call waits longer than this, whatever it asks. */
export const MAX_TIMEOUT_MS = 10 * 60_000;
/** A failure screenshot or page summary gets this long, so evidence never turns a clear failure into a hang. */
export const EVIDENCE_CAPTURE_TIMEOUT_MS = 5_000;
