/** The shared body of assertValue, assertChecked and assertEnabled: locate once, then poll one state of the element. */
import { errors, type Locator } from '@playwright/test';
import type { TargetKind } from '../../locator/candidates.ts';
import type { ToolContext } from '../context.ts';
import { act, describeLocated, type TargetArgs } from '../target.ts';
import { poll } from '../../locator/poll.ts';
import { fail, ok, type ToolResult } from '../../common/result.ts';
import { locateForAssertion } from './locate.ts';

/** A read is given at least this long, so a short assertion timeout on a busy machine still reads the state it reports. */
const READ_FLOOR_MS = 1000;

export interface StateCheck<T> {
  kind: TargetKind;
  /** "value", "checked", "enabled": names the state in messages and data. */
  state: string;
  read(locator: Locator, timeout: number): Promise<T>;
  passes(actual: T): boolean;
  expected: unknown;
}

export async function assertState<T>(ctx: ToolContext, args: TargetArgs, check: StateCheck<T>): Promise<ToolResult> {
  const located = await locateForAssertion(ctx, args, { kind: check.kind });
  if (!located.ok)
    return located;
  const { locator, timeout } = located.data;
  return act(`assert ${check.state} of`, located.data, async () => {
    let actual: T | undefined;
    const deadline = Date.now() + timeout;
    const result = await poll(timeout, async () => {
      try {
        actual = await check.read(locator, Math.max(deadline - Date.now(), READ_FLOOR_MS));
      } catch (error) {
        // The element was found a moment ago; a read that times out (a busy page or machine) is
        // "not yet", so the answer stays a failed assertion with the last state read.
        if (error instanceof errors.TimeoutError)
          return { pass: false as const, evidence: actual };
        throw error;
      }
      return check.passes(actual) ? { pass: true as const, data: actual } : { pass: false as const, evidence: actual };
    });
    if (result.pass)
      return ok({ ...describeLocated(located.data), [check.state]: actual });
    return fail('ASSERTION_FAILED', `Expected ${check.state} of ${located.data.description} to be ${JSON.stringify(check.expected)}, but it is ${JSON.stringify(actual)} (after ${timeout}ms).`, {
      selector: located.data.selector, originalSelector: located.data.originalSelector,
      evidence: { expected: check.expected, actual, locator: located.data.description },
    });
  });
}
