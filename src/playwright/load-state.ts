/**
 * parsedDocument: waits until a frame's document is parsed (DOMContentLoaded), as
 * `frame.waitForLoadState('domcontentloaded')` does, without a call when it already is.
 *
 * Playwright's client knows a frame's load states from the events its server sends (the private
 * `_loadStates`), and `waitForLoadState` answers from them without asking the browser. But as a
 * public call it still captures a source-mapped stack, becomes a `pw:api` step in the report and
 * an action in the trace: about a millisecond of the worker's time in every step that checks, for
 * a report line that says nothing. The set is feature-detected: without it, the call is made.
 */
import type { Frame } from '@playwright/test';
import { quietly } from './quiet.ts';

interface KnowsLoadStates {
  _loadStates: Set<string>;
}

export async function parsedDocument(frame: Frame, timeout: number): Promise<void> {
  if (knowsLoadStates(frame) && frame._loadStates.has('domcontentloaded'))
    return;
  // A new document gets Playwright's injected script at its first query, 20 to 40 ms of the
  // browser's time. Asked for now, it is made while the document is parsed, not after it.
  void quietly(frame, () => frame.locator(':root').count()).catch(() => undefined);
  // Quietly, as the count: a wait the step did not ask for is no line of its report.
  await quietly(frame, () => frame.waitForLoadState('domcontentloaded', { timeout })).catch(() => undefined);
}

/** Whether this Playwright's client keeps load states where parsedDocument reads them; tests assert it so an upgrade that drops them is noticed. */
export function knowsLoadStates(frame: Frame): frame is Frame & KnowsLoadStates {
  return (frame as Partial<KnowsLoadStates>)._loadStates instanceof Set;
}
