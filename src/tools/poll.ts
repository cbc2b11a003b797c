/** poll: re-check a condition until it holds or the timeout passes, at Playwright's expect.poll intervals. */

const INTERVALS = [100, 250, 500, 1000];

export type Check<T> = { pass: true; data: T } | { pass: false; evidence: unknown };

/** Always checks at least once, even with timeout 0; returns the last check. */
export async function poll<T>(timeout: number, check: () => Promise<Check<T>>): Promise<Check<T>> {
  const deadline = Date.now() + timeout;
  for (let attempt = 0; ; attempt++) {
    const result = await check();
    const remaining = deadline - Date.now();
    if (result.pass || remaining <= 0)
      return result;
    await new Promise(resolve => setTimeout(resolve, Math.min(INTERVALS[Math.min(attempt, INTERVALS.length - 1)], remaining)));
  }
}
