/** The shared body of assertUrl and assertTitle (and waitForUrl): poll a page string against an expectation. */
import type { ToolContext } from '../context.ts';
import { poll } from '../../locator/poll.ts';
import { fail, ok, type ToolErrorCode, type ToolResult } from '../../common/result.ts';
import { checkRegex, matchesText, type TextMatchMode } from '../../locator/text-match.ts';

export interface PageTextCheck {
  what: 'URL' | 'title';
  expected: string;
  match: TextMatchMode;
  timeout: number;
  read(ctx: ToolContext): Promise<string>;
  /** Wait for the page string not to meet the expectation. */
  not?: boolean;
  /** ASSERTION_FAILED for assertions, TIMEOUT for waits. */
  failure: ToolErrorCode;
}

export async function checkPageText(ctx: ToolContext, check: PageTextCheck): Promise<ToolResult> {
  const invalid = checkRegex(check.expected, check.match);
  if (invalid)
    return fail('INVALID_INPUT', invalid);
  let actual = '';
  const result = await poll(check.timeout, async () => {
    actual = await check.read(ctx);
    return passes(actual, check) !== !!check.not ? { pass: true as const, data: actual } : { pass: false as const, evidence: actual };
  });
  if (result.pass)
    return ok({ [check.what.toLowerCase()]: actual, match: check.match, ...(check.not ? { not: true } : {}) });
  const verb = check.match === 'regex' ? 'match' : check.match === 'exact' ? 'be' : 'contain';
  return fail(check.failure, `Expected the ${check.what} ${check.not ? 'not ' : ''}to ${verb} ${JSON.stringify(check.expected)}, but it is ${JSON.stringify(actual)} (after ${check.timeout}ms).`, {
    evidence: { expected: check.expected, match: check.match, actual, ...(check.not ? { not: true } : {}) },
  });
}

/** A URL given as a path ("/cart.html") is compared with the page's path, query and hash when exact. */
function passes(actual: string, check: PageTextCheck): boolean {
  if (check.what === 'URL' && check.match === 'exact' && check.expected.startsWith('/')) {
    const url = new URL(actual);
    return url.pathname + url.search + url.hash === check.expected || url.pathname === check.expected;
  }
  if (check.match === 'exact')
    return actual.trim() === check.expected.trim();
  if (check.what === 'URL' && check.match === 'contains')
    return actual.includes(check.expected) || safeDecode(actual).includes(check.expected);
  return matchesText(actual, check.expected, check.match);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
